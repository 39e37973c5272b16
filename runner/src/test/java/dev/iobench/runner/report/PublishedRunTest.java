package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.stats.Units;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** What the README publishes: the newest committed run of {@code results/runs/}. */
class PublishedRunTest {
    static final Path RUNS = Path.of(System.getProperty("iobench.projectDir"), "results", "runs");

    /** @return the newest run folder (run ids sort by time) */
    static Path newest() throws Exception {
        try (Stream<Path> runs = Files.list(RUNS)) {
            return runs.filter(Files::isDirectory).max(Path::compareTo).orElseThrow();
        }
    }

    @Test
    void everyCell_scoresAboveJmhsTimerFloor() throws Exception {
        List<BenchmarkResult> results = Inputs.load(List.of(newest()), new PrintWriter(new StringWriter()), true)
                .results();
        assertFalse(results.isEmpty(), "the published run has results");
        List<String> atFloor = new ArrayList<>();
        for (BenchmarkResult r : results) {
            double score = r.estimate().summary().mean();
            boolean floor = "time".equals(Units.family(r.unit())) ? score * Units.factor(r.unit(), "ns/op") < 1
                    : "rate".equals(Units.family(r.unit())) && score * Units.factor(r.unit(), "ops/ns") > 1;
            if (floor) {
                atFloor.add(r.benchmark() + " " + r.paramsText() + " in " + r.env().id() + ": " + score + " " + r.unit());
            }
        }
        assertTrue(atFloor.isEmpty(), "cells under 1 ns an op, at JMH's timer floor: " + atFloor);
    }
}
