package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** A group table's charts: bars of every result with their intervals, one panel per filesystem. */
final class GroupBars {
    private GroupBars() {
    }

    /**
     * A group table as bar charts: one panel per filesystem (small multiples), each with at most
     * {@value Charts#MAX_BARS} bars, every environment in its report-wide colour.
     */
    static void add(Charts out, ReportModel.GroupTable t, String anchor) {
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
        StringBuilder data = new StringBuilder("$data << EOD\n");
        boolean noInterval = false;
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        Map<String, String> shortLabel = Charts.withoutCommonParams(rows);
        String common = Charts.commonParams(rows);
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
        data.append("EOD\n");
        boolean log = max > 0 && min > 0 && max / min > 100;
        String title = Charts.simple(t.group()) + " (" + t.mode() + ", " + t.unit() + ")" + Charts.onFilesystem(fs) + part;
        String level = Charts.level(t.rows().values().stream().flatMap(m -> m.values().stream())
                .mapToDouble(r -> r.estimate().summary().level()));
        String subtitle = (common.isEmpty() ? "" : common + "; ") + (Mode.of(t.mode()).higherIsBetter() ? "higher is better"
                : "lower is better") + "; error bars: " + level + " CI" + (noInterval ? " (none: n too small)" : "");
        String body = data + "set title " + Charts.twoLines(title, subtitle) + "\n"
                + "set ylabel " + Charts.quote(t.unit() + (log ? ", log scale" : "")) + "\n"
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
        out.add(new Chart(out.unique(Charts.simple(t.group()) + "-" + t.mode() + "-" + fs), title, width,
                Charts.height(shortLabel.values(), width), body, anchor));
    }
}
