package dev.iobench.runner;

/**
 * The one exit-code table of iobench. Every command returns one of these.
 *
 * <table>
 *   <caption>exit codes</caption>
 *   <tr><td>0</td><td>{@link #OK}</td><td>everything worked</td></tr>
 *   <tr><td>1</td><td>{@link #FAILURE}</td><td>the work ran but something failed (an environment,
 *       an unreadable input file); what succeeded was still written</td></tr>
 *   <tr><td>2</td><td>{@link #USAGE}</td><td>invalid input, detected before any work started;
 *       nothing was written</td></tr>
 *   <tr><td>3</td><td>{@link #ENVIRONMENT}</td><td>something outside iobench is missing or broken
 *       (no Docker engine, gnuplot crashed, a disk error)</td></tr>
 *   <tr><td>130</td><td>{@link #INTERRUPTED}</td><td>interrupted (Ctrl-C)</td></tr>
 * </table>
 */
public final class ExitCodes {
    public static final int OK = 0;
    public static final int FAILURE = 1;
    public static final int USAGE = 2;
    public static final int ENVIRONMENT = 3;
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
