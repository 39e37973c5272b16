package dev.iobench.runner.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.results.Json;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** Renders comparisons as the kotlinx-io markdown table, CSV or JSON. */
final class CompareFormat {
    private CompareFormat() {
    }

    /** @return the parameter names of the rows, in order of first appearance */
    static List<String> paramNames(List<Comparison> rows) {
        return paramNames(rows, c -> c.baseline().params());
    }

    private static List<String> paramNames(List<Comparison> rows, Function<Comparison, Map<String, String>> paramsOf) {
        Set<String> names = new LinkedHashSet<>();
        for (Comparison c : rows) {
            names.addAll(paramsOf.apply(c).keySet());
        }
        return new ArrayList<>(names);
    }

    /**
     * Markdown: one table per environment and unit, columns exactly
     * {@code |<params>|Baseline benchmark|Average time, u|0.999-CI, u|Candidate benchmark|Average time, u|0.999-CI, u|Speedup|}.
     */
    static String markdown(List<Comparison> rows, TestKind test, RoundingMode rounding) {
        Map<String, List<Comparison>> tables = new LinkedHashMap<>();
        for (Comparison c : rows) {
            tables.computeIfAbsent(c.baseline().env().id() + '\u0000' + c.unit() + '\u0000' + c.baseline().mode(),
                    k -> new ArrayList<>()).add(c);
        }
        StringBuilder sb = new StringBuilder();
        for (List<Comparison> table : tables.values()) {
            if (tables.size() > 1) {
                Comparison first = table.get(0);
                sb.append(sb.length() == 0 ? "" : "\n").append("Environment `").append(first.baseline().env().id())
                        .append("`, mode ").append(first.baseline().mode()).append(":\n\n");
            }
            sb.append(table(table, test, List.of(), rounding, c -> c.baseline().params()));
        }
        return sb.toString();
    }

    /**
     * One kotlinx-io style table, optionally with extra columns after Speedup.
     *
     * @param extra names of extra columns: "Ratio 0.999-CI", "p (Welch)", "p (MWU)", "Environment"
     */
    static String table(List<Comparison> rows, TestKind test, List<String> extra, RoundingMode r,
            Function<Comparison, Map<String, String>> paramsOf) {
        List<String> params = paramNames(rows, paramsOf);
        String unit = rows.get(0).unit();
        StringBuilder sb = new StringBuilder("|");
        for (String p : params) {
            sb.append(p).append('|');
        }
        sb.append("Baseline benchmark|Average time, ").append(unit).append("|0.999-CI, ").append(unit)
                .append("|Candidate benchmark|Average time, ").append(unit).append("|0.999-CI, ").append(unit)
                .append("|Speedup|");
        for (String e : extra) {
            sb.append(e).append('|');
        }
        sb.append("\n|");
        for (int i = 0; i < params.size() + 7 + extra.size(); i++) {
            sb.append("---|");
        }
        sb.append('\n');
        for (Comparison c : rows) {
            sb.append('|');
            for (String p : params) {
                sb.append(cell(paramsOf.apply(c).getOrDefault(p, "-"))).append('|');
            }
            double s = c.speedup(test);
            sb.append(cell(c.baseline().benchmark())).append('|').append(Fmt.d3(c.base().mean(), r)).append('|')
                    .append('±').append(Fmt.d3(c.base().ciHalfWidth(), r)).append('|')
                    .append(cell(c.candidate().benchmark())).append('|').append(Fmt.d3(c.cand().mean(), r)).append('|')
                    .append('±').append(Fmt.d3(c.cand().ciHalfWidth(), r)).append('|')
                    .append(Double.isNaN(s) ? "N/A" : Fmt.d3(s, r)).append('|');
            for (String e : extra) {
                sb.append(switch (e) {
                    case "Ratio 0.999-CI" -> "[" + Fmt.d3(c.ratioLow()) + ", " + Fmt.d3(c.ratioHigh()) + "]";
                    case "p (Welch)" -> Fmt.p(c.pWelch());
                    case "p (MWU)" -> Fmt.p(c.pMwu());
                    case "Environment" -> cell(c.baseline().env().id());
                    default -> "";
                }).append('|');
            }
            sb.append('\n');
        }
        if (rows.stream().anyMatch(c -> Units.family(c.unit()).equals("rate"))) {
            sb.append("\nThroughput (").append(unit).append("): higher is better, so a Speedup above 1 means "
                    + "the candidate is faster.\n");
        } else {
            sb.append("\nTime per operation (").append(unit).append("): lower is better, so a Speedup below 1 "
                    + "means the candidate is faster.\n");
        }
        return sb.toString();
    }

