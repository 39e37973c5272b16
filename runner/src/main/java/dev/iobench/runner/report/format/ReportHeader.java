package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Estimate;
import dev.iobench.runner.stats.Fmt;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The report's opening paragraphs: how the results were measured (profile, forks, iterations,
 * iteration time, as the data says) and what every statistic in the tables means, with counts.
 */
final class ReportHeader {
    /** What a percentile is, for the percentile section. */
    static final String PERCENTILES = "Percentiles are computed as JMH computes its `scorePercentiles`: over all samples of "
            + "all forks and iterations in ascending order, the value at position p (n + 1) / 100, interpolated "
            + "linearly between its neighbours (commons-math3 `Percentile`'s default, R type 6); Min and Max are "
            + "the extremes. Samples: the number of latency samples (not iterations).";

    private ReportHeader() {
    }

    /** Appends the header paragraphs of {@code model}, with its counts. */
    static void write(StringBuilder sb, ReportModel model) {
        Map<String, Integer> shapes = new LinkedHashMap<>();
        Map<Estimate.Kind, Integer> kinds = new EnumMap<>(Estimate.Kind.class);
        for (BenchmarkResult r : model.results) {
            String shape = r.shape() == null ? "androidx.benchmark, " + r.estimate().countText() + " in one process"
                    : (r.shape().profile() == null ? "profile not recorded (no run.json with the command)"
                    : "profile " + Md.code(r.shape().profile())) + ": " + Md.text(r.shape().text());
            shapes.merge(shape, 1, Integer::sum);
            kinds.merge(r.estimate().kind(), 1, Integer::sum);
        }
        long tooSmall = model.results.stream().filter(r -> !r.estimate().enough()).count();
        int pairRows = model.pairs.stream().mapToInt(t -> t.rows().size()).sum();
        long verdicts = model.pairs.stream().flatMap(t -> t.rows().stream()).filter(c -> c.verdict().conclusive())
                .count();
        sb.append("**How the results were measured** (JMH's `forks`, `measurementIterations`, `measurementTime`, "
                + "`warmupIterations` in each result; the profile from the run's `run.json`):\n\n");
        shapes.forEach((shape, n) -> sb.append("- ").append(shape).append(": ").append(n)
                .append(n == 1 ? " result\n" : " results\n"));
        sb.append('\n');
        sb.append("**Cells.** The mean of a result's independent units ± the half width of the ").append(model.levels())
                .append(" confidence interval of that mean (Student t, df = units - 1): the level the precision stop "
                + "rule uses (`iobench run --confidence`, read from each run's `precision.json`, else 95%). The unit is the JVM fork (each fork's mean) "
                + "when a result has 2 or more forks; with 1 fork the units are its measurement iterations (JMH's "
                + "own rule, which cannot see variation between JVMs); SampleTime samples are never units (an "
                + "iteration's or fork's mean is). With fewer than 3 units a cell shows its value and `n too small`, "
                + "no interval. Here: ");
        sb.append(kinds.entrySet().stream().map(e -> e.getValue() + (e.getValue() == 1 ? " result with "
                : " results with ") + e.getKey().plural() + " as units").collect(Collectors.joining(", ")))
                .append("; ").append(tooSmall).append(" of ").append(model.results.size())
                .append(" cells `n too small`").append(tooSmall == 0 ? "" : " (an interval needs at least 3 forks "
                        + "per cell, or 3 iterations of one fork, which say less)")
                .append(". Numbers have 3 significant figures (integer digits kept); ratios as many as their interval "
                        + "supports.\n\n");
        int[] precision = model.precision.counts();
        if (precision[0] > 0) {
            String levels = model.precision.confidences().stream().map(Fmt::plainPercent)
                    .collect(Collectors.joining(" or "));
            sb.append("**Precision-targeted cells.** ").append(precision[1]).append(" of ").append(precision[0])
                    .append(" ran until the ").append(levels)
                    .append(" interval of their mean over forks was within the target; ")
                    .append(precision[0] - precision[1]).append(" stopped at a cap and say `precision not reached (±x%)` "
                    + "with the half width they reached (their `precision.json`), at the same level as the cells' intervals.\n\n");
        }
        if (pairRows > 0) {
            sb.append("**Pair tables** compare the same units. Candidate vs baseline: ").append(CompareFormat.VERDICT_TEXT)
                    .append(" It is the same verdict, by the same rule, as the answers' cells: the ")
                    .append(model.levels()).append(" interval of the ratio of the means, computed on the log of the "
                    + "ratio (delta method for the log of each mean, Welch-Satterthwaite df) and exponentiated, so no "
                    + "bound is ever negative; where both sides' forks ran interleaved (a precision run's answer "
                    + "cells) and from 10 forks on, the means are 10%-trimmed (the highest and lowest tenth of the "
                    + "forks set aside, Yuen's winsorized standard errors, so one fork far from the others does not "
                    + "set the interval; every fork stays in the tables and files), and each side's spread is "
                    + "moderated toward its environment's (Smyth's empirical-Bayes prior, fitted from the run's "
                    + "answers' cells: the Machine noise table shows it), so a few forks that happen to agree do not "
                    + "make a narrow interval (moderation only raises a spread toward the prior's, so a side above "
                    + "it keeps its own). Here: ").append(verdicts).append(" of ")
                    .append(pairRows).append(" pair rows are conclusive.\n\n");
        }
        if (!model.percentiles.isEmpty()) {
            sb.append("**Percentiles.** ").append(PERCENTILES).append("\n\n");
        }
    }
}
