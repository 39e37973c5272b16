package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Units;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/** The latency curves of the durable writes: percentiles across, one curve per API and write mode. */
final class PercentileCurves {
    /** The percentiles drawn on the latency curves, with their labels. */
    static final double[] CURVE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    static final String[] CURVE_LABELS = {"Min", "P50", "P90", "P95", "P99", "P99.9", "Max"};

    private PercentileCurves() {
    }

    /**
     * One chart per durable-write class (the suite's report.json) x environment x durability: every
     * API and write mode as a curve (at most {@value Charts#MAX_SERIES} per panel, each its own colour and point).
     */
    static void add(Charts out, ReportModel model) {
        // one chart per class x environment x durability ("" when the class has none)
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
        Map<String, String> shortLabel = Charts.withoutCommonParams(labels);
        String common = Charts.commonParams(labels);
        StringBuilder data = new StringBuilder("$data << EOD\n\"percentile\"");
        labels.forEach(l -> data.append(' ').append(Charts.dataLabel(shortLabel.get(l))));
        data.append('\n');
        for (int i = 0; i < CURVE_PERCENTILES.length; i++) {
            data.append(Charts.dataLabel(CURVE_LABELS[i]));
            for (BenchmarkResult r : rs) {
                data.append(' ').append(Fmt.plain(r.samples().percentile(CURVE_PERCENTILES[i])
                        * ReportModel.factor(r.unit(), unit)));
            }
            data.append('\n');
        }
        data.append("EOD\n");
        String title = Charts.simple(first.group()) + " latency percentiles on " + first.env().id()
                + (dur == null ? "" : ", durability=" + dur) + part;
        String body = data + "set title " + Charts.twoLines(title, (common.isEmpty() ? "" : common + "; ")
                + "percentiles as JMH computes them") + "\n"
                + "set ylabel " + Charts.quote(unit + ", log scale") + "\n"
                + "colours = \"" + String.join(" ", Charts.ENV_COLOURS) + "\"\n"
                + "set logscale y\nset grid xtics ytics\nset key outside bottom center horizontal maxrows 4\n"
                + "set key autotitle columnheader\n"
                + "plot for [i=2:" + (rs.size() + 1) + "] $data using 0:i:xtic(1) with linespoints lw 2 "
                + "lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2\n";
        out.add(new Chart(out.unique(Charts.simple(first.group()) + "-percentiles-" + first.env().id()
                + (dur == null ? "" : "-" + dur)), title, 1000, 700, body, "percentiles"));
    }
}
