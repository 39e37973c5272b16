package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.Summary;
import java.util.ArrayList;
import java.util.List;

/**
 * An answer's decision chart: for its deciding comparison, the baseline's and the candidate's score per
 * environment side by side, each with its interval over forks drawn as an error bar, on a log axis, with
 * the environments' names written across under each pair (never rotated) so it reads at 800 px.
 */
final class AnswerBars {
    /** Drawn width in pixels: what a README shows without scaling. */
    static final int WIDTH = 800;

    private AnswerBars() {
    }

    /** Adds the decision chart of answer number {@code index} (from 0), linked from {@code anchor}. */
    static void add(Charts out, Answers.Answer a, int index, String anchor) {
        int col = a.claim().sentenceColumn();
        boolean manyMachines = Answers.manyMachines(a);
        List<Environment> envs = new ArrayList<>();
        List<Comparison> cells = new ArrayList<>();
        a.rows().forEach((env, row) -> {
            if (row.get(col) != null) {
                envs.add(env);
                cells.add(row.get(col));
            }
        });
        if (cells.isEmpty()) {
            return;
        }
        int chars = Math.max(6, 100 / envs.size());
        StringBuilder data = new StringBuilder("$data << EOD\n");
        StringBuilder xtics = new StringBuilder("set xtics (");
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (int i = 0; i < cells.size(); i++) {
            Comparison c = cells.get(i);
            double x = 3 * i;
            xtics.append(i == 0 ? "" : ", ")
                    .append(label(Answers.rowLabel(envs.get(i), manyMachines), chars)).append(' ')
                    .append(Fmt.plain(x + 0.5));
            for (Summary s : List.of(c.base(), c.cand())) {
                double low = s.hasInterval() ? Math.max(s.low(), s.mean() / 1e3) : s.mean();
                double high = s.hasInterval() ? s.high() : s.mean();
                if (s.mean() > 0) {
                    lo = Math.min(lo, low);
                    hi = Math.max(hi, high);
                }
            }
            data.append(Fmt.plain(x)).append(' ').append(point(c.base())).append(' ')
                    .append(Fmt.plain(x + 1)).append(' ').append(point(c.cand())).append('\n');
        }
        data.append("EOD\n");
        Comparison first = cells.get(0);
        String baseline = first.baseline().method();
        String candidate = first.candidate().method();
        String column = a.claim().columns().get(col).title();
        double level = cells.stream().mapToDouble(c -> Math.max(c.base().level(), c.cand().level())).max()
                .orElse(Summary.DEFAULT_LEVEL);
        double yMin = hi > 0 ? Math.pow(10, Math.floor(Math.log10(lo))) : 0.1;
        double yMax = hi > 0 ? Math.pow(10, Math.ceil(Math.log10(hi * 1.5))) : 10;
        String title = a.claim().title();
        String body = data + "set title " + ChartStyle.twoLines(title, column + ": error bars " + Fmt.plainPercent(level)
                + " CI over forks") + "\n"
                + xtics + ") nomirror scale 0\n"
                + "set ylabel " + ChartStyle.quote(first.unit() + ", log scale") + "\n"
                + "set logscale y\nset format y \"%g\"\nset yrange [" + Fmt.plain(yMin) + ":" + Fmt.plain(yMax) + "]\n"
                + "set xrange [-1:" + (3 * cells.size() - 1) + "]\nset grid ytics\nset bmargin 4\n"
                + "set key top left horizontal\nset style fill solid 0.8 border -1\nset boxwidth 0.9\n"
                + "plot $data using 1:2 with boxes lc rgb '" + ChartStyle.ENV_COLOURS[0] + "' title "
                + ChartStyle.quote("baseline: " + baseline) + ", \\\n"
                + "     $data using 1:2:3:4 with yerrorbars lc rgb 'black' pt 0 lw 1.5 notitle, \\\n"
                + "     $data using 5:6 with boxes lc rgb '" + ChartStyle.ENV_COLOURS[1] + "' title "
                + ChartStyle.quote("candidate: " + candidate) + ", \\\n"
                + "     $data using 5:6:7:8 with yerrorbars lc rgb 'black' pt 0 lw 1.5 notitle\n";
        out.add(new Chart(out.unique("answer-" + (index + 1) + "-decision"), title, WIDTH, 480, body, anchor));
    }

    /**
     * @return {@code name} as a gnuplot string broken after hyphens and spaces into lines of at most
     *     {@code chars} characters where it can be, so neighbouring names under a chart never touch
     */
    static String label(String name, int chars) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String part : name.split("(?<=[- ])")) {
            if (line.length() > 0 && line.length() + part.length() > chars) {
                lines.add(line.toString().strip());
                line.setLength(0);
            }
            line.append(part);
        }
        lines.add(line.toString().strip());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            out.append(i == 0 ? "" : ".\"\\n\".").append(ChartStyle.quote(lines.get(i)));
        }
        return out.toString();
    }

    /** @return "mean low high" of a side: its interval, or the mean at both ends where it has none */
    private static String point(Summary s) {
        boolean any = s.hasInterval();
        return Fmt.plain(s.mean()) + ' ' + Fmt.plain(any ? s.low() : s.mean()) + ' '
                + Fmt.plain(any ? s.high() : s.mean());
    }
}
