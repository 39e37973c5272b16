package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.report.stats.SpreadPrior;
import dev.iobench.runner.report.stats.SpreadPriors;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Runs one environment's cells until each is precise enough or capped. The answers' cells run
 * first, interleaved: each round is one fork of every answer cell still running, one JMH invocation
 * per fork, in an order shuffled afresh every round (seeded by the plan's seed, so an order can be
 * reproduced) with the two sides of each ratio next to each other, so that drift of the machine over
 * time falls on baseline and candidate alike rather than on whichever ran later; each fork's round and position go to {@code precision.json}
 * ({@code forkRounds}) so forks of the same round can be paired. The rest's cells then run in
 * batches: a first round runs every
 * cell at the minimum forks (one JMH invocation per benchmark), then each round runs one JMH
 * invocation per cell that still needs forks ({@code ^benchmark$}, its mode and params, {@code -f k}
 * with k from the spread so far), as long as the caps and the environment's share of the budget
 * allow. The forks of all rounds are merged into one JMH entry per cell ({@link JmhMerge}); how
 * each cell stopped goes to {@code precision.json} beside {@code jmh.json}.
 */
public final class PrecisionRun {

    /**
     * What a precision-targeted run needs of the run it is part of (the run's context implements it).
     */
    public interface Settings {
        /** @return the plan: cells, stop rule, budget */
        PrecisionPlan precision();

        /** @return the JMH settings of the profile, as {@code -opt value} pairs ({@code -f} among them) */
        List<String> profileJmhArgs();

        /** @return the user's extra JMH arguments, passed as they are after the profile's */
        List<String> extraJmhArgs();

        /** @return where progress lines go */
        PrintWriter err();

        /** @return where the machine's noise is read during each fork */
        default ProcNoise noise() {
            return ProcNoise.system();
        }
    }

    private final Settings settings;
    private final PrecisionPlan plan;
    private final JmhLauncher launcher;
    private final String label;
    private int files;
    private final NoiseWatch noise;
    /** Shuffles the answers' forks of each round; seeded by the plan's seed. */
    private final Random random;
    /** Which answers' cells run each round, once their cells' states exist. */
    private AnswerRounds answerRounds;
    /** What the answers' minimum rounds said of the spread from fork to fork (null before, or without interleaving). */
    private AnswersSpread answersSpread;

    private PrecisionRun(Settings settings, JmhLauncher launcher, String label) {
        this.settings = settings;
        this.plan = settings.precision();
        this.launcher = launcher;
        this.label = label;
        ProcNoise proc = settings.noise();
        this.noise = new NoiseWatch(proc.alsoOwn(() -> launcher.forkProcesses(proc)));
        this.random = new Random(plan.seed());
        launcher.watch(noise);
    }

    /**
     * Runs the environment's cells and leaves the merged JMH JSON at {@code mergedOut} and
     * {@code precision.json} in {@code envDir}.
     *
     * @param label the environment's name in progress lines
     * @return exit code 0 when every cell ran; otherwise the failed JMH invocation's result (its
     *     output is in the environment's jmh.log), and nothing is left at {@code mergedOut}
     */
    public static ChildProcess.Result run(Settings settings, JmhLauncher launcher, String label, Path envDir,
            Path mergedOut) throws IOException, InterruptedException {
        return new PrecisionRun(settings, launcher, label).run(envDir, mergedOut);
    }

