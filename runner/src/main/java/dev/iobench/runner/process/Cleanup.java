package dev.iobench.runner.process;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What must be undone however iobench ends, Ctrl-C included: child processes, containers, loop
 * mounts. Register an action while the resource lives and close the returned handle when it is
 * released normally; on JVM shutdown (SIGINT, SIGTERM) every action still registered runs, newest
 * first.
 */
public final class Cleanup {
    private static final Deque<Action> ACTIONS = new ArrayDeque<>();
    private static volatile boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(Cleanup::runAll, "iobench-cleanup"));
    }

    private Cleanup() {
    }

    /** An undo action; {@link #close()} unregisters it without running it (the resource was released normally). */
    public record Action(String what, Runnable undo) implements AutoCloseable {
        @Override
        public void close() {
            synchronized (ACTIONS) {
                ACTIONS.remove(this);
            }
        }
    }

    /** {@code what} is a short description, e.g. {@code container iobench-...}; {@code undo} must be idempotent. */
    public static Action register(String what, Runnable undo) {
        Action a = new Action(what, undo);
        synchronized (ACTIONS) {
            ACTIONS.push(a);
        }
        return a;
    }

    @FunctionalInterface
    public interface Maker<T> {
        T make() throws IOException, InterruptedException;
    }

    /**
     * Makes a resource and registers its undo as one step that shutdown cannot split: made and registered
     * in two steps, it leaks when a signal lands between them. {@code make} runs under the cleanup's
     * lock (keep it short); tests can signal iobench at {@link PausePoint} {@code <point>-made} before
     * the undo is registered. Throws an IOException, making nothing, once iobench is shutting down.
     */
    public static <T> Held<T> acquire(String point, String what, Maker<T> make, java.util.function.Consumer<T> undo)
            throws IOException, InterruptedException {
        synchronized (ACTIONS) {
            if (shuttingDown) {
                throw new IOException("iobench is stopping: " + what + " not made");
            }
            T resource = make.make();
            PausePoint.reach(point + "-made");
            return new Held<>(resource, register(what, () -> undo.accept(resource)));
        }
    }

    /** A resource made by {@link #acquire} and the action that undoes it. */
    public record Held<T>(T resource, Action action) {
    }

    public static boolean shuttingDown() {
        return shuttingDown;
    }

    private static void runAll() {
        // set before the first poll: a maker that has not yet taken the lock sees it and makes nothing
        shuttingDown = true;
        while (true) {
            Action a;
            synchronized (ACTIONS) {
                a = ACTIONS.poll();
            }
            if (a == null) {
                return;
            }
            try {
                a.undo().run();
            } catch (RuntimeException e) {
                System.err.println("iobench: warning: cleanup of " + a.what() + " failed: " + e.getMessage());
            }
        }
    }
}
