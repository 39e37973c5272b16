package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.format.ChartLink;
import dev.iobench.runner.report.format.DecisionNumbers;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.DoubleStream;

/**
 * Builds the chart list of a report: decision charts ({@link AnswerBars}), a heatmap per answer
 * ({@link AnswerHeatmap}), grouped bars per benchmark group ({@link GroupBars}), latency percentile curves
 * ({@link PercentileCurves}) and speedup bars per pair table ({@link SpeedupBars}); each chart named once
 * and every environment in one colour throughout. Also fits the heatmap's labels to its columns.
 */
public final class Charts {
    private final Set<String> names = new HashSet<>();
    private final List<Chart> charts = new ArrayList<>();
    /** Environment id to its index in the report: its colour in every chart. */
    private final Map<String, Integer> envIndex = new LinkedHashMap<>();

    /** Which charts a report draws. */
    public enum Scope {
        /** Only the answers' decision charts: the few a publish commits. */
        ANSWERS,
        /** Every chart: decisions, heatmaps, groups, percentiles, speedups. */
        ALL
    }

    /** @return the charts of {@code scope} of the model, in report order */
    public static List<Chart> of(ReportModel model, Scope scope) {
        Charts c = new Charts();
        model.envs.forEach(e -> c.envIndex.putIfAbsent(e.id(), c.envIndex.size()));
        List<DecisionNumbers.Batching> batching = DecisionNumbers.batching(model);
        for (int i = 0; i < model.answers.size(); i++) {
            Answers.Answer a = model.answers.get(i);
            if (DecisionNumbers.COMMIT_LOG.equals(a.claim().title()) && !batching.isEmpty()) {
                AnswerBars.addBatching(c, a, i, batching, ChartLink.DECISIONS);
            } else {
                AnswerBars.add(c, a, i, ChartLink.DECISIONS);
            }
        }
        AnswerBars.addFio(c, model.fio, ChartLink.DECISIONS);
        if (scope == Scope.ANSWERS) {
            return c.charts;
        }
        for (int i = 0; i < model.answers.size(); i++) {
            AnswerHeatmap.add(c, model.answers.get(i), i);
        }
        for (int i = 0; i < model.groups.size(); i++) {
            GroupBars.add(c, model.groups.get(i), "group-" + i);
        }
        PercentileCurves.add(c, model);
        for (int i = 0; i < model.pairs.size(); i++) {
            SpeedupBars.add(c, model.pairs.get(i), "pair-" + i);
        }
        return c.charts;
    }

    /** @return a chart name from {@code base} that no chart of this report has yet, now taken */
    String unique(String base) {
        String name = ReportModel.slug(base);
        String candidate = name;
        for (int i = 2; !names.add(candidate); i++) {
            candidate = name + "-" + i;
        }
        return candidate;
    }

    /** Adds {@code chart} after the charts built so far. */
    void add(Chart chart) {
        charts.add(chart);
    }

    /** @return the environment's index in the report: its colour in every chart */
    int envIndex(Environment e) {
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

    /** Draws {@code list} in panels of at most {@code size}, each told its part's title suffix, e.g. " (2 of 3)". */
    static <T> void panels(List<T> list, int size, BiConsumer<List<T>, String> panel) {
        List<List<T>> parts = chunks(list, size);
        for (int p = 0; p < parts.size(); p++) {
            panel.accept(parts.get(p), parts.size() == 1 ? "" : " (" + (p + 1) + " of " + parts.size() + ")");
        }
    }

    /** @return the highest of the intervals' {@code levels} as a percentage, e.g. "95%" */
    static String level(DoubleStream levels) {
        return Fmt.plainPercent(levels.max().orElse(Summary.DEFAULT_LEVEL));
    }

    /**
     * @return the cells' font size for a heatmap {@code width} px wide: a little below its tics', at most 14,
     *     so "~ 1.01x slower" fits a 200 px column
     */
    public static long heatmapLabelPoints(int width) {
        return Math.min(14, Math.round(9 * ChartStyle.scale(width)));
    }

    /**
     * @return {@code s} as a gnuplot string broken into lines that fit one of {@code columns} heatmap
     *     columns ({@link #heatmapColumnChars}): at spaces, and a word too long for a line also inside
     *     it ({@link #camelSplit}: "ReadDevZero" as "Read" and "DevZero"), so neighbouring titles never touch
     */
    static String twoLines(String s, int columns) {
        int chars = heatmapColumnChars(columns);
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : s.split(" ")) {
            for (String part : camelSplit(word, chars).split(" ")) {
                if (line.length() > 0 && line.length() + 1 + part.length() > chars) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                line.append(line.length() == 0 ? "" : " ").append(part);
            }
        }
        lines.add(line.toString());
        return ChartStyle.lines(lines);
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

    /** @return " on ext4" for a title, or nothing where the filesystem is not known ("-") */
    static String onFilesystem(String fs) {
        return fs == null || fs.equals("-") ? "" : " on " + fs;
    }

    /** @return the simple name of a benchmark class */
    static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }
}
