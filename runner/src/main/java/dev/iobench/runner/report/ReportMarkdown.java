package dev.iobench.runner.report;

import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The markdown of a report: environment summary, per-group tables, pair tables, percentile tables,
 * with links to the charts that were rendered.
 */
final class ReportMarkdown {
    private static final List<String> PAIR_EXTRA = List.of(CompareFormat.ENVIRONMENT, CompareFormat.RATIO_CI,
            CompareFormat.P_WELCH, CompareFormat.P_MWU);
    private static final double[] TABLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    private static final String[] TABLE_ROWS = {"Min", "P50 (Median)", "P90", "P95", "P99", "P99.9", "Max"};

    private final ReportModel model;
    private final List<Chart> charts;
    private final Set<String> rendered;
    private final Function<String, String> link;

    /**
     * @param charts all charts of the model
     * @param rendered names of the charts whose PNG and SVG exist
     * @param link turns {@code charts/x.png} into the link to write (relative to the markdown file)
     */
    ReportMarkdown(ReportModel model, List<Chart> charts, Set<String> rendered, Function<String, String> link) {
        this.model = model;
        this.charts = charts;
        this.rendered = rendered;
        this.link = link;
    }

    /** @return the report body (everything but the title): what {@code --readme} puts between the markers */
    String body() {
        return body(true);
    }

    /**
     * @return the body for a project README: the same, but the percentile tables (one per result and
     *     environment, thousands of lines) stay in the report folder, linked from here
     */
    String readmeBody() {
        return body(false);
    }

    private String body(boolean allPercentiles) {
        StringBuilder sb = new StringBuilder();
        sb.append(model.results.size()).append(" results from ").append(model.envs.size()).append(" environments.\n\n");
        ReportHeader.of(model).write(sb);
        environments(sb);
        groups(sb);
        pairs(sb);
        if (allPercentiles) {
            percentiles(sb);
        } else if (!model.percentiles.isEmpty()) {
            sb.append("## Latency percentiles (SampleTime)\n\n");
            chartLinks(sb, "percentiles");
            sb.append("Percentile tables (Min, P50 ... P99.9, Max) for every SampleTime result: [the full report](")
                    .append(link.apply("README.md")).append("#latency-percentiles-sampletime).\n\n");
        }
        sb.append("Machine-readable: [results.csv](").append(link.apply("results.csv"))
                .append(") (one row per benchmark x params x environment) and [results.benchstat.txt](")
                .append(link.apply("results.benchstat.txt")).append(") (per-iteration samples for `benchstat`).\n");
        return sb.toString();
    }

    private void environments(StringBuilder sb) {
        sb.append("## Environments\n\n|Environment|Kind|Filesystem|Mount options|JDK / Android|Kernel / OS|CPU / device"
                + "|Warnings|Source|\n|---|---|---|---|---|---|---|---|---|\n");
        for (Environment e : model.envs) {
            sb.append('|').append(c(e.id())).append('|').append(c(e.kind())).append('|').append(c(e.filesystem()))
                    .append('|').append(c(e.fsOptions())).append('|').append(c(e.jdk())).append('|')
                    .append(c(e.kernel())).append('|').append(c(e.cpu())).append('|')
                    .append(e.warnings().isEmpty() ? "-" : c(String.join("; ", e.warnings()))).append('|')
                    .append(c(e.source())).append("|\n");
        }
        sb.append('\n');
    }

