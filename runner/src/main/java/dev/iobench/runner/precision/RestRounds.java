package dev.iobench.runner.precision;

import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
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
record RestRounds(PrecisionPlan plan, Invocations jmh, PrecisionRun.Settings settings, String label) {

    /**
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
        List<Invocations.Invocation> first = new ArrayList<>();
        states.stream().collect(Collectors.groupingBy(s -> s.cell.benchmark(), LinkedHashMap::new, Collectors.toList()))
                .values().forEach(members -> first.add(jmh.of(members, limits.minForks(),
                        Invocations.groupSelect(members.stream().map(s -> s.cell).toList()))));
        ChildProcess.Result bad = jmh.run(first, precisionUntil.isBefore(hardDeadline) ? precisionUntil : hardDeadline,
                i -> { }, ran -> settings.progress(limits.minForks() * first.subList(0, ran).stream()
                        .mapToInt(i -> i.members().size()).sum(), String.format(Locale.ROOT,
                        "rest of the suite: %d of %d cell(s) run", states.stream().filter(s -> !s.entries.isEmpty())
                                .count(), states.size())));
        // later rounds: one invocation per cell that still needs forks
        for (int round = 2; bad == null; round++) {
            List<Invocations.Invocation> next = new ArrayList<>();
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
                next.add(jmh.of(List.of(s), d.moreForks(), s.cell.selectArgs()));
                planned += PrecisionPlan.INVOCATION_SECONDS + d.moreForks() * s.secondsPerFork;
            }
            if (next.isEmpty()) {
                return null;
            }
            if (settings.verbose()) {
                settings.err().printf(Locale.ROOT, "iobench: %s: rest's round %d: %d cell(s) not yet within ±%s, %d "
                        + "more fork(s), about %s%n", label, round, next.size(), PrecisionPlan.percent(limits.target()),
                        next.stream().mapToInt(Invocations.Invocation::forks).sum(), Durations.human(planned));
                settings.err().flush();
            }
            settings.progress(0, String.format(Locale.ROOT, "rest of the suite: round %d, %d cell(s) short of ±%s",
                    round, next.size(), PrecisionPlan.percent(limits.target())));
            bad = jmh.run(next, hardDeadline, i -> settings.progress(next.get(i).forks(), null), ran -> { });
        }
        return bad;
    }
}
