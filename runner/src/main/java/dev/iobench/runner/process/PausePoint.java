package dev.iobench.runner.process;

/**
 * Named points where a test can hold iobench still and signal it: with {@code IOBENCH_PAUSE_AT=NAME}
 * in its environment, the first time the process reaches point NAME it prints
 * {@code iobench: paused at NAME} on stderr and waits until it is told to stop (a signal starts the
 * shutdown), then goes on, so the signal lands exactly there. Without the variable a point costs one
 * comparison. The points: {@code work-folder} (an environment's work folder about to be made),
 * {@code run-created} (a new run's folder and run.json written, no environment started yet),
 * {@code work-folder-made} and {@code loop-volume-made} (made, their cleanup not yet registered:
 * {@link Cleanup#acquire}), {@code environment} (the work folder made and registered, nothing
 * started in it yet), {@code temp-written FILE} and {@code renamed FILE} (an atomic replace of file
 * name FILE: its temp file written and forced, not yet renamed; renamed over FILE).
 */
public final class PausePoint {
    /** The environment variable naming the point to pause at. */
    public static final String ENV = "IOBENCH_PAUSE_AT";
    private static final String AT = System.getenv(ENV);
    private static volatile boolean reached;

    private PausePoint() {
    }

    /** Pauses here when {@value #ENV} names {@code name}, once, until shutdown begins. */
    public static void reach(String name) {
        if (AT == null || !AT.equals(name) || reached) {
            return;
        }
        reached = true;
        System.err.println("iobench: paused at " + name);
        System.err.flush();
        long deadline = System.nanoTime() + 600_000_000_000L;
        while (!Cleanup.shuttingDown() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