    private void groups(StringBuilder sb) {
        if (model.groups.isEmpty()) {
            return;
        }
        sb.append("## Results by benchmark group\n\n");
        for (int i = 0; i < model.groups.size(); i++) {
            ReportModel.GroupTable t = model.groups.get(i);
            sb.append("### ").append(simple(t.group())).append(" (").append(t.mode()).append(", ").append(t.unit())
                    .append(")\n\n`").append(t.group()).append("`, ").append(Charts.higherIsBetter(t.unit())
                            ? "higher is better" : "lower is better").append(".\n\n");
            chartLinks(sb, "group-" + i);
            sb.append("|Benchmark|");
            t.envs().forEach(e -> sb.append(c(e.id())).append(", ").append(t.unit()).append('|'));
            sb.append("\n|---|");
            t.envs().forEach(e -> sb.append("---|"));
            sb.append('\n');
            for (Map.Entry<String, Map<String, BenchmarkResult>> row : t.rows().entrySet()) {
                sb.append('|').append(c(row.getKey())).append('|');
                for (Environment e : t.envs()) {
                    BenchmarkResult r = row.getValue().get(e.id());
                    if (r == null) {
                        sb.append("-|");
                        continue;
                    }
                    Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), t.unit()));
                    sb.append(cellText(s)).append('|');
                }
                sb.append('\n');
            }
            sb.append('\n');
        }
    }

    private void pairs(StringBuilder sb) {
        if (model.pairs.isEmpty()) {
            return;
        }
        sb.append("## Pair comparisons\n\n");
        for (int i = 0; i < model.pairs.size(); i++) {
            ReportModel.PairTable t = model.pairs.get(i);
            sb.append("### ").append(t.rule().title()).append(" (").append(t.mode()).append(")\n\n")
                    .append(t.rule().note()).append("\n\n");
            chartLinks(sb, "pair-" + i);
            sb.append(CompareFormat.table(t.rows(), model.test, PAIR_EXTRA, RoundingMode.HALF_UP, t.rule()::shownParams,
                    t.unit())).append('\n');
        }
    }

    private void percentiles(StringBuilder sb) {
        if (model.percentiles.isEmpty()) {
            return;
        }
        sb.append("## Latency percentiles (SampleTime)\n\n");
        chartLinks(sb, "percentiles");
        sb.append(ReportHeader.PERCENTILES).append("\n\n");
        String group = null;
        for (ReportModel.PercentileGroup g : model.percentiles) {
            if (!g.group().equals(group)) {
                if (group != null) {
                    sb.append("</details>\n\n");
                }
                group = g.group();
                sb.append("<details><summary>").append(simple(group)).append("</summary>\n\n");
            }
            for (BenchmarkResult r : g.results()) {
                String unit = Units.choose(r.unit(), new double[] {r.samples().percentile(50)});
                double f = ReportModel.factor(r.unit(), unit);
                sb.append("**").append(c(g.label())).append("** on `").append(r.env().id()).append("`\n\n")
                        .append("| Metric | (").append(Units.word(unit)).append(") |\n|---|---|\n");
                for (int k = 0; k < TABLE_PERCENTILES.length; k++) {
                    sb.append("| ").append(TABLE_ROWS[k]).append(" | ")
                            .append(Fmt.sig(r.samples().percentile(TABLE_PERCENTILES[k]) * f)).append(" |\n");
                }
                sb.append("| Total | ").append(Fmt.sig(r.samples().total() * f)).append(" |\n")
                        .append("| Samples | ").append(r.samples().n()).append(" |\n")
                        .append("| Forks x iterations | ").append(r.shape() == null ? "-" : r.shape().forks() + " x "
                                + r.iterations().length / Math.max(1, r.shape().forks())).append(" |\n\n");
            }
        }
        sb.append("</details>\n\n");
    }

    /** @return a group table cell: {@code mean ± half width}, or {@code mean (n too small)} */
    static String cellText(Summary s) {
        return s.hasInterval() ? Fmt.sig(s.mean()) + " ± " + Fmt.sig(s.ciHalfWidth())
                : Fmt.sig(s.mean()) + " (n too small)";
    }

    private void chartLinks(StringBuilder sb, String anchor) {
        for (Chart ch : charts) {
            if (ch.anchor().equals(anchor) && rendered.contains(ch.name())) {
                sb.append("![").append(ch.title().replace("]", ")").replace("[", "(")).append("](")
                        .append(link.apply("charts/" + ch.name() + ".png")).append(")\n\n([SVG](")
                        .append(link.apply("charts/" + ch.name() + ".svg")).append("), [gnuplot script](")
                        .append(link.apply("charts/" + ch.name() + ".gp")).append("))\n\n");
            }
        }
    }

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }

    private static String c(String s) {
        return CompareFormat.cell(s);
    }
}
