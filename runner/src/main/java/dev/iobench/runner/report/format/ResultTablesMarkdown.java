package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.List;
import java.util.Map;

/** The full report's tables of every result: by benchmark group, by pair rule, and latency percentiles. */
final class ResultTablesMarkdown {
    /** The percentiles of a latency table, with its row names: also the rows of an answer's source layout. */
    static final double[] TABLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    static final String[] TABLE_ROWS = {"Min", "P50 (Median)", "P90", "P95", "P99", "P99.9", "Max"};

    private final ReportModel model;
    private final ChartLinks charts;

    ResultTablesMarkdown(ReportModel model, ChartLinks charts) {
        this.model = model;
        this.charts = charts;
    }

    /** Every result, one table per benchmark group: benchmarks down, environments across. */
    void groups(StringBuilder sb) {
        if (model.groups.isEmpty()) {
            return;
        }
        sb.append("## Results by benchmark group\n\n");
        for (int i = 0; i < model.groups.size(); i++) {
            ReportModel.GroupTable t = model.groups.get(i);
            sb.append("### ").append(simple(t.group())).append(" (").append(t.mode()).append(", ").append(t.unit())
                    .append(")\n\n`").append(t.group()).append("`, ").append(Mode.of(t.mode()).higherIsBetter()
                            ? "higher is better" : "lower is better").append(".\n\n");
            charts.write(sb, "group-" + i);
            sb.append("|Benchmark|");
            t.envs().forEach(e -> sb.append(Md.text(e.id())).append(", ").append(t.unit()).append('|'));
            sb.append("\n|---|").append("---|".repeat(t.envs().size())).append('\n');
            for (Map.Entry<String, Map<String, BenchmarkResult>> row : t.rows().entrySet()) {
                sb.append('|').append(Md.text(row.getKey())).append('|');
                for (Environment e : t.envs()) {
                    BenchmarkResult r = row.getValue().get(e.id());
                    if (r == null) {
                        sb.append("-|");
                        continue;
                    }
                    Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), t.unit()));
                    PrecisionNotes.Note note = model.precision.of(r);
                    sb.append(ReportMarkdown.cellText(s))
                            .append(note == null || note.reached() ? "" : ", " + Md.text(note.status())).append('|');
                }
                sb.append('\n');
            }
            sb.append('\n');
        }
    }

    /** The pair tables: each pair rule's candidate vs baseline, with its chart. */
    void pairs(StringBuilder sb) {
        if (model.pairs.isEmpty()) {
            return;
        }
        sb.append("## Pair comparisons\n\n");
        for (int i = 0; i < model.pairs.size(); i++) {
            ReportModel.PairTable t = model.pairs.get(i);
            sb.append("### ").append(t.rule().title()).append(" (").append(t.mode()).append(")\n\n")
                    .append(t.rule().note()).append("\n\n");
            charts.write(sb, "pair-" + i);
            sb.append(CompareFormat.table(t.rows(), List.of(CompareFormat.ENVIRONMENT), t.rule()::shownParams,
                    t.unit())).append('\n');
        }
    }

    /** The SampleTime results' percentiles, one small table each, folded by benchmark group. */
    void percentiles(StringBuilder sb) {
        if (model.percentiles.isEmpty()) {
            return;
        }
        sb.append("## Latency percentiles (SampleTime)\n\n");
        charts.write(sb, "percentiles");
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
                sb.append("**").append(Md.text(g.label())).append("** on ").append(Md.code(r.env().id())).append("\n\n")
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

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }
}
