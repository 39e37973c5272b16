package dev.iobench.runner.report.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.compare.Diff;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.RunDrift;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.results.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Renders comparisons as markdown, CSV or JSON: {@code compare}'s rows (in markdown the kotlinx-io table) and
 * {@code diff}'s {@link Diff.Result}.
 */
public final class CompareFormat {
    private CompareFormat() {
    }

    /** @return the parameter names of the rows, in order of first appearance */
    private static List<String> paramNames(List<Comparison> rows, Function<Comparison, Map<String, String>> paramsOf) {
        return rows.stream().flatMap(c -> paramsOf.apply(c).keySet().stream()).distinct().toList();
    }

    /** Markdown: one {@link #table} per environment, unit and mode. */
    public static String markdown(List<Comparison> rows) {
        record TableKey(String env, String unit, String mode) {
        }
        Map<TableKey, List<Comparison>> tables = rows.stream().collect(Collectors.groupingBy(
                c -> new TableKey(c.baseline().env().id(), c.unit(), c.baseline().mode()), LinkedHashMap::new,
                Collectors.toList()));
        StringBuilder sb = new StringBuilder();
        for (List<Comparison> table : tables.values()) {
            if (tables.size() > 1) {
                BenchmarkResult first = table.get(0).baseline();
                sb.append(sb.length() == 0 ? "" : "\n").append("Environment ").append(Md.code(first.env().id()))
                        .append(", mode ").append(first.mode()).append(":\n\n");
            }
            sb.append(table(table, false, c -> c.baseline().params(), table.get(0).unit(), false));
        }
        return sb.toString();
    }

    /** @return what the value columns hold for a JMH mode, e.g. "Average time" or "Throughput" */
    public static String quantity(String mode) {
        return switch (mode) {
            case "thrpt" -> "Throughput";
            case "sample" -> "Sample time, each fork's median, mean over forks";
            case "ss" -> "Single-shot time";
            default -> "Average time";
        };
    }

    /**
     * @return one comparison table, its values in {@code unit} (of the rows' unit's family), with a last column
     *     naming each row's environment where {@code environment}; {@code oursOnly} puts our verdict in the
     *     kotlinx-io layout's Speedup column, so no source figure or N/A stands beside a ratio of ours
     */
    public static String table(List<Comparison> rows, boolean environment,
            Function<Comparison, Map<String, String>> paramsOf, String unit, boolean oursOnly) {
        boolean kotlinx = rows.get(0).pooled();
        boolean sourceRule = kotlinx && !oursOnly;
        List<String> params = paramNames(rows, paramsOf);
        String quantity = kotlinx ? "Average time" : quantity(rows.get(0).baseline().mode());
        String ci = kotlinx ? "0.999-CI" : Fmt.plainPercent(rows.get(0).base().level()) + " CI";
        List<String> header = new ArrayList<>(params);
        header.addAll(List.of("Baseline benchmark", quantity + ", " + unit, ci + ", " + unit, "Candidate benchmark",
                quantity + ", " + unit, ci + ", " + unit));
        header.addAll(sourceRule ? List.of("Speedup, the source's rule (0.999 CIs must not overlap)",
                "Candidate vs baseline (our verdict)")
                : List.of(kotlinx ? OURS_AS_SPEEDUP : "Candidate vs baseline"));
        if (environment) {
            header.add("Environment");
        }
        Table table = new Table(header);
        for (Comparison c : rows) {
            double f = ReportModel.factor(c.unit(), unit);
            Summary b = c.base().scaled(f);
            Summary k = c.cand().scaled(f);
            List<String> cells = new ArrayList<>();
            params.forEach(p -> cells.add(Md.text(paramsOf.apply(c).getOrDefault(p, "-"))));
            cells.addAll(List.of(Md.text(c.baseline().benchmark()), value(b.mean(), kotlinx), interval(b, kotlinx),
                    Md.text(c.candidate().benchmark()), value(k.mean(), kotlinx), interval(k, kotlinx),
                    !sourceRule ? c.verdict().cell() : Double.isNaN(c.speedup()) ? "N/A" : Fmt.d3(c.speedup())));
            if (sourceRule) {
                cells.add(c.verdict().cell());
            }
            if (environment) {
                cells.add(Md.text(c.baseline().env().id()));
            }
            table.row(cells);
        }
        boolean rate = rows.get(0).mode().higherIsBetter();
        String legend = !kotlinx ? ". Candidate vs baseline: " : ", so a Speedup " + (rate ? "above" : "below")
                + " 1 means the candidate is faster." + (sourceRule ? " Speedup is kotlinx-io's column with the "
                + "source's rule (its 0.999 CIs over every iteration must not overlap, else N/A); beside it our "
                + "verdict: " : " In place of kotlinx-io's Speedup, our verdict: ");
        return table + "\n" + (rate ? "Throughput (" + unit + "): higher is better"
                : "Time per operation (" + unit + "): lower is better") + legend + VERDICT_TEXT + "\n";
    }

