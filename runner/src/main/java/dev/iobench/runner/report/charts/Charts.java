package dev.iobench.runner.report.charts;

import dev.iobench.runner.Shown;
import dev.iobench.runner.report.format.DecisionNumbers;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Builds a report's charts ({@link AnswerCharts}, {@link TableCharts}), each named once and every environment
 * in one colour throughout; also their shared style (size, font, colours) and gnuplot text escaping.
 */
public final class Charts {
    /** The width GitHub shows a chart at: fonts are sized so text stays at least 11 px there. */
    static final int SHOWN_WIDTH = 900;
    static final int MIN_WIDTH = 900;
    static final int HEIGHT = 560;
    /** Most bars one panel holds; wider data is split into panels. */
    static final int MAX_BARS = 40;
    /** Most series (environments, curves) one panel holds. */
    static final int MAX_SERIES = 12;
    /** One colour per environment, the same in every chart of a report (by the environment's index). */
    static final String[] ENV_COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939"};
    /** gnuplot's line types 1 to 10 in the first ten environment colours. */
    static final String COLOURS = IntStream.range(0, 10)
            .mapToObj(i -> "set linetype " + (i + 1) + " lc rgb '" + ENV_COLOURS[i] + "'\n")
            .collect(Collectors.joining("", "", "set linetype cycle 10\n"));
    private static final Pattern WITH_PARAMS = Pattern.compile("^(.*?) \\((.*)\\)$");

    private final Set<String> names = new HashSet<>();
    private final List<Chart> charts = new ArrayList<>();
    /** Environment id to its index in the report: its colour in every chart. */
    private final Map<String, Integer> envIndex = new LinkedHashMap<>();

    /** Which charts a report draws: only the answers' decision charts (the few a publish commits), or all. */
    public enum Scope { ANSWERS, ALL }

    /** @return the charts of {@code scope} of the model, in report order */
    public static List<Chart> of(ReportModel model, Scope scope) {
        Charts c = new Charts();
        model.envs.forEach(e -> c.envIndex.putIfAbsent(e.id(), c.envIndex.size()));
        List<DecisionNumbers.Batching> batching = DecisionNumbers.batching(model);
        for (int i = 0; i < model.answers.size(); i++) {
            Answers.Answer a = model.answers.get(i);
            if (DecisionNumbers.COMMIT_LOG.equals(a.claim().title()) && !batching.isEmpty()) {
                AnswerCharts.addBatching(c, a, i, batching);
            } else {
                AnswerCharts.addDecision(c, a, i);
            }
        }
        AnswerCharts.addFio(c, model.fio);
        if (scope == Scope.ANSWERS) {
            return c.charts;
        }
        IntStream.range(0, model.answers.size()).forEach(i -> AnswerCharts.addHeatmap(c, model.answers.get(i), i));
        IntStream.range(0, model.groups.size())
                .forEach(i -> TableCharts.addGroup(c, model.groups.get(i), "group-" + i));
        TableCharts.addPercentiles(c, model);
        IntStream.range(0, model.pairs.size()).forEach(i -> TableCharts.addPairs(c, model.pairs.get(i), "pair-" + i));
        return c.charts;
    }

    /** @return a chart name from {@code base}, file-name safe and lower case, that no chart has yet, now taken */
    private String unique(String base) {
        String slug = base.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        String name = slug.isEmpty() ? "chart" : slug.substring(0, Math.min(100, slug.length())).replaceAll("-$", "");
        String candidate = name;
        for (int i = 2; !names.add(candidate); i++) {
            candidate = name + "-" + i;
        }
        return candidate;
    }

    /**
     * One chart: its file stem under {@code charts/}, title (also the image alt text), size in pixels, the gnuplot
     * commands that draw it (no terminal or output: {@link Gnuplot} adds them) and the table it belongs to.
     */
    public record Chart(String name, String title, int width, int height, String body, String anchor) {
    }

    /** Adds a chart named from {@code base}: its {@code $data} block of {@code rows}, its title, then {@code plot}. */
    void add(String base, String title, String subtitle, int width, int height, CharSequence rows, String plot,
            String anchor) {
        charts.add(new Chart(unique(base), title, width, height, "$data << EOD\n" + rows + "EOD\nset title "
                + lines(List.of(title, subtitle)) + "\n" + plot, anchor));
    }

    int envIndex(Environment e) {
        return envIndex.getOrDefault(e.id(), 0);
    }

