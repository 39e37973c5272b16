package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Path;
import dev.iobench.runner.report.stats.SharedRounds;
import dev.iobench.runner.report.stats.SpreadPriors;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The round each fork of an interleaved cell ran in, from the {@code forkRounds} of the
 * {@code precision.json} beside a result file ({@code [[round, position], ...]}, one pair per fork in
 * fork order), so that forks of two cells from the same round can be paired. The file is untrusted:
 * a cell whose list is not such pairs (a round that is not a whole number from 1, a round twice)
 * has no rounds, and an unreadable file gives none; nothing here fails.
 */
final class ForkRounds {
    private final Map<CellKey, int[]> byCell;
    private final Set<CellKey> answers;
    private final List<CellKey[]> pairs;

    private ForkRounds(Map<CellKey, int[]> byCell) {
        this(byCell, Set.of(), List.of());
    }

    private ForkRounds(Map<CellKey, int[]> byCell, Set<CellKey> answers, List<CellKey[]> pairs) {
        this.byCell = byCell;
        this.answers = answers;
        this.pairs = pairs;
    }

    /** @return the rounds of the cells of the precision.json beside {@code resultFile} (none without one) */
    static ForkRounds beside(Path resultFile) {
        Path file = resultFile.resolveSibling(RunLayout.PRECISION);
        if (!BoundedRead.isFile(file)) {
            return new ForkRounds(Map.of());
        }
        try {
            return of(BoundedRead.JSON.readTree(BoundedRead.bytes(file)));
        } catch (IOException e) {
            // an unreadable precision.json pairs nothing; the cells keep their unpaired ratios
            return new ForkRounds(Map.of());
        }
    }

    /** @return the rounds of the answer cells of a parsed precision.json */
    static ForkRounds of(JsonNode root) {
        Map<CellKey, int[]> out = new HashMap<>();
        JsonNode cells = root == null ? null : root.get("cells");
        if (cells == null || !cells.isArray()) {
            return new ForkRounds(out);
        }
        Set<CellKey> answers = new HashSet<>();
        for (JsonNode c : cells) {
            CellKey key = key(c);
            int[] rounds = key == null ? null : rounds(c.get("forkRounds"));
            if (rounds != null) {
                out.put(key, rounds);
                if ("answer".equals(c.path("role").asText())) {
                    answers.add(key);
                }
            }
        }
        List<CellKey[]> pairs = new ArrayList<>();
        JsonNode list = root.get("pairs");
        if (list != null && list.isArray()) {
            for (JsonNode p : list) {
                CellKey b = p.isObject() ? key(p.get("baseline")) : null;
                CellKey c = p.isObject() ? key(p.get("candidate")) : null;
                if (b != null && c != null) {
                    pairs.add(new CellKey[] {b, c});
                }
            }
        }
        return new ForkRounds(out, answers, pairs);
    }

    /** @return the cell a precision.json object names, null when it is not benchmark, mode and scalar params */
    private static CellKey key(JsonNode c) {
        if (c == null || !c.isObject() || !c.path("benchmark").isTextual() || !c.path("mode").isTextual()) {
            return null;
        }
        Map<String, String> params = params(c.get("params"));
        return params == null ? null : new CellKey(c.get("benchmark").asText(), c.get("mode").asText(), params);
    }

    /**
     * @param results a result file's results, with their rounds attached ({@link #attach})
     * @return the environment's priors of spread ({@link SpreadPriors#fit}) from the forks of the run's
     *     interleaved answers' cells and of its answers' pairs among {@code results}, as the run's stop
     *     rule fitted them from the same forks
     */
    SpreadPriors priors(List<BenchmarkResult> results) {
        // in the results' order, so the fit sums the same numbers in the same order every time
        Map<CellKey, BenchmarkResult> interleaved = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            if (r.forkRounds().length > 0) {
                interleaved.put(new CellKey(r.benchmark(), r.mode(), new TreeMap<>(r.params())), r);
            }
        }
        List<double[]> cellUnits = new ArrayList<>();
        interleaved.forEach((k, r) -> {
            if (answers.contains(k)) {
                cellUnits.add(r.comparedEstimate().units());
            }
        });
        List<double[][]> pairUnits = new ArrayList<>();
        for (CellKey[] p : pairs) {
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
        int[] rounds = byCell.get(new CellKey(r.benchmark(), r.mode(), new TreeMap<>(r.params())));
        return rounds != null && rounds.length == r.forks() ? r.withForkRounds(rounds) : r;
    }

    /** @return the rounds of a {@code forkRounds} list, or null when it is not one pair per fork with distinct rounds */
    private static int[] rounds(JsonNode list) {
        if (list == null || !list.isArray() || list.isEmpty()) {
            return null;
        }
        int[] out = new int[list.size()];
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < out.length; i++) {
            JsonNode pair = list.get(i);
            if (!pair.isArray() || pair.size() != 2 || !whole(pair.get(0)) || !whole(pair.get(1))) {
                return null;
            }
            out[i] = pair.get(0).intValue();
            if (!seen.add(out[i])) {
                return null;
            }
        }
        return out;
    }

    /** @return whether a value is a whole number from 1 that fits an int */
    private static boolean whole(JsonNode v) {
        return v.isIntegralNumber() && v.canConvertToInt() && v.intValue() >= 1;
    }

    /** @return the params of a cell as text, sorted by name, or null when they are not an object of scalars */
    private static Map<String, String> params(JsonNode p) {
        Map<String, String> out = new TreeMap<>();
        if (p == null || p.isNull()) {
            return out;
        }
        if (!p.isObject()) {
            return null;
        }
        for (var it = p.fields(); it.hasNext(); ) {
            var kv = it.next();
            if (!kv.getValue().isValueNode()) {
                return null;
            }
            out.put(kv.getKey(), kv.getValue().asText());
        }
        return out;
    }

    /** A cell as precision.json names it: benchmark, mode and params (sorted, so their order does not matter). */
    private record CellKey(String benchmark, String mode, Map<String, String> params) {
    }
}
