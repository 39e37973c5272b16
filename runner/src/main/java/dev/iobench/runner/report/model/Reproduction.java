package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.SuiteGuide.Reproduce;
import dev.iobench.runner.report.model.SuiteGuide.ReproduceRow;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A published experiment rerun as its source ran it: the faithful benchmark's two sides in the source's
 * statistic and units, beside the source's own numbers, and a verdict in words on whether the source's
 * ratio holds here. The ratio's interval is over JVM forks, paired by round where they ran interleaved.
 */
public final class Reproduction {
    public static final String DEVICE = "device";

    /** What a RAM-backed environment says instead of a verdict on a device claim. */
    public static final String NO_DEVICE = "outside the claim: no device, fsync returns at once";

    /** @return whether the environment's files live in RAM (tmpfs, ramfs): no device below a sync */
    public static boolean ramBacked(Environment env) {
        // the type, then a container's volume in brackets: "tmpfs (tmpfs)"
        String fs = env.filesystem() == null ? "" : env.filesystem().toLowerCase(Locale.ROOT).split(" ")[0];
        return fs.equals("tmpfs") || fs.equals("ramfs");
    }

    /** A cell against the source's ratio; OUTSIDE: not in the claim's scope; AT_FLOOR: a side at the timer floor. */
    public enum Verdict { HOLDS, DOES_NOT_HOLD, TOO_WIDE, OUTSIDE, AT_FLOOR }

    /**
     * One environment x size: whether the claim's verdict counts it (the headline, or every row of a claim
     * about all of its rows), each side's value in the claim's units, the forks behind the ratio (the
     * smaller side) or the pairs of forks of the same round, candidate / baseline with its interval (NaN
     * ends without one) and the verdict against the source's range.
     */
    public record Cell(Environment env, ReproduceRow spec, boolean inVerdict, double baseline, double candidate,
            int units, double ratio, double low, double high, double level, Verdict verdict,
            BenchmarkResult baselineResult, BenchmarkResult candidateResult) {
        public boolean hasInterval() {
            return Double.isFinite(low) && Double.isFinite(high);
        }

        /** @return candidate vs baseline by the report's one rule ({@link dev.iobench.runner.stats.Verdict}) */
        public dev.iobench.runner.stats.Verdict comparison() {
            if (verdict == Verdict.AT_FLOOR) {
                boolean b = Units.atTimerFloor(baselineResult.estimate().summary().mean(), baselineResult.unit());
                boolean c = Units.atTimerFloor(candidateResult.estimate().summary().mean(), candidateResult.unit());
                return new dev.iobench.runner.stats.Verdict(Kind.AT_TIMER_FLOOR, Mode.AVGT, Double.NaN, Double.NaN,
                        Double.NaN, level, units, b && c ? "both" : b ? "baseline" : "candidate");
            }
            return dev.iobench.runner.stats.Verdict.ofInterval(Mode.AVGT, ratio, low, high, level, units, 0);
        }

        /** @return how the ratio misses the source's range ({@code smaller speedup}, ...), or null when it holds */
        public String miss() {
            double[] r = spec.claimed().ratio();
            if (verdict != Verdict.DOES_NOT_HOLD) {
                return null;
            }
            if (hasInterval() && low <= 1 && high >= 1) {
                // equality is in the interval: no direction to compare with the source's
                return NO_CLEAR_DIFFERENCE;
            }
            if (ratio < r[0]) {
                return r[0] <= 1 ? "larger speedup" : ratio >= 1 ? "smaller slowdown" : OPPOSITE;
            }
            return r[1] >= 1 ? "larger slowdown" : ratio <= 1 ? "smaller speedup" : OPPOSITE;
        }

        /** @return by how much the ratio misses the source's nearest bound (at least 1), 1 when it holds */
        public double missFactor() {
            double[] r = spec.claimed().ratio();
            return verdict != Verdict.DOES_NOT_HOLD ? 1 : ratio < r[0] ? r[0] / ratio : ratio / r[1];
        }
    }

    /** How a ratio misses the source's range when it points the other way (its interval excludes equality). */
    public static final String OPPOSITE = "opposite direction";

