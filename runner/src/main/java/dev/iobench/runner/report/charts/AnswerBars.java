package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.DecisionNumbers;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
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
        List<String> labels = new ArrayList<>();
        List<Summary[]> sides = new ArrayList<>();
        List<Comparison> cells = new ArrayList<>();
        a.rows().forEach((env, row) -> {
            Comparison c = row.get(col);
            if (c != null) {
                labels.add(Answers.rowLabel(env, manyMachines));
                sides.add(new Summary[] {c.base(), c.cand()});
                cells.add(c);
            }
        });
        if (cells.isEmpty()) {
            return;
        }
        Comparison first = cells.get(0);
        double level = cells.stream().mapToDouble(c -> Math.max(c.base().level(), c.cand().level())).max()
                .orElse(Summary.DEFAULT_LEVEL);
        String column = a.claim().columns().get(col).title();
        draw(out, new Pairs(out.unique("answer-" + (index + 1) + "-decision"), a.claim().title(),
                column + ": error bars " + Fmt.plainPercent(level) + " CI over forks", labels, sides,
                "baseline: " + first.baseline().method(), "candidate: " + first.candidate().method(), first.unit()),
                anchor);
    }

    /**
     * Adds the commit log's decision chart, number {@code index} (from 0): per environment a force after
     * every record beside a force after every N records, us per record, instead of the source's comparison.
     */
    static void addBatching(Charts out, Answers.Answer a, int index, List<DecisionNumbers.Batching> rows,
            String anchor) {
        boolean manyMachines = Answers.manyMachines(a);
        List<String> labels = new ArrayList<>();
        List<Summary[]> sides = new ArrayList<>();
        for (DecisionNumbers.Batching b : rows) {
            labels.add(Answers.rowLabel(b.env(), manyMachines));
            sides.add(new Summary[] {b.everyRecord(), b.everyN()});
        }
        double level = rows.stream().mapToDouble(b -> Math.max(b.everyRecord().level(), b.everyN().level())).max()
                .orElse(Summary.DEFAULT_LEVEL);
        draw(out, new Pairs(out.unique("answer-" + (index + 1) + "-decision"), a.claim().title(),
                "FileChannel append of one record: error bars " + Fmt.plainPercent(level) + " CI over forks",
                labels, sides,
                "baseline: force every record", "candidate: " + rows.get(0).label(), "us per record"), anchor);
    }

    /**
     * What a decision chart draws.
     *
     * @param name file stem
     * @param title the question
     * @param subtitle what is compared and what the error bars are
     * @param labels per environment, its name under the pair
     * @param sides per environment, the baseline's then the candidate's score with its interval where it has one
     * @param baseline the legend of the left bars
     * @param candidate the legend of the right bars
     * @param unit the scores' unit
     */
    record Pairs(String name, String title, String subtitle, List<String> labels, List<Summary[]> sides,
            String baseline, String candidate, String unit) {
    }

    /** Adds the chart {@code p}: per environment its two sides side by side, on a log axis. */
    static void draw(Charts out, Pairs p, String anchor) {
        int n = p.sides().size();
        int chars = Math.max(6, 100 / n);
        StringBuilder data = new StringBuilder("$data << EOD\n");
        StringBuilder xtics = new StringBuilder("set xtics (");
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (int i = 0; i < n; i++) {
            Summary[] pair = p.sides().get(i);
            double x = 3 * i;
            xtics.append(i == 0 ? "" : ", ").append(label(p.labels().get(i), chars)).append(' ')
                    .append(Fmt.plain(x + 0.5));
            for (Summary s : pair) {
                double low = s.hasInterval() ? Math.max(s.low(), s.mean() / 1e3) : s.mean();
                double high = s.hasInterval() ? s.high() : s.mean();
                if (s.mean() > 0) {
                    lo = Math.min(lo, low);
                    hi = Math.max(hi, high);
                }
            }
            data.append(Fmt.plain(x)).append(' ').append(point(pair[0])).append(' ')
                    .append(Fmt.plain(x + 1)).append(' ').append(point(pair[1])).append('\n');
        }
        data.append("EOD\n");
        double yMin = hi > 0 ? Math.pow(10, Math.floor(Math.log10(lo))) : 0.1;
        double yMax = hi > 0 ? Math.pow(10, Math.ceil(Math.log10(hi * 1.5))) : 10;
        String body = data + "set title " + ChartStyle.twoLines(p.title(), p.subtitle()) + "\n"
                + xtics + ") nomirror scale 0\n"
                + "set ylabel " + ChartStyle.quote(p.unit() + ", log scale") + "\n"
                + "set logscale y\nset format y \"%g\"\nset yrange [" + Fmt.plain(yMin) + ":" + Fmt.plain(yMax) + "]\n"
                + "set xrange [-1:" + (3 * n - 1) + "]\nset grid ytics\nset bmargin 4\n"
                + "set key top left horizontal\nset style fill solid 0.8 border -1\nset boxwidth 0.9\n"
                + "plot $data using 1:2 with boxes lc rgb '" + ChartStyle.ENV_COLOURS[0] + "' title "
                + ChartStyle.quote(p.baseline()) + ", \\\n"
                + "     $data using " + interval(1, 3) + ", \\\n"
                + "     $data using 5:6 with boxes lc rgb '" + ChartStyle.ENV_COLOURS[1] + "' title "
                + ChartStyle.quote(p.candidate()) + ", \\\n"
                + "     $data using " + interval(5, 7) + "\n";
        out.add(new Chart(p.name(), p.title(), WIDTH, 480, body, anchor));
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
        return ChartStyle.lines(lines);
    }

    /**
     * @return the plot clause drawing a side's interval as a capped vertical line from its low (column
     *     {@code low}) to its high (the next column), at the x of column {@code x}; nothing where it has none
     */
    static String interval(int x, int low) {
        String lo = "$" + low;
        String hi = "$" + (low + 1);
        return x + ":" + low + ":(0):(" + hi + ">" + lo + " ? " + hi + "-" + lo + " : 1/0) with vectors heads size "
                + "screen 0.006,90 lc rgb 'black' lw 1.5 notitle";
    }

    /** @return "mean low high" of a side: its interval, or the mean at both ends where it has none */
    private static String point(Summary s) {
        boolean any = s.hasInterval();
        return Fmt.plain(s.mean()) + ' ' + Fmt.plain(any ? s.low() : s.mean()) + ' '
                + Fmt.plain(any ? s.high() : s.mean());
    }
}
