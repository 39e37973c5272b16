package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs one environment's cells until each is precise enough or capped: the answers' cells first, interleaved
 * ({@link AnswerRounds}) so that drift of the machine falls on baseline and candidate alike, then the rest.
 * Each cell's forks are merged into one JMH entry ({@link JmhMerge}); how it ran goes to {@code precision.json}.
 */
public final class PrecisionRun {
    /** Forks of one answer cell that may be set aside for heavy interference, at most. */
    static final int MAX_REDONE_PER_CELL = 2;

    /** What a precision-targeted run needs of the run it is part of (the run's context implements it). */
    public interface Settings {
        PrecisionPlan precision();

        /** The profile's JMH settings as {@code -opt value} pairs, {@code -f} among them. */
        List<String> profileJmhArgs();

        /** The user's extra JMH arguments, passed as they are after the profile's. */
        List<String> extraJmhArgs();

        PrintWriter err();

        /** Whether to print every round's line. */
        boolean verbose();

        /** The running environment did {@code newForks} more forks and is at {@code phase} (null: unchanged). */
        void progress(int newForks, String phase);

        default ProcNoise noise() {
            return ProcNoise.system();
        }
    }

    private final Settings settings;
    private final PrecisionPlan plan;
    private final JmhLauncher launcher;
    private final String label;
    private final Invocations jmh;
    private final AnswerRounds answerRounds;
    /** The answers' next round. */
    private int round = 1;

    private PrecisionRun(Settings settings, JmhLauncher launcher, String label) {
        this.settings = settings;
        this.plan = settings.precision();
        this.launcher = launcher;
        this.label = label;
        this.jmh = new Invocations(settings, launcher);
        this.answerRounds = new AnswerRounds(plan, plan.answerCells().stream().map(CellState::new).toList());
    }

    /**
     * Runs the environment's cells and leaves the merged JMH JSON at {@code mergedOut} and {@code precision.json}
     * in {@code envDir}; {@code label} names the environment in progress lines. Returns exit code 0 when every
     * cell ran; otherwise the failed JMH invocation's result (its output is in jmh.log), leaving no {@code mergedOut}.
     */
    public static ChildProcess.Result run(Settings settings, JmhLauncher launcher, String label, Path envDir,
            Path mergedOut) throws IOException, InterruptedException {
        return new PrecisionRun(settings, launcher, label).run(envDir, mergedOut);
    }

    private static double secondsSince(Instant then) {
        return Duration.between(then, Instant.now()).toMillis() / 1000.0;
    }

    private static double secondsUntil(Instant then) {
        return Duration.between(Instant.now(), then).toMillis() / 1000.0;
    }