    /** How a ratio misses the source's range when its interval includes equality: no direction here. */
    public static final String NO_CLEAR_DIFFERENCE = "no clear difference here";

    private Reproduction() {
    }

    /** @return the cells of {@code spec} where both sides ran, in row order: environment, then size */
    public static List<Cell> cells(Reproduce spec, List<Environment> envs, List<BenchmarkResult> results) {
        List<Cell> out = new ArrayList<>();
        for (Environment env : envs) {
            for (ReproduceRow row : spec.rows()) {
                BenchmarkResult b = find(results, env, row.baseline());
                BenchmarkResult c = find(results, env, row.candidate());
                if (b != null && c != null) {
                    out.add(cell(spec, env, row, b, c));
                }
            }
        }
        return out;
    }

    private static BenchmarkResult find(List<BenchmarkResult> results, Environment env, Predicate<BenchmarkResult> p) {
        // a claim is about time per op: a throughput result of the same benchmark is not a side of it
        return Answers.first(results, env, r -> p.test(r) && "time".equals(Units.family(r.unit())));
    }

    private static Cell cell(Reproduce spec, Environment env, ReproduceRow row, BenchmarkResult bResult,
            BenchmarkResult cResult) {
        double[] bu = units(spec, bResult);
        double[] cu = units(spec, cResult);
        // the priors were fitted on the results' compared units: units of another statistic keep their own spread
        BenchmarkResult b = priorsFit(bResult, bu);
        BenchmarkResult c = priorsFit(cResult, cu);
        double level = b.estimate().summary().level();
        Summary bs = Summary.ofUnits(bu, level);
        Summary cs = Summary.ofUnits(cu, level);
        double bv = bs.mean() * Units.factor(b.unit(), spec.units() + "/op") * spec.scale();
        double cv = cs.mean() * Units.factor(c.unit(), spec.units() + "/op") * spec.scale();
        boolean inVerdict = row.headline() || Reproduce.EVERY_ROW.equals(spec.verdictOver());
        boolean floor = Units.atTimerFloor(bs.mean(), b.unit()) || Units.atTimerFloor(cs.mean(), c.unit());
        double f = Units.factor(c.unit(), b.unit());
        var r = Comparison.ratio(b, bs, bu, c, cs.scaled(f), Arrays.stream(cu).map(x -> x * f).toArray(), level);
        if (floor) {
            return new Cell(env, row, inVerdict, bv, cv, r.n(), Double.NaN, Double.NaN, Double.NaN, level,
                    Verdict.AT_FLOOR, b, c);
        }
        // the centre of the interval: paired, trimmed or the ratio of the means, as Comparison took it
        Verdict v = spec.covers(env) ? decide(row.claimed().ratio(), r.ratio(), r.low(), r.high()) : Verdict.OUTSIDE;
        return new Cell(env, row, inVerdict, bv, cv, r.n(), r.ratio(), r.low(), r.high(), level, v, b, c);
    }

    /** @return whether a ratio's interval (NaN ends: none) holds the source's candidate / baseline range */
    private static Verdict decide(double[] claimed, double ratio, double low, double high) {
        // the widest interval that can decide: -20%, +25% of its ratio
        if (!Double.isFinite(low) || !Double.isFinite(high) || low < ratio * 0.8 || high > ratio * 1.25) {
            return Verdict.TOO_WIDE;
        }
        // the source's range, widened to at least ±10% around its (geometric) centre
        double centre = Math.sqrt(claimed[0] * claimed[1]);
        double claimLow = Math.min(claimed[0], centre / 1.10);
        double claimHigh = Math.max(claimed[1], centre * 1.10);
        if (low >= claimLow && high <= claimHigh) {
            return Verdict.HOLDS;
        }
        return high < claimLow || low > claimHigh ? Verdict.DOES_NOT_HOLD : Verdict.TOO_WIDE;
    }

    /** @return {@code r}, without its priors of spread unless {@code units} are those they were fitted on */
    private static BenchmarkResult priorsFit(BenchmarkResult r, double[] units) {
        return Arrays.equals(units, r.comparedEstimate().units()) ? r : r.withPriors(SpreadPriors.NONE);
    }

