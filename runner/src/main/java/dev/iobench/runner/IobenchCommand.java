package dev.iobench.runner;

import dev.iobench.runner.android.AndroidCommand;
import dev.iobench.runner.report.CompareCommand;
import dev.iobench.runner.report.DiffCommand;
import dev.iobench.runner.report.ReportCommand;
import dev.iobench.runner.run.EnvsCommand;
import dev.iobench.runner.run.RunCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The root command: {@code iobench <subcommand>}. */
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
public final class IobenchCommand {
    @Option(names = Verbosity.OPTION, scope = ScopeType.INHERIT,
            description = "Show stack traces and the full output of child processes on errors.")
    private boolean verbose;

    public boolean verbose() {
        return verbose;
    }
}