    private ChildProcess.Result run(Path envDir, Path mergedOut) throws IOException, InterruptedException {
        SharedBudget turns = plan.turns();
        SharedBudget.Turn turn = turns.first();
        launcher.prepare(turn.hardDeadline());
        PrecisionFile.Probe machineNoise = plan.noiseProbe() ? jmh.probe(label, envDir, turn.hardDeadline()) : null;
        List<CellState> answers = answerRounds.states;
        List<CellState> rest = plan.restCells().stream().map(CellState::new).toList();
        List<CellState> states = Stream.concat(answers.stream(), rest.stream()).toList();
        Instant started = Instant.now();

        // the answers' cells first: their minimum rounds, then turns of the budget shared with the other
        // environments, then the rest of the suite
        ChildProcess.Result bad = interleaved(turn, true);
        // what the answers' minimum rounds said of the spread from fork to fork
        PrecisionFile.Spread answersSpread = bad == null && !answers.isEmpty()
                ? answerRounds.spread(settings.err(), label, Math.max(0, secondsUntil(turn.until()))) : null;
        double answersSeconds = secondsSince(started);
        int answerTurns = 0;  // in the shared phase
        double waited = 0;  // for the other environments' turns
        while (bad == null) {
            SharedBudget.Need need = answerRounds.need(round);
            Instant parked = Instant.now();
            turn = turns.next(need);
            waited += secondsSince(parked);
            if (!turn.answers()) {
                break;
            }
            answerTurns++;
            Instant before = Instant.now();
            bad = interleaved(turn, false);
            answersSeconds += secondsSince(before);
        }
        answers.stream().filter(s -> s.stop == null).forEach(s -> s.stop = StopRule.Reason.BUDGET);
        if (bad == null) {
            // then the rest of the selection fills what the answers left
            bad = rest(rest, turn.until(), turn.hardDeadline());
        }
        if (bad != null) {
            return bad;
        }
        if (states.stream().allMatch(s -> s.entries.isEmpty())) {
            String line = "iobench: the run's budget was spent before this environment's first benchmark";
            Files.writeString(envDir.resolve(RunLayout.JMH_LOG), line + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return new ChildProcess.Result(1, "", List.of(line), false);
        }
        ArrayNode merged = JsonNodeFactory.instance.arrayNode();
        states.stream().filter(s -> !s.entries.isEmpty()).forEach(s -> merged.add(JmhMerge.merge(s.entries)));
        // the environment's own time: without the other environments' turns
        double seconds = Math.round((secondsSince(started) - waited) * 10) / 10.0;
        PrecisionFile record = record(states, machineNoise, answersSpread,
                new PrecisionFile.AnswersBudget(answersSeconds, answerTurns), seconds);
        Files.writeString(mergedOut, JmhMerge.write(merged));
        PrecisionFile.write(envDir.resolve(RunLayout.PRECISION), record);
        PrecisionFile.Counts k = record.counts();
        settings.err().printf(Locale.ROOT, "iobench: %s: %d of %d cell(s) within %s%s%s%s%n", label, k.cellsReached(),
                k.cellsRun(), plan.limits().targetLabel(), k.pairsRun() == 0 ? ""
                        : String.format(Locale.ROOT, "; %d of %d answer ratio(s) within %s over paired forks",
                                k.pairsReached(), k.pairsRun(), plan.limits().targetLabel()),
                record.notRun().isEmpty() ? ""
                        : String.format(Locale.ROOT, "; %d cell(s) not run: the budget was spent",
                                record.notRun().size()),
                k.redoneForks() == 0 ? "" : String.format(Locale.ROOT, "; %d answers' fork(s) ran under heavy "
                        + "interference from other processes and were run again (precision.json)", k.redoneForks()));
        settings.err().flush();
        return new ChildProcess.Result(0, "", List.of(), false);
    }

    /** What {@code precision.json} keeps of the environment's run ({@code states}: answers' first). */
    private PrecisionFile record(List<CellState> states, PrecisionFile.Probe machineNoise,
            PrecisionFile.Spread answersSpread, PrecisionFile.AnswersBudget answersBudget, double seconds) {
        StopRule.Limits limits = plan.limits();
        List<PrecisionFile.Cell> cells = new ArrayList<>();
        List<PrecisionFile.NotRun> notRun = new ArrayList<>();
        for (CellState s : states) {
            boolean answer = answerRounds.states.contains(s);
            String role = answer ? "answer" : "rest";
            if (s.entries.isEmpty()) {
                notRun.add(new PrecisionFile.NotRun(s.cell.id(), role));
                continue;
            }
            StopRule.Interval iv = StopRule.interval(s.forkValues(), limits.confidence());
            boolean ok = iv.relative() <= limits.target();
            int heavy = (int) s.noise.stream().filter(PrecisionFile.Window::heavy).count();
            // a side of an answer's ratio may be precise on its own and still run on for the ratio
            String stop = (s.stop != null ? s.stop : ok ? StopRule.Reason.PRECISION : StopRule.Reason.BUDGET).label();
            String status = ok ? "within " + limits.targetLabel() : "precision not reached (" + iv.percent() + ")";
            cells.add(new PrecisionFile.Cell(s.cell.id(), role, s.statistic().label(), iv.n(), iv.mean(),
                    iv.halfWidth(), iv.relative(), ok, stop, status, s.rounds,
                    answer ? List.copyOf(s.forkRounds) : null, List.copyOf(s.noise), heavy + s.redone.size(),
                    answer ? List.copyOf(s.redone) : null, s.seconds));
        }
        answerRounds.refit();
        List<PrecisionFile.Pair> pairs = answerRounds.pairs.stream().map(p -> {
            SharedRounds.Ratio v = answerRounds.ratio(p);
            return new PrecisionFile.Pair(p.pair().what(), p.pair().baseline().id(), p.pair().candidate().id(),
                    v.n(), v.ratio(), v.low(), v.high(), Double.isFinite(v.widest()) ? v.widest() : Double.NaN,
                    v.widest() <= limits.target());
        }).toList();
        SpreadPrior cellsPrior = answerRounds.priors.cells();
        SpreadPrior pairsPrior = answerRounds.priors.pairs();
        PrecisionFile.Counts counts = new PrecisionFile.Counts(count(pairs, PrecisionFile.Pair::reached), pairs.size(),
                count(cells, PrecisionFile.Cell::reached), cells.size(), count(cells, c -> c.answer() && c.reached()),
                count(cells, PrecisionFile.Cell::answer), cells.stream().mapToInt(PrecisionFile.Cell::heavyForks).sum(),
                cells.stream().filter(c -> c.redoneForks() != null).mapToInt(c -> c.redoneForks().size()).sum(),
                new PrecisionFile.HeavyWhen(ProcNoise.HEAVY_STEAL, ProcNoise.HEAVY_OTHERS_CORES));
        return new PrecisionFile(PrecisionFile.VERSION, plan.describe(), plan.seed(), AnswerRounds.CHECK_AFTER,
                launcher.forkFlags().strip(), machineNoise, answersSpread, cells, notRun, pairs,
                new PrecisionFile.Priors(new PrecisionFile.Prior(cellsPrior.df(), cellsPrior.variance()),
                        new PrecisionFile.Prior(pairsPrior.df(), pairsPrior.variance())),
                counts, seconds, answersBudget);
    }

    private static <T> int count(List<T> items, Predicate<T> which) {
        return (int) items.stream().filter(which).count();
    }

    /**
     * Runs the answers' cells interleaved, one fork of each cell still running per round (which cells and their
     * order {@link AnswerRounds} decides), from one launcher. The rounds up to the minimum forks run every cell
     * (and are all that runs when {@code minimumOnly}); a later round starts only when it fits before the turn's
     * end (its first round always, when the turn says so). Returns null when every invocation ran, else the
     * failed one's result.
     */
    private ChildProcess.Result interleaved(SharedBudget.Turn turn, boolean minimumOnly)
            throws IOException, InterruptedException {
        StopRule.Limits limits = plan.limits();
        List<CellState> states = answerRounds.states;
        List<AnswerRounds.PairState> pairs = answerRounds.pairs;
        for (boolean first = true; ; round++, first = false) {
            boolean minimum = round <= limits.minForks();
            if (!minimum) {
                if (minimumOnly) {
                    return null;
                }
                answerRounds.decideStops(round);
            }
            List<CellState> next = new ArrayList<>();
            double planned = PrecisionPlan.INVOCATION_SECONDS;
            for (CellState s : states) {
                if (s.stop == null) {
                    next.add(s);
                    planned += answerRounds.forkSeconds(s);
                }
            }
            if (next.isEmpty()) {
                return null;
            }
            double available = secondsUntil(turn.until());
            if (!minimum && planned > available && !(first && turn.firstRoundForced())) {
                return null;
            }
            for (CellState s : states) {
                // a cell within the target for CHECK_AFTER rounds takes its check fork, if the round still fits it
                if (answerRounds.checkDue(s, round)
                        && planned + answerRounds.forkSeconds(s) <= Math.max(available, planned)) {
                    next.add(s);
                    planned += answerRounds.forkSeconds(s);
                    s.checked = true;
                }
            }
            List<CellState> order = answerRounds.order(next);
            if (!minimum && settings.verbose()) {
                long open = pairs.stream().filter(p -> !answerRounds.met(p)).count();
                long within = order.stream().filter(s -> s.stop != null).count();
                settings.err().printf(Locale.ROOT, "iobench: %s: answers' round %d: %d ratio(s) not yet within %s, "
                        + "%d cell(s)%s, one fork each in a shuffled order, about %s%n", label, round, open,
                        limits.targetLabel(), order.size(),
                        within > 0 ? " (" + within + " within it, a check fork each)" : "",
                        Durations.human(planned));
                settings.err().flush();
            }
            List<Invocations.Invocation> invocations = order.stream().map(s -> jmh.of(List.of(s), 1)).toList();
            ChildProcess.Result bad = jmh.run(invocations, turn.hardDeadline(),
                    i -> order.get(i).forkRounds.add(new int[] {round, i + 1}), ran -> {
                        settings.progress(ran, String.format(Locale.ROOT, "answers' round %d: %d of %d ratio(s) "
                                + "within %s", round, pairs.stream().filter(answerRounds::met).count(), pairs.size(),
                                limits.targetLabel()));
                        setAsideHeavy(order.subList(0, ran));
                    });
            if (bad != null) {
                return bad;
            }
        }
    }

    /**
     * Runs the rest of the suite: a first round of every cell at the minimum forks (one JMH invocation per
     * benchmark), then one invocation per cell still short of the target, within its caps; rounds beyond the
     * first are planned to end by {@code precisionUntil}, and no invocation starts after {@code hardDeadline}.
     * Returns null when every invocation ran, else the failed one's result.
     */
    private ChildProcess.Result rest(List<CellState> states, Instant precisionUntil, Instant hardDeadline)
            throws IOException, InterruptedException {
        if (states.isEmpty()) {
            return null;
        }
        StopRule.Limits limits = plan.limits();
        List<Invocations.Invocation> first = states.stream()
                .collect(Collectors.groupingBy(s -> s.cell.benchmark(), LinkedHashMap::new, Collectors.toList()))
                .values().stream().map(members -> jmh.of(members, limits.minForks())).toList();
        Instant firstUntil = precisionUntil.isBefore(hardDeadline) ? precisionUntil : hardDeadline;
        ChildProcess.Result bad = jmh.run(first, firstUntil, i -> { }, ran -> settings.progress(
                limits.minForks() * first.subList(0, ran).stream().mapToInt(i -> i.members().size()).sum(),
                String.format(Locale.ROOT, "rest of the suite: %d of %d cell(s) run",
                        states.stream().filter(s -> !s.entries.isEmpty()).count(), states.size())));
        // later rounds: one invocation per cell that still needs forks
        for (int restRound = 2; bad == null; restRound++) {
            List<Invocations.Invocation> next = new ArrayList<>();
            double planned = 0;
            for (CellState s : states) {
                if (s.stop != null) {
                    continue;
                }
                double available = secondsUntil(precisionUntil) - planned;
                StopRule.Decision d = StopRule.decide(limits, s.forkValues(), s.seconds, s.secondsPerFork,
                        PrecisionPlan.INVOCATION_SECONDS, available);
                if (d.stop() != null) {
                    s.stop = d.stop();
                    continue;
                }
                next.add(jmh.of(List.of(s), d.moreForks()));
                planned += PrecisionPlan.INVOCATION_SECONDS + d.moreForks() * s.secondsPerFork;
            }
            if (next.isEmpty()) {
                return null;
            }
            if (settings.verbose()) {
                settings.err().printf(Locale.ROOT, "iobench: %s: rest's round %d: %d cell(s) not yet within %s, %d "
                        + "more fork(s), about %s%n", label, restRound, next.size(),
                        limits.targetLabel(),
                        next.stream().mapToInt(Invocations.Invocation::forks).sum(), Durations.human(planned));
                settings.err().flush();
            }
            settings.progress(0, String.format(Locale.ROOT, "rest of the suite: round %d, %d cell(s) short of %s",
                    restRound, next.size(), limits.targetLabel()));
            bad = jmh.run(next, hardDeadline, i -> settings.progress(next.get(i).forks(), null), ran -> { });
        }
        return bad;
    }

    /** Sets aside each cell's fork of the round just run if it ran under heavy interference: it runs again. */
    private void setAsideHeavy(List<CellState> ran) {
        for (CellState s : ran) {
            if (s.stop != null || s.noise.isEmpty() || s.entries.isEmpty() || s.redone.size() >= MAX_REDONE_PER_CELL) {
                continue;
            }
            PrecisionFile.Window w = s.noise.get(s.noise.size() - 1);
            int[] last = s.forkRounds.isEmpty() ? null : s.forkRounds.get(s.forkRounds.size() - 1);
            if (!w.heavy() || last == null || last[0] != round || s.noise.size() != s.entries.size()) {
                continue;
            }
            double[] values = s.forkValues();
            s.redone.add(new PrecisionFile.Redone(round, values[values.length - 1], w));
            s.entries.remove(s.entries.size() - 1);
            s.forkRounds.remove(s.forkRounds.size() - 1);
            s.noise.remove(s.noise.size() - 1);
            if (settings.verbose()) {
                settings.err().printf(Locale.ROOT, "iobench: %s: %s: round %d's fork ran under heavy interference "
                        + "(steal %.0f%%, others %.2f cores): set aside, run again%n", label, s.cell.label(), round,
                        100 * w.steal(), w.othersCpu());
            }
        }
    }
}
