package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.report.stats.Units;
import dev.iobench.runner.report.stats.Verdict;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the chart list of a report: grouped bars per benchmark group with CI error bars, latency
 * percentile curves per filesystem for the write benchmarks, speedup bars per pair table.
 */
public final class Charts {
    /** The percentiles drawn on the latency curves, with their labels. */
    static final double[] CURVE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    static final String[] CURVE_LABELS = {"Min", "P50", "P90", "P95", "P99", "P99.9", "Max"};

    private final Set<String> names = new HashSet<>();
    private final List<Chart> charts = new ArrayList<>();
    /** Environment id to its index in the report: its colour in every chart. */
    private final Map<String, Integer> envIndex = new LinkedHashMap<>();

    /** @return every chart of the model, in report order */
    public static List<Chart> of(ReportModel model) {
        Charts c = new Charts();
        model.envs.forEach(e -> c.envIndex.putIfAbsent(e.id(), c.envIndex.size()));
        for (int i = 0; i < model.answers.size(); i++) {
            c.answerHeatmap(model.answers.get(i), "answer-" + i);
        }
        for (int i = 0; i < model.groups.size(); i++) {
            c.groupBars(model.groups.get(i), "group-" + i);
        }
        c.percentileCurves(model);
        for (int i = 0; i < model.pairs.size(); i++) {
            c.speedupBars(model.pairs.get(i), "pair-" + i);
        }
        return c.charts;
    }

    private String unique(String base) {
        String name = ReportModel.slug(base);
        String candidate = name;
        for (int i = 2; !names.add(candidate); i++) {
            candidate = name + "-" + i;
        }
        return candidate;
    }

    /**
     * A group table as bar charts: one panel per filesystem (small multiples), each with at most
     * {@value ChartStyle#MAX_BARS} bars, every environment in its report-wide colour.
     */
    private void groupBars(ReportModel.GroupTable t, String anchor) {
        Map<String, List<Environment>> byFs = new LinkedHashMap<>();
        t.envs().forEach(e -> byFs.computeIfAbsent(e.filesystem(), k -> new ArrayList<>()).add(e));
        for (Map.Entry<String, List<Environment>> fs : byFs.entrySet()) {
            for (List<Environment> envs : chunks(fs.getValue(), ChartStyle.MAX_SERIES)) {
                List<String> rows = t.rows().entrySet().stream()
                        .filter(row -> envs.stream().anyMatch(e -> row.getValue().containsKey(e.id())))
                        .map(Map.Entry::getKey).toList();
                List<List<String>> parts = chunks(rows, Math.max(1, ChartStyle.MAX_BARS / envs.size()));
                for (int p = 0; p < parts.size(); p++) {
                    groupPanel(t, fs.getKey(), envs, parts.get(p), parts.size() == 1 ? "" : " (" + (p + 1) + " of "
                            + parts.size() + ")", anchor);
                }
            }
        }
    }

    private void groupPanel(ReportModel.GroupTable t, String fs, List<Environment> envs, List<String> rows,
            String part, String anchor) {
        StringBuilder data = new StringBuilder("$data << EOD\n");
        boolean noInterval = false;
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        Map<String, String> shortLabel = ChartStyle.withoutCommonParams(rows);
        String common = ChartStyle.commonParams(rows);
        for (String row : rows) {
            data.append(ChartStyle.dataLabel(shortLabel.get(row)));
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
        StringBuilder sb = new StringBuilder(data);
        String title = simple(t.group()) + " (" + t.mode() + ", " + t.unit() + ")" + onFilesystem(fs) + part;
        String subtitle = (common.isEmpty() ? "" : common + "; ") + (Units.higherIsBetter(t.unit()) ? "higher is better"
                : "lower is better") + "; error bars: " + levelOf(t) + " CI" + (noInterval ? " (none: n too small)" : "");
        sb.append("set title ").append(ChartStyle.twoLines(title, subtitle)).append('\n')
                .append("set ylabel ").append(ChartStyle.quote(t.unit() + (log ? ", log scale" : ""))).append('\n')
                .append("set datafile missing \"NaN\"\n")
                .append("set style data histograms\nset style histogram errorbars gap 2 lw 1\n")
                .append("set boxwidth 0.9\nset grid ytics\n")
                .append(ChartStyle.xtics(shortLabel.values())).append("set key outside top center horizontal\n")
                .append(log ? "set logscale y\nset yrange [" + Fmt.plain(min / 2) + ":*]\n" : "set yrange [0:*]\n")
                .append("plot ");
        for (int i = 0; i < envs.size(); i++) {
            sb.append(i == 0 ? "" : ", \\\n     ").append("$data using ").append(2 + 2 * i).append(':')
                    .append(3 + 2 * i).append(i == 0 ? ":xtic(1)" : "").append(' ')
                    .append(ChartStyle.envBars(envIndex(envs.get(i)))).append(" title ")
                    .append(ChartStyle.quote(envs.get(i).id()));
        }
        sb.append('\n');
        int width = ChartStyle.width(rows.size() * envs.size());
        charts.add(new Chart(unique(simple(t.group()) + "-" + t.mode() + "-" + fs), title, width,
                ChartStyle.height(shortLabel.values(), width), sb.toString(), anchor));
    }

    private int envIndex(Environment e) {
        return envIndex.getOrDefault(e.id(), 0);
    }

    /** @return {@code list} cut into consecutive pieces of at most {@code size} */
    static <T> List<List<T>> chunks(List<T> list, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i += size) {
            out.add(list.subList(i, Math.min(list.size(), i + size)));
        }
        return out;
    }

