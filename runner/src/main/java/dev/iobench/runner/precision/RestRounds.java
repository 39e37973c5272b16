package dev.iobench.runner.precision;

import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The rest of the suite in one environment, after the answers: a first round of every cell at the
 * minimum forks (one JMH invocation per benchmark), then one invocation per cell still short of the
 * target, as long as the caps and the environment's allowance let it.
 *
 * @param label the environment's name in progress lines
 */
record RestRounds(PrecisionPlan plan, Invocations jmh, JmhLauncher launcher, NoiseWatch noise,
        PrecisionRun.Settings settings, String label) {

    /**
     * Runs some cells to the target: a first round of every cell at the minimum forks (one JMH
     * invocation per benchmark), then rounds of one invocation per cell still short of it.
     *
     * @param precisionUntil rounds beyond the first are planned to end by then
     * @param hardDeadline no invocation starts after this
     * @return null when every invocation ran, else the failed one's result
     */
    ChildProcess.Result run(List<CellState> states, Instant precisionUntil, Instant hardDeadline)
            throws IOException, InterruptedException {
        if (states.isEmpty()) {
            return null;
        }
        StopRule.Limits limits = plan.limits();
        List<List<String>> invocations = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<List<CellState>> groups = List.copyOf(states.stream().collect(Collectors.groupingBy(
                s -> s.cell.benchmark(), LinkedHashMap::new, Collectors.toList())).values());
        for (List<CellState> members : groups) {
            String name = jmh.nextFile();
            invocations.add(jmh.args(name, limits.minForks(),
                    Invocations.groupSelect(members.stream().map(s -> s.cell).toList())));
            names.add(name);
        }
        JmhLauncher.Round r1 = launcher.run(invocations, precisionUntil.isBefore(hardDeadline) ? precisionUntil
                : hardDeadline);
        noise.attach(states);
        int firstForks = 0;
        for (int i = 0; i < r1.seconds().length; i++) {
            List<CellState> members = groups.get(i);
            ChildProcess.Result bad = jmh.collect(names.get(i), members, r1.seconds()[i], limits.minForks());
            if (bad != null) {
                return bad;
            }
            firstForks += members.size() * limits.minForks();
        }
        settings.progress(firstForks, String.format(Locale.ROOT, "rest of the suite: %d of %d cell(s) run",
                states.stream().filter(s -> !s.entries.isEmpty()).count(), states.size()));
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
                String name = jmh.nextFile();
                invocations.add(jmh.args(name, d.moreForks(), s.cell.selectArgs()));
                names.add(name);
                next.add(s);
                forks.add(d.moreForks());
                planned += PrecisionPlan.INVOCATION_SECONDS + d.moreForks() * s.secondsPerFork;
            }
            if (next.isEmpty()) {
                return null;
            }
            if (settings.verbose()) {
                settings.err().printf(Locale.ROOT, "iobench: %s: rest's round %d: %d cell(s) not yet within ±%s, %d "
                        + "more fork(s), about %s%n", label, round, next.size(), PrecisionPlan.percent(limits.target()),
                        forks.stream().mapToInt(Integer::intValue).sum(), Durations.human(planned));
                settings.err().flush();
            }
            settings.progress(0, String.format(Locale.ROOT, "rest of the suite: round %d, %d cell(s) short of ±%s",
                    round, next.size(), PrecisionPlan.percent(limits.target())));
            JmhLauncher.Round r = launcher.run(invocations, hardDeadline);
            noise.attach(next);
            for (int i = 0; i < r.seconds().length; i++) {
                ChildProcess.Result bad = jmh.collect(names.get(i), List.of(next.get(i)), r.seconds()[i], forks.get(i));
                if (bad != null) {
                    return bad;
                }
                settings.progress(forks.get(i), null);
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
}
