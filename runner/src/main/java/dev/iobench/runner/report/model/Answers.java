package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.SuiteGuide.Claim;
import dev.iobench.runner.report.model.SuiteGuide.Column;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Median;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The answers a report opens with: for each claim the suite checks, one compact table with environments
 * as rows and the few things compared as columns, each cell a baseline vs candidate comparison's
 * {@link Verdict#cell()}, and one sentence written from the numbers.
 */
public final class Answers {
    /**
     * The source's percentile layout for one filesystem: the first environment of that filesystem
     * (in row order) and its result per layout column (null where missing).
     */
    public record LayoutTable(String filesystem, Environment env, List<BenchmarkResult> results) {
    }

    /**
     * One answered claim: a row per environment that has at least one of its comparisons (null where it
     * lacks one), and the tables in the source's layout, one per filesystem.
     */
    public record Answer(Claim claim, Map<Environment, List<Comparison>> rows, List<LayoutTable> layout) {
        /** @return the sentence written from the numbers of {@link Claim#sentenceColumn} */
        public String sentence() {
            Map<String, List<Verdict>> byFs = new TreeMap<>();
            rows.forEach((env, cells) -> {
                Comparison c = cells.get(claim.sentenceColumn());
                if (c != null) {
                    byFs.computeIfAbsent(env.filesystem(), k -> new ArrayList<>()).add(c.verdict());
                }
            });
            if (byFs.isEmpty()) {
                return "";
            }
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, List<Verdict>> e : byFs.entrySet()) {
                List<Verdict> vs = e.getValue();
                // ordered from most faster to most slower: the slowdown of the candidate; cells at the timer floor have none
                List<Verdict> ratios = vs.stream().filter(Verdict::hasRatio)
                        .sorted(Comparator.comparingDouble(Verdict::slowdown)).toList();
                String range = ratios.isEmpty() ? Verdict.AT_TIMER_FLOOR
                        : ratios.get(0).words().equals(ratios.get(ratios.size() - 1).words()) ? ratios.get(0).words()
                        : ratios.get(0).words() + " to " + ratios.get(ratios.size() - 1).words();
                long inconclusive = vs.stream().filter(v -> v.kind() == Verdict.Kind.INCONCLUSIVE).count();
                long floor = vs.stream().filter(v -> v.kind() == Verdict.Kind.AT_TIMER_FLOOR).count();
                parts.add(e.getKey() + ": " + range + " (" + vs.size() + " environment" + (vs.size() == 1 ? "" : "s")
                        + (inconclusive > 0 ? ", " + inconclusive + " inconclusive" : "")
                        + (floor > 0 && !ratios.isEmpty() ? ", " + floor + " " + Verdict.AT_TIMER_FLOOR : "") + ")");
            }
            Set<Verdict.Kind> kinds = byFs.values().stream().flatMap(List::stream).map(Verdict::kind)
                    .collect(Collectors.toSet());
            return claim.columns().get(claim.sentenceColumn()).title() + ", by filesystem: " + String.join("; ", parts)
                    + "." + (kinds.contains(Verdict.Kind.N_TOO_SMALL) ? " Some cells have fewer than "
                    + Summary.MIN_UNITS + " independent units: their ratios are point values without an interval." : "")
                    + (kinds.contains(Verdict.Kind.INCONCLUSIVE) ? " Inconclusive: the interval includes equality."
                    : "")
                    + (kinds.contains(Verdict.Kind.AT_TIMER_FLOOR) ? " At timer floor: a side scores below "
                    + Fmt.plain(Units.TIMER_FLOOR_NS) + " ns/op, where JMH's own empty benchmark lies, so it is not "
                    + "divided by." : "");
        }
    }

    private Answers() {
    }

    /** @return the suite's claims, answered from {@code results}; claims without any result are left out */
    public static List<Answer> of(List<BenchmarkResult> results) {
        List<Answer> out = new ArrayList<>();
        for (Claim claim : SuiteGuide.GUIDE.claims()) {
            Map<Environment, List<Comparison>> rows = new LinkedHashMap<>();
            for (Environment env : environments(results)) {
                List<Comparison> cells = claim.columns().stream().map(col -> compare(results, env, col)).toList();
                if (cells.stream().anyMatch(Objects::nonNull)) {
                    rows.put(env, cells);
                }
            }
            if (!rows.isEmpty()) {
                out.add(withoutEmptyColumns(claim, rows, layout(claim, results, rows.keySet())));
            }
        }
        return out;
    }

    /** @return the tables in the claim's source layout: one per filesystem, its first environment with a result */
    private static List<LayoutTable> layout(Claim claim, List<BenchmarkResult> results, Set<Environment> envs) {
        List<LayoutTable> out = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (Environment env : envs) {
            List<BenchmarkResult> cells = claim.sourceLayout().stream().map(col -> first(results, env, col.result()))
                    .toList();
            if (cells.stream().anyMatch(Objects::nonNull) && done.add(env.filesystem())) {
                out.add(new LayoutTable(env.filesystem(), env, cells));
            }
        }
        return out;
    }

    /** @return the answer without the columns no environment has (a run of part of the suite) */
    private static Answer withoutEmptyColumns(Claim claim, Map<Environment, List<Comparison>> rows,
            List<LayoutTable> layout) {
        List<Integer> kept = IntStream.range(0, claim.columns().size())
                .filter(i -> rows.values().stream().anyMatch(cells -> cells.get(i) != null)).boxed().toList();
        if (kept.size() == claim.columns().size()) {
            return new Answer(claim, rows, layout);
        }
        int sentence = Math.max(0, kept.indexOf(claim.sentenceColumn()));
        Claim narrowed = new Claim(claim.title(), claim.source(), claim.claim(), claim.measured(), sentence,
                claim.chartSlug(), kept.stream().map(claim.columns()::get).toList(), claim.sourceLayout(),
                claim.reproduce());
        Map<Environment, List<Comparison>> narrowedRows = new LinkedHashMap<>();
        rows.forEach((env, cells) -> narrowedRows.put(env, kept.stream().map(cells::get).toList()));
        return new Answer(narrowed, narrowedRows, layout);
    }

    /** @return the environments of {@code results}, grouped by machine, then filesystem, kind, JDK and id */
    static List<Environment> environments(List<BenchmarkResult> results) {
        Map<String, Environment> byId = results.stream().collect(Collectors.toMap(r -> r.env().id(),
                BenchmarkResult::env, (first, later) -> first, LinkedHashMap::new));
        return byId.values().stream().sorted(Comparator.comparing((Environment e) -> e.machine() == null ? ""
                : e.machine()).thenComparing(Environment::filesystem).thenComparing(Environment::kind)
                .thenComparing(Environment::jdk).thenComparing(Environment::id)).toList();
    }

    /** @return the first of {@code results} measured in {@code env} that {@code p} takes, or null */
    public static BenchmarkResult first(List<BenchmarkResult> results, Environment env, Predicate<BenchmarkResult> p) {
        return results.stream().filter(r -> r.env().id().equals(env.id()) && p.test(r)).findFirst().orElse(null);
    }

    private static Comparison compare(List<BenchmarkResult> results, Environment env, Column col) {
        BenchmarkResult b = first(results, env, col.baseline());
        BenchmarkResult c = first(results, env, r -> r != b && col.candidate().test(r));
        return b == null || c == null || !b.mode().equals(c.mode()) ? null : Comparison.of(b, c, false);
    }

    /**
     * @return how an environment is named in a row: its id without the run suffix a report adds to
     *     tell runs apart ({@code host-ext4-jdk17@<run>}), after its machine label when the report has several
     */
    public static String rowLabel(Environment env, boolean manyMachines) {
        String id = env.id();
        int at = id.indexOf('@');
        String base = at > 0 && env.machine() != null ? id.substring(0, at) : id;
        return manyMachines && env.machine() != null ? env.machine() + " " + base : base;
    }

    public static boolean manyMachines(Answer a) {
        return a.rows().keySet().stream().map(Environment::machine).distinct().count() > 1;
    }

    /** @return a cell, the verdict's own text ({@code 24.1x slower (-4.1% / +4.3%)}), or "-" */
    public static String cell(Comparison c) {
        return c == null ? "-" : c.verdict().cell();
    }

    /**
     * @return what pairing the forks of the same round bought the answers, measured on the run itself: one
     *     sentence per machine's run with paired answer ratios ({@link Comparison#roundPairs()}), in the order the answers
     *     meet them, e.g. {@code Pairing forks of the same round: ... the median half-width of the 52 is 3.1% as
     *     shown vs 8.4% with every one unpaired (...)}; empty when no answer ratio was paired
     */
    public static String pairingGain(List<Answer> answers) {
        // per machine: {paired, unpaired, 1 where pairing helped} of each ratio, and the intervals' levels
        Map<String, List<double[]>> widths = new LinkedHashMap<>();
        Map<String, Set<Double>> levels = new LinkedHashMap<>();
        // a baseline and candidate compared in more than one answer count once
        List<Comparison> seen = new ArrayList<>();
        for (Answer a : answers) {
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
