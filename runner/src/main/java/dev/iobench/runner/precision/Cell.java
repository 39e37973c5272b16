package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.PrecisionFile;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One cell of the suite: a benchmark (its full name, class + method) in one mode (JMH's short label:
 * thrpt, avgt, sample, ss) with one value per parameter. JMH runs the cartesian product of its {@code -p}
 * values, so a cell is run alone by naming its benchmark exactly, its mode and each of its parameter values.
 */
public record Cell(String benchmark, String mode, SortedMap<String, String> params) {
    public Cell {
        params = new TreeMap<>(params);
    }

    /** The cells of {@code cells} the README's answers read ({@code answers}), in their order. */
    public static List<Cell> readBy(dev.iobench.runner.answers.AnswerCells answers, List<Cell> cells) {
        return cells.stream().filter(c -> answers.contains(c.benchmark(), c.mode(), c.params())).toList();
    }

    public PrecisionFile.CellId id() {
        return new PrecisionFile.CellId(benchmark, mode, params);
    }

    /** The JMH include regex that matches {@code benchmark} and no other. */
    public static String includeRegex(String benchmark) {
        return "^" + benchmark.replace(".", "\\.") + "$";
    }

    /**
     * JMH arguments that select {@code cells}, all of one benchmark: its name, their modes and every param value
     * of theirs; exactly the cell when one.
     */
    public static List<String> selectArgs(List<Cell> cells) {
        List<String> args = new ArrayList<>(List.of(includeRegex(cells.get(0).benchmark()), "-bm",
                String.join(",", cells.stream().map(Cell::mode).distinct().toList())));
        Map<String, Set<String>> values = new TreeMap<>();
        cells.forEach(c -> c.params().forEach((k, v) -> values.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v)));
        values.forEach((k, v) -> {
            args.add("-p");
            args.add(k + "=" + String.join(",", v));
        });
        return args;
    }

    /** Whether a JMH JSON entry is this cell's result. */
    public boolean matches(JsonNode entry) {
        if (!benchmark.equals(entry.path("benchmark").asText()) || !mode.equals(entry.path("mode").asText())) {
            return false;
        }
        SortedMap<String, String> p = new TreeMap<>();
        entry.path("params").properties().forEach(e -> p.put(e.getKey(), e.getValue().asText()));
        return p.equals(params);
    }

    /** E.g. {@code WholeFileWriteBenchmark.filesWrite sample chars=1000 durability=NONE}. */
    public String label() {
        int classStart = benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1;
        StringBuilder sb = new StringBuilder(benchmark.substring(classStart)).append(' ').append(mode);
        params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }
}
