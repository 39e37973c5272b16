package dev.iobench.runner.report.format;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.results.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Renders comparisons as the kotlinx-io markdown table, CSV or JSON. */
public final class CompareFormat {
    private CompareFormat() {
    }

    /** @return the parameter names of the rows, in order of first appearance */
    private static List<String> paramNames(List<Comparison> rows, Function<Comparison, Map<String, String>> paramsOf) {
        return rows.stream().flatMap(c -> paramsOf.apply(c).keySet().stream()).distinct().toList();
    }

    /**
     * Markdown: one table per environment, unit and mode; with JMH's own statistics ({@link Comparison#pooled})
     * in kotlinx-io's columns, else the value columns named after the mode and the verdict in words.
     */
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
        params.forEach(p -> sb.append(',').append(Csv.quote(p)));
        sb.append(",baseline,baseline_mean,baseline_ci,baseline_n,candidate,candidate_mean,candidate_ci,candidate_n,"
                + "unit,speedup,ratio,ratio_ci_low,ratio_ci_high,test_units,verdict\n");
        for (Comparison c : rows) {
            List<String> cells = new ArrayList<>(List.of(Csv.quote(c.baseline().env().id())));
            params.forEach(p -> cells.add(Csv.quote(c.baseline().params().getOrDefault(p, ""))));
            double s = speedup(c);
            cells.addAll(List.of(Csv.quote(c.baseline().benchmark()), Fmt.plain(c.base().mean()),
                    Fmt.plain(c.base().ciHalfWidth()), String.valueOf(c.base().n()),
                    Csv.quote(c.candidate().benchmark()), Fmt.plain(c.cand().mean()),
                    Fmt.plain(c.cand().ciHalfWidth()), String.valueOf(c.cand().n()),
                    Csv.quote(c.unit()), Double.isNaN(s) ? "" : Fmt.plain(s), Fmt.plain(c.ratio()),
                    Fmt.plain(c.ratioLow()), Fmt.plain(c.ratioHigh()), Csv.quote(c.baseline().estimate().countText()
                            + " + " + c.candidate().estimate().countText()), Csv.quote(c.verdict().word())));
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
}
