package dev.iobench.runner.process;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * What must be undone however iobench ends, Ctrl-C included: child processes, containers, loop
 * mounts. Register an action while the resource lives and close the returned handle when it is
 * released normally; on JVM shutdown (SIGINT, SIGTERM) every action still registered runs, newest
 * first. Also the pause points tests signal iobench at ({@link #pauseAt}).
 */
public final class Cleanup {
    /** The environment variable naming the point to pause at. */
    public static final String PAUSE_ENV = "IOBENCH_PAUSE_AT";
    private static final String PAUSE_AT = System.getenv(PAUSE_ENV);
    private static final Deque<Action> ACTIONS = new ArrayDeque<>();
    private static volatile boolean shuttingDown;
    private static volatile boolean paused;

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
     * lock (keep it short); tests can signal iobench at pause point {@code <point>-made} before
     * the undo is registered. Throws an IOException, making nothing, once iobench is shutting down.
     */
    public static <T> Held<T> acquire(String point, String what, Maker<T> make, Consumer<T> undo)
            throws IOException, InterruptedException {
        synchronized (ACTIONS) {
            if (shuttingDown) {
                throw new IOException("iobench is stopping: " + what + " not made");
            }
            T resource = make.make();
            pauseAt(point + "-made");
            return new Held<>(resource, register(what, () -> undo.accept(resource)));
        }
    }

    /** A resource made by {@link #acquire} and the action that undoes it. */
    public record Held<T>(T resource, Action action) {
    }

    public static boolean shuttingDown() {
        return shuttingDown;
    }

    /**
     * A named point where a test can hold iobench still and signal it: with {@value #PAUSE_ENV}{@code =NAME}
     * in its environment, the first time the process reaches point NAME it prints
     * {@code iobench: paused at NAME} on stderr and waits until it is told to stop (a signal starts the
     * shutdown), then goes on, so the signal lands exactly there. Without the variable a point costs one
     * comparison. The points: {@code work-folder} (an environment's work folder about to be made),
     * {@code run-created} (a new run's folder and run.json written, no environment started yet),
     * {@code work-folder-made} and {@code loop-volume-made} (made, their cleanup not yet registered:
     * {@link #acquire}), {@code environment} (the work folder made and registered, nothing
     * started in it yet), {@code temp-written FILE} and {@code renamed FILE} (an atomic write of file
     * name FILE: its temp file written and forced, not yet in place; in place, renamed or linked).
     */
    public static void pauseAt(String name) {
        if (PAUSE_AT == null || !PAUSE_AT.equals(name) || paused) {
            return;
        }
        paused = true;
        System.err.println("iobench: paused at " + name);
        System.err.flush();
        long deadline = System.nanoTime() + 600_000_000_000L;
        while (!shuttingDown && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
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
