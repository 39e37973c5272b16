package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.RunDrift;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What changed between two runs of the same suite: every benchmark x params x environment found on
 * both sides, with the ratio new / old, its confidence interval and a verdict, as benchstat does.
 *
 * <p>Environments are matched by what they are, not by their ids (ids carry run names): kind,
 * filesystem and JDK major. The interval is taken on the log of the ratio (Welch's t over the
 * independent units of each side: JVM forks when a result has two or more, else its measurement
 * iterations), so it can never have a negative bound.
 *
 * <p>Two runs drift apart by more than a cell's interval within one run allows (the machine's state
 * differs between them). Unless turned off, that run-to-run drift is estimated from the matched cells
 * themselves ({@link RunDrift}) and added to every cell's interval, so a cell is called faster or
 * slower only when it moved beyond both its own noise and the drift of the run as a whole; the
 * result says which drift was added to each row ({@link Row#drift()}).
 *
 * <p>How a cell's forks were scheduled changes how far it drifts beyond its own interval: forks spread
 * over a run in interleaved rounds see many of that run's states, so their interval holds much of
 * what differs between runs, while forks run back to back share one stretch of the machine's state
 * and their interval cannot see the next run's stretch. One median over all cells is then the
 * drift of whichever kind has more cells, too small for the other. So where both kinds are present,
 * each kind's drift is also estimated from its own cells ({@link Schedule}, from
 * {@value RunDrift#MIN_CELLS} cells with an interval), and a cell's interval gets the larger of its
 * kind's drift and all cells' ({@link Row#drift()}): a kind that drifts more than the whole widens
 * its own intervals, and one whose own estimate comes out smaller, a median over fewer cells, does not
 * narrow them below what all cells give. Intervals are therefore never narrower than with one drift
 * for all; the price is some power for the quieter kind.
 */
public final class Diff {
    /** Confidence level of the ratio interval (two-sided), as benchstat's default alpha 0.05. */
    public static final double CONFIDENCE = 0.95;
    /** Fewest independent units per side for an interval (the report's rule). */
    public static final int MIN_UNITS = Summary.MIN_UNITS;

    /** What a cell's change means for the reader. */
    public enum Verdict {
        /** Significantly faster, and the whole interval beyond the threshold. */
        faster,
        /** Significantly slower, and the whole interval beyond the threshold: a regression. */
        slower,
        /** Inconclusive: within noise or the threshold, or too few units to say. */
        same;

        /** @return how the verdict is printed ({@code ~} for inconclusive, as benchstat) */
        public String shown() {
            return this == same ? "~" : name();
        }
    }

    /**
     * How a cell's forks ran within its two runs, the kinds of cells whose drift is also estimated apart.
     */
    public enum Schedule {
        /**
         * Every fork of both sides ran in a round of an interleaved run (an answer's cell of a precision
         * run, its rounds in the {@code precision.json} beside the result, one per fork).
         */
        interleaved,
        /**
         * Anything else: forks run back to back in one or a few batches on at least one side, a result
         * without rounds or whose rounds do not match its forks (counted here, the cautious side: these
         * cells drift at least as far).
         */
        batched;

        static Schedule of(BenchmarkResult old, BenchmarkResult nu) {
            return RoundPairs.oneRoundPerUnit(old, old.comparedEstimate().units())
                    && RoundPairs.oneRoundPerUnit(nu, nu.comparedEstimate().units()) ? interleaved : batched;
        }
    }

    /**
     * The drift one kind of cells gives on its own.
     *
     * @param schedule which cells
     * @param own the drift estimated from their cells with an interval alone
     *     ({@link RunDrift.Status#TOO_FEW_CELLS} below {@value RunDrift#MIN_CELLS})
     */
    public record ScheduleDrift(Schedule schedule, RunDrift own) {
    }

    /**
     * The drift added to one cell's interval.
     *
     * @param from which cells it was estimated from: {@code all}, or the cell's {@link Schedule}'s name
     *     where that kind's own drift is the larger
     * @param estimate the drift
     */
    public record AddedDrift(String from, RunDrift estimate) {
        /** Estimated from all cells. */
        public static final String ALL = "all";
    }

    /**
     * One cell present on both sides.
     *
     * @param key the benchmark, params, mode and environment match
     * @param old the old result
     * @param nu the new result
     * @param unit the unit both means are shown in (the old one's)
     * @param oldMean old mean in {@code unit}
     * @param newMean new mean in {@code unit}
     * @param ratio new mean / old mean
     * @param low lower bound of the ratio's interval (NaN with too few units)
     * @param high upper bound of the ratio's interval (NaN with too few units)
     * @param units independent units old and new, for the reader ("3+3")
     * @param verdict faster, slower or ~
     * @param note why a verdict is ~ when it is not noise ("n too small", "at timer floor ..."), or null
     * @param judged the report's verdict this row's verdict is taken from (its printed ratio and interval)
     * @param drift the run-to-run drift added to this row's interval, and which cells it came from
     */
    public record Row(Key key, BenchmarkResult old, BenchmarkResult nu, String unit, double oldMean, double newMean,
            double ratio, double low, double high, String units, Verdict verdict, String note,
            dev.iobench.runner.stats.Verdict judged, AddedDrift drift) {
    }

    /**
     * What a cell is, independent of the run it came from.
     *
     * @param benchmark full JMH benchmark name
     * @param params params text ({@code k=v, k=v})
     * @param mode JMH mode
     * @param env the environment match (kind, filesystem, JDK major)
     */
    public record Key(String benchmark, String params, String mode, EnvKey env) {
    }

    /**
     * How environments of two runs are matched.
     *
     * @param kind host, container, android or file
     * @param filesystem filesystem type and volume kind
     * @param jdkMajor JDK major version, or the JDK text when it has none
     */
    public record EnvKey(String kind, String filesystem, String jdkMajor) {
        /** @return the match as shown in tables, e.g. {@code host ext4 jdk17} */
        public String shown() {
            return kind + " " + filesystem + " jdk" + jdkMajor;
        }
    }

    /**
     * The whole comparison: rows, what only one side has, and the run-to-run drift.
     *
     * @param drift the drift estimated from every cell with an interval, which every interval gets at least
     * @param schedules each kind of cells' own drift, where both kinds are present (else empty)
     */
    public record Result(List<Row> rows, List<Key> onlyOld, List<Key> onlyNew, double threshold, RunDrift drift,
            List<ScheduleDrift> schedules) {
        /** @return the rows judged slower: regressions */
        public List<Row> regressions() {
            return rows.stream().filter(r -> r.verdict() == Verdict.slower).toList();
        }
    }

    private static final Pattern MAJOR = Pattern.compile("^(?:1\\.)?(\\d+)");

    private Diff() {
    }

    /**
     * @param threshold the smallest relative change that counts (0.05: 5%)
     * @param drift whether to estimate the run-to-run drift and add it to every interval (false: each
     *     cell's own interval, {@link RunDrift.Status#OFF})
     */
    public static Result of(List<BenchmarkResult> old, List<BenchmarkResult> nu, double threshold, boolean drift) {
        Map<Key, BenchmarkResult> oldByKey = byKey(old);
        Map<Key, BenchmarkResult> newByKey = byKey(nu);
        List<Cell> cells = new ArrayList<>();
        List<Key> onlyOld = new ArrayList<>();
        for (Map.Entry<Key, BenchmarkResult> e : oldByKey.entrySet()) {
            BenchmarkResult n = newByKey.get(e.getKey());
            if (n == null) {
                onlyOld.add(e.getKey());
            } else {
                cells.add(Cell.of(e.getKey(), e.getValue(), n));
            }
        }
        List<Key> onlyNew = newByKey.keySet().stream().filter(k -> !oldByKey.containsKey(k)).toList();
        List<RunDrift.Cell> spread = driftCells(cells);
        RunDrift all = drift ? RunDrift.estimate(spread) : RunDrift.off(spread.size());
        List<ScheduleDrift> schedules = drift ? bySchedule(cells) : List.of();
        Map<Schedule, AddedDrift> added = new EnumMap<>(Schedule.class);
        for (Schedule s : Schedule.values()) {
            added.put(s, new AddedDrift(AddedDrift.ALL, all));
        }
        for (ScheduleDrift sd : schedules) {
            if (sd.own().status() == RunDrift.Status.ESTIMATED && sd.own().variance() > all.variance()) {
                added.put(sd.schedule(), new AddedDrift(sd.schedule().name(), sd.own()));
            }
        }
        List<Row> rows = cells.stream().map(c -> row(c, threshold, added.get(c.schedule()))).toList();
        return new Result(rows, onlyOld, onlyNew, threshold, all, schedules);
    }

    /**
     * One matched cell with both sides' statistics over their units, in the old side's unit.
     *
     * @param key what the cell is
     * @param old the old result
     * @param nu the new result
     * @param unit the old result's unit
     * @param sa the old side's statistics
     * @param sb the new side's statistics, in {@code unit}
     */
    private record Cell(Key key, BenchmarkResult old, BenchmarkResult nu, String unit, Summary sa, Summary sb) {
        static Cell of(Key key, BenchmarkResult old, BenchmarkResult nu) {
            String unit = old.unit();
            double f = nu.unit().equals(unit) ? 1 : Units.factor(nu.unit(), unit);
            double[] scaled = Arrays.stream(nu.comparedEstimate().units()).map(x -> x * f).toArray();
            return new Cell(key, old, nu, unit, Summary.ofUnits(old.comparedEstimate().units(), CONFIDENCE),
                    Summary.ofUnits(scaled, CONFIDENCE));
        }

        Mode mode() {
            return Mode.of(old.mode());
        }

        Schedule schedule() {
            return Schedule.of(old, nu);
        }

        /** @return whether a ratio is taken: neither side at the timer floor */
        boolean hasRatio() {
            return !Units.atTimerFloor(sa.mean(), unit) && !Units.atTimerFloor(sb.mean(), unit);
        }
    }

    /**
     * @return each {@link Schedule}'s drift from its own cells with an interval, where every kind has at
     *     least one such cell (with one kind only, all cells' drift is that kind's: empty)
     */
    private static List<ScheduleDrift> bySchedule(List<Cell> cells) {
        List<ScheduleDrift> out = new ArrayList<>();
        for (Schedule s : Schedule.values()) {
            List<RunDrift.Cell> own = driftCells(cells.stream().filter(c -> c.schedule() == s).toList());
            if (own.isEmpty()) {
                return List.of();
            }
            out.add(new ScheduleDrift(s, RunDrift.estimate(own)));
        }
        return out;
    }

    /** @return the cells the drift is estimated from: every one with a ratio and an interval */
    private static List<RunDrift.Cell> driftCells(List<Cell> cells) {
        List<RunDrift.Cell> out = new ArrayList<>();
        for (Cell c : cells) {
            Intervals.LogRatio lr = c.hasRatio() ? Intervals.logRatioOf(c.sa(), c.sb()) : null;
            if (lr != null) {
                out.add(RunDrift.Cell.of(lr, c.mode()));
            }
        }
        return out;
    }

    private static Map<Key, BenchmarkResult> byKey(List<BenchmarkResult> results) {
        Map<Key, BenchmarkResult> out = new LinkedHashMap<>();
        results.forEach(r -> out.putIfAbsent(new Key(r.benchmark(), r.paramsText(), r.mode(), envKey(r.env())), r));
        return out;
    }

    /** @return the match of an environment: kind, filesystem, JDK major */
    static EnvKey envKey(Environment env) {
        Matcher m = MAJOR.matcher(env.jdk());
        String major = !env.jdk().startsWith("Android") && m.find() ? m.group(1) : env.jdk();
        return new EnvKey(env.kind(), env.filesystem(), major);
    }

    private static Row row(Cell c, double threshold, AddedDrift drift) {
        Summary sa = c.sa();
        Summary sb = c.sb();
        // the report's one rule, with the threshold (the whole interval beyond 1 +- threshold) and the drift
        dev.iobench.runner.stats.Verdict v = dev.iobench.runner.stats.Verdict.of(c.mode(),
                sa, sb, c.unit(), threshold, drift.estimate().variance());
        Verdict verdict = switch (v.kind()) {
            case FASTER -> Verdict.faster;
            case SLOWER -> Verdict.slower;
            default -> Verdict.same;
        };
        String note = switch (v.kind()) {
            case N_TOO_SMALL -> "n too small";
            case AT_TIMER_FLOOR -> v.cell();
            default -> null;
        };
        double ratio = v.kind() == dev.iobench.runner.stats.Verdict.Kind.AT_TIMER_FLOOR ? Double.NaN
                : sb.mean() / sa.mean();
        return new Row(c.key(), c.old(), c.nu(), c.unit(), sa.mean(), sb.mean(), ratio, v.low(), v.high(),
                sa.n() + "+" + sb.n(), verdict, note, v, drift);
    }

    /** @return a relative threshold parsed from {@code 5%} or {@code 0.05} */
    public static double parseThreshold(String s) {
        String t = s.strip();
        double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                : Double.parseDouble(t);
        if (!(v >= 0) || v >= 10) {
            throw new NumberFormatException(String.format(Locale.ROOT, "%s is not a relative change like 5%%", s));
        }
        return v;
    }
}
