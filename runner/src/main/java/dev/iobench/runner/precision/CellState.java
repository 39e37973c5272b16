package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.PrecisionFile;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.DoubleStream;

/** A cell of an environment while it runs: its forks so far, their cost and rounds, and why it stopped. */
final class CellState {
    final Cell cell;
    final List<JsonNode> entries = new ArrayList<>();
    double seconds;
    double secondsPerFork;
    int rounds;
    StopRule.Reason stop;
    /** The machine's noise during each fork whose JMH output was followed, in order. */
    final List<PrecisionFile.Window> noise = new ArrayList<>();
    /** Interleaved cells: each fork's round and position within it (both from 1), in fork order. */
    final List<int[]> forkRounds = new ArrayList<>();
    /** Interleaved cells: the round in which the cell last came within the target (0: never). */
    int reachedAt;
    /** Interleaved cells: whether its check fork has run since it last came within the target. */
    boolean checked;
    /** Interleaved cells: forks set aside because they ran under heavy interference, and run again. */
    final List<PrecisionFile.Redone> redone = new ArrayList<>();

    CellState(Cell cell) {
        this.cell = cell;
    }

    /** The round of each fork, in fork order (interleaved cells). */
    int[] rounds() {
        return forkRounds.stream().mapToInt(rp -> rp[0]).toArray();
    }

    StopRule.ForkStatistic statistic() {
        return StopRule.ForkStatistic.forMode(cell.mode());
    }

    /** One value per fork so far, in fork order: the units of the stop rule. */
    double[] forkValues() {
        return entries.stream().flatMapToDouble(e -> DoubleStream.of(statistic().of(e))).toArray();
    }
}
