package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** The full report's tables of every result: by benchmark group, by pair rule, and latency percentiles. */
final class ResultTablesMarkdown {
    /** The percentiles of a latency table and of {@code results.csv}. */
    static final double[] TABLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    /** The rows of a latency table, {@link #TABLE_PERCENTILES} then the samples': also of an answer's source layout. */
    static final List<String> LATENCY_ROWS = List.of("Min", "P50 (Median)", "P90", "P95", "P99", "P99.9", "Max",
            "Total", "Samples");

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
            Table table = new Table(Table.cells("Benchmark",
                    t.envs().stream().map(e -> Md.text(e.id()) + ", " + t.unit())));
            t.rows().forEach((benchmark, byEnv) -> table.row(Table.cells(Md.text(benchmark),
                    t.envs().stream().map(e -> cell(byEnv.get(e.id()), t.unit())))));
            sb.append(table).append('\n');
        }
    }

    /** @return a group table's cell: the result in {@code unit} with its precision status where short, or - */
    private String cell(BenchmarkResult r, String unit) {
        if (r == null) {
            return "-";
        }
        Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), unit));
        PrecisionNotes.Note note = model.precision.of(r);
        return ReportMarkdown.cellText(s) + (note == null || note.reached() ? "" : ", " + Md.text(note.status()));
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
                Table table = Table.spaced(List.of("Metric", "(" + Units.word(unit) + ")"));
                List<String> column = latencyColumn(r, unit);
                for (int k = 0; k < column.size(); k++) {
                    table.row(LATENCY_ROWS.get(k), column.get(k));
                }
                table.row("Forks x iterations", r.shape() == null ? "-" : r.shape().forks() + " x "
                        + r.iterations().length / Math.max(1, r.shape().forks()));
                sb.append("**").append(Md.text(g.label())).append("** on ").append(Md.code(r.env().id())).append("\n\n")
                        .append(table).append('\n');
            }
        }
        sb.append("</details>\n\n");
    }

    /** @return a result's column of a latency table in {@code unit}, one value per {@link #LATENCY_ROWS} */
    static List<String> latencyColumn(BenchmarkResult r, String unit) {
        double f = ReportModel.factor(r.unit(), unit);
        return Stream.concat(Arrays.stream(TABLE_PERCENTILES).mapToObj(p -> Fmt.sig(r.samples().percentile(p) * f)),
                Stream.of(Fmt.sig(r.samples().total() * f), String.valueOf(r.samples().n()))).toList();
    }

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }
}
