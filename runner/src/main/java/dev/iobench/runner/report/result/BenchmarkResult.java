package dev.iobench.runner.report.result;

import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import java.util.List;
import java.util.Map;

/**
 * One benchmark x params x environment result with its raw samples.
 *
 * @param benchmark full name (androidx: {@code className.name} without brackets)
 * @param params name to value, in file order
 * @param mode JMH mode (thrpt, avgt, sample, ss); androidx results are avgt
 * @param iterations one value per measurement iteration of all forks (histograms: the iteration's mean)
 * @param summary the pooled-iteration rule: mean and 0.999 CI over all iterations taken as independent (JMH's
 *     {@code score} and {@code scoreError} for avgt and thrpt); the kotlinx-io tables are made with it
 * @param estimate the statistics over independent units (forks, else iterations): what reports show
 * @param shape null for androidx.benchmark results
 * @param source the result file, relative to the input it was found under
 * @param forkMedians one median per fork of a SampleTime result, empty for other modes
 * @param forkRounds the round of an interleaved run each fork ran in (from {@code precision.json}): forks of two
 *     results with the same round ran side by side; empty when not interleaved
 * @param priors its environment's priors of spread that its ratios' intervals are moderated by;
 *     {@link SpreadPriors#NONE} when not interleaved
 */
public record BenchmarkResult(String benchmark, Map<String, String> params, String mode, String unit,
        Samples samples, double[] iterations, Summary summary, Estimate estimate, RunShape shape, Environment env,
        String source, double[] forkMedians, int[] forkRounds, SpreadPriors priors) {

    /** A result without per-fork medians (not SampleTime, or made by hand) whose forks were not interleaved. */
    public BenchmarkResult(String benchmark, Map<String, String> params, String mode, String unit,
            Samples samples, double[] iterations, Summary summary, Estimate estimate, RunShape shape, Environment env,
            String source) {
        this(benchmark, params, mode, unit, samples, iterations, summary, estimate, shape, env, source, new double[0],
                new int[0], SpreadPriors.NONE);
    }

    public BenchmarkResult withForkRounds(int[] rounds) {
        return new BenchmarkResult(benchmark, params, mode, unit, samples, iterations, summary, estimate, shape, env,
                source, forkMedians, rounds.clone(), priors);
    }

    public BenchmarkResult withPriors(SpreadPriors p) {
        return new BenchmarkResult(benchmark, params, mode, unit, samples, iterations, summary, estimate, shape, env,
                source, forkMedians, forkRounds, p);
    }

    /** @return forks measured, 0 when not known (androidx.benchmark) */
    public int forks() {
        return shape == null ? 0 : shape.forks();
    }

    /** @return the benchmark group: the class name (everything before the last dot) */
    public String group() {
        int dot = benchmark.lastIndexOf('.');
        return dot < 0 ? benchmark : benchmark.substring(0, dot);
    }

    public String groupSimpleName() {
        String g = group();
        return g.substring(g.lastIndexOf('.') + 1);
    }

    /** @return the method: everything after the last dot */
    public String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** @return {@code k=v, k=v}, or empty */
    public String paramsText() {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** @return the params in file order: equal lists for the same params in the same order, as report keys need */
    public List<Map.Entry<String, String>> paramList() {
        return params.entrySet().stream().map(e -> Map.entry(e.getKey(), e.getValue())).toList();
    }

    /**
     * @return the units every ratio of this result is computed from: for a SampleTime result each fork's median
     *     (one slow sample among thousands moves a fork's mean, not its median), else {@link #estimate()}
     */
    public Estimate comparedEstimate() {
        if (isSampleTime() && forkMedians.length >= 2 && forkMedians.length == estimate.n()) {
            return new Estimate(Estimate.Kind.FORK, forkMedians, Summary.ofUnits(forkMedians, estimate.summary().level()));
        }
        return estimate;
    }

    /** @return one unit of {@link #comparedEstimate()} in words: {@code fork median}, {@code fork mean}, ... */
    public String comparedStatistic() {
        Estimate e = comparedEstimate();
        return e.kind().name().toLowerCase(java.util.Locale.ROOT) + (e != estimate ? " median" : " mean");
    }

    public boolean isSampleTime() {
        return "sample".equals(mode);
    }
}