    /** @return a side's mean over its units (the value the cell prints) with its interval, in the claim's units */
    public static Summary side(Reproduce spec, Cell c, boolean candidate) {
        BenchmarkResult r = candidate ? c.candidateResult() : c.baselineResult();
        return Summary.ofUnits(units(spec, r), c.level()).scaled(Units.factor(r.unit(), spec.units() + "/op") * spec.scale());
    }

    /** @return one value per fork: its median for a latency claim of a SampleTime result, else the result's units */
    static double[] units(Reproduce spec, BenchmarkResult r) {
        return "p50".equals(spec.statistic()) && r.forkMedians().length > 0 ? r.forkMedians() : r.estimate().units();
    }

    /** @return the statistic in words, for a table's header */
    public static String statisticWords(Reproduce spec) {
        return "p50".equals(spec.statistic())
                ? "each fork's median latency (JMH's percentile over the fork's samples), mean over forks"
                : "each fork's mean time per op, mean over forks";
    }

    /**
     * A claim's verdict over every environment, at the claim's headline size: in words ({@code holds in 2
     * of 10 environments}), whether it holds in at least one, and the headline cells with a ratio.
     */
    public record Overall(String words, boolean holds, List<Cell> headline) {
        /** @return the smallest and largest ratio of the headline cells */
        public double[] ratioRange() {
            return new double[] {headline.stream().mapToDouble(Cell::ratio).min().orElse(Double.NaN),
                headline.stream().mapToDouble(Cell::ratio).max().orElse(Double.NaN)};
        }
    }

    /** @return the verdict over {@code cells}; environments outside the claim are named apart, not counted */
    public static Overall overall(List<Cell> cells) {
        Overall o = ofCovered(cells);
        long outside = cells.stream().filter(c -> c.spec().headline() && c.verdict() == Verdict.OUTSIDE)
                .map(c -> c.env().id()).distinct().count();
        return outside == 0 || o.headline().isEmpty() ? o : new Overall(o.words() + " (" + outside + " RAM-backed "
                + (outside == 1 ? "environment" : "environments") + " outside the claim)", o.holds(), o.headline());
    }

    private static Overall ofCovered(List<Cell> cells) {
        Predicate<Cell> counted = c -> c.verdict() != Verdict.AT_FLOOR && c.verdict() != Verdict.OUTSIDE;
        List<Cell> headline = cells.stream().filter(c -> c.spec().headline() && counted.test(c)).toList();
        List<Cell> rows = cells.stream().filter(c -> c.inVerdict() && counted.test(c)).toList();
        if (rows.stream().anyMatch(c -> !c.spec().headline())) {
            return ofEveryRow(rows, headline);
        }
        long holds = headline.stream().filter(c -> c.verdict() == Verdict.HOLDS).count();
        long wide = headline.stream().filter(c -> c.verdict() == Verdict.TOO_WIDE).count();
        if (headline.isEmpty()) {
            boolean floor = cells.stream().anyMatch(c -> c.verdict() == Verdict.AT_FLOOR);
            boolean outside = cells.stream().anyMatch(c -> c.verdict() == Verdict.OUTSIDE);
            return new Overall(floor ? "no verdict: a side is at JMH's timer floor" : outside ? "no verdict: every "
                    + "environment is outside the claim (RAM-backed)" : "no verdict: the size the "
                    + "claim is quoted at was not run", false, headline);
        }
        if (holds == headline.size()) {
            return new Overall(headline.size() == 1 ? "holds" : "holds in all " + headline.size() + " environments",
                    true, headline);
        }
        List<Cell> same = inClaimedDirection(headline);
        String tooWide = wide == 0 ? "" : wide == headline.size() ? "" : ", too wide to tell in " + wide;
        if (holds > 0) {
            // the direction beside a partial size verdict where more cells show it than hold; how the others
            // miss the size is in the answer
            return new Overall("holds in " + holds + " of " + headline.size() + " environments" + tooWide
                    + (same.size() > holds ? "; " + direction(headline, same, false) : ""), true, headline);
        }
        List<String> other = cells.stream().filter(c -> !c.spec().headline() && c.verdict() == Verdict.HOLDS)
                .map(c -> c.spec().label()).distinct().toList();
        if (!other.isEmpty()) {
            return new Overall("holds at " + String.join(", ", other) + " only, not at "
                    + headline.get(0).spec().label() + tooWide, false, headline);
        }
        String dir = same.isEmpty() ? "" : ": " + direction(headline, same, wide == 0);
        if (wide == headline.size()) {
            boolean none = headline.stream().noneMatch(Cell::hasInterval);
            return new Overall((none ? "no verdict here: n too small" : "too wide to tell here") + dir, false, headline);
        }
        if (wide > 0) {
            return new Overall("does not hold in " + (headline.size() - wide) + " of " + headline.size()
                    + " environments" + tooWide + dir, false, headline);
        }
        return new Overall("does not hold here" + dir, false, headline);
    }

