package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.stats.ForkSpread;
import dev.iobench.runner.report.stats.Median;
import dev.iobench.runner.report.stats.SpreadPriors;
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
     * @param stop what stopped the cell ({@code precision reached}, {@code run budget}, {@code fork cap},
     *     ...), empty where the run did not say
     */
    public record Note(String status, boolean reached, double confidence, String stop) {
    }

    /**
     * What a precision run recorded of the machine's own noise in one environment.
     *
     * @param probe the no-I/O probe's benchmark, or null when the run had none
     * @param probeForks forks of the no-I/O probe (0 when it was not measured)
     * @param probeForkCv the probe's fork means' standard deviation over their mean
     * @param probeIterationCv the probe's within-fork standard deviation of an iteration over its mean
     * @param probeNote why the probe was not measured, or null; {@code "-"} when the run had no probe
     * @param watchedForks forks whose CPU steal and other load were read from /proc (none in containers)
     * @param maxSteal the highest share of CPU time stolen during a watched fork
     * @param medianOthers the median cores' worth of other processes' CPU time during a watched fork
     * @param forks every fork of the environment's cells, set-aside ones included
     * @param heavyForks forks under heavy interference ({@code heavyForks})
     * @param redoneForks answer forks set aside for it and run again ({@code redoneForks})
     * @param answersForkSd the median over the answers' cells of their spread from fork to fork
     *     ({@link ForkSpread}), NaN when no answers' cell has enough forks
     * @param answersCells the answers' cells behind it
     * @param target the run's precision target (relative half-width), NaN when it has none
     * @param confidence the level of the run's intervals
     * @param priors the priors of spread the environment's ratios were moderated toward ({@link SpreadPriors},
     *     fitted from the answers' interleaved cells), {@link SpreadPriors#NONE} where none was fitted
     */
    public record Noise(String probe, int probeForks, double probeForkCv, double probeIterationCv, String probeNote,
            int watchedForks, double maxSteal, double medianOthers, int forks, int heavyForks, int redoneForks,
            double answersForkSd, int answersCells, double target, double confidence, SpreadPriors priors) {
        /** @return the same with the answers' cells' spread from fork to fork and their environment's priors */
        Noise withAnswers(double forkSd, int cells, SpreadPriors p) {
            return new Noise(probe, probeForks, probeForkCv, probeIterationCv, probeNote, watchedForks, maxSteal,
                    medianOthers, forks, heavyForks, redoneForks, forkSd, cells, target, confidence, p);
        }
    }

    private final Map<BenchmarkResult, Note> notes = new IdentityHashMap<>();
    private final Map<String, Noise> noise = new java.util.LinkedHashMap<>();
    private final Map<BenchmarkResult, Double> targets = new IdentityHashMap<>();

    /** Reads the precision.json beside {@code resultFile}, if any, for the results read from that file. */
    void add(Path resultFile, List<BenchmarkResult> results) {
        Path file = resultFile.resolveSibling(RunLayout.PRECISION);
        if (!BoundedRead.isFile(file)) {
            return;
        }
        Map<CellKey, Note> byCell = new HashMap<>();
        java.util.Set<CellKey> answerCells = new java.util.HashSet<>();
        try {
            JsonNode root = BoundedRead.JSON.readTree(BoundedRead.bytes(file));
            double confidence = root.path("confidence").asDouble(Double.NaN);
            double target = root.path("target").asDouble(Double.NaN);
            if (target > 0 && target < 1) {
                results.forEach(r -> targets.put(r, target));
            }
            if (!results.isEmpty() && root.isObject()) {
                noise.put(results.get(0).env().id(), noise(root));
            }
            for (JsonNode c : root.path("cells")) {
                Map<String, String> params = new TreeMap<>();
                c.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                CellKey key = new CellKey(c.path("benchmark").asText(), c.path("mode").asText(), params);
                byCell.put(key, new Note(c.path("status").asText(), c.path("reached").asBoolean(), confidence,
                        c.path("stop").asText("")));
                if ("answer".equals(c.path("role").asText())) {
                    answerCells.add(key);
                }
            }
        } catch (IOException e) {
            return;
        }
        List<double[]> answerUnits = new java.util.ArrayList<>();
        for (BenchmarkResult r : results) {
            CellKey key = new CellKey(r.benchmark(), r.mode(), new TreeMap<>(r.params()));
            Note n = byCell.get(key);
            if (n != null) {
                notes.put(r, n);
            }
            if (answerCells.contains(key)) {
                answerUnits.add(r.comparedEstimate().units());
            }
        }
        if (!results.isEmpty() && noise.containsKey(results.get(0).env().id())) {
            List<Double> counted = new java.util.ArrayList<>();
            double sd = ForkSpread.median(answerUnits, counted);
            SpreadPriors priors = results.stream().filter(r -> r.forkRounds().length > 0).findFirst()
                    .map(BenchmarkResult::priors).orElse(SpreadPriors.NONE);
            noise.computeIfPresent(results.get(0).env().id(), (k, v) -> v.withAnswers(sd, counted.size(), priors));
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
                double c = BoundedRead.JSON.readTree(BoundedRead.bytes(file)).path("confidence").asDouble(Double.NaN);
                if (c > 0 && c < 1) {
                    return c;
                }
            } catch (IOException e) {
                // an unreadable precision.json is reported by add(); the cell keeps the default level
            }
        }
        return Summary.DEFAULT_LEVEL;
    }

    /** @return the machine's noise of one precision run's environment, from its {@code precision.json} */
    static Noise noise(JsonNode root) {
        JsonNode probe = root.path("machineNoise");
        int probeForks = probe.path("forks").asInt(0);
        String probeNote = probe.isMissingNode() ? "-" : probe.path("notMeasured").isTextual()
                ? probe.path("notMeasured").asText() : probeForks < 2 ? "fewer than 2 forks" : null;
        List<Double> steal = new java.util.ArrayList<>();
        List<Double> others = new java.util.ArrayList<>();
        int forks = 0;
        for (JsonNode c : root.path("cells")) {
            forks += c.path("forks").asInt(0) + c.path("redoneForks").size();
            for (String key : new String[] {"noise", "redoneForks"}) {
                for (JsonNode w : c.path(key)) {
                    if (w.path("steal").isNumber() && w.path("othersCpu").isNumber()) {
                        steal.add(w.path("steal").asDouble());
                        others.add(w.path("othersCpu").asDouble());
                    }
                }
            }
        }
        double median = Median.of(others);
        return new Noise(probe.path("benchmark").isTextual() ? probe.path("benchmark").asText() : null,
                probeNote == null ? probeForks : 0, probe.path("forkCv").asDouble(Double.NaN),
                probe.path("iterationCv").asDouble(Double.NaN), probeNote, steal.size(),
                steal.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN), median, forks,
                root.path("heavyForks").asInt(0), root.path("redoneForks").asInt(0), Double.NaN, 0,
                root.path("target").asDouble(Double.NaN), root.path("confidence").asDouble(Double.NaN),
                SpreadPriors.NONE);
    }

    /** @return the machine's noise by environment id, for every environment whose run left a precision.json */
    public Map<String, Noise> noise() {
        return java.util.Collections.unmodifiableMap(noise);
    }

    /** @return the note of a result, or null when it was not a precision-targeted cell */
    public Note of(BenchmarkResult r) {
        return notes.get(r);
    }

    /**
     * @return why a ratio of {@code sides} can be short of its target, in words: what stopped a side's
     *     cell short of it ({@code stopped by the run budget and the fork cap}); where every side's cell
     *     reached it by the run's stop rule, that the report's interval is the wider one; null where no
     *     run said (not precision-targeted)
     */
    public String whyShort(BenchmarkResult... sides) {
        java.util.LinkedHashSet<String> stops = new java.util.LinkedHashSet<>();
        int reached = 0;
        for (BenchmarkResult r : sides) {
            Note n = r == null ? null : notes.get(r);
            if (n == null) {
                return null;
            }
            // a cell of a ratio can stop on its ratio's precision without its own interval within the target
            if (n.reached() || n.stop().equals("precision reached")) {
                reached++;
            } else if (!n.stop().isEmpty()) {
                stops.add(n.stop());
            }
        }
        if (!stops.isEmpty()) {
            return "stopped by the " + String.join(" and the ", stops);
        }
        return reached == sides.length ? "the run's stop rule reached the target; the report's interval, its "
                + "spread moderated toward the environment's, is wider" : null;
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
