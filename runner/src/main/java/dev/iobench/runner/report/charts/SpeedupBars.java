package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A pair table's charts: each candidate / baseline ratio with its interval on a log axis. */
final class SpeedupBars {
    private SpeedupBars() {
    }

    /** A pair table as ratio bars: one panel per filesystem, at most {@value Charts#MAX_BARS} bars each. */
    static void add(Charts out, ReportModel.PairTable t, String anchor) {
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
        Map<String, String> shortLabel = Charts.withoutCommonParams(full);
        String common = Charts.commonParams(full);
        // a log axis from the point ratios, with room on both sides; intervals beyond it are clipped
        List<Verdict> verdicts = rows.stream().map(Comparison::verdict).toList();
        DoubleSummaryStatistics ratios = verdicts.stream().filter(Verdict::hasRatio).mapToDouble(Verdict::ratio)
                .summaryStatistics();
        double yMin = Math.pow(10, Math.floor(Math.log10(Math.min(1, ratios.getMin()) / 2)));
        double yMax = Math.pow(10, Math.ceil(Math.log10(Math.max(1, ratios.getMax()) * 2)));
        boolean clipped = false;
        StringBuilder data = new StringBuilder("$data << EOD\n");
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Comparison c = rows.get(i);
            Verdict v = verdicts.get(i);
            String label = shortLabel.get(full.get(i)) + (manyEnvs ? " @" + c.baseline().env().id() : "")
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
        data.append("EOD\n");
        String title = t.rule().title() + " (" + t.mode() + "): candidate / baseline" + part;
        String level = Fmt.plainPercent(Math.max(rows.get(0).base().level(), rows.get(0).cand().level()));
        String subtitle = (common.isEmpty() ? "" : common + "; ") + (rows.get(0).higherIsBetter()
                ? "throughput: above 1 = candidate faster" : "time: below 1 = candidate faster") + "; error bars: "
                + level + " CI" + (clipped ? ", cut at the axis" : "") + "; grey open ~: interval includes 1"
                + (rows.stream().anyMatch(c -> !Double.isFinite(c.ratioLow())) ? " (none: n too small)" : "");
        // the units the ratios are taken over, e.g. "fork medians", each where the rows' differ
        String over = rows.stream().flatMap(c -> Stream.of(c.baseline(), c.candidate()))
                .map(r -> r.comparedStatistic() + "s").distinct().collect(Collectors.joining(" and "));
        String body = data + "set title " + Charts.twoLines(title, subtitle) + "\n"
                + "set ylabel " + Charts.quote("candidate / baseline (over " + over + "), log scale") + "\n"
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
        out.add(new Chart(out.unique(t.rule().slug() + "-" + t.mode() + part), title, Charts.width(rows.size()),
                Charts.height(labels, Charts.width(rows.size())), body, anchor));
    }
}
