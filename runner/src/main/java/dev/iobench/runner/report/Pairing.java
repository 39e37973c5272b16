package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/** Matches baseline results with candidate results. */
final class Pairing {
    private Pairing() {
    }

    /**
     * @param pooled compare with the pooled-iteration statistics (every iteration of every fork
     *     independent) instead of the independent units
     * @return one comparison per baseline x candidate with equal environment, mode and params, in
     *     the order of the baselines
     */
    static List<Comparison> matching(List<BenchmarkResult> results, Predicate<BenchmarkResult> baseline,
            Predicate<BenchmarkResult> candidate, boolean pooled) {
        return pairs(results, r -> baseline.test(r) ? standardKey(r) : null,
                r -> candidate.test(r) ? standardKey(r) : null, pooled);
    }

    /**
     * @param baselineKey key of a baseline result, null when it is none
     * @param candidateKey key of a candidate result, null when it is none
     * @param pooled see {@link #matching}
     * @return one comparison per baseline x candidate with equal keys and unit family, baselines in order
     */
    static List<Comparison> pairs(List<BenchmarkResult> results, Function<BenchmarkResult, String> baselineKey,
            Function<BenchmarkResult, String> candidateKey, boolean pooled) {
        Map<String, List<BenchmarkResult>> byKey = new HashMap<>();
        for (BenchmarkResult r : results) {
            String k = candidateKey.apply(r);
            if (k != null) {
                byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(r);
            }
        }
        List<Comparison> out = new ArrayList<>();
        for (BenchmarkResult b : results) {
            String k = baselineKey.apply(b);
            if (k == null) {
                continue;
            }
            for (BenchmarkResult c : byKey.getOrDefault(k, List.of())) {
                if (c != b && Units.family(c.unit()).equals(Units.family(b.unit()))) {
                    out.add(Comparison.of(b, c, pooled));
                }
            }
        }
        return out;
    }

    /** @return environment + mode + params: what two results must share to be compared */
    static String standardKey(BenchmarkResult r) {
        return r.env().id() + '\u0000' + r.mode() + '\u0000' + r.params();
    }
}