    /**
     * One chart per durable-write class (the suite's report.json) x environment x durability: every
     * API and write mode as a curve (at most {@value ChartStyle#MAX_SERIES} per panel, each its own colour and point).
     */
    private void percentileCurves(ReportModel model) {
        // one chart per class x environment x durability ("" when the class has none)
        record CurveKey(String group, String env, String durability) {
        }
        Map<CurveKey, List<BenchmarkResult>> byChart = new LinkedHashMap<>();
        for (BenchmarkResult r : model.results) {
            if (!r.isSampleTime() || !SuiteGuide.durableWrite(r)) {
                continue;
            }
            String dur = r.params().get("durability");
            byChart.computeIfAbsent(new CurveKey(r.group(), r.env().id(), dur == null ? "" : dur),
                    k -> new ArrayList<>()).add(r);
        }
        for (List<BenchmarkResult> all : byChart.values()) {
            List<List<BenchmarkResult>> parts = chunks(all, ChartStyle.MAX_SERIES);
            for (int part = 0; part < parts.size(); part++) {
                percentilePanel(parts.get(part), parts.size() == 1 ? "" : " (" + (part + 1) + " of " + parts.size() + ")");
            }
        }
    }

    private void percentilePanel(List<BenchmarkResult> rs, String part) {
        BenchmarkResult first = rs.get(0);
        double[] p50 = rs.stream().mapToDouble(r -> r.samples().percentile(50)
                * ReportModel.factor(r.unit(), first.unit())).toArray();
        String unit = Units.choose(first.unit(), p50);
        String dur = first.params().get("durability");
        List<String> labels = new ArrayList<>();
        for (BenchmarkResult r : rs) {
            Map<String, String> p = new LinkedHashMap<>(r.params());
            p.remove("durability");
            StringBuilder label = new StringBuilder(r.method());
            if (!p.isEmpty()) {
                label.append(" (");
                p.forEach((k, v) -> label.append(label.charAt(label.length() - 1) == '(' ? "" : ", ")
                        .append(k).append('=').append(v));
                label.append(')');
            }
            labels.add(label.toString());
        }
        Map<String, String> shortLabel = ChartStyle.withoutCommonParams(labels);
        String common = ChartStyle.commonParams(labels);
        StringBuilder data = new StringBuilder("$data << EOD\n\"percentile\"");
        labels.forEach(l -> data.append(' ').append(ChartStyle.dataLabel(shortLabel.get(l))));
        data.append('\n');
        for (int i = 0; i < CURVE_PERCENTILES.length; i++) {
            data.append(ChartStyle.dataLabel(CURVE_LABELS[i]));
            for (BenchmarkResult r : rs) {
                data.append(' ').append(Fmt.plain(r.samples().percentile(CURVE_PERCENTILES[i])
                        * ReportModel.factor(r.unit(), unit)));
            }
            data.append('\n');
        }
        data.append("EOD\n");
        String title = simple(first.group()) + " latency percentiles on " + first.env().id()
                + (dur == null ? "" : ", durability=" + dur) + part;
        String body = data + "set title " + ChartStyle.twoLines(title, (common.isEmpty() ? "" : common + "; ")
                + "percentiles as JMH computes them") + "\n"
                + "set ylabel " + ChartStyle.quote(unit + ", log scale") + "\n"
                + "colours = \"" + String.join(" ", ChartStyle.ENV_COLOURS) + "\"\n"
                + "set logscale y\nset grid xtics ytics\nset key outside bottom center horizontal maxrows 4\n"
                + "set key autotitle columnheader\n"
                + "plot for [i=2:" + (rs.size() + 1) + "] $data using 0:i:xtic(1) with linespoints lw 2 "
                + "lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2\n";
        charts.add(new Chart(unique(simple(first.group()) + "-percentiles-" + first.env().id()
                + (dur == null ? "" : "-" + dur)), title, 1000, 700, body, "percentiles"));
    }

