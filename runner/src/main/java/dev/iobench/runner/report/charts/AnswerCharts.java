package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.ReportMarkdown.ChartLink;
import dev.iobench.runner.report.format.DecisionNumbers;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The answers' charts. A decision chart: per environment a baseline's and a candidate's score side by side with
 * error bars, log axis, names written across (never rotated) to read at 800 px. A heatmap: comparisons across,
 * environments down, each cell coloured by how much slower (red) or faster (blue) the candidate is.
 */
final class AnswerCharts {
    /** Drawn width in pixels: what a README shows without scaling. */
    static final int WIDTH = 800;

    private AnswerCharts() {
    }

    /** One environment's pair of bars. */
    record Bar(String label, Summary base, Summary cand) {
    }

    /** Adds the decision chart of answer number {@code index} (from 0): its deciding comparison per environment. */
    static void addDecision(Charts out, Answers.Answer a, int index) {
        int col = a.claim().sentenceColumn();
        List<Map.Entry<Environment, Comparison>> cells = a.rows().entrySet().stream()
                .filter(e -> e.getValue().get(col) != null).map(e -> Map.entry(e.getKey(), e.getValue().get(col)))
                .toList();
        if (cells.isEmpty()) {
            return;
        }
        boolean manyMachines = Answers.manyMachines(a);
        Comparison first = cells.get(0).getValue();
        addAnswer(out, a, index, a.claim().columns().get(col).title(), cells.stream()
                .map(e -> new Bar(Answers.rowLabel(e.getKey(), manyMachines), e.getValue().base(), e.getValue().cand()))
                .toList(), "baseline: " + first.baseline().method(), "candidate: " + first.candidate().method(),
                first.unit());
    }

    /** Adds the commit log's decision chart: per environment a force after every record beside every N records. */
    static void addBatching(Charts out, Answers.Answer a, int index, List<DecisionNumbers.Batching> rows) {
        boolean manyMachines = Answers.manyMachines(a);
        addAnswer(out, a, index, "FileChannel append of one record", rows.stream()
                .map(b -> new Bar(Answers.rowLabel(b.env(), manyMachines), b.everyRecord(), b.everyN())).toList(),
                "baseline: force every record", "candidate: " + rows.get(0).label(), "us per record");
    }

    private static void addAnswer(Charts out, Answers.Answer a, int index, String what, List<Bar> bars,
            String baseline, String candidate, String unit) {
        String level = Charts.level(bars.stream().mapToDouble(b -> Math.max(b.base().level(), b.cand().level())));
        draw(out, "answer-" + (index + 1) + "-decision", a.claim().title(),
                what + ": error bars " + level + " CI over forks", bars, baseline, candidate, unit);
    }

    /** Adds the JVM-vs-fio decision chart: per environment fio's synced in-place write beside the JVM's, in us. */
    static void addFio(Charts out, List<FioOverhead.Row> rows) {
        boolean manyMachines = rows.stream().map(r -> r.env().machine()).distinct().count() > 1;
        List<Bar> bars = new ArrayList<>();
        double level = Summary.DEFAULT_LEVEL;
        for (FioOverhead.Row row : rows) {
            BenchmarkResult jvm = row.jvm().get(0);
            if (jvm == null || row.fioInPlace().length == 0) {
                continue;
            }
            Summary j = jvm.estimate().summary();
            level = j.level();
            bars.add(new Bar(Answers.rowLabel(row.env(), manyMachines), Summary.ofUnits(row.fioInPlace(), level),
                    j.scaled(Units.factor(jvm.unit(), "us/op"))));
        }
        if (bars.isEmpty()) {
            return;
        }
        draw(out, "jvm-vs-fio-decision", FioOverhead.TITLE,
                "4 KiB in-place write + fdatasync, mean per op: error bars " + Fmt.plainPercent(level)
                        + " CI over fio's runs and the JVM's forks", bars,
                "fio", "JVM: " + FioOverhead.apis().get(0), "us/op");
    }

