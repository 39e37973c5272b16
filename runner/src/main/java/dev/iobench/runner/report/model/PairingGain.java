package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
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
 * answers' ratios that were paired ({@link Comparison#roundPairs()}), the median relative half-width of the paired
 * interval beside the one the same forks give unpaired. One figure per machine's run.
 */
public final class PairingGain {
    private PairingGain() {
    }

    /**
     * @return one sentence per machine's run with paired answer ratios, in the order the answers meet them,
     *     e.g. {@code Pairing forks of the same round: ... the median half-width of the 52 is 3.1% as shown vs
     *     8.4% with every one unpaired (...)}; empty when no answer ratio was paired
     */
    public static String sentences(List<Answers.Answer> answers) {
        // per machine: {paired, unpaired, 1 where pairing helped} of each ratio, and the intervals' levels
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
                    Comparison.Pairs p = c.roundPairs();
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
        boolean named = widths.size() > 1;
        StringBuilder sb = new StringBuilder();
        widths.forEach((machine, w) -> {
            long pairedRatios = w.stream().filter(x -> x[2] > 0).count();
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(named ? "On " + Objects.requireNonNullElse(machine, "the unlabelled machine") + ", p" : "P")
                    .append("airing forks of the same round: of the variant tables' ").append(w.size())
                    .append(w.size() == 1 ? " distinct ratio" : " distinct ratios")
                    .append(" with interleaved forks (a ratio shown in two answers counted once), ")
                    .append(pairedRatios).append(pairedRatios == 1 ? " is" : " are")
                    .append(" paired (those whose two sides moved together from round to round: their log values "
                            + "correlated, one-sided 5%); the median half-width of the ").append(w.size())
                    .append(" is ").append(Fmt.percent(Median.of(w.stream().mapToDouble(x -> x[0]).toArray())))
                    .append(" as shown vs ").append(Fmt.percent(Median.of(w.stream().mapToDouble(x -> x[1]).toArray())))
                    .append(" with every one unpaired")
                    .append(" (paired: the t interval of the mean of the per-round log ratios of candidate over "
                            + "baseline, 10%-trimmed from 10 pairs on, at ")
                    .append(String.join(" and ", levels.get(machine).stream().map(Fmt::plainPercent).toList()))
                    .append(", so drift of the machine between rounds cancels; unpaired: the interval of the ratio "
                            + "of the same forks' means, 10%-trimmed from 10 forks on).");
        });
        return sb.toString();
    }

    /** @return half the interval's width relative to the ratio, from {ratio, low, high} */
    private static double halfWidth(double[] r) {
        return (r[2] - r[1]) / 2 / r[0];
    }
}
