package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.env.Profile;
import dev.iobench.runner.run.BenchmarkCatalog;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** The plan of {@code make bench-all} with its defaults, and how a budget is shared. */
class PrecisionPlanTest {
    private static final StopRule.Limits DEFAULT_LIMITS = new StopRule.Limits(Profile.DEFAULT_TARGET,
            Profile.DEFAULT_CONFIDENCE, Profile.DEFAULT_MIN_FORKS, Profile.DEFAULT_MAX_FORKS, Profile.DEFAULT_CELL_SECONDS);

    private static PrecisionPlan benchAll(Duration budget, Instant start) {
        BenchmarkCatalog catalog = BenchmarkCatalog.of(ProjectPaths.benchmarksJar());
        List<Cell> cells = catalog.cells(List.of(), Profile.DEFAULT.paramArgs(List.of()));
        // 4 JDKs x (2 host folders + 3 container filesystems)
        return new PrecisionPlan(DEFAULT_LIMITS, budget, cells, 20, 12, Profile.DEFAULT.warmupSeconds(),
                Profile.DEFAULT.measurementSeconds(), "1 x 200ms warmup + 3 x 200ms", start,
                AnswerCells.suite());
    }

    @Test
    void benchAllDefaults_planAtMostSixHours_andTheMinimumFits() {
        PrecisionPlan plan = benchAll(Duration.ofHours(6), Instant.now());
        assertEquals(158, plan.cells().size(), "the default profile sweeps as quick does");
        StringWriter out = new StringWriter();
        plan.print(new PrintWriter(out, true));
        System.out.print(out);
        assertTrue(plan.minimumSeconds() < 6 * 3600, out.toString());
        assertTrue(plan.plannedSeconds() <= 6 * 3600, out.toString());
        assertTrue(out.toString().contains("budget 6h00m"), out.toString());
        plan.check();
    }

    /** A clock the test moves. */
    private static final class MovedClock extends Clock {
        private volatile Instant now;

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    /**
     * Runs the plan's environments through the budget's turns, each on a thread bound as a run's loop binds
     * it, each handing its turn back after its minimum answers' rounds with no answer open; returns each one's
     * rest of the suite's turn, chosen when the clock reads {@code at} of its index.
     */
    private static List<SharedBudget.Turn> restTurns(PrecisionPlan plan, IntFunction<Instant> at) throws Exception {
        MovedClock clock = new MovedClock();
        SharedBudget turns = new SharedBudget(plan, clock);
        int n = plan.environments();
        turns.environments(n);
        SharedBudget.Turn[] rest = new SharedBudget.Turn[n];
        FakeJmh.runEnvironments(turns, n, index -> {
            turns.first();
            if (index == n - 1) {
                // the last to park: the rest of the suite's turns begin, the first environment's first
                clock.now = at.apply(0);
            }
            rest[index] = turns.next(new SharedBudget.Need(0, 0));
            if (index + 1 < n) {
                clock.now = at.apply(index + 1);
            }
        });
        return List.of(rest);
    }

    @Test
    void budget_isShared_eachEnvironmentGetsItsMinimumAndAnEqualShareOfWhatIsLeft() throws Exception {
        Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
        PrecisionPlan plan = benchAll(Duration.ofHours(6), t0);
        double min = plan.minimumPerEnvironment();
        double share = (6 * 3600 - 20 * min) / 20;
        // the first environment used nothing beyond its minimum: the next share grows by what it left
        Instant t1 = t0.plusMillis(Math.round(min * 1000));
        Instant late = t0.plus(Duration.ofHours(6)).minusSeconds(10);
        List<SharedBudget.Turn> rest = restTurns(plan, i -> i == 0 ? t0 : i == 1 ? t1 : late);
        SharedBudget.Turn first = rest.get(0);
        assertEquals(min + share, Duration.between(t0, first.until()).toMillis() / 1000.0, 0.01);
        assertEquals(t0.plus(Duration.ofHours(6)), first.hardDeadline());
        double left = 6 * 3600 - min;
        assertEquals(min + (left - 19 * min) / 19, Duration.between(t1, rest.get(1).until()).toMillis() / 1000.0,
                0.01);
        // a late environment gets its minimum only, never past the deadline
        for (SharedBudget.Turn turn : rest.subList(2, 20)) {
            assertTrue(!turn.until().isAfter(turn.hardDeadline()));
        }
    }