    static <T> List<List<T>> chunks(List<T> list, int size) {
        List<List<T>> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i += size) {
            out.add(list.subList(i, Math.min(list.size(), i + size)));
        }
        return out;
    }

    /** Draws {@code list} in panels of at most {@code size}, each told its part's title suffix, e.g. " (2 of 3)". */
    static <T> void panels(List<T> list, int size, BiConsumer<List<T>, String> panel) {
        List<List<T>> parts = chunks(list, size);
        for (int p = 0; p < parts.size(); p++) {
            panel.accept(parts.get(p), parts.size() == 1 ? "" : " (" + (p + 1) + " of " + parts.size() + ")");
        }
    }

    /** @return {@code set <axis> (label position, ...)} of gnuplot strings, each at its {@code position} by index */
    static String tics(String axis, List<String> labels, IntFunction<String> position) {
        return IntStream.range(0, labels.size()).mapToObj(i -> labels.get(i) + " " + position.apply(i))
                .collect(Collectors.joining(", ", "set " + axis + " (", ")"));
    }

    /** @return the highest of the intervals' {@code levels}, e.g. "95%" */
    static String level(DoubleStream levels) {
        return Fmt.plainPercent(levels.max().orElse(Summary.DEFAULT_LEVEL));
    }

    /** @return the cells' font size for a heatmap {@code width} px wide: a little below its tics', at most 14 */
    public static long heatmapLabelPoints(int width) {
        return Math.min(14, Math.round(9 * scale(width)));
    }

    /** @return {@code s} as a gnuplot string broken at spaces and in long words to fit one of {@code columns} */
    static String columnTitle(String s, int columns) {
        int chars = heatmapColumnChars(columns);
        return lines(wrap(Stream.of(s.split(" ")).flatMap(word -> Stream.of(camelSplit(word, chars).split(" ")))
                .toList(), " ", chars));
    }

    /** @return {@code parts} joined by {@code sep} into lines of at most {@code chars} where a part fits */
    static List<String> wrap(List<String> parts, String sep, int chars) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String part : parts) {
            if (line.length() > 0 && line.length() + sep.length() + part.length() > chars) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : sep).append(part);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * @return the characters of a tic label that fit one of {@code columns} heatmap columns: the plot takes a
     *     little over half the chart's width and the tics' font grows with it, so about 60 / columns, 8 to 20
     */
    public static int heatmapColumnChars(int columns) {
        return Math.max(8, Math.min(20, 60 / Math.max(1, columns)));
    }

    /**
     * @return {@code word} split with spaces while a part is longer than {@code chars}: at the camel-case or
     *     hyphen boundary nearest its middle; a part without one is kept whole
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

    /** @return " on ext4" for a title, or nothing where the filesystem is not known ("-") */
    static String onFilesystem(String fs) {
        return fs == null || fs.equals("-") ? "" : " on " + fs;
    }

    /**
     * @return {@code s} as a single-quoted gnuplot string, a quote doubled: gnuplot expands nothing inside single
     *     quotes, so any text from a result file stays text (terminals run {@code noenhanced})
     */
    static String quote(String s) {
        return '\'' + Shown.plain(s, ' ').replace("'", "''") + '\'';
    }

    /** @return a gnuplot string expression of {@code lines}, each quoted, joined by line breaks */
    static String lines(List<String> lines) {
        return lines.stream().map(Charts::quote).collect(Collectors.joining(".\"\\n\"."));
    }

    /** @return {@code s} as a quoted field of a gnuplot datablock, which has no escapes: double quotes replaced */
    static String dataLabel(String s) {
        return '"' + Shown.plain(s, ' ').replace('"', '\'') + '"';
    }

    /** @return x tic labels written vertically, with a bottom margin that fits the longest */
    static String xtics(Collection<String> labels) {
        return "set xtics rotate by 90 right nomirror\nset bmargin " + (2 + longest(labels) * 52 / 100) + "\n";
    }

    /** @return a height that leaves the plot its room below vertical labels, with text scaled for {@code width} */
    static int height(Collection<String> labels, int width) {
        return (int) Math.round((HEIGHT + longest(labels) * 7) * scale(width));
    }

    private static int longest(Collection<String> labels) {
        return Math.min(80, labels.stream().mapToInt(String::length).max().orElse(0));
    }

    /** @return the {@code k=v} params of a label {@code name (k=v, ...)} */
    private static List<String> params(String label) {
        Matcher m = WITH_PARAMS.matcher(label);
        return m.matches() ? List.of(m.group(2).split(", ")) : List.of();
    }

    /** Each label to itself without the {@code k=v} params every label has, and those as a subtitle's "k=v; " or "". */
    record Labels(Map<String, String> shortLabel, String common) {
    }

    static Labels withoutCommonParams(List<String> labels) {
        // the params every one of two or more labels has, in the first's order
        Set<String> common = new LinkedHashSet<>(labels.size() < 2 ? List.of() : params(labels.get(0)));
        labels.forEach(l -> common.retainAll(params(l)));
        Map<String, String> out = new LinkedHashMap<>();
        for (String l : labels) {
            Matcher m = WITH_PARAMS.matcher(l);
            List<String> kept = new ArrayList<>(params(l));
            kept.removeAll(common);
            out.put(l, !m.matches() || common.isEmpty() ? l
                    : kept.isEmpty() ? m.group(1) : m.group(1) + " (" + String.join(", ", kept) + ")");
        }
        return new Labels(out, common.isEmpty() ? "" : String.join(", ", common) + "; ");
    }

    static int width(int bars) {
        return Math.max(MIN_WIDTH, Math.min(1200, 160 + bars * 25));
    }

    /** @return how much larger than at {@link #SHOWN_WIDTH} text is drawn on a chart {@code width} px wide */
    static double scale(int width) {
        return Math.max(1.0, (double) width / SHOWN_WIDTH);
    }

    /** @return the font for a chart {@code width} px wide: 11 px or more once scaled to {@link #SHOWN_WIDTH} */
    static String font(int width) {
        return "Sans," + Math.round(10 * scale(width));
    }

    /** @return the style of environment {@code index}'s bars: its colour, solid for the first 12, then hatched */
    static String envBars(int index) {
        int pattern = index / ENV_COLOURS.length;
        return "lc rgb '" + ENV_COLOURS[index % ENV_COLOURS.length] + "' fs "
                + (pattern == 0 ? "solid 0.8 border -1" : "pattern " + (pattern % 7 + 1) + " border -1");
    }
}
