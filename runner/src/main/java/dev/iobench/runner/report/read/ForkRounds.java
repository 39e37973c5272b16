package dev.iobench.runner.report.read;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPriors;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.PrecisionFile.CellId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The round each fork of an interleaved cell ran in, from the {@code forkRounds} of the
 * {@code precision.json} beside a result file ({@link PrecisionFile}: one {round, position} pair per
 * fork in fork order), so that forks of two cells from the same round can be paired. A cell whose
 * list the reader could not take has no rounds, and a file that could not be read gives none.
 */
record ForkRounds(Map<CellId, int[]> byCell, Set<CellId> answers, List<CellId[]> pairs) {
    /** @return the rounds of the answer cells of a precision.json, none for null */
    static ForkRounds of(PrecisionFile file) {
        if (file == null) {
            return new ForkRounds(Map.of(), Set.of(), List.of());
        }
        Map<CellId, int[]> out = new HashMap<>();
        Set<CellId> answers = new HashSet<>();
        for (PrecisionFile.Cell c : file.cells()) {
            if (c.forkRounds() != null) {
                out.put(c.id(), c.forkRounds().stream().mapToInt(rp -> rp[0]).toArray());
                if (c.answer()) {
                    answers.add(c.id());
                }
            }
        }
        return new ForkRounds(out, answers,
                file.pairs().stream().map(p -> new CellId[] {p.baseline(), p.candidate()}).toList());
    }

    /**
     * @param results a result file's results, with their rounds attached ({@link #attach})
     * @return the environment's priors of spread ({@link SpreadPriors#fit}) from the forks of the run's
     *     interleaved answers' cells and of its answers' pairs among {@code results}, as the run's stop
     *     rule fitted them from the same forks
     */
    SpreadPriors priors(List<BenchmarkResult> results) {
        // in the results' order, so the fit sums the same numbers in the same order every time
        Map<CellId, BenchmarkResult> interleaved = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            if (r.forkRounds().length > 0) {
                interleaved.put(id(r), r);
            }
        }
        List<double[]> cellUnits = new ArrayList<>();
        interleaved.forEach((k, r) -> {
            if (answers.contains(k)) {
                cellUnits.add(r.comparedEstimate().units());
            }
        });
        List<double[][]> pairUnits = new ArrayList<>();
        for (CellId[] p : pairs) {
            BenchmarkResult b = interleaved.get(p[0]);
            BenchmarkResult c = interleaved.get(p[1]);
            if (b != null && c != null) {
                pairUnits.add(SharedRounds.of(b.comparedEstimate().units(), b.forkRounds(),
                        c.comparedEstimate().units(), c.forkRounds()));
            }
        }
        return SpreadPriors.fit(cellUnits, pairUnits);
    }

    /**
     * @return {@code r} with the round of each fork when precision.json has one per fork of it, else
     *     {@code r} as it is
     */
    BenchmarkResult attach(BenchmarkResult r) {
        int[] rounds = byCell.get(id(r));
        return rounds != null && rounds.length == r.forks() ? r.withForkRounds(rounds) : r;
    }

    /** @return the cell of a result as precision.json names it */
    static CellId id(BenchmarkResult r) {
        return new CellId(r.benchmark(), r.mode(), r.params());
    }
}
