package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.results.Json;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Latency cells stop on each fork's median, the others on each fork's mean. */
class ForkStatisticTest {
    private static final StopRule.Limits LIMITS = new StopRule.Limits(0.05, 0.95, 3, 5, 1000);
    private static final AnswerCells NONE = new AnswerCells(List.of(), List.of());

    /** 21 samples near 100 us; fork 0 has one slow sample in its tail. */
    private static double[] fork(int index) {
        double[] v = new double[21];
        for (int i = 0; i < v.length; i++) {
            v[i] = 95 + i * 0.5 + index * 0.1;
        }
        if (index == 0) {
            v[20] = 5000;
        }
        return v;
    }

    private static JsonNode sampleEntry(double[]... forks) throws Exception {
        StringBuilder sb = new StringBuilder("{\"benchmark\":\"b.B.m\",\"mode\":\"sample\",\"primaryMetric\":{\"rawDataHistogram\":[");
        for (int f = 0; f < forks.length; f++) {
            sb.append(f > 0 ? "," : "").append("[[");
            for (int i = 0; i < forks[f].length; i++) {
                sb.append(i > 0 ? "," : "").append("[").append(forks[f][i]).append(",1]");
            }
            sb.append("]]");
        }
        return Json.mapper().readTree(sb.append("]}}").toString());
    }

    @Test
    void median_isJmhsPercentile_positionPTimesNPlusOneOver100_interpolated() throws Exception {
        // 4 samples: position 50 x 5 / 100 = 2.5, half-way between the 2nd and 3rd
        assertArrayEquals(new double[] {2.5},
                StopRule.ForkStatistic.MEDIAN.of(sampleEntry(new double[] {4, 1, 3, 2})));
        // counts count: [1 x3, 10 x1] -> 4 samples, position 2.5 between 1 and 1
        JsonNode counted = Json.mapper().readTree("{\"mode\":\"sample\",\"primaryMetric\":{\"rawDataHistogram\":"
                + "[[[[10.0,1],[1.0,2]],[[1.0,1]]]]}}");
        assertArrayEquals(new double[] {1.0}, StopRule.ForkStatistic.MEDIAN.of(counted));
        assertEquals(StopRule.ForkStatistic.MEDIAN, StopRule.ForkStatistic.forMode("sample"));
        assertEquals(StopRule.ForkStatistic.MEAN, StopRule.ForkStatistic.forMode("avgt"));
        assertEquals(StopRule.ForkStatistic.MEAN, StopRule.ForkStatistic.forMode("thrpt"));
    }

    @Test
    void aTailSample_movesTheMeanNotTheMedian_meanRuleContinues_medianRuleStops() throws Exception {
        JsonNode e = sampleEntry(fork(0), fork(1), fork(2));
        double[] medians = StopRule.ForkStatistic.MEDIAN.of(e);
        double[] means = StopRule.ForkStatistic.MEAN.of(e);
        assertEquals(100.1, medians[1], 1e-9);
        assertTrue(means[0] > 300, Arrays.toString(means));
        StopRule.Decision byMean = StopRule.decide(LIMITS, means, 1, 1, 1, Double.POSITIVE_INFINITY);
        StopRule.Decision byMedian = StopRule.decide(LIMITS, medians, 1, 1, 1, Double.POSITIVE_INFINITY);
        assertNull(byMean.stop(), "the mean rule wants more forks");
        assertTrue(byMean.moreForks() > 0);
        assertEquals(StopRule.Reason.PRECISION, byMedian.stop());
    }

    @Test
    void run_sampleCellStopsOnMedians_avgtCellOnMeans_precisionJsonSaysWhich(@TempDir Path tmp) throws Exception {
        Cell latency = new Cell("b.B.latency", "sample", new TreeMap<>());
        Cell average = new Cell("b.B.average", "avgt", new TreeMap<>());
        PrecisionPlan plan = new PrecisionPlan(LIMITS, null, List.of(latency, average), 1, 0, 0.2, 0.6, "x",
                Instant.now(), NONE);
        // the same values for both: samples of one iteration (sample), iteration scores (avgt)
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> fork(i));
        assertEquals(0, FakeJmh.run(new FakeJmh.Settings(plan), jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        JsonNode l = p.at("/cells/0");
        JsonNode a = p.at("/cells/1");
        assertEquals("b.B.latency", l.get("benchmark").asText());
        assertEquals("fork median", l.get("statistic").asText());
        assertEquals(3, l.get("forks").asInt());
        assertEquals("precision reached", l.get("stop").asText());
        assertEquals(1, l.get("rounds").asInt());
        assertEquals("fork mean", a.get("statistic").asText());
        assertEquals(5, a.get("forks").asInt(), "the tail keeps the mean rule going to its cap: " + a);
        assertEquals("fork cap", a.get("stop").asText());
        assertTrue(a.get("rounds").asInt() > 1);
    }
}
