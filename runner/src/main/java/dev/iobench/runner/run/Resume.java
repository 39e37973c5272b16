package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import dev.iobench.runner.results.RunManifest;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code iobench run --resume} does to a run folder before running again, and what an
 * interrupt leaves in it: environments finished are kept, the others cleared and run again under
 * their names, and each invocation recorded as an attempt.
 */
final class Resume {
    private Resume() {
    }

    /**
     * Matches the planned tasks to the run's environments, keeps the finished ones, clears what the
     * others left, and starts a new attempt.
     *
     * @return the tasks to run again, in the run's order
     */
    static List<EnvironmentTask> prepare(RunDirectory run, List<EnvironmentTask> tasks,
            List<String> command, PrintWriter err) throws IOException {
        List<EnvRecord> stored = run.manifest().environments;
        List<String> planned = tasks.stream().map(t -> t.record().label).toList();
        List<String> recorded = stored.stream().map(r -> r.label).toList();
        if (recorded.size() < planned.size() && planned.subList(0, recorded.size()).equals(recorded)) {
            // an iobench that recorded its plan one environment at a time was killed while doing so
            for (int i = recorded.size(); i < tasks.size(); i++) {
                stored.add(new EnvRecord(tasks.get(i).record().kind, planned.get(i)));
            }
            recorded = planned;
        }
        if (!planned.equals(recorded)) {
            throw ExitException.usage("--resume %s: its settings now give the environments %s, the run has %s",
                    run.path(), planned, recorded);
        }
        RunManifest m = run.manifest();
        if (!m.attempts.isEmpty() && m.attempts.get(m.attempts.size() - 1).finishedAt() == null) {
            // the last invocation was killed before it could record its end
            int last = m.attempts.size() - 1;
            m.attempts.set(last, m.attempts.get(last).end(RunManifest.Status.interrupted, null));
        }
        List<EnvironmentTask> toRun = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            EnvRecord old = stored.get(i);
            if (EnvSlot.reclaim(run, old, RunLayout.JMH_NAMES)) {
                err.printf("iobench:   %-28s ok, kept%n", old.id);
                continue;
            }
            EnvRecord fresh = tasks.get(i).record();
            fresh.attempts.addAll(old.attempts);
            stored.set(i, fresh);
            toRun.add(tasks.get(i));
        }
        EnvSlot.sweep(run, RunLayout.JMH_NAMES);
        run.beginAttempt(Instant.now(), command);
        return toRun;
    }

    /** Records that the run was interrupted: environments running or pending are marked skipped. */
    static void markInterrupted(RunDirectory run) {
        try {
            for (EnvRecord r : run.manifest().environments) {
                if (r.status == EnvRecord.Status.running) {
                    r.skipInterrupted();
                    r.finishedAt = Instant.now().toString();
                    r.recordAttempt();
                } else if (r.status == EnvRecord.Status.pending) {
                    r.skipInterrupted();
                }
            }
            if (run.manifest().finishedAt == null) {
                run.finish(RunManifest.Status.interrupted, Instant.now());
            }
        } catch (IOException e) {
            System.err.println("iobench: warning: cannot update " + run.path() + "/run.json: " + e.getMessage());
        }
    }
}
