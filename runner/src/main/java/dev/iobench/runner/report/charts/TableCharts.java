package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The charts of the report's tables, split into panels: a group table's results as bars with their intervals,
 * a pair table's candidate / baseline ratios on a log axis, and the durable writes' latency percentiles.
 */
final class TableCharts {
    /** The percentiles drawn on the latency curves, with their labels. */
    private static final double[] CURVE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    private static final String[] CURVE_LABELS = {"Min", "P50", "P90", "P95", "P99", "P99.9", "Max"};

    private TableCharts() {
    }

    /** Adds per durable-write class x environment x durability a chart of every API and write mode as a curve. */
    static void addPercentiles(Charts out, ReportModel model) {
        record CurveKey(String group, String env, String durability) {
        }
        Map<CurveKey, List<BenchmarkResult>> byChart = model.results.stream()
                .filter(r -> r.isSampleTime() && SuiteGuide.durableWrite(r))
                .collect(Collectors.groupingBy(r -> new CurveKey(r.group(), r.env().id(),
                        Objects.requireNonNullElse(r.params().get("durability"), "")), LinkedHashMap::new,
                        Collectors.toList()));
        byChart.values().forEach(all -> Charts.panels(all, Charts.MAX_SERIES,
                (part, suffix) -> percentilePanel(out, part, suffix)));
    }

    private static void percentilePanel(Charts out, List<BenchmarkResult> rs, String part) {
        BenchmarkResult first = rs.get(0);
        double[] p50 = rs.stream().mapToDouble(r -> r.samples().percentile(50)
                * ReportModel.factor(r.unit(), first.unit())).toArray();
        String unit = Units.choose(first.unit(), p50);
        String dur = first.params().get("durability");
        List<String> labels = rs.stream().map(r -> {
            String params = r.params().entrySet().stream().filter(e -> !e.getKey().equals("durability"))
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
            return params.isEmpty() ? r.method() : r.method() + " (" + params + ")";
        }).toList();
        Charts.Labels shortened = Charts.withoutCommonParams(labels);
        StringBuilder data = new StringBuilder(labels.stream().map(l -> Charts.dataLabel(shortened.shortLabel().get(l)))
                .collect(Collectors.joining(" ", "\"percentile\" ", "\n")));
        for (int i = 0; i < CURVE_PERCENTILES.length; i++) {
            double p = CURVE_PERCENTILES[i];
            data.append(rs.stream().map(r -> Fmt.plain(r.samples().percentile(p) * ReportModel.factor(r.unit(), unit)))
                    .collect(Collectors.joining(" ", Charts.dataLabel(CURVE_LABELS[i]) + " ", "\n")));
        }
        String title = first.groupSimpleName() + " latency percentiles on " + first.env().id()
                + (dur == null ? "" : ", durability=" + dur) + part;
        String plot = "set ylabel " + Charts.quote(unit + ", log scale") + "\n"
                + "colours = \"" + String.join(" ", Charts.ENV_COLOURS) + "\"\n"
                + "set logscale y\nset grid xtics ytics\nset key outside bottom center horizontal maxrows 4\n"
                + "set key autotitle columnheader\n"
                + "plot for [i=2:" + (rs.size() + 1) + "] $data using 0:i:xtic(1) with linespoints lw 2 "
                + "lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2\n";
        out.add(first.groupSimpleName() + "-percentiles-" + first.env().id() + (dur == null ? "" : "-" + dur), title,
                shortened.common() + "percentiles as JMH computes them", 1000, 700, data, plot, "percentiles");
    }

    /** Adds a group table's bar charts: per filesystem, every environment in its report-wide colour. */
    static void addGroup(Charts out, ReportModel.GroupTable t, String anchor) {
        Map<String, List<Environment>> byFs = new LinkedHashMap<>();
        t.envs().forEach(e -> byFs.computeIfAbsent(e.filesystem(), k -> new ArrayList<>()).add(e));
        byFs.forEach((fs, all) -> {
            for (List<Environment> envs : Charts.chunks(all, Charts.MAX_SERIES)) {
                List<String> rows = t.rows().entrySet().stream()
                        .filter(row -> envs.stream().anyMatch(e -> row.getValue().containsKey(e.id())))
                        .map(Map.Entry::getKey).toList();
                Charts.panels(rows, Math.max(1, Charts.MAX_BARS / envs.size()),
                        (part, suffix) -> groupPanel(out, t, fs, envs, part, suffix, anchor));
            }
        });
    }