    /** Adds a decision chart of {@code bars}, left ones in the legend {@code baseline}, right {@code candidate}. */
    private static void draw(Charts out, String name, String title, String subtitle, List<Bar> bars,
            String baseline, String candidate, String unit) {
        int n = bars.size();
        int chars = Math.max(6, 100 / n);
        StringBuilder data = new StringBuilder();
        double lo = Double.MAX_VALUE;
        double hi = 0;
        for (int i = 0; i < n; i++) {
            Bar bar = bars.get(i);
            double x = 3 * i;
            for (Summary s : List.of(bar.base(), bar.cand())) {
                if (s.mean() > 0) {
                    lo = Math.min(lo, s.hasInterval() ? Math.max(s.low(), s.mean() / 1e3) : s.mean());
                    hi = Math.max(hi, s.hasInterval() ? s.high() : s.mean());
                }
            }
            data.append(Fmt.plain(x)).append(' ').append(point(bar.base())).append(' ')
                    .append(Fmt.plain(x + 1)).append(' ').append(point(bar.cand())).append('\n');
        }
        double yMin = hi > 0 ? Math.pow(10, Math.floor(Math.log10(lo))) : 0.1;
        double yMax = hi > 0 ? Math.pow(10, Math.ceil(Math.log10(hi * 1.5))) : 10;
        String plot = Charts.tics("xtics", bars.stream().map(b -> label(b.label(), chars)).toList(),
                        i -> Fmt.plain(3 * i + 0.5)) + " nomirror scale 0\n"
                + "set ylabel " + Charts.quote(unit + ", log scale") + "\n"
                + "set logscale y\nset format y \"%g\"\nset yrange [" + Fmt.plain(yMin) + ":" + Fmt.plain(yMax) + "]\n"
                + "set xrange [-1:" + (3 * n - 1) + "]\nset grid ytics\nset bmargin 4\n"
                + "set key top left horizontal\nset style fill solid 0.8 border -1\nset boxwidth 0.9\n"
                + "plot $data using 1:2 with boxes lc rgb '" + Charts.ENV_COLOURS[0] + "' title "
                + Charts.quote(baseline) + ", \\\n"
                + "     $data using " + interval(1, 3) + ", \\\n"
                + "     $data using 5:6 with boxes lc rgb '" + Charts.ENV_COLOURS[1] + "' title "
                + Charts.quote(candidate) + ", \\\n"
                + "     $data using " + interval(5, 7) + "\n";
        out.add(name, title, subtitle, WIDTH, 480, data, plot, ChartLink.DECISIONS);
    }

    /**
     * @return {@code name} as a gnuplot string broken after hyphens and spaces into lines of at most
     *     {@code chars} characters where it can be, so neighbouring names under a chart never touch
     */
    static String label(String name, int chars) {
        return Charts.lines(Charts.wrap(List.of(name.split("(?<=[- ])")), "", chars).stream().map(String::strip)
                .toList());
    }

    /**
     * @return the plot clause drawing a side's interval as a capped vertical line from its low (column
     *     {@code low}) to its high (the next column), at the x of column {@code x}; nothing where it has none
     */
    private static String interval(int x, int low) {
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

    /** Adds the heatmap of answer number {@code index} (from 0). */
    static void addHeatmap(Charts out, Answers.Answer a, int index) {
        List<SuiteGuide.Column> cols = a.claim().columns();
        List<Environment> envs = new ArrayList<>(a.rows().keySet());
        boolean manyMachines = Answers.manyMachines(a);
        StringBuilder data = new StringBuilder();
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
        double range = Math.ceil(extreme * 10) / 10;
        String title = a.claim().title();
        List<Verdict> verdicts = a.rows().values().stream().flatMap(List::stream).filter(Objects::nonNull)
                .map(Comparison::verdict).toList();
        boolean noInterval = verdicts.stream().anyMatch(v -> v.kind() == Verdict.Kind.N_TOO_SMALL);
        int width = Math.max(Charts.MIN_WIDTH, Math.min(1600, 420 + cols.size() * 200));
        String subtitle = "candidate time / baseline time (red: slower, blue: faster); hatched grey: ~ ("
                + Charts.level(verdicts.stream().mapToDouble(Verdict::level)) + " CI includes 1), n too small or at "
                + "timer floor" + (noInterval ? "; no intervals: n too small" : "");
        String plot = Charts.tics("xtics", cols.stream().map(c -> Charts.columnTitle(c.title(), cols.size())).toList(),
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
        out.add("answer-" + (index + 1) + "-" + a.claim().chartSlug(), title, subtitle, width, height, data, plot,
                "answer-" + index);
    }

    /** @return a heatmap cell's text: the verdict's words, {@code ~} or {@code (n too small)}; no interval */
    private static String heatmapLabel(Verdict v) {
        return switch (v.kind()) {
            case FASTER, SLOWER -> v.words();
            case INCONCLUSIVE -> "~ " + v.words();
            case N_TOO_SMALL -> v.words() + " (n too small)";
            case AT_TIMER_FLOOR -> Verdict.AT_TIMER_FLOOR;
        };
    }
}