    /** A pair table as ratio bars: one panel per filesystem, at most {@value ChartStyle#MAX_BARS} bars each. */
    private void speedupBars(ReportModel.PairTable t, String anchor) {
        Map<String, List<Comparison>> byFs = new LinkedHashMap<>();
        t.rows().forEach(c -> byFs.computeIfAbsent(c.baseline().env().filesystem(), k -> new ArrayList<>()).add(c));
        for (Map.Entry<String, List<Comparison>> fs : byFs.entrySet()) {
            List<List<Comparison>> parts = chunks(fs.getValue(), ChartStyle.MAX_BARS);
            for (int p = 0; p < parts.size(); p++) {
                speedupPanel(t, parts.get(p), onFilesystem(fs.getKey())
                        + (parts.size() == 1 ? "" : " (" + (p + 1) + " of " + parts.size() + ")"), anchor);
            }
        }
    }

    private void speedupPanel(ReportModel.PairTable t, List<Comparison> rows, String part, String anchor) {
        boolean manyEnvs = rows.stream().map(c -> c.baseline().env().id()).distinct().count() > 1;
        // the candidate's method names a bar, with its class where two classes have a method of that name
        boolean sameMethodInClasses = rows.stream().map(c -> c.candidate().method()).distinct().count()
                < rows.stream().map(c -> c.candidate().benchmark()).distinct().count();
        List<String> full = new ArrayList<>();
        for (Comparison c : rows) {
            List<String> params = new ArrayList<>();
            t.rule().shownParams(c).forEach((k, v) -> params.add(k + "=" + v));
            String name = sameMethodInClasses ? c.candidate().groupSimpleName() + "." + c.candidate().method()
                    : c.candidate().method();
            full.add(name + (params.isEmpty() ? "" : " (" + String.join(", ", params) + ")"));
        }
        Map<String, String> shortLabel = ChartStyle.withoutCommonParams(full);
        String common = ChartStyle.commonParams(full);
        // a log axis from the point ratios, with room on both sides; intervals beyond it are clipped
        double lo = 1;
        double hi = 1;
        List<Verdict> verdicts = rows.stream().map(Comparison::verdict).toList();
        for (Verdict v : verdicts) {
            if (v.hasRatio()) {
                lo = Math.min(lo, v.ratio());
                hi = Math.max(hi, v.ratio());
            }
        }
        double yMin = Math.pow(10, Math.floor(Math.log10(lo / 2)));
        double yMax = Math.pow(10, Math.ceil(Math.log10(hi * 2)));
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
            data.append(ChartStyle.dataLabel(label)).append(' ').append(Fmt.plain(ratio)).append(' ')
                    .append(Fmt.plain(Math.max(low, yMin))).append(' ').append(Fmt.plain(Math.min(high, yMax)))
                    .append(' ').append(v.conclusive() ? 1 : 0).append('\n');
        }
        data.append("EOD\n");
        String title = t.rule().title() + " (" + t.mode() + "): candidate / baseline" + part;
        String level = Fmt.plainPercent(Math.max(rows.get(0).base().level(), rows.get(0).cand().level()));
        String subtitle = (common.isEmpty() ? "" : common + "; ") + (Units.higherIsBetter(rows.get(0).unit())
                ? "throughput: above 1 = candidate faster" : "time: below 1 = candidate faster") + "; error bars: "
                + level + " CI" + (clipped ? ", cut at the axis" : "") + "; grey open ~: interval includes 1"
                + (rows.stream().anyMatch(c -> !Double.isFinite(c.ratioLow())) ? " (none: n too small)" : "");
        String body = data + "set title " + ChartStyle.twoLines(title, subtitle) + "\n"
                + "set ylabel " + ChartStyle.quote("candidate / baseline (over " + ratioOf(rows) + "), log scale") + "\n"
                + "set logscale y\nset format y \"%g\"\nset yrange [" + Fmt.plain(yMin) + ":" + Fmt.plain(yMax) + "]\n"
                + "set xrange [-0.7:" + (rows.size() - 0.3) + "]\nset grid ytics mytics\n"
                + ChartStyle.xtics(labels) + "unset key\n"
                + "set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2\n"
                + "set datafile missing \"NaN\"\n"
                + explicitXtics(labels) + "plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '" + ChartStyle.ENV_COLOURS[0]
                + "' pt 7 ps 1.3 lw 2, \\\n     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' "
                + "pt 6 ps 1.3 lw 2 dt 2, \\\n     $data using 0:($5 == 0 ? $2 : NaN):(\"~\") with labels offset 1.2,0.6 "
                + "tc rgb '#636363'\n";
        charts.add(new Chart(unique(t.rule().slug() + "-" + t.mode() + part), title, ChartStyle.width(rows.size()),
                ChartStyle.height(labels, ChartStyle.width(rows.size())), body, anchor));
    }

    /**
     * @return the units a panel's ratios are taken over, in words: {@code fork medians}, {@code fork means}, or
     *     each where the rows' differ ({@code fork medians and fork means}); the ratio over them is of their
     *     (trimmed) means, or the geometric mean of the ratios of forks of the same round where paired
     */
    static String ratioOf(List<Comparison> rows) {
        return rows.stream().flatMap(c -> java.util.stream.Stream.of(c.baseline(), c.candidate()))
                .map(r -> r.comparedStatistic() + "s").distinct().collect(java.util.stream.Collectors.joining(" and "));
    }

    /** Largest font size of the ratios written in a heatmap's cells: "~ 1.01x slower" fits a 200 px column. */
    private static final int HEATMAP_LABEL_POINTS = 14;

    /** @return the cells' font size for a heatmap {@code width} px wide: a little below its tics' */
    public static long heatmapLabelPoints(int width) {
        return Math.min(HEATMAP_LABEL_POINTS, Math.round(9 * ChartStyle.scale(width)));
    }

    /**
     * An answer as a heatmap: its comparisons across, environments down, each cell coloured by how
     * much slower (red) or faster (blue) the candidate is on a log scale, with the ratio written in it.
     */
    private void answerHeatmap(Answers.Answer a, String anchor) {
        List<Answers.Column> cols = a.claim().columns();
        List<Environment> envs = new ArrayList<>(a.rows().keySet());
        boolean manyMachines = Answers.manyMachines(a);
        StringBuilder data = new StringBuilder("$data << EOD\n");
        StringBuilder ytics = new StringBuilder("set ytics (");
        double extreme = 1;
        for (int y = 0; y < envs.size(); y++) {
            List<Comparison> cells = a.rows().get(envs.get(y));
            ytics.append(y == 0 ? "" : ", ").append(ChartStyle.quote(Answers.rowLabel(envs.get(y), manyMachines)))
                    .append(' ').append(y);
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
                        .append(ChartStyle.dataLabel(heatmapLabel(v))).append(' ').append(v.conclusive() ? 1 : 0)
                        .append('\n');
            }
        }
        data.append("EOD\n");
        StringBuilder xtics = new StringBuilder("set xtics (");
        for (int x = 0; x < cols.size(); x++) {
            xtics.append(x == 0 ? "" : ", ").append(twoLines(cols.get(x).title(), cols.size())).append(' ').append(x);
        }
        double range = Math.ceil(extreme * 10) / 10;
        String title = a.claim().title();
        boolean noInterval = a.rows().values().stream().flatMap(List::stream)
                .anyMatch(c -> c != null && c.verdict().kind() == Verdict.Kind.N_TOO_SMALL);
        int width = Math.max(ChartStyle.MIN_WIDTH, Math.min(1600, 420 + cols.size() * 200));
        String body = data + "set title " + ChartStyle.twoLines(title, "candidate time / baseline time (red: slower, "
                + "blue: faster); hatched grey: ~ (" + levelOf(a) + " CI includes 1), n too small or "
                + "at timer floor" + (noInterval ? "; no intervals: n too small" : "")) + "\n"
                + xtics + ") nomirror\n" + ytics + ") nomirror\n"
                + "set xrange [-0.5:" + (cols.size() - 0.5) + "]\nset yrange [" + (envs.size() - 0.5) + ":-0.5]\n"
                + "set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')\n"
                + "set cbrange [" + Fmt.plain(-range) + ":" + Fmt.plain(range) + "]\n"
                + "set cblabel " + ChartStyle.quote("log10 time ratio")
                + "\nset tics scale 0\nunset key\nset lmargin 24\nset rmargin 12\nset bmargin 7\n"
                + "plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, "
                + "$data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' "
                + "fs pattern 4 border lc rgb '#969696', "
                // the cell labels a little smaller than the tics, so "~ 1.01x slower" fits a column
                + "$data using 1:2:4 with labels font '," + heatmapLabelPoints(width) + "'\n";
        int height = Math.min(1400, 240 + envs.size() * 40);
        charts.add(new Chart(unique("answer-" + (Integer.parseInt(anchor.substring(anchor.indexOf('-') + 1)) + 1)
                + "-" + a.claim().chartSlug()), title, width, height, body, anchor));
    }

    /** @return the confidence level of the answer's intervals, e.g. {@code 95%} (the highest of its cells') */
    private static String levelOf(Answers.Answer a) {
        return Fmt.plainPercent(a.rows().values().stream().flatMap(List::stream).filter(java.util.Objects::nonNull)
                .mapToDouble(c -> c.verdict().level()).max().orElse(Summary.DEFAULT_LEVEL));
    }

    /** @return tic labels at 0, 1, ... set by position, so a bar without a point (no ratio) keeps its label */
    private static String explicitXtics(List<String> labels) {
        StringBuilder sb = new StringBuilder("set xtics (");
        for (int i = 0; i < labels.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(ChartStyle.quote(labels.get(i))).append(' ').append(i);
        }
        return sb.append(")\n").toString();
    }

    /**
     * @return the text of a heatmap cell: the verdict's words, {@code ~} in front when inconclusive,
     *     {@code (n too small)} or {@code at timer floor}; the interval is in the table beside it
     */
    static String heatmapLabel(Verdict v) {
        return switch (v.kind()) {
            case FASTER, SLOWER -> v.words();
            case INCONCLUSIVE -> "~ " + v.words();
            case N_TOO_SMALL -> v.words() + " (n too small)";
            case AT_TIMER_FLOOR -> Verdict.AT_TIMER_FLOOR;
        };
    }

    /**
     * @return {@code s} as a gnuplot string broken into lines that fit one of {@code columns} heatmap
     *     columns ({@link #heatmapColumnChars}): at spaces, and a word too long for a line also inside
     *     it ({@link #camelSplit}: "ReadDevZero" as "Read" and "DevZero"), so neighbouring titles never touch
     */
    private static String twoLines(String s, int columns) {
        int chars = heatmapColumnChars(columns);
        StringBuilder split = new StringBuilder();
        for (String word : s.split(" ")) {
            split.append(split.length() == 0 ? "" : " ").append(camelSplit(word, chars));
        }
        return wrapped(split.toString(), chars);
    }

    /**
     * @return the characters of a tic label that fit one of {@code columns} heatmap columns: the plot
     *     takes a little over half the chart's width and the tics' font grows with it, so a column holds
     *     about 60 / columns characters (10 of 6 columns), at least 8 and at most 20
     */
    public static int heatmapColumnChars(int columns) {
        return Math.max(8, Math.min(20, 60 / Math.max(1, columns)));
    }

    /**
     * @return {@code word} split with spaces while a part is longer than {@code chars} characters: each
     *     time at the boundary nearest its middle, a capital after a small letter or the place after a
     *     hyphen; a part without such a boundary is kept whole
     */
    public static String camelSplit(String word, int chars) {
        if (word.length() <= chars) {
            return word;
        }
        int best = -1;
        for (int i = 1; i < word.length(); i++) {
            boolean camel = Character.isUpperCase(word.charAt(i)) && Character.isLowerCase(word.charAt(i - 1));
            boolean hyphen = word.charAt(i - 1) == '-';
            if ((camel || hyphen) && (best < 0 || Math.abs(2 * i - word.length()) < Math.abs(2 * best - word.length()))) {
                best = i;
            }
        }
        return best < 0 ? word
                : camelSplit(word.substring(0, best), chars) + " " + camelSplit(word.substring(best), chars);
    }

    /** @return {@code s} as a gnuplot string broken at spaces into lines of at most {@code width} characters */
    static String wrapped(String s, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : s.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            out.append(i == 0 ? "" : ".\"\\n\".").append(ChartStyle.quote(lines.get(i)));
        }
        return out.toString();
    }

    /** @return " on ext4" for a title, or nothing where the filesystem is not known ("-") */
    private static String onFilesystem(String fs) {
        return fs == null || fs.equals("-") ? "" : " on " + fs;
    }

    /** @return the confidence level of a group table's intervals, e.g. "95%" (its results share their runs' level) */
    private static String levelOf(ReportModel.GroupTable t) {
        double level = t.rows().values().stream().flatMap(m -> m.values().stream())
                .mapToDouble(r -> r.estimate().summary().level()).max().orElse(Summary.DEFAULT_LEVEL);
        return Fmt.plainPercent(level);
    }

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }
}
