package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.precision.SharedBudget;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunManifest;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a run's environments one after another into its folder and finishes it: progress per
 * environment, {@code run.json} kept up to date, an interrupt or a results folder that can no
 * longer be written recorded as such (what was written stays, and {@code --resume} continues).
 */
final class RunLoop {
    private RunLoop() {
    }

    /**
     * @param toRun the environments to run now, in order (a resume's are those not yet kept)
     * @return {@link ExitCodes#OK} when every environment of the run is ok, else {@link ExitCodes#FAILURE}
     * @throws ExitException when interrupted or the results folder cannot be written
     */
    static int run(RunDirectory run, List<EnvironmentTask> toRun, RunContext ctx, PrintWriter out, PrintWriter err)
            throws IOException {
        // JMH's machine-wide lock, held for the whole run where JMH runs on the host: its environments take
        // turns on threads of their own, so no single environment may hold it
        boolean onHost = toRun.stream().anyMatch(t -> t instanceof HostTask);
        try (Cleanup.Action interrupted = Cleanup.register("run " + run.id(), () -> Resume.markInterrupted(run));
                JmhLock lock = onHost ? JmhLock.acquire(err, "run " + run.id()) : null) {
            List<EnvironmentTask> notRun = ctx.precision() != null ? shared(run, toRun, ctx)
                    : oneAfterAnother(run, toRun, ctx);
            if (!notRun.isEmpty()) {
                throw resultsUnwritable(run, notRun, run.writeFailure(), out);
            }
        } catch (InterruptedException e) {
            Resume.markInterrupted(run);
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted; partial run kept in " + run.path()
                    + " (continue it with: iobench run --resume " + run.path() + ")");
        }
        RunManifest.Status status = run.manifest().environments.stream().allMatch(r -> r.status == EnvRecord.Status.ok)
                ? RunManifest.Status.ok : RunManifest.Status.failed;
        IOException unwritable = run.writeFailure();
        if (unwritable != null) {
            throw resultsUnwritable(run, List.of(), unwritable, out);
        }
        try {
            run.finish(status, Instant.now());
        } catch (IOException e) {
            throw resultsUnwritable(run, List.of(), e, out);
        }
        for (EnvRecord r : run.manifest().environments) {
            err.printf("iobench:   %-28s %s%s%n", r.id != null ? r.id : r.label, r.status,
                    r.reason != null ? ": " + r.reason : "");
        }
        out.println(run.path());
        out.flush();
        return status == RunManifest.Status.ok ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /**
     * Runs the environments one after another.
     *
     * @return the environments not run because the results folder can no longer be written
     */
    private static List<EnvironmentTask> oneAfterAnother(RunDirectory run, List<EnvironmentTask> toRun, RunContext ctx)
            throws InterruptedException {
        for (int i = 0; i < toRun.size(); i++) {
            if (!runOne(run, toRun.get(i), i, ctx)) {
                return toRun.subList(i, toRun.size());
            }
        }
        return List.of();
    }

    /**
     * Runs the environments of a precision-targeted run, each on its own thread, taking turns on the
     * budget they share ({@link SharedBudget}): one runs at a time.
     *
     * @return the environments not run because the results folder can no longer be written
     */
    private static List<EnvironmentTask> shared(RunDirectory run, List<EnvironmentTask> toRun, RunContext ctx)
            throws InterruptedException {
        SharedBudget turns = ctx.precision().turns();
        turns.environments(toRun.size());
        turns.onTurn((i, turn) -> ctx.progress().active(i));
        List<EnvironmentTask> notRun = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean interrupted = new AtomicBoolean();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < toRun.size(); i++) {
            int index = i;
            EnvironmentTask task = toRun.get(i);
            Thread t = new Thread(() -> {
                try {
                    turns.awaitStart(index);
                    if (interrupted.get() || failure.get() != null || !notRun.isEmpty()) {
                        notRun.add(task);
                    } else if (!runOne(run, task, index, ctx)) {
                        notRun.add(task);
                    }
                } catch (InterruptedException e) {
                    interrupted.set(true);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                } finally {
                    turns.done();
                }
            }, "iobench-env-" + index);
            threads.add(t);
        }
        threads.forEach(Thread::start);
        try {
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            threads.forEach(Thread::interrupt);
            throw e;
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        } else if (failure.get() instanceof Error e) {
            throw e;
        }
        if (interrupted.get()) {
            throw new InterruptedException("interrupted");
        }
        // in run order, as the sequential run reports them
        return toRun.stream().filter(notRun::contains).toList();
    }

    /**
     * Runs one environment, with its progress lines.
     *
     * @return false when it was not run: the results folder can no longer be written
     */
    private static boolean runOne(RunDirectory run, EnvironmentTask task, int index, RunContext ctx)
            throws InterruptedException {
        if (Cleanup.shuttingDown()) {
            // the cleanup hook has already run: nothing may be started that it would not undo
            throw new InterruptedException("interrupted");
        }
        if (run.writeFailure() != null) {
            return false;
        }
        ctx.progress().start(index);
        task.run(ctx);
        EnvRecord r = task.record();
        ctx.progress().finish(index, r.status + (r.reason != null ? " (" + r.reason + ")" : ""));
        return true;
    }

    /**
     * The results folder can no longer be written (a full disk): the environments not run are skipped
     * (in memory: run.json cannot take it), those written before stay as they are.
     */
    static ExitException resultsUnwritable(RunDirectory run, List<EnvironmentTask> notRun, IOException e,
            PrintWriter out) {
        for (EnvironmentTask t : notRun) {
            t.record().status = EnvRecord.Status.skipped;
            t.record().reason = "results folder not writable";
        }
        try {
            run.finish(RunManifest.Status.failed, Instant.now());
        } catch (IOException again) {
            // run.json keeps its last whole version
        }
        out.println(run.path());
        out.flush();
        return new ExitException(ExitCodes.FAILURE, "cannot write results in " + run.path() + ": "
                + EnvSlot.message(e) + "; environments written before are intact (iobench run --resume "
                + run.path() + " continues once there is room)", e);
    }
}