    @Test
    void reference_isInTheBudget_itsTimeIsSetAsideAfterEveryEnvironmentsCells() throws Exception {
        Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
        PrecisionPlan without = benchAll(Duration.ofHours(6), t0);
        PrecisionPlan plan = benchAll(Duration.ofHours(6), t0).reference(20, true);
        // 8 host environments at 20 s, 12 containers at 20 s and their one more container and launcher
        double r = (8 * 20 + 12 * (20 + PrecisionPlan.CONTAINER_SECONDS + PrecisionPlan.INVOCATION_SECONDS)) / 20;
        assertEquals(r, plan.referenceSeconds(), 1e-9);
        assertEquals(without.minimumPerEnvironment() + r, plan.minimumPerEnvironment(), 1e-9);
        assertEquals(without.minimumSeconds() + 20 * r, plan.minimumSeconds(), 1e-9);
        assertEquals(without.maximumSeconds() + 20 * r, plan.maximumSeconds(), 1e-9);
        // the cells' rounds end a reference before the environment's share: its reference runs in it
        double min = plan.minimumPerEnvironment();
        double share = (6 * 3600 - 20 * min) / 20;
        Instant lastStart = t0.plus(Duration.ofHours(6)).minusSeconds(120);
        List<SharedBudget.Turn> rest = restTurns(plan, i -> i == 19 ? lastStart : t0);
        SharedBudget.Turn first = rest.get(0);
        assertEquals(min - r + share, Duration.between(t0, first.until()).toMillis() / 1000.0, 0.01);
        // no invocation starts when only the references still to run fit the budget
        assertEquals(t0.plus(Duration.ofHours(6)).minusMillis(Math.round(20 * r * 1000)), first.hardDeadline());
        // the last environment's cells end a reference before the budget
        SharedBudget.Turn last = rest.get(19);
        Instant lastReference = t0.plus(Duration.ofHours(6)).minusMillis(Math.round(r * 1000));
        assertEquals(lastReference, last.hardDeadline());
        assertEquals(lastReference, last.until());
        StringWriter out = new StringWriter();
        plan.print(new PrintWriter(out, true));
        assertTrue(out.toString().contains("then fio's reference, about 22s"), out.toString());
    }

    @Test
    void reference_followsWhereFioRuns_aHostWithoutFioSkipsIt_containersStillPay() {
        double container = 20 + PrecisionPlan.CONTAINER_SECONDS + PrecisionPlan.INVOCATION_SECONDS;
        assertEquals(12 * container / 20, benchAll(Duration.ofHours(6), Instant.now()).reference(20, false)
                .referenceSeconds(), 1e-9);
        assertEquals(20, plan(2, 0).reference(20, true).referenceSeconds(), 1e-9);
        assertEquals(0, plan(2, 0).reference(20, false).referenceSeconds(), 1e-9);
        assertEquals(container, plan(3, 3).reference(20, false).referenceSeconds(), 1e-9);
        assertEquals(0, plan(0, 0).reference(20, true).referenceSeconds(), 1e-9);
        PrecisionPlan hostsOnly = plan(2, 0).reference(20, false);
        assertEquals(plan(2, 0).minimumPerEnvironment(), hostsOnly.minimumPerEnvironment(), 1e-9);
    }

