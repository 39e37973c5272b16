package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.report.model.SuiteGuide.Selector;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The answers' budget shared across environments, with generated forks of known spread: environments
 * whose ratios are already within the target get no turns beyond their minimum rounds, and the turns
 * go to the environment whose widest ratio is furthest from it. Nothing here is timed: the plans have
 * no budget, so only the order of the turns and where the forks went are checked.
 */
class SharedBudgetTest {
    private static final StopRule.Limits LIMITS = new StopRule.Limits(0.05, 0.95, 3, 12, 1000);
    private static final Cell BASE = new Cell("b.B.base", "avgt", new TreeMap<>());
    private static final Cell CAND = new Cell("b.B.cand", "avgt", new TreeMap<>());
    private static final Cell REST = new Cell("b.R.rest", "avgt", new TreeMap<>());

    private static AnswerCells answers() {
        Selector base = new Selector(BASE.benchmark(), null, null);
        Selector cand = new Selector(CAND.benchmark(), null, null);
        return new AnswerCells(List.of(base, cand), List.of(new AnswerCells.Pair("base vs cand", base, cand)));
    }

    /** @return forks whose candidate alternates by {@code swing} around 100 (0: quiet) */
    private static FakeJmh.Data spread(double swing) {
        return (cell, fork) -> {
            double v = cell.equals(CAND) ? 100 + (fork % 2 == 0 ? -swing : swing) : 100 + fork % 2 * 0.1;
            return new double[] {v, v, v};
        };
    }

    /** Runs one plan's environments, each on its own thread with its own data; returns the turns taken, in order. */
    private static List<Integer> run(Path tmp, List<FakeJmh.Data> envs) throws Exception {
        PrecisionPlan plan = new PrecisionPlan(LIMITS, null, List.of(REST, BASE, CAND), envs.size(), 0, 0.2, 0.6, "x",
                Instant.now(), answers()).seed(7).noiseProbe(false);
        SharedBudget turns = plan.turns();
        turns.environments(envs.size());
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        turns.onTurn((i, turn) -> {
            if (turn.answers()) {
                order.add(i);
            }
        });
        FakeJmh.runEnvironments(turns, envs.size(), index -> {
            Path dir = Files.createDirectories(tmp.resolve("env" + index));
            assertEquals(0, PrecisionRun.run(new FakeJmh.Settings(plan), new FakeJmh(dir, envs.get(index)),
                    "env" + index, dir, dir.resolve("jmh.json")).exitCode());
        });
        return order;
    }

    private static JsonNode precision(Path tmp, int env) throws Exception {
        return Json.mapper().readTree(tmp.resolve("env" + env).resolve("precision.json").toFile());
    }

    private static int forks(Path tmp, int env, Cell cell) throws Exception {
        for (JsonNode c : precision(tmp, env).get("cells")) {
            if (c.get("benchmark").asText().equals(cell.benchmark())) {
                return c.get("forks").asInt();
            }
        }
        return 0;
    }

    @Test
    void theTurnsGoToTheNoisyEnvironment_theQuietOneKeepsItsMinimum(@TempDir Path tmp) throws Exception {
        List<Integer> order = run(tmp, List.of(spread(0), spread(50)));

        assertTrue(!order.isEmpty() && order.stream().allMatch(i -> i == 1), "turns: " + order);
        assertEquals(0, precision(tmp, 0).get("answersBudget").get("turns").asInt());
        assertEquals(order.size(), precision(tmp, 1).get("answersBudget").get("turns").asInt());
        assertEquals(LIMITS.minForks(), forks(tmp, 0, CAND), "the quiet environment's ratio needs no more forks");
        assertEquals(LIMITS.maxForks(), forks(tmp, 1, CAND), "the noisy one runs to its cap");
        // then both run the rest of the suite, each its own
        assertTrue(forks(tmp, 0, REST) >= LIMITS.minForks() && forks(tmp, 1, REST) >= LIMITS.minForks());
    }

    @Test
    void theWidestRatioIsServedFirst_thenTheNextWidest(@TempDir Path tmp) throws Exception {
        List<Integer> order = run(tmp, List.of(spread(0), spread(8), spread(50)));

        assertTrue(order.size() >= 2, "turns: " + order);
        assertEquals(2, order.get(0), "the furthest from the target first: " + order);
        assertTrue(order.contains(1), "the moderately noisy environment gets turns too: " + order);
        assertTrue(!order.contains(0), "the quiet one none: " + order);
        assertEquals(LIMITS.minForks(), forks(tmp, 0, CAND));
        assertTrue(forks(tmp, 1, CAND) > LIMITS.minForks(), "moderate: " + forks(tmp, 1, CAND));
    }

    @Test
    void anEnvironmentAloneTakesEveryTurn(@TempDir Path tmp) throws Exception {
        // its answers to their caps, then the rest; every turn counted is its own
        List<Integer> order = run(tmp, List.of(spread(50)));

        assertTrue(order.stream().allMatch(i -> i == 0), "turns: " + order);
        assertEquals(order.size(), precision(tmp, 0).get("answersBudget").get("turns").asInt());
        assertEquals(LIMITS.maxForks(), forks(tmp, 0, CAND));
        assertTrue(forks(tmp, 0, REST) >= LIMITS.minForks());
        assertTrue(precision(tmp, 0).get("answersBudget").get("seconds").asDouble() >= 0);
    }
}