    private static void groupPanel(Charts out, ReportModel.GroupTable t, String fs, List<Environment> envs,
            List<String> rows, String part, String anchor) {
        StringBuilder data = new StringBuilder();
        boolean noInterval = false;
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        Charts.Labels shortened = Charts.withoutCommonParams(rows);
        Map<String, String> shortLabel = shortened.shortLabel();
        for (String row : rows) {
            data.append(Charts.dataLabel(shortLabel.get(row)));
            for (Environment e : envs) {
                BenchmarkResult r = t.rows().get(row).get(e.id());
                if (r == null) {
                    data.append(" NaN NaN");
                    continue;
                }
                Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), t.unit()));
                noInterval |= !s.hasInterval();
                data.append(' ').append(Fmt.plain(s.mean())).append(' ')
                        .append(Double.isFinite(s.ciHalfWidth()) ? Fmt.plain(s.ciHalfWidth()) : "0");
                if (s.mean() > 0) {
                    min = Math.min(min, s.mean());
                    max = Math.max(max, s.mean());
                }
            }
            data.append('\n');
        }
        boolean log = max > 0 && min > 0 && max / min > 100;
        String title = SuiteGuide.simpleName(t.group()) + " (" + t.mode() + ", " + t.unit() + ")"
                + Charts.onFilesystem(fs) + part;
        String level = Charts.level(t.rows().values().stream().flatMap(m -> m.values().stream())
                .mapToDouble(r -> r.estimate().summary().level()));
        String subtitle = shortened.common() + (Mode.of(t.mode()).higherIsBetter() ? "higher is better"
                : "lower is better") + "; error bars: " + level + " CI" + (noInterval ? " (none: n too small)" : "");
        String plot = "set ylabel " + Charts.quote(t.unit() + (log ? ", log scale" : "")) + "\n"
                + "set datafile missing \"NaN\"\n"
                + "set style data histograms\nset style histogram errorbars gap 2 lw 1\n"
                + "set boxwidth 0.9\nset grid ytics\n"
                + Charts.xtics(shortLabel.values()) + "set key outside top center horizontal\n"
                + (log ? "set logscale y\nset yrange [" + Fmt.plain(min / 2) + ":*]\n" : "set yrange [0:*]\n")
                + IntStream.range(0, envs.size()).mapToObj(i -> "$data using " + (2 + 2 * i) + ":" + (3 + 2 * i)
                        + (i == 0 ? ":xtic(1)" : "") + " " + Charts.envBars(out.envIndex(envs.get(i))) + " title "
                        + Charts.quote(envs.get(i).id()))
                        .collect(Collectors.joining(", \\\n     ", "plot ", "\n"));
        int width = Charts.width(rows.size() * envs.size());
        out.add(SuiteGuide.simpleName(t.group()) + "-" + t.mode() + "-" + fs, title, subtitle, width,
                Charts.height(shortLabel.values(), width), data, plot, anchor);
    }

    /** Adds a pair table's ratio charts, per filesystem. */
    static void addPairs(Charts out, ReportModel.PairTable t, String anchor) {
        Map<String, List<Comparison>> byFs = new LinkedHashMap<>();
        t.rows().forEach(c -> byFs.computeIfAbsent(c.baseline().env().filesystem(), k -> new ArrayList<>()).add(c));
        byFs.forEach((fs, rows) -> Charts.panels(rows, Charts.MAX_BARS,
                (part, suffix) -> speedupPanel(out, t, part, Charts.onFilesystem(fs) + suffix, anchor)));
    }

    private static void speedupPanel(Charts out, ReportModel.PairTable t, List<Comparison> rows, String part,
            String anchor) {
        boolean manyEnvs = rows.stream().map(c -> c.baseline().env().id()).distinct().count() > 1;
        // the candidate's method names a bar, with its class where two classes have a method of that name
        boolean sameMethodInClasses = rows.stream().map(c -> c.candidate().method()).distinct().count()
                < rows.stream().map(c -> c.candidate().benchmark()).distinct().count();
        List<String> full = rows.stream().map(c -> {
            String params = t.rule().shownParams(c).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(", "));
            String name = sameMethodInClasses ? c.candidate().groupSimpleName() + "." + c.candidate().method()
                    : c.candidate().method();
            return name + (params.isEmpty() ? "" : " (" + params + ")");
        }).toList();
        Charts.Labels shortened = Charts.withoutCommonParams(full);
        // a log axis from the point ratios, with room on both sides; intervals beyond it are clipped
        List<Verdict> verdicts = rows.stream().map(Comparison::verdict).toList();
        DoubleSummaryStatistics ratios = verdicts.stream().filter(Verdict::hasRatio).mapToDouble(Verdict::ratio)
                .summaryStatistics();
        double yMin = Math.pow(10, Math.floor(Math.log10(Math.min(1, ratios.getMin()) / 2)));
        double yMax = Math.pow(10, Math.ceil(Math.log10(Math.max(1, ratios.getMax()) * 2)));
        boolean clipped = false;
        StringBuilder data = new StringBuilder();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Comparison c = rows.get(i);
            Verdict v = verdicts.get(i);
            String label = shortened.shortLabel().get(full.get(i)) + (manyEnvs ? " @" + c.baseline().env().id() : "")
                    + (v.kind() == Verdict.Kind.AT_TIMER_FLOOR ? " (" + Verdict.AT_TIMER_FLOOR + ")" : "");
            labels.add(label);
            double ratio = v.hasRatio() ? v.ratio() : Double.NaN;
            double low = v.hasInterval() ? v.low() : ratio;
            double high = v.hasInterval() ? v.high() : ratio;
            clipped |= low < yMin || high > yMax;
            // last column: 1 conclusive, 0 not (drawn grey, open, marked ~)
            data.append(Charts.dataLabel(label)).append(' ').append(Fmt.plain(ratio)).append(' ')
                    .append(Fmt.plain(Math.max(low, yMin))).append(' ').append(Fmt.plain(Math.min(high, yMax)))
                    .append(' ').append(v.conclusive() ? 1 : 0).append('\n');
        }
        String title = t.rule().title() + " (" + t.mode() + "): candidate / baseline" + part;
        String level = Fmt.plainPercent(Math.max(rows.get(0).base().level(), rows.get(0).cand().level()));
        String subtitle = shortened.common() + (rows.get(0).mode().higherIsBetter()
                ? "throughput: above 1 = candidate faster" : "time: below 1 = candidate faster") + "; error bars: "
                + level + " CI" + (clipped ? ", cut at the axis" : "") + "; grey open ~: interval includes 1"
                + (rows.stream().anyMatch(c -> !Double.isFinite(c.ratioLow())) ? " (none: n too small)" : "");
        // the units the ratios are taken over, e.g. "fork medians", each where the rows' differ
        String over = rows.stream().flatMap(c -> Stream.of(c.baseline(), c.candidate()))
                .map(r -> r.comparedStatistic() + "s").distinct().collect(Collectors.joining(" and "));
        String plot = "set ylabel " + Charts.quote("candidate / baseline (over " + over + "), log scale") + "\n"
                + "set logscale y\nset format y \"%g\"\nset yrange [" + Fmt.plain(yMin) + ":" + Fmt.plain(yMax) + "]\n"
                + "set xrange [-0.7:" + (rows.size() - 0.3) + "]\nset grid ytics mytics\n"
                + Charts.xtics(labels) + "unset key\n"
                + "set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2\n"
                + "set datafile missing \"NaN\"\n"
                // tics set by position, so a bar without a point (no ratio) keeps its label
                + Charts.tics("xtics", labels.stream().map(Charts::quote).toList(), String::valueOf) + "\n"
                + "plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '" + Charts.ENV_COLOURS[0]
                + "' pt 7 ps 1.3 lw 2, \\\n     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' "
                + "pt 6 ps 1.3 lw 2 dt 2, \\\n     $data using 0:($5 == 0 ? $2 : NaN):(\"~\") with labels offset 1.2,0.6 "
                + "tc rgb '#636363'\n";
        int width = Charts.width(rows.size());
        out.add(t.rule().slug() + "-" + t.mode() + part, title, subtitle, width, Charts.height(labels, width), data,
                plot, anchor);
    }
}