    /** The kotlinx-io table's Speedup column where it carries our verdict alone. */
    public static final String OURS_AS_SPEEDUP = "Speedup (our verdict)";

    /** What a verdict cell says, for the text under a table. */
    public static final String VERDICT_TEXT = "the ratio in words (of the two sides' means; where their forks ran "
            + "interleaved, of their trimmed means from 10 forks on, or, where the sides' forks move together from "
            + "round to round, the geometric mean of the rounds' ratios; so it can differ from the ratio of the "
            + "means in the columns), with the figures its interval supports, then how far the ends of its interval "
            + "lie below and above it, `(-a% / +b%)` (the interval of the ratio is taken on the log scale over "
            + "independent units, forks else iterations, so it is asymmetric); `~` in front when the interval "
            + "includes 1; `n too small` (value only) with fewer than 3 units on a side; `at timer floor` instead of "
            + "a ratio when a side scores below 1 ns/op.";

    private static String value(double v, boolean kotlinx) {
        return kotlinx ? Fmt.d3(v) : Fmt.sig(v);
    }

    private static String interval(Summary s, boolean kotlinx) {
        return s.hasInterval() ? "±" + value(s.ciHalfWidth(), kotlinx) : "n too small";
    }

    /** CSV with a header row; params, statistics of both sides and the ratio's interval. */
    public static String csv(List<Comparison> rows) {
        List<String> params = paramNames(rows, c -> c.baseline().params());
        StringBuilder sb = new StringBuilder("env");
        params.forEach(p -> sb.append(',').append(Md.csv(p)));
        sb.append(",baseline,baseline_mean,baseline_ci,baseline_n,candidate,candidate_mean,candidate_ci,candidate_n,"
                + "unit,speedup,ratio,ratio_ci_low,ratio_ci_high,test_units,verdict\n");
        for (Comparison c : rows) {
            List<String> cells = new ArrayList<>(List.of(Md.csv(c.baseline().env().id())));
            params.forEach(p -> cells.add(Md.csv(c.baseline().params().getOrDefault(p, ""))));
            double s = speedup(c);
            cells.addAll(List.of(Md.csv(c.baseline().benchmark()), Fmt.plain(c.base().mean()),
                    Fmt.plain(c.base().ciHalfWidth()), String.valueOf(c.base().n()),
                    Md.csv(c.candidate().benchmark()), Fmt.plain(c.cand().mean()),
                    Fmt.plain(c.cand().ciHalfWidth()), String.valueOf(c.cand().n()),
                    Md.csv(c.unit()), Double.isNaN(s) ? "" : Fmt.plain(s), Fmt.plain(c.ratio()),
                    Fmt.plain(c.ratioLow()), Fmt.plain(c.ratioHigh()), Md.csv(c.baseline().estimate().countText()
                            + " + " + c.candidate().estimate().countText()), Md.csv(c.verdict().word())));
            sb.append(String.join(",", cells)).append('\n');
        }
        return sb.toString();
    }

    /** One side of a JSON row; a number that is not finite is null. */
    private record JsonSide(String benchmark, Double mean, Double ciHalfWidth, long n, String unit) {
        JsonSide(BenchmarkResult r, Summary s, String unit) {
            this(r.benchmark(), finite(s.mean()), finite(s.ciHalfWidth()), s.n(), unit);
        }
    }

    private record JsonRow(String env, Map<String, String> params, JsonSide baseline, JsonSide candidate,
            Double speedup) {
    }

    /** JSON rows {@code {env, params, baseline, candidate, speedup}}. */
    public static String json(List<Comparison> rows) {
        return Json.write(rows.stream().map(c -> new JsonRow(c.baseline().env().id(), c.baseline().params(),
                new JsonSide(c.baseline(), c.base(), c.unit()), new JsonSide(c.candidate(), c.cand(), c.unit()),
                finite(speedup(c)))).toList());
    }

