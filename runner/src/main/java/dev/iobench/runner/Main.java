package dev.iobench.runner;

import dev.iobench.runner.android.AndroidCommand;
import dev.iobench.runner.report.CompareCommand;
import dev.iobench.runner.report.DiffCommand;
import dev.iobench.runner.report.ReportCommand;
import dev.iobench.runner.run.EnvsCommand;
import dev.iobench.runner.run.RunCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** Entry point of {@code iobench.jar} and its root command: {@code iobench <subcommand>}. */
@Command(name = "iobench",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.VersionProvider.class,
        description = {
            "Reproducible Java I/O benchmarks: runs the JMH suite on the host, in Docker containers "
                + "across filesystems and JDKs, pulls in Android results over adb, and merges everything "
                + "into markdown tables and gnuplot charts.",
            ""},
        subcommands = {
            RunCommand.class,
            EnvsCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            DiffCommand.class,
            AndroidCommand.class,
            HelpCommand.class},
        footer = {"",
            "Exit codes: 0 ok, 1 part of the work failed (the rest was written), 2 invalid input "
                + "(nothing ran), 3 a tool or service outside iobench is missing, 130 interrupted."})
public final class Main {
    @Option(names = Verbosity.OPTION, scope = ScopeType.INHERIT,
            description = "Show stack traces and the full output of child processes on errors.")
    private boolean verbose;

    private Main() {
    }

    public static void main(String[] args) {
        // before anything reads the environment: what Testcontainers needs here, unless the user set it
        dev.iobench.runner.container.Engine.applyDefaults();
        // A library's thread that fails, e.g. Testcontainers' clean-up hook at exit after the Docker
        // engine stopped, says so in one line like every error of iobench; the trace only with --verbose.
        boolean verbose = java.util.Arrays.asList(args).contains("--verbose");
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            System.err.println("iobench: warning: a background task (" + thread.getName() + ") failed: "
                    + Shown.rootCause(e) + (verbose ? "" : " (--verbose shows where)"));
            if (verbose) {
                e.printStackTrace();
            }
        });
        int code = commandLine(new PrintWriter(System.out, true), new PrintWriter(System.err, true))
                .execute(args);
        System.exit(code);
    }

    /** The command line, for {@link #main} and tests: errors become one line and an {@link ExitCodes} code. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        Main root = new Main();
        CommandLine cl = new CommandLine(root);
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExitCodeExceptionMapper(Main::exitCodeOf);
        cl.setParameterExceptionHandler((ex, cmdArgs) -> {
            CommandLine failed = ex.getCommandLine();
            PrintWriter e = failed.getErr();
            e.println("iobench: error: " + ex.getMessage());
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, e)) {
                e.println("Try '" + failed.getCommandSpec().qualifiedName() + " --help' for more information.");
            }
            e.flush();
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, failed, parseResult) -> {
            PrintWriter e = failed.getErr();
            e.println("iobench: error: " + messageOf(ex));
            if (root.verbose) {
                StringWriter trace = new StringWriter();
                ex.printStackTrace(new PrintWriter(trace));
                e.print(trace);
            }
            e.flush();
            return exitCodeOf(ex);
        });
        return cl;
    }

    static int exitCodeOf(Throwable ex) {
        if (ex instanceof ExitException e) {
            return e.code();
        }
        if (ex instanceof InterruptedException) {
            return ExitCodes.INTERRUPTED;
        }
        if (ex instanceof CommandLine.ParameterException) {
            return ExitCodes.USAGE;
        }
        return ExitCodes.FAILURE;
    }

    static String messageOf(Throwable ex) {
        if (ex instanceof ExitException) {
            return ex.getMessage();
        }
        if (ex instanceof NoSuchFileException) {
            return "no such file: " + ex.getMessage();
        }
        String m = ex.getMessage();
        return (m == null || m.isBlank()) ? ex.getClass().getSimpleName() : ex.getClass().getSimpleName() + ": " + m;
    }
}
