package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Builds the chart list of a report: grouped bars per benchmark group with CI error bars, latency
 * percentile curves per filesystem for the write benchmarks, speedup bars per pair table.
 */
final class Charts {
    /** The percentiles drawn on the latency curves, with their labels. */
    static final double[] CURVE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    static final String[] CURVE_LABELS = {"Min", "P50", "P90", "P95", "P99", "P99.9", "Max"};

    private final Set<String> names = new HashSet<>();
    private final List<Chart> charts = new ArrayList<>();

    /** @return every chart of the model, in report order */
    static List<Chart> of(ReportModel model) {
        Charts c = new Charts();
        for (int i = 0; i < model.groups.size(); i++) {
            c.groupBars(model.groups.get(i), "group-" + i);
        }
        c.percentileCurves(model);
        for (int i = 0; i < model.pairs.size(); i++) {
            c.speedupBars(model.pairs.get(i), "pair-" + i);
        }
        return c.charts;
    }

    private String unique(String base) {
        String name = ReportModel.slug(base);
        String candidate = name;
        for (int i = 2; !names.add(candidate); i++) {
            candidate = name + "-" + i;
        }
        return candidate;
    }

    private void groupBars(ReportModel.GroupTable t, String anchor) {
        StringBuilder data = new StringBuilder("$data << EOD\n");
        boolean noInterval = false;
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Map.Entry<String, Map<String, BenchmarkResult>> row : t.rows().entrySet()) {
            data.append(ChartStyle.dataLabel(row.getKey()));
            for (Environment e : t.envs()) {
                BenchmarkResult r = row.getValue().get(e.id());
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
        data.append("EOD\n");
        boolean log = max > 0 && min > 0 && max / min > 100;
        StringBuilder sb = new StringBuilder(data);
        String title = simple(t.group()) + " (" + t.mode() + ", " + t.unit() + ")";
        sb.append("set title ").append(ChartStyle.quote(title)).append('\n')
                .append("set ylabel ").append(ChartStyle.quote(t.unit() + (higherIsBetter(t.unit())
                        ? ", higher is better" : ", lower is better") + ", bars: 0.999 CI"
                        + (noInterval ? " (none: n too small)" : ""))).append('\n')
                .append("set datafile missing \"NaN\"\n")
                .append("set style data histograms\nset style histogram errorbars gap 2 lw 1\n")
                .append("set style fill solid 0.7 border -1\nset boxwidth 0.9\nset grid ytics\n")
                .append(ChartStyle.xtics(t.rows().keySet())).append("set key outside top center horizontal\n")
                .append(log ? "set logscale y\nset yrange [" + Fmt.plain(min / 2) + ":*]\n" : "set yrange [0:*]\n")
                .append("plot ");
        for (int i = 0; i < t.envs().size(); i++) {
            sb.append(i == 0 ? "" : ", \\\n     ").append("$data using ").append(2 + 2 * i).append(':')
                    .append(3 + 2 * i).append(i == 0 ? ":xtic(1)" : "").append(" title ")
                    .append(ChartStyle.quote(t.envs().get(i).id()));
        }
        sb.append('\n');
        int bars = t.rows().size() * t.envs().size();
        charts.add(new Chart(unique(simple(t.group()) + "-" + t.mode()), title, ChartStyle.width(bars),
                ChartStyle.height(t.rows().keySet()), sb.toString(), anchor));
    }

    /** One chart per write-benchmark group x filesystem (x durability when that param exists). */
    private void percentileCurves(ReportModel model) {
        Map<String, List<BenchmarkResult>> byChart = new LinkedHashMap<>();
        for (BenchmarkResult r : model.results) {
            if (!r.isSampleTime() || !r.groupSimpleName().toLowerCase(Locale.ROOT).contains("write")) {
                continue;
            }
            String fs = r.env().filesystem();
            String dur = r.params().get("durability");
            byChart.computeIfAbsent(r.group() + '\u0000' + fs + '\u0000' + (dur == null ? "" : dur),
                    k -> new ArrayList<>()).add(r);
        }
        for (List<BenchmarkResult> rs : byChart.values()) {
            BenchmarkResult first = rs.get(0);
            double[] p50 = rs.stream().mapToDouble(r -> r.samples().percentile(50)
                    * ReportModel.factor(r.unit(), first.unit())).toArray();
            String unit = Units.choose(first.unit(), p50);
            String dur = first.params().get("durability");
            boolean manyEnvs = rs.stream().map(r -> r.env().id()).distinct().count() > 1;
            StringBuilder data = new StringBuilder("$data << EOD\n\"percentile\"");
            for (BenchmarkResult r : rs) {
                Map<String, String> p = new LinkedHashMap<>(r.params());
                p.remove("durability");
                StringBuilder label = new StringBuilder(r.method());
                p.forEach((k, v) -> label.append(' ').append(k).append('=').append(v));
                if (manyEnvs) {
                    label.append(" @").append(r.env().id());
                }
                data.append(' ').append(ChartStyle.dataLabel(label.toString()));
            }
            data.append('\n');
            for (int i = 0; i < CURVE_PERCENTILES.length; i++) {
                data.append(ChartStyle.dataLabel(CURVE_LABELS[i]));
                for (BenchmarkResult r : rs) {
                    data.append(' ').append(Fmt.plain(r.samples().percentile(CURVE_PERCENTILES[i])
                            * ReportModel.factor(r.unit(), unit)));
                }
                data.append('\n');
            }
            data.append("EOD\n");
            String title = simple(first.group()) + " latency percentiles, " + first.env().filesystem()
                    + (dur == null ? "" : ", durability=" + dur);
            String body = data + "set title " + ChartStyle.quote(title) + "\n"
                    + "set ylabel " + ChartStyle.quote(unit + " (log scale)") + "\n"
                    + "set logscale y\nset grid xtics ytics\nset key outside right top\n"
                    + "set key autotitle columnheader\n"
                    + "plot for [i=2:" + (rs.size() + 1) + "] $data using 0:i:xtic(1) with linespoints lw 2 pt 7\n";
            charts.add(new Chart(unique(simple(first.group()) + "-percentiles-" + first.env().filesystem()
                    + (dur == null ? "" : "-" + dur)), title, 1100, 600, body, "percentiles"));
        }
    }

    private void speedupBars(ReportModel.PairTable t, String anchor) {
        StringBuilder data = new StringBuilder("$data << EOD\n");
        List<String> labels = new ArrayList<>();
        boolean manyEnvs = t.rows().stream().map(c -> c.baseline().env().id()).distinct().count() > 1;
        for (Comparison c : t.rows()) {
            StringBuilder label = new StringBuilder(c.candidate().method());
            t.rule().shownParams(c).forEach((k, v) -> label.append(' ').append(k).append('=').append(v));
            if (manyEnvs) {
                label.append(" @").append(c.baseline().env().id());
            }
            labels.add(label.toString());
            data.append(ChartStyle.dataLabel(label.toString())).append(' ').append(Fmt.plain(c.ratio()))
                    .append(' ').append(finiteOr(c.ratioLow(), c.ratio())).append(' ')
                    .append(finiteOr(c.ratioHigh(), c.ratio())).append('\n');
        }
        data.append("EOD\n");
        String title = t.rule().title() + " (" + t.mode() + "): candidate / baseline";
        String body = data + "set title " + ChartStyle.quote(title) + "\n"
                + "set ylabel " + ChartStyle.quote("ratio of means, 0.999 CI"
                        + (t.rows().stream().anyMatch(c -> !Double.isFinite(c.ratioLow())) ? " (none: n too small)" : "")
                        + (higherIsBetter(t.rows().get(0).unit())
                        ? " (throughput: above 1 = candidate faster)" : " (time: below 1 = candidate faster)")) + "\n"
                + "set style fill solid 0.7 border -1\nset boxwidth 0.7\nset grid ytics\nset yrange [0:*]\n"
                + ChartStyle.xtics(labels) + "unset key\n"
                + "set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2\n"
                + "plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0\n";
        charts.add(new Chart(unique(t.rule().slug() + "-" + t.mode()), title, ChartStyle.width(t.rows().size() * 2),
                ChartStyle.height(labels), body, anchor));
    }

    private static String finiteOr(double v, double fallback) {
        return Fmt.plain(Double.isFinite(v) ? v : fallback);
    }

    static boolean higherIsBetter(String unit) {
        return Units.family(unit).equals("rate");
    }

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }
}
