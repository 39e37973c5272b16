package dev.iobench.runner;

/** The one exit-code table of iobench: every command returns one of these. */
public final class ExitCodes {
    public static final int OK = 0;
    /** The work ran but something failed (an environment, an input file); what succeeded was written. */
    public static final int FAILURE = 1;
    /** Invalid input, found before any work started; nothing was written. */
    public static final int USAGE = 2;
    /** Something outside iobench is missing or broken (no Docker engine, gnuplot crashed, a disk error). */
    public static final int ENVIRONMENT = 3;
    /** Interrupted (Ctrl-C). */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
