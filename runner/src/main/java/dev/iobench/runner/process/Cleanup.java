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

    /** An undo action; {@link #close()} unregisters it without running it. */
    public static final class Action implements AutoCloseable {
        private final String what;
        private final Runnable undo;

        private Action(String what, Runnable undo) {
            this.what = what;
            this.undo = undo;
        }

        /** Unregisters the action (the resource was released normally). */
        @Override
        public void close() {
            synchronized (ACTIONS) {
                ACTIONS.remove(this);
            }
        }

        @Override
        public String toString() {
            return what;
        }
    }

    /**
     * @param what a short description, e.g. {@code container iobench-...}
     * @param undo idempotent; runs on shutdown if still registered
     */
    public static Action register(String what, Runnable undo) {
        Action a = new Action(what, undo);
        synchronized (ACTIONS) {
            ACTIONS.push(a);
        }
        return a;
    }

    /** Makes a resource; may fail. */
    @FunctionalInterface
    public interface Maker<T> {
        /** @return the resource, made */
        T make() throws IOException, InterruptedException;
    }

    /**
     * Makes a resource and registers its undo as one step that shutdown cannot split: the cleanup
     * either runs after the resource exists (and undoes it) or the resource is never made. A
     * resource made and registered in two steps leaks when a signal lands between them, and one
     * made while the cleanup already ran is never undone.
     *
     * @param point the name of the {@link PausePoint} between making and registering, for tests
     *     that signal iobench exactly there: {@code <point>-made}
     * @param what a short description, e.g. {@code folder /tmp/iobench-vol-...}
     * @param make makes the resource (held under the cleanup's lock: keep it short)
     * @param undo idempotent; runs on shutdown if still registered
     * @return the resource and its action, whose {@link Action#close()} unregisters the undo
     * @throws IOException when iobench is shutting down (nothing is made), or what {@code make} threw
     */
    public static <T> Held<T> acquire(String point, String what, Maker<T> make, java.util.function.Consumer<T> undo)
            throws IOException, InterruptedException {
        synchronized (ACTIONS) {
            if (shuttingDown) {
                throw new IOException("iobench is stopping: " + what + " not made");
            }
            T resource = make.make();
            PausePoint.reach(point + "-made");
            Action a = new Action(what, () -> undo.accept(resource));
            ACTIONS.push(a);
            return new Held<>(resource, a);
        }
    }

    /** A resource made by {@link #acquire} and the action that undoes it. */
    public record Held<T>(T resource, Action action) {
    }

    /** @return whether the JVM is shutting down (e.g. after Ctrl-C) */
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
                a.undo.run();
            } catch (RuntimeException e) {
                System.err.println("iobench: warning: cleanup of " + a.what + " failed: " + e.getMessage());
            }
        }
    }
}