    private ChildProcess.Result run(Path envDir, Path mergedOut) throws IOException, InterruptedException {
        PrecisionPlan.Allowance allowance = plan.claim(Instant.now());
        StopRule.Limits limits = plan.limits();
        launcher.prepare(allowance.hardDeadline());
        ObjectNode machineNoise = plan.noiseProbe() ? probe(envDir, allowance.hardDeadline()) : null;
        List<CellState> answers = new ArrayList<>();
        for (Cell c : plan.answerCells()) {
            answers.add(new CellState(c, true));
        }
        List<CellState> rest = new ArrayList<>();
        for (Cell c : plan.restCells()) {
            rest.add(new CellState(c, false));
        }
        List<CellState> states = new ArrayList<>(answers);
        states.addAll(rest);
        Instant started = Instant.now();

        // the answers' cells first, to the target, within their share of the time when other cells wait
        Instant answersUntil = allowance.precisionUntil();
        if (!rest.isEmpty()) {
            long share = Duration.between(started, allowance.precisionUntil()).toMillis();
            answersUntil = started.plusMillis(Math.round(Math.max(share * PrecisionPlan.ANSWERS_SHARE,
                    1000 * plan.interleavedMinimum())));
        }
        ChildProcess.Result bad = plan.interleaveAnswers()
                ? interleaved(answers, answersUntil, allowance.hardDeadline())
                : phase(answers, answersUntil, allowance.hardDeadline());
        if (bad == null) {
            // then the rest of the selection fills what the environment's share leaves
            bad = phase(rest, allowance.precisionUntil(), allowance.hardDeadline());
        }
        if (bad != null) {
            return bad;
        }

        ArrayNode merged = JsonNodeFactory.instance.arrayNode();
        ObjectNode report = Json.mapper().valueToTree(plan.describe());
        report.put("seed", plan.seed());
        report.put("answersOrder", plan.interleaveAnswers() ? "interleaved" : "sequential");
        if (plan.interleaveAnswers()) {
            report.put("checkForkAfter", AnswerRounds.CHECK_AFTER);
        }
        report.put("forkFlags", launcher.forkFlags().strip());
        if (machineNoise != null) {
            report.set("machineNoise", machineNoise);
        }
        if (answersSpread != null) {
            report.set("answersSpread", answersSpread.json());
        }
        ArrayNode cells = report.putArray("cells");
        ArrayNode notRun = report.putArray("notRun");
        int reached = 0;
        int ran = 0;
        int answersReached = 0;
        int answersRun = 0;
        int heavyForks = 0;
        int redoneForks = 0;
        for (CellState s : states) {
            if (s.entries.isEmpty()) {
                notRun.add(cellJson(s.cell).put("role", s.answer ? "answer" : "rest"));
                continue;
            }
            ran++;
            merged.add(JmhMerge.merge(s.entries));
            StopRule.Interval iv = StopRule.interval(s.forkValues(), limits.confidence());
            boolean ok = iv.relative() <= limits.target();
            reached += ok ? 1 : 0;
            answersRun += s.answer ? 1 : 0;
            answersReached += s.answer && ok ? 1 : 0;
            ObjectNode c = cellJson(s.cell);
            c.put("role", s.answer ? "answer" : "rest");
            c.put("statistic", s.statistic().label());
            c.put("forks", iv.n());
            c.set("mean", JmhMerge.number(iv.mean()));
            c.set("halfWidth", JmhMerge.number(iv.halfWidth()));
            c.set("relativeHalfWidth", JmhMerge.number(iv.relative()));
            c.put("reached", ok);
            // a side of an answer's ratio may be precise on its own and still run on for the ratio
            c.put("stop", s.stop != null ? s.stop.label()
                    : (ok ? StopRule.Reason.PRECISION : StopRule.Reason.BUDGET).label());
            c.put("status", ok ? "within ±" + PrecisionPlan.percent(limits.target())
                    : "precision not reached (" + iv.percent() + ")");
            c.put("rounds", s.rounds);
            if (s.answer) {
                ArrayNode order = c.putArray("forkRounds");
                for (int[] rp : s.forkRounds) {
                    order.addArray().add(rp[0]).add(rp[1]);
                }
            }
            ArrayNode forkNoise = c.putArray("noise");
            int heavy = 0;
            for (ProcNoise.Window w : s.noise) {
                ObjectNode n = forkNoise.addObject();
                n.put("seconds", Math.round(w.seconds() * 100) / 100.0);
                n.set("steal", JmhMerge.number(w.steal()));
                n.set("othersCpu", JmhMerge.number(w.othersCpu()));
                n.set("loadAverage", JmhMerge.number(w.loadAverage()));
                n.put("heavy", w.heavy());
                heavy += w.heavy() ? 1 : 0;
            }
            c.put("heavyForks", heavy + s.redone.size());
            heavyForks += heavy + s.redone.size();
            if (s.answer) {
                ArrayNode redone = c.putArray("redoneForks");
                for (CellState.Redone r : s.redone) {
                    ObjectNode n = redone.addObject();
                    n.put("round", r.round());
                    n.set("value", JmhMerge.number(r.value()));
                    n.put("seconds", Math.round(r.noise().seconds() * 100) / 100.0);
                    n.set("steal", JmhMerge.number(r.noise().steal()));
                    n.set("othersCpu", JmhMerge.number(r.noise().othersCpu()));
                    n.set("loadAverage", JmhMerge.number(r.noise().loadAverage()));
                }
                redoneForks += s.redone.size();
            }
            c.put("seconds", Math.round(s.seconds * 10) / 10.0);
            cells.add(c);
        }
        if (ran == 0) {
            String line = "iobench: the run's budget was spent before this environment's first benchmark";
            Files.writeString(envDir.resolve(RunLayout.JMH_LOG), line + "\n", java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
            return new ChildProcess.Result(1, "", List.of(line), false);
        }
        ArrayNode pairsJson = report.putArray("pairs");
        int pairsReached = 0;
        // the answers' ratios, where they ran interleaved
        List<AnswerRounds.PairState> pairStates = answerRounds == null ? List.of() : answerRounds.pairs();
        SpreadPriors priors = SpreadPriors.NONE;
        if (answerRounds != null) {
            answerRounds.refit();
            priors = answerRounds.priors();
            ObjectNode pj = report.putObject("priors");
            priorJson(pj.putObject("cells"), priors.cells());
            priorJson(pj.putObject("pairs"), priors.pairs());
        }
        for (AnswerRounds.PairState p : pairStates) {
            AnswerPairs.Paired v = p.paired(limits.confidence(), priors);
            boolean ok = v.widest() <= limits.target();
            pairsReached += ok ? 1 : 0;
            ObjectNode o = pairsJson.addObject();
            o.put("what", p.pair().what());
            o.set("baseline", cellJson(p.pair().baseline()));
            o.set("candidate", cellJson(p.pair().candidate()));
            o.put("pairs", v.n());
            o.set("ratio", JmhMerge.number(v.ratio()));
            o.set("low", JmhMerge.number(v.low()));
            o.set("high", JmhMerge.number(v.high()));
            o.set("widestSide", JmhMerge.number(Double.isFinite(v.widest()) ? v.widest() : Double.NaN));
            o.put("reached", ok);
        }
        report.put("pairsReached", pairsReached);
        report.put("pairsRun", pairStates.size());
        report.put("cellsReached", reached);
        report.put("cellsRun", ran);
        report.put("answersReached", answersReached);
        report.put("answersRun", answersRun);
        report.put("heavyForks", heavyForks);
        report.put("redoneForks", redoneForks);
        ObjectNode limitsJson = report.putObject("heavyWhen");
        limitsJson.put("steal", ProcNoise.HEAVY_STEAL);
        limitsJson.put("othersCpu", ProcNoise.HEAVY_OTHERS_CORES);
        report.put("seconds", Math.round(Duration.between(started, Instant.now()).toMillis() / 100.0) / 10.0);
        Files.writeString(mergedOut, JmhMerge.write(merged));
        AtomicFiles.create(envDir.resolve(RunLayout.PRECISION), Json.write(report));
        settings.err().printf(Locale.ROOT, "iobench: %s: %d of %d cell(s) within ±%s%s%s%n", label, reached, ran,
                PrecisionPlan.percent(limits.target()), pairStates.isEmpty() ? ""
                        : String.format(Locale.ROOT, "; %d of %d answer ratio(s) within ±%s over paired forks",
                                pairsReached, pairStates.size(), PrecisionPlan.percent(limits.target())),
                notRun.isEmpty() ? ""
                        : String.format(Locale.ROOT, "; %d cell(s) not run: the budget was spent", notRun.size()));
        settings.err().flush();
        return new ChildProcess.Result(0, "", List.of(), false);
    }

    /**
     * Runs some cells to the target: a first round of every cell at the minimum forks (one JMH
     * invocation per benchmark), then rounds of one invocation per cell still short of it.
     *
     * @param precisionUntil rounds beyond the first are planned to end by then
     * @param hardDeadline no invocation starts after this
     * @return null when every invocation ran, else the failed one's result
     */
    private ChildProcess.Result phase(List<CellState> states, Instant precisionUntil, Instant hardDeadline)
            throws IOException, InterruptedException {
        if (states.isEmpty()) {
            return null;
        }
        StopRule.Limits limits = plan.limits();
        List<List<String>> invocations = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<List<CellState>> groups = new ArrayList<>();
        for (Map.Entry<String, List<Cell>> g : PrecisionPlan.groups(states.stream().map(s -> s.cell).toList())
                .entrySet()) {
            String name = nextFile();
            List<CellState> members = states.stream().filter(s -> s.cell.benchmark().equals(g.getKey())).toList();
            invocations.add(args(name, limits.minForks(), groupSelect(g.getKey(), g.getValue())));
            names.add(name);
            groups.add(members);
        }
        JmhLauncher.Round r1 = launcher.run(invocations, precisionUntil.isBefore(hardDeadline) ? precisionUntil
                : hardDeadline);
        attachNoise(states);
        for (int i = 0; i < r1.seconds().length; i++) {
            List<CellState> members = groups.get(i);
            ChildProcess.Result bad = collect(names.get(i), members, r1.seconds()[i], limits.minForks());
            if (bad != null) {
                return bad;
            }
        }
        if (r1.failure() != null) {
            Files.deleteIfExists(launcher.hostPath(names.get(r1.seconds().length)));
            return r1.failure();
        }
        for (int i = r1.seconds().length; i < groups.size(); i++) {
            groups.get(i).forEach(s -> s.stop = StopRule.Reason.BUDGET);
        }

        // later rounds: one invocation per cell that still needs forks
        for (int round = 2; ; round++) {
            List<CellState> next = new ArrayList<>();
            List<Integer> forks = new ArrayList<>();
            invocations.clear();
            names.clear();
            double planned = 0;
            for (CellState s : states) {
                if (s.stop != null) {
                    continue;
                }
                double available = Duration.between(Instant.now(), precisionUntil).toMillis() / 1000.0 - planned;
                StopRule.Decision d = StopRule.decide(limits, s.forkValues(), s.seconds, s.secondsPerFork,
                        PrecisionPlan.INVOCATION_SECONDS, available);
                if (d.stop() != null) {
                    s.stop = d.stop();
                    continue;
                }
                String name = nextFile();
                List<String> select = new ArrayList<>(s.cell.selectArgs());
                invocations.add(args(name, d.moreForks(), select));
                names.add(name);
                next.add(s);
                forks.add(d.moreForks());
                planned += PrecisionPlan.INVOCATION_SECONDS + d.moreForks() * s.secondsPerFork;
            }
            if (next.isEmpty()) {
                return null;
            }
            settings.err().printf(Locale.ROOT, "iobench: %s: %s round %d: %d cell(s) not yet within ±%s, %d more "
                    + "fork(s), about %s%n", label, states.get(0).answer ? "answers'" : "rest's", round, next.size(),
                    PrecisionPlan.percent(limits.target()), forks.stream().mapToInt(Integer::intValue).sum(),
                    Durations.human(planned));
            settings.err().flush();
            JmhLauncher.Round r = launcher.run(invocations, hardDeadline);
            attachNoise(next);
            for (int i = 0; i < r.seconds().length; i++) {
                ChildProcess.Result bad = collect(names.get(i), List.of(next.get(i)), r.seconds()[i], forks.get(i));
                if (bad != null) {
                    return bad;
                }
            }
            if (r.failure() != null) {
                Files.deleteIfExists(launcher.hostPath(names.get(r.seconds().length)));
                return r.failure();
            }
            for (int i = r.seconds().length; i < next.size(); i++) {
                next.get(i).stop = StopRule.Reason.BUDGET;
            }
        }
    }

    /**
     * Runs the answers' cells interleaved: every round is one fork of each cell still running, each
     * fork one JMH invocation, in a freshly shuffled order that keeps the sides of a ratio next to each
     * other ({@link RoundOrder}), the round from one launcher. The first
     * rounds, up to the minimum forks, run every cell. After them a cell that is a side of some
     * answer's ratio runs while one of its ratios, taken over paired forks, is wider than the target
     * and its partner still runs; a cell of no ratio (a table's own column, fio's JVM side) follows
     * the stop rule on its own interval. A round starts only when it fits before
     * {@code precisionUntil}.
     *
     * @param precisionUntil rounds beyond the minimum are planned to end by then
     * @param hardDeadline no invocation starts after this
     * @return null when every invocation ran, else the failed one's result
     */
    private ChildProcess.Result interleaved(List<CellState> states, Instant precisionUntil, Instant hardDeadline)
            throws IOException, InterruptedException {
        StopRule.Limits limits = plan.limits();
        answerRounds = new AnswerRounds(plan, states);
        List<AnswerRounds.PairState> pairs = answerRounds.pairs();
        List<Map.Entry<CellState, CellState>> links = pairs.stream()
                .map(p -> Map.entry(p.baseline(), p.candidate())).toList();
        for (int round = 1; ; round++) {
            boolean minimum = round <= limits.minForks();
            if (round == limits.minForks() + 1) {
                spread(states, limits, precisionUntil);
            }
            if (!minimum) {
                answerRounds.decideStops(states, round);
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
            double available = Duration.between(Instant.now(), precisionUntil).toMillis() / 1000.0;
            if (!minimum && planned > available) {
                next.forEach(s -> s.stop = StopRule.Reason.BUDGET);
                return null;
            }
            for (CellState s : states) {
                // a cell within the target for CHECK_AFTER rounds takes its check fork, if the round still fits it
                if (answerRounds.checkDue(s, round) && planned + answerRounds.forkSeconds(s) <= available) {
                    next.add(s);
                    planned += answerRounds.forkSeconds(s);
                    s.checked = true;
                }
            }
            next = RoundOrder.shuffle(next, links, random);
            List<List<String>> invocations = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (CellState s : next) {
                String name = nextFile();
                invocations.add(args(name, 1, s.cell.selectArgs()));
                names.add(name);
            }
            if (!minimum) {
                long open = pairs.stream().filter(p -> !answerRounds.met(p)).count();
                long within = next.stream().filter(s -> s.stop != null).count();
                settings.err().printf(Locale.ROOT, "iobench: %s: answers' round %d: %d ratio(s) not yet within ±%s, "
                        + "%d cell(s)%s, one fork each in a shuffled order, about %s%n", label, round, open,
                        PrecisionPlan.percent(limits.target()), next.size(),
                        within > 0 ? " (" + within + " within it, a check fork each)" : "",
                        Durations.human(planned));
                settings.err().flush();
            }
            JmhLauncher.Round r = launcher.run(invocations, hardDeadline);
            attachNoise(next);
            for (int i = 0; i < r.seconds().length; i++) {
                CellState s = next.get(i);
                ChildProcess.Result bad = collect(names.get(i), List.of(s), r.seconds()[i], 1);
                if (bad != null) {
                    return bad;
                }
                s.forkRounds.add(new int[] {round, i + 1});
            }
            setAsideHeavy(next.subList(0, r.seconds().length), round);
            if (r.failure() != null) {
                Files.deleteIfExists(launcher.hostPath(names.get(r.seconds().length)));
                return r.failure();
            }
            for (int i = r.seconds().length; i < next.size(); i++) {
                if (next.get(i).stop == null) {
                    next.get(i).stop = StopRule.Reason.BUDGET;
                }
            }
        }
    }

    /** Says how far the answers' cells moved from fork to fork in their minimum rounds, and what that allows. */
    private void spread(List<CellState> states, StopRule.Limits limits, Instant precisionUntil) {
        double left = Math.max(0, Duration.between(Instant.now(), precisionUntil).toMillis() / 1000.0);
        double round = PrecisionPlan.INVOCATION_SECONDS
                + states.stream().mapToDouble(answerRounds::forkSeconds).sum();
        answersSpread = AnswersSpread.of(states, limits.minForks(), limits, left, round);
        settings.err().println(answersSpread.line(label, limits.target()));
        settings.err().flush();
    }

    /**
     * Measures the machine's own noise before the environment's cells: {@link MachineNoise#FORKS}
     * forks of {@link MachineNoise#PROBE}, a benchmark without I/O, in the cells' fork shape. Its
     * JMH JSON is kept as {@link RunLayout#NOISE_PROBE}; a probe that fails or does not fit
     * before {@code deadline} is recorded as such and the environment runs on without it.
     *
     * @return what {@code precision.json} keeps as {@code machineNoise}
     */
    private ObjectNode probe(Path envDir, Instant deadline) throws IOException, InterruptedException {
        String name = nextFile();
        JmhLauncher.Round r = launcher.run(List.of(args(name, MachineNoise.FORKS, MachineNoise.PROBE.selectArgs())),
                deadline);
        noise.drain();  // the probe's forks are no cell's
        Path file = launcher.hostPath(name);
        String why;
        try {
            if (r.failure() != null) {
                why = "JMH failed (exit " + r.failure().exitCode() + ", see " + RunLayout.JMH_LOG + ")";
            } else if (r.seconds().length == 0) {
                why = "no time left before the run's budget";
            } else if (!Files.isRegularFile(file)) {
                why = "JMH wrote no result file";
            } else {
                byte[] bytes = Files.readAllBytes(file);
                JsonNode entry = null;
                try {
                    for (JsonNode e : Json.mapper().readTree(bytes)) {
                        entry = MachineNoise.PROBE.matches(e) ? e : entry;
                    }
                } catch (IOException e) {
                    entry = null;
                }
                if (entry != null) {
                    AtomicFiles.create(envDir.resolve(RunLayout.NOISE_PROBE), bytes);
                    MachineNoise m = MachineNoise.of(entry);
                    settings.err().printf(Locale.ROOT, "iobench: %s: machine noise: %s (no I/O) varies %.1f%% from fork "
                            + "to fork over %d forks (%.1f%% between iterations of a fork)%n", label,
                            MachineNoise.PROBE.label(), 100 * m.forkCv(), m.forks(), 100 * m.iterationCv());
                    settings.err().flush();
                    return m.json().put("seconds", Math.round(r.seconds()[0] * 10) / 10.0);
                }
                why = "JMH's result file holds no result for " + MachineNoise.PROBE.label();
            }
        } finally {
            Files.deleteIfExists(file);
        }
        settings.err().printf(Locale.ROOT, "iobench: %s: the machine-noise probe was not measured: %s; the cells run "
                + "without it%n", label, why);
        settings.err().flush();
        ObjectNode n = Json.object();
        n.put("benchmark", MachineNoise.PROBE.benchmark());
        n.put("notMeasured", why);
        return n;
    }

    /** Forks of one answer cell that may be set aside for heavy interference, at most. */
    static final int MAX_REDONE_PER_CELL = 2;

    /**
     * Sets aside the fork each cell of the round just run took under heavy interference (its last),
     * up to {@link #MAX_REDONE_PER_CELL} a cell: the cell then has one fork fewer and runs again.
     */
    private void setAsideHeavy(List<CellState> ran, int round) {
        for (CellState s : ran) {
            if (s.stop != null || s.noise.isEmpty() || s.entries.isEmpty() || s.redone.size() >= MAX_REDONE_PER_CELL) {
                continue;
            }
            ProcNoise.Window w = s.noise.get(s.noise.size() - 1);
            int[] last = s.forkRounds.isEmpty() ? null : s.forkRounds.get(s.forkRounds.size() - 1);
            if (!w.heavy() || last == null || last[0] != round || s.noise.size() != s.entries.size()) {
                continue;
            }
            double[] values = s.forkValues();
            s.redone.add(new CellState.Redone(round, values[values.length - 1], w));
            s.entries.remove(s.entries.size() - 1);
            s.forkRounds.remove(s.forkRounds.size() - 1);
            s.noise.remove(s.noise.size() - 1);
            settings.err().printf(Locale.ROOT, "iobench: %s: %s: round %d's fork ran under heavy interference (steal "
                    + "%.0f%%, others %.2f cores): set aside, run again%n", label, s.cell.label(), round,
                    100 * w.steal(), w.othersCpu());
        }
    }

    /** Gives each fork's noise, seen in the round just run, to its cell. */
    private void attachNoise(List<CellState> states) {
        for (NoiseWatch.Fork f : noise.drain()) {
            for (CellState s : states) {
                if (s.cell.equals(f.cell())) {
                    s.noise.add(f.window());
                    break;
                }
            }
        }
    }

    /** Reads one invocation's result file into its cells; returns a failure if a cell is missing from it. */
    private ChildProcess.Result collect(String name, List<CellState> members, double seconds, int forksEach)
            throws IOException {
        Path file = launcher.hostPath(name);
        JsonNode json;
        try {
            json = Files.isRegularFile(file) ? Json.mapper().readTree(file.toFile()) : null;
        } finally {
            Files.deleteIfExists(file);
        }
        // the launcher's own start is not in an invocation's seconds: they are its forks'
        double perFork = Math.max(0.05, seconds / (members.size() * forksEach));
        for (CellState s : members) {
            JsonNode found = null;
            if (json != null) {
                for (JsonNode e : json) {
                    if (s.cell.matches(e)) {
                        found = e;
                    }
                }
            }
            if (found == null) {
                String line = "JMH wrote no result for " + s.cell.label();
                return new ChildProcess.Result(1, "", List.of(line), false);
            }
            s.entries.add(found);
            s.seconds += seconds / members.size();
            s.secondsPerFork = perFork;
            s.rounds++;
        }
        return null;
    }

    /** A prior of spread as precision.json keeps it: its weight in degrees of freedom (0: none) and its variance. */
    private static void priorJson(ObjectNode o, SpreadPrior p) {
        o.set("df", JmhMerge.number(p.df()));
        o.set("variance", JmhMerge.number(p.variance()));
    }

    private static ObjectNode cellJson(Cell c) {
        ObjectNode n = Json.object();
        n.put("benchmark", c.benchmark());
        n.put("mode", c.mode());
        ObjectNode p = n.putObject("params");
        c.params().forEach(p::put);
        return n;
    }

    private String nextFile() {
        return String.format(Locale.ROOT, ".precision-%04d.json", ++files);
    }

    /** Round 1 selection of one benchmark: its name, the modes and every param value of its cells. */
    private static List<String> groupSelect(String benchmark, List<Cell> cells) {
        List<String> args = new ArrayList<>(List.of(Cell.includeRegex(benchmark), "-bm",
                String.join(",", cells.stream().map(Cell::mode).distinct().toList())));
        Map<String, List<String>> values = new java.util.TreeMap<>();
        for (Cell c : cells) {
            c.params().forEach((k, v) -> {
                List<String> l = values.computeIfAbsent(k, x -> new ArrayList<>());
                if (!l.contains(v)) {
                    l.add(v);
                }
            });
        }
        values.forEach((k, v) -> {
            args.add("-p");
            args.add(k + "=" + String.join(",", v));
        });
        return args;
    }

    /**
     * JMH's arguments for one invocation: JSON into result file {@code name}, the profile's warmup
     * and measurement settings (a {@code --jmh-arg} replaces the profile's), {@code -f forks}, the
     * folder under test and the launcher's flags for the forks, fail-on-error, the other extra arguments, then the selection.
     */
    private List<String> args(String name, int forks, List<String> select) {
        List<String> args = new ArrayList<>(List.of("-rf", "json", "-rff", launcher.resultPath(name)));
        List<String> extra = settings.extraJmhArgs();
        List<String> profile = settings.profileJmhArgs();
        for (int i = 0; i + 1 < profile.size(); i += 2) {
            if (!profile.get(i).equals("-f") && !extra.contains(profile.get(i))) {
                args.add(profile.get(i));
                args.add(profile.get(i + 1));
            }
        }
        args.addAll(List.of("-f", String.valueOf(forks), "-jvmArgsAppend",
                "-Diobench.dir=" + launcher.ioDir() + launcher.forkFlags(), "-foe", "true"));
        for (int i = 0; i < extra.size(); i++) {
            String a = extra.get(i);
            if ((a.equals("-p") || a.equals("-bm")) && i + 1 < extra.size()) {
                i++;
            } else {
                args.add(a);
            }
        }
        args.addAll(select);
        return args;
    }

    /** @return e.g. {@code [3.1, 2.9]} for messages */
    static String show(double[] values) {
        return Arrays.toString(values);
    }
}