    /**
     * The verdict of a claim about all its rows, every cell counted, e.g. {@code holds in 60 of 168 cells (24
     * rows x 7 environments), does not hold in 40 (file write 28, socket read 12), too wide to tell in 68}.
     */
    private static Overall ofEveryRow(List<Cell> rows, List<Cell> headline) {
        long holds = rows.stream().filter(c -> c.verdict() == Verdict.HOLDS).count();
        long wide = rows.stream().filter(c -> c.verdict() == Verdict.TOO_WIDE).count();
        Map<String, Long> misses = rows.stream().filter(c -> c.verdict() == Verdict.DOES_NOT_HOLD)
                .collect(Collectors.groupingBy(c -> rowKind(c.spec().label()), LinkedHashMap::new,
                        Collectors.counting()));
        long miss = misses.values().stream().mapToLong(Long::longValue).sum();
        long sizes = rows.stream().map(c -> c.spec().label()).distinct().count();
        long envs = rows.stream().map(c -> c.env().id()).distinct().count();
        String words = (holds == rows.size() ? "holds in all " : "holds in " + holds + " of ") + rows.size()
                + " cells (" + sizes + " rows x " + envs + (envs == 1 ? " environment)" : " environments)");
        if (miss > 0) {
            words += ", does not hold in " + miss + " (" + misses.entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")) + ")";
        }
        if (wide > 0) {
            words += ", too wide to tell in " + wide;
        }
        return new Overall(words, miss == 0 && holds > 0, headline);
    }

    /** @return the kind of a row, its label before the size: {@code file write} of {@code file write, 8 B} */
    private static String rowKind(String label) {
        int comma = label.lastIndexOf(',');
        return comma < 0 ? label : label.substring(0, comma);
    }

    /** @return the cells whose interval lies wholly on the side of 1 the source's range does (none where it spans 1) */
    private static List<Cell> inClaimedDirection(List<Cell> headline) {
        Kind kind = claimedKind(headline.get(0).spec());
        return kind == null ? List.of() : headline.stream().filter(c -> c.comparison().kind() == kind).toList();
    }

    private static Kind claimedKind(ReproduceRow row) {
        double[] claimed = row.claimed().ratio();
        return claimed[1] < 1 ? Kind.FASTER : claimed[0] > 1 ? Kind.SLOWER : null;
    }

    /**
     * @return the direction the source claims where the headline cells show it though not its size (a size verdict
     *     alone reads as "no effect"), e.g. {@code faster in all 7 environments, by less than its source}, from
     *     {@code same}, the cells conclusively in that direction; {@code by}: say how they all miss the size, if alike
     */
    private static String direction(List<Cell> headline, List<Cell> same, boolean by) {
        List<String> misses = same.stream().map(c -> c.verdict() == Verdict.DOES_NOT_HOLD ? c.miss() : "holds")
                .distinct().toList();
        String how = !by || misses.size() != 1 ? "" : misses.get(0).startsWith("smaller") ? ", by less than its source"
                : misses.get(0).startsWith("larger") ? ", by more than its source" : "";
        String word = claimedKind(headline.get(0).spec()) == Kind.FASTER ? "faster" : "slower";
        String where = headline.size() == 1 ? " here" : " in " + (same.size() == headline.size() ? "all " : same.size()
                + " of ") + headline.size() + " environments";
        return word + where + how;
    }
}