    /** CSV with a header row; params, statistics of both sides, ratio CI and both p-values. */
    static String csv(List<Comparison> rows, TestKind test) {
        List<String> params = paramNames(rows);
        StringBuilder sb = new StringBuilder("env");
        for (String p : params) {
            sb.append(',').append(Csv.quote(p));
        }
        sb.append(",baseline,baseline_mean,baseline_ci,baseline_n,candidate,candidate_mean,candidate_ci,"
                + "candidate_n,unit,speedup,ratio,ratio_ci_low,ratio_ci_high,p_welch,p_mwu\n");
        for (Comparison c : rows) {
            sb.append(Csv.quote(c.baseline().env().id()));
            for (String p : params) {
                sb.append(',').append(Csv.quote(c.baseline().params().getOrDefault(p, "")));
            }
            double s = c.speedup(test);
            sb.append(',').append(Csv.quote(c.baseline().benchmark()))
                    .append(',').append(Fmt.plain(c.base().mean()))
                    .append(',').append(Fmt.plain(c.base().ciHalfWidth()))
                    .append(',').append(c.base().n())
                    .append(',').append(Csv.quote(c.candidate().benchmark()))
                    .append(',').append(Fmt.plain(c.cand().mean()))
                    .append(',').append(Fmt.plain(c.cand().ciHalfWidth()))
                    .append(',').append(c.cand().n())
                    .append(',').append(Csv.quote(c.unit()))
                    .append(',').append(Double.isNaN(s) ? "" : Fmt.plain(s))
                    .append(',').append(Fmt.plain(c.ratio()))
                    .append(',').append(Fmt.plain(c.ratioLow()))
                    .append(',').append(Fmt.plain(c.ratioHigh()))
                    .append(',').append(Fmt.plain(c.pWelch()))
                    .append(',').append(Fmt.plain(c.pMwu()))
                    .append('\n');
        }
        return sb.toString();
    }

    /** JSON rows {@code {env, params, baseline, candidate, speedup, p}}. */
    static String json(List<Comparison> rows, TestKind test) {
        ArrayNode array = Json.mapper().createArrayNode();
        for (Comparison c : rows) {
            ObjectNode row = array.addObject();
            row.put("env", c.baseline().env().id());
            ObjectNode params = row.putObject("params");
            c.baseline().params().forEach(params::put);
            side(row.putObject("baseline"), c.baseline(), c.base(), c.unit());
            side(row.putObject("candidate"), c.candidate(), c.cand(), c.unit());
            number(row, "speedup", c.speedup(test));
            number(row, "p", c.p(test));
        }
        return Json.write(array);
    }

    private static void side(ObjectNode o, BenchmarkResult r, Summary s, String unit) {
        o.put("benchmark", r.benchmark());
        number(o, "mean", s.mean());
        number(o, "ciHalfWidth", s.ciHalfWidth());
        o.put("n", s.n());
        o.put("unit", unit);
    }

    private static void number(ObjectNode o, String key, double v) {
        if (Double.isFinite(v)) {
            o.put(key, v);
        } else {
            o.putNull(key);
        }
    }

    /** @return text safe inside a markdown table cell */
    static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
