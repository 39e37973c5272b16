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
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Runs a run's environments into its folder and finishes it, {@code run.json} kept up to date, an interrupt
 * or an unwritable results folder recorded as such; a resume runs the unfinished environments again.
 */
final class RunLoop {
    private RunLoop() {
    }

    /** Runs {@code toRun}; exit OK when every environment of the run is ok, else FAILURE. */
    static int run(List<EnvironmentTask> toRun, RunContext ctx) throws IOException {
        RunDirectory run = ctx.run();
        // JMH's machine-wide lock, held for the whole run where JMH runs on the host: its environments take
        // turns on threads of their own, so no single environment may hold it
        boolean onHost = toRun.stream().anyMatch(t -> t instanceof HostTask);
        try (Cleanup.Action interrupted = Cleanup.register("run " + run.id(), () -> markInterrupted(run));
                JmhLock lock = onHost ? JmhLock.acquire(ctx.err(), "run " + run.id()) : null) {
            List<EnvironmentTask> notRun = ctx.precision() != null ? shared(toRun, ctx) : oneAfterAnother(toRun, ctx);
            if (!notRun.isEmpty()) {
                throw resultsUnwritable(ctx, notRun, run.writeFailure());
            }
        } catch (InterruptedException e) {
            markInterrupted(run);
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted; partial run kept in " + run.path()
                    + " (continue it with: iobench run --resume " + run.path() + ")");
        }
        RunDirectory.Status status = run.manifest().environments.stream().allMatch(r -> r.status == EnvRecord.Status.ok)
                ? RunDirectory.Status.ok : RunDirectory.Status.failed;
        try {
            if (run.writeFailure() != null) {
                throw run.writeFailure();
            }
            run.finish(status, Instant.now());
        } catch (IOException e) {
            throw resultsUnwritable(ctx, List.of(), e);
        }
        for (EnvRecord r : run.manifest().environments) {
            ctx.err().printf("iobench:   %-28s %s%s%n", r.id != null ? r.id : r.label, r.status,
                    r.reason != null ? ": " + r.reason : "");
        }
        ctx.out().println(run.path());
        ctx.out().flush();
        return status == RunDirectory.Status.ok ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** Runs the environments one after another; returns those not run as the folder cannot be written. */
    private static List<EnvironmentTask> oneAfterAnother(List<EnvironmentTask> toRun, RunContext ctx)
            throws InterruptedException {
        for (int i = 0; i < toRun.size(); i++) {
            if (!runOne(toRun.get(i), i, ctx)) {
                return toRun.subList(i, toRun.size());
            }
        }
        return List.of();
    }

    /** As {@link #oneAfterAnother}, each environment on its own thread, taking turns on the {@link SharedBudget}. */
    private static List<EnvironmentTask> shared(List<EnvironmentTask> toRun, RunContext ctx)
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
                    if (interrupted.get() || failure.get() != null || !notRun.isEmpty() || !runOne(task, index, ctx)) {
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

    /** Runs one environment with its progress lines; false when the results folder can no longer be written. */
    private static boolean runOne(EnvironmentTask task, int index, RunContext ctx) throws InterruptedException {
        if (Cleanup.shuttingDown()) {
            // the cleanup hook has already run: nothing may be started that it would not undo
            throw new InterruptedException("interrupted");
        }
        if (ctx.run().writeFailure() != null) {
            return false;
        }
        ctx.progress().start(index);
        task.run(ctx);
        EnvRecord r = task.record();
        ctx.progress().finish(index, r.status + (r.reason != null ? " (" + r.reason + ")" : ""));
        return true;
    }

    /** The results folder cannot be written (a full disk): {@code notRun} are skipped, the rest stays. */
    private static ExitException resultsUnwritable(RunContext ctx, List<EnvironmentTask> notRun, IOException e) {
        RunDirectory run = ctx.run();
        for (EnvironmentTask t : notRun) {
            t.record().status = EnvRecord.Status.skipped;
            t.record().reason = "results folder not writable";
        }
        try {
            run.finish(RunDirectory.Status.failed, Instant.now());
        } catch (IOException again) {
            // run.json keeps its last whole version
        }
        ctx.out().println(run.path());
        ctx.out().flush();
        return new ExitException(ExitCodes.FAILURE, "cannot write results in " + run.path() + ": "
                + EnvSlot.message(e) + "; environments written before are intact (iobench run --resume "
                + run.path() + " continues once there is room)", e);
    }

    /** Matches the tasks to the resumed run's environments, keeps the finished ones and returns the rest. */
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
        // an attempt still open was killed before it could record its end
        run.endLastAttempt(RunDirectory.Status.interrupted, null);
        List<EnvironmentTask> toRun = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            EnvRecord old = stored.get(i);
            if (EnvSlot.reclaim(run, old)) {
                err.printf("iobench:   %-28s ok, kept%n", old.id);
                continue;
            }
            EnvRecord fresh = tasks.get(i).record();
            fresh.attempts.addAll(old.attempts);
            stored.set(i, fresh);
            toRun.add(tasks.get(i));
        }
        EnvSlot.sweep(run);
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
                run.finish(RunDirectory.Status.interrupted, Instant.now());
            }
        } catch (IOException e) {
            System.err.println("iobench: warning: cannot update " + run.path() + "/run.json: " + e.getMessage());
        }
    }

    /**
     * JMH's machine-wide lock ({@code jmh.lock} in the temp folder), taken by a run with host environments,
     * which then runs JMH with {@code -Djmh.ignoreLock=true}: a second iobench or JMH waits instead of failing.
     */
    private record JmhLock(FileChannel channel, FileLock lock) implements AutoCloseable {
        /** File locks belong to the process: runs inside one JVM (tests) take turns here first. */
        private static final ReentrantLock IN_PROCESS = new ReentrantLock();

        /** Takes the lock, waiting while another process holds it. */
        static JmhLock acquire(PrintWriter err, String who) throws IOException {
            Path file = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
            if (!IN_PROCESS.tryLock()) {
                err.printf("iobench: %s: waiting for another JMH run in this process to finish%n", who);
                err.flush();
                IN_PROCESS.lock();
            }
            FileChannel ch = null;
            try {
                ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock l = ch.tryLock();
                if (l == null) {
                    err.printf("iobench: %s: waiting for another JMH run on this machine to finish (%s)%n", who, file);
                    err.flush();
                    l = ch.lock();
                }
                return new JmhLock(ch, l);
            } catch (IOException | RuntimeException e) {
                if (ch != null) {
                    ch.close();
                }
                IN_PROCESS.unlock();
                throw e;
            }
        }

        @Override
        public void close() throws IOException {
            try {
                lock.release();
            } finally {
                channel.close();
                IN_PROCESS.unlock();
            }
        }
    }
}
