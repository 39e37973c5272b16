package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** Matches baseline results with candidate results of the same environment, mode and params. */
final class Pairing {
    private Pairing() {
    }

    /**
     * @return one comparison per baseline x candidate with equal environment, mode and params, in
     *     the order of the baselines
     */
    static List<Comparison> pairs(List<BenchmarkResult> results, Predicate<BenchmarkResult> baseline,
            Predicate<BenchmarkResult> candidate) {
        Map<String, List<BenchmarkResult>> byKey = new HashMap<>();
        for (BenchmarkResult r : results) {
            if (candidate.test(r)) {
                byKey.computeIfAbsent(key(r), k -> new ArrayList<>()).add(r);
            }
        }
        List<Comparison> out = new ArrayList<>();
        for (BenchmarkResult b : results) {
            if (!baseline.test(b)) {
                continue;
            }
            for (BenchmarkResult c : byKey.getOrDefault(key(b), List.of())) {
                if (c != b && Units.family(c.unit()).equals(Units.family(b.unit()))) {
                    out.add(Comparison.of(b, c));
                }
            }
        }
        return out;
    }

    private static String key(BenchmarkResult r) {
        return r.env().id() + '\u0000' + r.mode() + '\u0000' + r.params();
    }
}