    /** @return the speedup a row reports: the source's rule in kotlinx-io's layout, else a conclusive ratio, or NaN */
    private static double speedup(Comparison c) {
        return c.pooled() ? c.speedup() : c.verdict().conclusive() ? c.ratio() : Double.NaN;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    /** @return the summary line, the run-to-run drift line, one table of every cell, and what only one side has */
    public static String markdown(Diff.Result d) {
        StringBuilder sb = new StringBuilder();
        long slower = d.regressions().size();
        long faster = d.rows().stream().filter(r -> r.verdict().equals("faster")).count();
        sb.append(String.format(Locale.ROOT, "%d cell(s) in both runs: %d slower, %d faster, %d ~ (threshold %s, %s "
                        + "interval of new / old on the log scale, Welch t over JVM forks or, with one fork, "
                        + "iterations, plus the run-to-run drift below; fewer than %d units: n too small; a side below "
                        + "1 ns/op: at timer floor, not divided by). Change: the ratio in words, then how far the "
                        + "interval's ends lie below and above it (-a%% / +b%%; the interval is asymmetric).%n%n",
                d.rows().size(), slower, faster, d.rows().size() - slower - faster, Fmt.plainPercent(d.threshold()),
                Fmt.plainPercent(Diff.CONFIDENCE), Summary.MIN_UNITS));
        sb.append(driftLine(d)).append("\n\n");
        if (!d.rows().isEmpty()) {
            Table table = new Table(" ", List.of("Benchmark", "Params", "Environment", "Old", "New", "Change",
                    "Verdict"), "| --- | --- | --- | ---: | ---: | --- | --- |");
            d.rows().forEach(r -> table.row(shortName(r.key().benchmark()) + " (" + r.key().mode() + ")",
                    r.key().params().isEmpty() ? "-" : Md.text(r.key().params().toString()),
                    Md.text(r.key().env().shown()), Fmt.sig(r.oldMean()) + " " + r.unit(),
                    Fmt.sig(r.newMean()) + " " + r.unit(), (r.judged().words() + " " + r.judged().interval()).strip(),
                    r.verdict() + (r.note() == null ? "" : " (" + Md.text(r.note()) + ")")));
            sb.append(table);
        }
        appendOnly(sb, "Only in OLD", d.onlyOld());
        appendOnly(sb, "Only in NEW", d.onlyNew());
        return sb.toString();
    }

    private static void appendOnly(StringBuilder sb, String title, List<Diff.Key> keys) {
        if (keys.isEmpty()) {
            return;
        }
        sb.append('\n').append(title).append(" (").append(keys.size()).append("):\n\n");
        keys.forEach(k -> sb.append("- ").append(shortName(k.benchmark())).append(" (").append(k.mode()).append(')')
                .append(k.params().isEmpty() ? "" : " " + Md.text(k.params().toString())).append(", ")
                .append(Md.text(k.env().shown())).append('\n'));
    }

    /** @return the run-to-run drift added to the intervals in one line, with each kind of cells' own where present */
    private static String driftLine(Diff.Result d) {
        if (d.schedules().isEmpty()) {
            return driftLine(d.drift());
        }
        String kinds = d.schedules().stream().map(g -> g.from() + " " + (g.estimate().status()
                == RunDrift.Status.TOO_FEW_CELLS ? g.estimate().cells() + " cells, too few for a drift of their own"
                : shown(g.estimate()) + " from " + g.estimate().cells() + " cells"))
                .collect(Collectors.joining(", "));
        return "run-to-run drift (between-run sd of the cells' log ratios beyond their own intervals): "
                + shown(d.drift()) + " over all " + d.drift().cells() + " cells; by how the forks ran: " + kinds
                + "; each interval gets the larger of its kind's and all cells'";
    }

    private static String shown(RunDrift e) {
        return e.status() == RunDrift.Status.ESTIMATED ? "±" + Fmt.figures(e.relative() * 100, 2) + "%" : "none";
    }

    private static String driftLine(RunDrift drift) {
        return "run-to-run drift: " + switch (drift.status()) {
            case ESTIMATED -> shown(drift) + " (between-run sd of the cells' log "
                    + "ratios beyond their own intervals, from " + drift.cells() + " cells), added to every interval";
            case NONE -> "none beyond the cells' own intervals (from " + drift.cells() + " cells)";
            case TOO_FEW_CELLS -> "not estimated: " + drift.cells() + " cell(s) with an interval, fewer than the "
                    + RunDrift.MIN_CELLS + " it takes; intervals are the cells' own";
            case OFF -> "not estimated (--no-drift); intervals are the cells' own";
        };
    }

    private static String driftStatus(RunDrift drift) {
        return drift.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** @return CSV, a line per cell in both runs in full precision, with the run-to-run drift in its interval */
    public static String csv(Diff.Result d) {
        StringBuilder sb = new StringBuilder("benchmark,params,mode,environment,unit,old,new,ratio,ratio_low,"
                + "ratio_high,units,verdict,note,drift,drift_log_sd,drift_cells,drift_from\n");
        for (Diff.Row r : d.rows()) {
            RunDrift drift = r.drift().estimate();
            var v = r.judged();
            String driftCells = Md.csv(driftStatus(drift)) + ','
                    + (drift.status() == RunDrift.Status.ESTIMATED || drift.status() == RunDrift.Status.NONE
                            ? Fmt.plain(drift.tau()) : "")
                    + ',' + drift.cells() + ',' + r.drift().from();
            sb.append(String.join(",", Md.csv(r.key().benchmark()), Md.csv(r.key().params()), r.key().mode(),
                    Md.csv(r.key().env().shown()), Md.csv(r.unit()), Fmt.plain(r.oldMean()),
                    Fmt.plain(r.newMean()), Double.isFinite(v.ratio()) ? Fmt.plain(v.ratio()) : "",
                    Fmt.plain(v.low()), Fmt.plain(v.high()), r.units(), r.verdict(),
                    r.note() == null ? "" : Md.csv(r.note()), driftCells)).append('\n');
        }
        return sb.toString();
    }

    /** @return JSON: threshold, confidence, drift (all cells', its line, each kind's own), rows, onlyOld, onlyNew */
    public static String json(Diff.Result d) {
        RunDrift all = d.drift();
        return Json.write(new JsonDiff(d.threshold(), Diff.CONFIDENCE,
                new JsonDrift(driftStatus(all), all.tau(), all.relative(), all.cells(), RunDrift.MIN_CELLS,
                        driftLine(d), d.schedules().stream().map(g -> new JsonSchedule(g.from(),
                                driftStatus(g.estimate()), g.estimate().tau(), g.estimate().relative(),
                                g.estimate().cells())).toList()),
                d.rows().stream().map(JsonCell::new).toList(), keys(d.onlyOld()), keys(d.onlyNew())));
    }

    private record JsonDiff(double threshold, double confidence, JsonDrift drift, List<JsonCell> rows,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<JsonKey> onlyOld,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<JsonKey> onlyNew) {
    }

    private record JsonDrift(String status, double logSd, double relative, int cells, int minCells, String text,
            List<JsonSchedule> schedules) {
    }

    private record JsonSchedule(String schedule, String status, double logSd, double relative, int cells) {
    }

    private record JsonKey(String benchmark, String params, String mode, String environment) {
        JsonKey(Diff.Key k) {
            this(k.benchmark(), k.params(), k.mode(), k.env().shown());
        }
    }

    /** A cell of the JSON: its key's fields, then its numbers; a ratio or interval not finite is left out. */
    private record JsonCell(String benchmark, String params, String mode, String environment, String unit, double old,
            @JsonProperty("new") double newMean, @JsonInclude(JsonInclude.Include.NON_NULL) Double ratio,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double ratioLow,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double ratioHigh, String units, String verdict, String driftFrom,
            double driftLogSd, @JsonInclude(JsonInclude.Include.NON_NULL) String note) {
        JsonCell(Diff.Row r) {
            this(r.key().benchmark(), r.key().params(), r.key().mode(), r.key().env().shown(), r.unit(), r.oldMean(),
                    r.newMean(), finite(r.judged().ratio()), finite(r.judged().low()),
                    Double.isFinite(r.judged().low()) ? r.judged().high() : null,
                    r.units(), r.verdict(), r.drift().from(),
                    r.drift().estimate().variance() > 0 ? r.drift().estimate().tau() : 0, r.note());
        }
    }

    /** @return the keys as JSON objects, or null (left out) where there are none */
    private static List<JsonKey> keys(List<Diff.Key> keys) {
        return keys.isEmpty() ? null : keys.stream().map(JsonKey::new).toList();
    }

    /** @return the short benchmark name: simple class name and method */
    static String shortName(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
    }
}
