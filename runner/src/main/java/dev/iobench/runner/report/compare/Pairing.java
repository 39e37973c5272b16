package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Units;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/** Matches baseline results with candidate results. */
public final class Pairing {
    private Pairing() {
    }

    /** @return one comparison per baseline x candidate of equal {@link Cell} and unit family, baselines in order */
    public static List<Comparison> matching(List<BenchmarkResult> results, Predicate<BenchmarkResult> baseline,
            Predicate<BenchmarkResult> candidate, boolean pooled) {
        return pairs(results, r -> baseline.test(r) ? Cell.of(r) : null,
                r -> candidate.test(r) ? Cell.of(r) : null, pooled);
    }

    /** What two results must share to be compared: environment id, mode and params in file order. */
    public record Cell(String env, String mode, List<Map.Entry<String, String>> params) {
        public static Cell of(BenchmarkResult r) {
            return new Cell(r.env().id(), r.mode(), r.paramList());
        }
    }

    /**
     * @return one comparison per baseline x candidate with equal keys and unit family, baselines in order; a
     *     key is null for a result not on its side
     */
    public static List<Comparison> pairs(List<BenchmarkResult> results,
            Function<BenchmarkResult, ? extends Record> baselineKey,
            Function<BenchmarkResult, ? extends Record> candidateKey, boolean pooled) {
        Map<Record, List<BenchmarkResult>> byKey = new HashMap<>();
        for (BenchmarkResult r : results) {
            Record k = candidateKey.apply(r);
            if (k != null) {
                byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(r);
            }
        }
        List<Comparison> out = new ArrayList<>();
        for (BenchmarkResult b : results) {
            Record k = baselineKey.apply(b);
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
}