    /**
     * The profiled forks are planned for the environments that run them (the first of each filesystem) only:
     * 5 of 7 cost 5/7 of what 7 would, the others' share of the minimum is nothing more.
     */
    @Test
    void syscallSeconds_countsOnlyTheProfilingEnvironments() {
        double fork = 1.5;
        PrecisionPlan all = plan(7, 3).reference(20, true);
        double before = all.referenceSeconds();
        double everyOne = all.syscallSeconds(fork, 7, 3);
        PrecisionPlan some = plan(7, 3).reference(20, true);
        double five = some.syscallSeconds(fork, 5, 3);
        int cells = some.answerCells().size();
        assertTrue(cells > 0);
        assertEquals(5 * (cells * fork + PrecisionPlan.INVOCATION_SECONDS) + 3 * PrecisionPlan.CONTAINER_SECONDS,
                five, 1e-9);
        assertEquals(everyOne - 2 * (cells * fork + PrecisionPlan.INVOCATION_SECONDS), five, 1e-9);
        assertEquals(before + five / 7, some.referenceSeconds(), 1e-9);
        assertEquals(0, plan(7, 3).syscallSeconds(fork, 0, 0), 1e-9);
    }

    private static PrecisionPlan plan(int environments, int containers) {
        BenchmarkCatalog catalog = BenchmarkCatalog.of(ProjectPaths.benchmarksJar());
        List<Cell> cells = catalog.cells(List.of(), Profile.DEFAULT.paramArgs(List.of()));
        return new PrecisionPlan(DEFAULT_LIMITS, Duration.ofHours(1), cells, environments, containers,
                Profile.DEFAULT.warmupSeconds(), Profile.DEFAULT.measurementSeconds(), "1 x 200ms warmup + 3 x 200ms",
                Instant.now(), AnswerCells.suite());
    }
    /**
     * The manual's row for {@code make bench-all} (docs/running.md) quotes the default plan (4 host and 3 container
     * environments, a 50 minute budget): its minimum, the minimum an environment, the containers' extra
     * and the maximum without a budget are what the plan computes.
     */
    @Test
    void manual_benchAllRow_quotesTheDefaultPlan() throws Exception {
        String row = java.nio.file.Files.readAllLines(ProjectPaths.projectDir().resolve("docs/running.md")).stream()
                .filter(l -> l.startsWith("| `make bench-all` (default profile")).findFirst().orElseThrow();
        BenchmarkCatalog catalog = BenchmarkCatalog.of(ProjectPaths.benchmarksJar());
        List<Cell> cells = catalog.cells(List.of(), Profile.DEFAULT.paramArgs(List.of()));
        PrecisionPlan plan = new PrecisionPlan(DEFAULT_LIMITS, Duration.ofMinutes(50), cells, 7, 3,
                Profile.DEFAULT.warmupSeconds(), Profile.DEFAULT.measurementSeconds(), "1 x 200ms warmup + 3 x 200ms",
                Instant.now(), AnswerCells.suite()).reference(dev.iobench.runner.env.FioReference.EXPECTED_SECONDS, true);
        double perContainer = (plan.minimumSeconds() - 7 * plan.minimumPerEnvironment()) / 3;
        String expected = "a minimum of " + Durations.human(plan.minimumSeconds()) + " (the machine-noise probe, the answers' "
                + plan.answerCells().size() + " cells at " + DEFAULT_LIMITS.minForks() + " forks and fio's reference, "
                + Durations.human(plan.minimumPerEnvironment()) + " per environment, and " + Durations.human(perContainer)
                + " in each container environment for its one-shot containers)";
        assertTrue(row.contains(expected), expected + "\n" + row);
        PrecisionPlan unbounded = new PrecisionPlan(DEFAULT_LIMITS, null, cells, 7, 3, Profile.DEFAULT.warmupSeconds(),
                Profile.DEFAULT.measurementSeconds(), "1 x 200ms warmup + 3 x 200ms", Instant.now(), AnswerCells.suite())
                .reference(dev.iobench.runner.env.FioReference.EXPECTED_SECONDS, true);
        assertTrue(row.contains("the caps allow at most " + Durations.human(unbounded.maximumSeconds()) + " |"), row);
        assertTrue(row.contains("answers' " + plan.pairs().size() + " ratios and the other " + plan.restCells().size()
                + " cells"), row);
    }
}
