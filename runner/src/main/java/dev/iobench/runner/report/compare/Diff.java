package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.RunDrift;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What changed between two runs of the same suite, as benchstat does: each cell on both sides, environments
 * matched by kind, filesystem and JDK major (ids carry run names), with the ratio new / old, its interval over
 * each side's independent units and a verdict. Unless turned off, the run-to-run drift ({@link RunDrift}) is
 * added to every interval, so a cell moved only when beyond both its own noise and the run's drift.
 */
public final class Diff {
    /** Confidence level of the ratio interval (two-sided), as benchstat's default alpha 0.05. */
    public static final double CONFIDENCE = 0.95;

    /**
     * How a cell's forks ran: {@code interleaved}, each fork of both sides in a round, sees many of a run's states,
     * so its interval holds much of what differs between runs; {@code batched}, anything else, does not. Where both
     * are present a cell gets the larger of its kind's own drift and all cells' drift.
     */
    public enum Schedule {
        interleaved, batched
    }

    /** A drift estimate and the cells it is {@code from}: {@code all} or a {@link Schedule}'s own. */
    public record Drift(String from, RunDrift estimate) {
    }

    /**
     * One cell present on both sides, its means in the old one's {@code unit}; {@code units} is "3+3",
     * {@code verdict} is {@code faster}, {@code slower} (a regression) or {@code ~} (as benchstat), {@code note}
     * says why it is ~ when not noise ("n too small", "at timer floor ...") or is null, {@code judged} is the
     * report's verdict it is taken from, with the ratio and its interval, {@code drift} the one added to it.
     */
    public record Row(Key key, String unit, double oldMean, double newMean, String units, String verdict,
            String note, Verdict judged, Drift drift) {
    }

    /** What a cell is, independent of the run it came from; {@code params} as {@code k=v, k=v}. */
    public record Key(String benchmark, String params, String mode, EnvKey env) {
    }

    /** How environments of two runs are matched; {@code jdkMajor} is the JDK text when it has no major. */
    public record EnvKey(String kind, String filesystem, String jdkMajor) {
        /** @return the match as shown in tables, e.g. {@code host ext4 jdk17} */
        public String shown() {
            return kind + " " + filesystem + " jdk" + jdkMajor;
        }
    }

    /**
     * The whole comparison: {@code drift} from every cell with an interval (the least any interval gets),
     * {@code schedules} each kind's own drift where both kinds are present, else empty.
     */
    public record Result(List<Row> rows, List<Key> onlyOld, List<Key> onlyNew, double threshold, RunDrift drift,
            List<Drift> schedules) {
        public List<Row> regressions() {
            return rows.stream().filter(r -> r.verdict().equals("slower")).toList();
        }
    }

    private static final Pattern MAJOR = Pattern.compile("^(?:1\\.)?(\\d+)");

    private Diff() {
    }

    /** @return the diff; {@code threshold} is the smallest relative change that counts (0.05: 5%) */
    public static Result of(List<BenchmarkResult> old, List<BenchmarkResult> nu, double threshold, boolean drift) {
        Map<Key, BenchmarkResult> oldByKey = byKey(old);
        Map<Key, BenchmarkResult> newByKey = byKey(nu);
        List<Cell> cells = oldByKey.entrySet().stream().filter(e -> newByKey.containsKey(e.getKey()))
                .map(e -> Cell.of(e.getKey(), e.getValue(), newByKey.get(e.getKey()))).toList();
        List<Key> onlyOld = oldByKey.keySet().stream().filter(k -> !newByKey.containsKey(k)).toList();
        List<Key> onlyNew = newByKey.keySet().stream().filter(k -> !oldByKey.containsKey(k)).toList();
        List<RunDrift.Cell> spread = driftCells(cells);
        RunDrift all = drift ? RunDrift.estimate(spread) : new RunDrift(RunDrift.Status.OFF, 0, spread.size());
        List<Drift> schedules = drift ? bySchedule(cells) : List.of();
        Function<Schedule, Drift> added = s -> schedules.stream().filter(sd -> sd.from().equals(s.name())
                && sd.estimate().status() == RunDrift.Status.ESTIMATED && sd.estimate().variance() > all.variance())
                .findFirst().orElse(new Drift("all", all));
        List<Row> rows = cells.stream().map(c -> c.row(threshold, added.apply(c.schedule()))).toList();
        return new Result(rows, onlyOld, onlyNew, threshold, all, schedules);
    }

    /** A cell on both sides, with their statistics over their units in the old side's unit. */
    private record Cell(Key key, BenchmarkResult old, BenchmarkResult nu, Summary sa, Summary sb) {
        static Cell of(Key key, BenchmarkResult old, BenchmarkResult nu) {
            return new Cell(key, old, nu, Summary.ofUnits(old.comparedEstimate().units(), CONFIDENCE),
                    Summary.ofUnits(Comparison.candidateUnits(old.unit(), nu), CONFIDENCE));
        }

        Mode mode() {
            return Mode.of(old.mode());
        }

        Schedule schedule() {
            return Comparison.oneRoundPerUnit(old, old.comparedEstimate().units())
                    && Comparison.oneRoundPerUnit(nu, nu.comparedEstimate().units()) ? Schedule.interleaved
                    : Schedule.batched;
        }

        /** @return whether a ratio is taken: neither side at the timer floor */
        boolean hasRatio() {
            return !Units.atTimerFloor(sa.mean(), old.unit()) && !Units.atTimerFloor(sb.mean(), old.unit());
        }

        /** @return the row by the report's one rule, the whole interval beyond 1 +- threshold, widened by the drift */
        Row row(double threshold, Drift drift) {
            Verdict v = Verdict.of(mode(), sa, sb, old.unit(), threshold, drift.estimate().variance());
            String note = switch (v.kind()) {
                case N_TOO_SMALL -> v.word();
                case AT_TIMER_FLOOR -> v.cell();
                default -> null;
            };
            return new Row(key, old.unit(), sa.mean(), sb.mean(), sa.n() + "+" + sb.n(),
                    v.conclusive() ? v.word() : "~", note, v, drift);
        }
    }

    /** @return each {@link Schedule}'s drift from its own cells, where every kind has one with an interval */
    private static List<Drift> bySchedule(List<Cell> cells) {
        List<Drift> out = new ArrayList<>();
        for (Schedule s : Schedule.values()) {
            List<RunDrift.Cell> own = driftCells(cells.stream().filter(c -> c.schedule() == s).toList());
            if (own.isEmpty()) {
                return List.of();
            }
            out.add(new Drift(s.name(), RunDrift.estimate(own)));
        }
        return out;
    }

    /** @return the cells the drift is estimated from: every one with a ratio and an interval */
    private static List<RunDrift.Cell> driftCells(List<Cell> cells) {
        return cells.stream().filter(Cell::hasRatio)
                .flatMap(c -> Stream.ofNullable(Intervals.logRatioOf(c.sa(), c.sb()))
                        .map(lr -> RunDrift.Cell.of(lr, c.mode())))
                .toList();
    }

    private static Map<Key, BenchmarkResult> byKey(List<BenchmarkResult> results) {
        Map<Key, BenchmarkResult> out = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            Environment env = r.env();
            Matcher m = MAJOR.matcher(env.jdk());
            String major = !env.jdk().startsWith("Android") && m.find() ? m.group(1) : env.jdk();
            out.putIfAbsent(new Key(r.benchmark(), r.paramsText(), r.mode(),
                    new EnvKey(env.kind(), env.filesystem(), major)), r);
        }
        return out;
    }
}
