package dev.iobench.runner.process;

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

    /** @return whether the JVM is shutting down (e.g. after Ctrl-C) */
    public static boolean shuttingDown() {
        return shuttingDown;
    }

    private static void runAll() {
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
