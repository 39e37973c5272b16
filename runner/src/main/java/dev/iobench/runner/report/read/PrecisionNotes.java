package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How each cell of a precision-targeted run stopped, from the {@code precision.json} beside its
 * {@code jmh.json}: {@code within ±2%} or {@code precision not reached (±4.1%)}, with the target's
 * confidence level.
 */
public final class PrecisionNotes {

    /**
     * What a precision run said about one cell.
     *
     * @param status {@code within ±x%} or {@code precision not reached (±x%)}
     * @param reached whether the target was reached
     * @param confidence the level of the interval the stop rule used
     */
    public record Note(String status, boolean reached, double confidence) {
    }

    private final Map<BenchmarkResult, Note> notes = new IdentityHashMap<>();
    private final Map<BenchmarkResult, Double> targets = new IdentityHashMap<>();

    /** Reads the precision.json beside {@code resultFile}, if any, for the results read from that file. */
    void add(Path resultFile, List<BenchmarkResult> results) {
        Path file = resultFile.resolveSibling(RunLayout.PRECISION);
        if (!BoundedRead.isFile(file)) {
            return;
        }
        Map<CellKey, Note> byCell = new HashMap<>();
        try {
            JsonNode root = Json.mapper().readTree(BoundedRead.bytes(file));
            double confidence = root.path("confidence").asDouble(Double.NaN);
            double target = root.path("target").asDouble(Double.NaN);
            if (target > 0 && target < 1) {
                results.forEach(r -> targets.put(r, target));
            }
            for (JsonNode c : root.path("cells")) {
                Map<String, String> params = new TreeMap<>();
                c.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                byCell.put(new CellKey(c.path("benchmark").asText(), c.path("mode").asText(), params),
                        new Note(c.path("status").asText(), c.path("reached").asBoolean(), confidence));
            }
        } catch (IOException e) {
            return;
        }
        for (BenchmarkResult r : results) {
            Note n = byCell.get(new CellKey(r.benchmark(), r.mode(), new TreeMap<>(r.params())));
            if (n != null) {
                notes.put(r, n);
            }
        }
    }

    /**
     * @return the confidence level of the stop rule of the precision run whose {@code precision.json}
     *     is beside {@code resultFile}, else {@link Summary#DEFAULT_LEVEL}: the level a cell's interval is shown at
     */
    static double level(Path resultFile) {
        Path file = resultFile.resolveSibling(RunLayout.PRECISION);
        if (BoundedRead.isFile(file)) {
            try {
                double c = Json.mapper().readTree(BoundedRead.bytes(file)).path("confidence").asDouble(Double.NaN);
                if (c > 0 && c < 1) {
                    return c;
                }
            } catch (IOException e) {
                // an unreadable precision.json is reported by add(); the cell keeps the default level
            }
        }
        return Summary.DEFAULT_LEVEL;
    }

    /** @return the note of a result, or null when it was not a precision-targeted cell */
    public Note of(BenchmarkResult r) {
        return notes.get(r);
    }

    /**
     * @return the relative half-width target of the precision run whose {@code precision.json} is
     *     beside the result's file, or NaN when it has none
     */
    public double target(BenchmarkResult r) {
        return targets.getOrDefault(r, Double.NaN);
    }

    /** @return how many results have a note, and how many of those reached their target */
    public int[] counts() {
        int reached = (int) notes.values().stream().filter(Note::reached).count();
        return new int[] {notes.size(), reached};
    }

    /** @return the confidence levels the notes' stop rules used */
    public java.util.Set<Double> confidences() {
        java.util.Set<Double> out = new java.util.TreeSet<>();
        notes.values().forEach(n -> out.add(n.confidence()));
        return out;
    }

    /** A cell as precision.json names it: benchmark, mode and params (sorted, so their order does not matter). */
    private record CellKey(String benchmark, String mode, Map<String, String> params) {
    }
}
