package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.compare.RoundPairs;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Median;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What pairing the forks of the same round bought the answers, measured on the run itself: over the
 * answers' ratios that were paired ({@link RoundPairs}), the median relative half-width of the paired
 * interval beside the one the same forks give unpaired (the ratio of the two sides' means with
 * {@link dev.iobench.runner.stats.Intervals#logRatio}). One figure per machine's run.
 */
public final class PairingGain {
    /**
     * @param machine the machine label of the run (null without one)
     * @param ratios how many ratios had interleaved forks to pair
     * @param pairedRatios how many of them were paired (pairing helped: their sides moved together)
     * @param paired median relative half-width of their intervals as shown (paired where pairing helped)
     * @param unpaired median relative half-width of the same forks' unpaired intervals
     * @param levels the confidence levels of the intervals
     */
    public record Gain(String machine, int ratios, int pairedRatios, double paired, double unpaired,
            Set<Double> levels) {
    }

    private PairingGain() {
    }

    /** @return one gain per machine with paired answer ratios, in the order the answers meet them */
    public static List<Gain> of(List<Answers.Answer> answers) {
        Map<String, List<double[]>> widths = new LinkedHashMap<>();
        Map<String, Set<Double>> levels = new LinkedHashMap<>();
        // a baseline and candidate compared in more than one answer count once
        List<Comparison> seen = new ArrayList<>();
        for (Answers.Answer a : answers) {
            for (List<Comparison> row : a.rows().values()) {
                for (Comparison c : row) {
                    if (c == null || seen.stream().anyMatch(s -> s.baseline() == c.baseline()
                            && s.candidate() == c.candidate())) {
                        continue;
                    }
                    seen.add(c);
                    Verdict v = c.verdict();
                    RoundPairs.Pairs p = c.roundPairs();
                    if (p == null || !v.hasRatio()) {
                        continue;
                    }
                    // as the report shows it: paired where pairing helps, else unpaired
                    double paired = halfWidth(p.helps() ? p.pairedInterval(v.level()) : p.unpairedInterval(v.level()));
                    double unpaired = halfWidth(p.unpairedInterval(v.level()));
                    if (Double.isFinite(paired) && Double.isFinite(unpaired)) {
                        String machine = c.baseline().env().machine();
                        widths.computeIfAbsent(machine, k -> new ArrayList<>())
                                .add(new double[] {paired, unpaired, p.helps() ? 1 : 0});
                        levels.computeIfAbsent(machine, k -> new TreeSet<>()).add(v.level());
                    }
                }
            }
        }
        List<Gain> out = new ArrayList<>();
        widths.forEach((machine, w) -> out.add(new Gain(machine, w.size(), (int) w.stream().filter(x -> x[2] > 0).count(),
                Median.of(w.stream().mapToDouble(x -> x[0]).toArray()), Median.of(w.stream().mapToDouble(x -> x[1]).toArray()),
                levels.get(machine))));
        return out;
    }

    /**
     * @return one sentence per machine's run, e.g. {@code Pairing forks of the same round: median half-width
     *     3.1% paired vs 8.4% unpaired over 52 ratios (...)}; empty when no answer ratio was paired
     */
    public static String sentences(List<Answers.Answer> answers) {
        List<Gain> gains = of(answers);
        boolean named = gains.size() > 1;
        StringBuilder sb = new StringBuilder();
        for (Gain g : gains) {
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(named ? "On " + Objects.requireNonNullElse(g.machine(), "the unlabelled machine") + ", p"
                            : "P")
                    .append("airing forks of the same round: of the variant tables' ").append(g.ratios())
                    .append(g.ratios() == 1 ? " distinct ratio" : " distinct ratios")
                    .append(" with interleaved forks (a ratio shown in two answers counted once), ")
                    .append(g.pairedRatios()).append(g.pairedRatios() == 1 ? " is" : " are")
                    .append(" paired (those whose two sides moved together from round to round: their log values "
                            + "correlated, one-sided 5%); the median half-width of the ").append(g.ratios())
                    .append(" is ").append(Fmt.percent(g.paired()))
                    .append(" as shown vs ").append(Fmt.percent(g.unpaired())).append(" with every one unpaired")
                    .append(" (paired: the t interval of the mean of the per-round log ratios of candidate over "
                            + "baseline, 10%-trimmed from 10 pairs on, at ")
                    .append(String.join(" and ", g.levels().stream().map(Fmt::plainPercent).toList()))
                    .append(", so drift of the machine between rounds cancels; unpaired: the interval of the ratio "
                            + "of the same forks' means, 10%-trimmed from 10 forks on).");
        }
        return sb.toString();
    }

    /** @return half the interval's width relative to the ratio, from {ratio, low, high} */
    static double halfWidth(double[] r) {
        return (r[2] - r[1]) / 2 / r[0];
    }
}
