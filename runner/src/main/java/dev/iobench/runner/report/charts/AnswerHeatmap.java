package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An answer's chart: a heatmap of its comparisons across and environments down, each cell coloured by how
 * much slower (red) or faster (blue) the candidate is on a log scale and labelled with its verdict.
 */
final class AnswerHeatmap {
    private AnswerHeatmap() {
    }

    /** Adds the heatmap of answer number {@code index} (from 0). */
    static void add(Charts out, Answers.Answer a, int index) {
        List<Answers.Column> cols = a.claim().columns();
        List<Environment> envs = new ArrayList<>(a.rows().keySet());
        boolean manyMachines = Answers.manyMachines(a);
        StringBuilder data = new StringBuilder("$data << EOD\n");
        double extreme = 1;
        for (int y = 0; y < envs.size(); y++) {
            List<Comparison> cells = a.rows().get(envs.get(y));
            for (int x = 0; x < cols.size(); x++) {
                Comparison c = cells.get(x);
                if (c == null) {
                    continue;
                }
                Verdict v = c.verdict();
                // log10 of the slowdown: above 0 the candidate is slower, below 0 faster (0 where there is no ratio)
                double slowdown = v.hasRatio() ? Math.log10(v.slowdown()) : 0;
                extreme = Math.max(extreme, Math.abs(slowdown));
                data.append(x).append(' ').append(y).append(' ').append(Fmt.plain(slowdown)).append(' ')
                        .append(Charts.dataLabel(heatmapLabel(v))).append(' ').append(v.conclusive() ? 1 : 0)
                        .append('\n');
            }
        }
        data.append("EOD\n");
        double range = Math.ceil(extreme * 10) / 10;
        String title = a.claim().title();
        List<Verdict> verdicts = a.rows().values().stream().flatMap(List::stream).filter(Objects::nonNull)
                .map(Comparison::verdict).toList();
        boolean noInterval = verdicts.stream().anyMatch(v -> v.kind() == Verdict.Kind.N_TOO_SMALL);
        int width = Math.max(Charts.MIN_WIDTH, Math.min(1600, 420 + cols.size() * 200));
        String body = data + "set title " + Charts.twoLines(title, "candidate time / baseline time (red: slower, "
                + "blue: faster); hatched grey: ~ (" + Charts.level(verdicts.stream().mapToDouble(Verdict::level))
                + " CI includes 1), n too small or at timer floor"
                + (noInterval ? "; no intervals: n too small" : "")) + "\n"
                + Charts.tics("xtics", cols.stream().map(c -> Charts.columnTitle(c.title(), cols.size())).toList(),
                        String::valueOf) + " nomirror\n"
                + Charts.tics("ytics", envs.stream().map(e -> Charts.quote(Answers.rowLabel(e, manyMachines))).toList(),
                        String::valueOf) + " nomirror\n"
                + "set xrange [-0.5:" + (cols.size() - 0.5) + "]\nset yrange [" + (envs.size() - 0.5) + ":-0.5]\n"
                + "set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')\n"
                + "set cbrange [" + Fmt.plain(-range) + ":" + Fmt.plain(range) + "]\n"
                + "set cblabel " + Charts.quote("log10 time ratio")
                + "\nset tics scale 0\nunset key\nset lmargin 24\nset rmargin 12\nset bmargin 7\n"
                + "plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, "
                + "$data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' "
                + "fs pattern 4 border lc rgb '#969696', "
                // the cell labels a little smaller than the tics, so "~ 1.01x slower" fits a column
                + "$data using 1:2:4 with labels font '," + Charts.heatmapLabelPoints(width) + "'\n";
        int height = Math.min(1400, 240 + envs.size() * 40);
        out.add(new Chart(out.unique("answer-" + (index + 1) + "-" + a.claim().chartSlug()), title, width, height, body,
                "answer-" + index));
    }

    /**
     * @return the text of a heatmap cell: the verdict's words, {@code ~} in front when inconclusive,
     *     {@code (n too small)} or {@code at timer floor}; the interval is in the table beside it
     */
    private static String heatmapLabel(Verdict v) {
        return switch (v.kind()) {
            case FASTER, SLOWER -> v.words();
            case INCONCLUSIVE -> "~ " + v.words();
            case N_TOO_SMALL -> v.words() + " (n too small)";
            case AT_TIMER_FLOOR -> Verdict.AT_TIMER_FLOOR;
        };
    }
}
