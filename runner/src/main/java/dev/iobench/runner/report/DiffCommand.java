package dev.iobench.runner.report;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.report.compare.Diff;
import dev.iobench.runner.report.format.CompareFormat;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.stats.RunDrift;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iobench diff OLD NEW}: what changed between two runs of the same suite. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two runs of the same suite cell by cell, as benchstat does.",
            "OLD and NEW are run folders, folders or result files. For every benchmark x params x environment in "
                + "both: old and new mean, the change in words with the 95%% interval of new/old (Welch t on the "
                + "log of the ratio, JVM forks as units, or iterations when a result has one fork), and a verdict: "
                + "slower or faster when the whole interval lies beyond --threshold, ~ otherwise (also when "
                + "either side has fewer than 3 units: n too small). Throughput (thrpt): higher is better; every "
                + "other mode: lower is better. Environments match by kind, filesystem and JDK major. Cells "
                + "found on one side only are listed.",
            "Two runs drift apart by more than a cell's interval within one run allows (the machine's state "
                + "differs between runs). From " + RunDrift.MIN_CELLS + " or more cells with an interval, that run-to-run drift is "
                + "estimated from the cells themselves (the between-run sd of their log ratios beyond their own "
                + "intervals, robust to a few cells that really changed) and added to every interval; one line "
                + "above the table says how much, or why none (the CSV and JSON say it too). Cells whose forks "
                + "ran in interleaved rounds of a precision run and cells whose forks ran in batches drift "
                + "differently: where both kinds are present, each kind's drift is also estimated from its own "
                + "cells (from " + RunDrift.MIN_CELLS + "), and each interval gets the larger of its kind's and "
                + "all cells'."},
        footer = {"", "Examples:",
            "  iobench diff results/runs/20261122T150958Z-vm results/runs/20261123T101500Z-vm",
            "  iobench diff --threshold 10%% --format csv old/jmh.json new/jmh.json",
            "  iobench diff --no-drift old/jmh.json new/jmh.json",
            "", "Exit codes: 0 no regression, 1 at least one cell slower (or an input could not be read), "
                + "2 invalid input."})
public final class DiffCommand implements Callable<Integer> {
    public enum Format { markdown, csv, json }

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OLD", description = "The baseline run: a run folder, folder or file.")
    private Path old;

    @Parameters(index = "1", paramLabel = "NEW", description = "The run to judge: a run folder, folder or file.")
    private Path nu;

    @Option(names = "--threshold", defaultValue = "5%", paramLabel = "T",
            description = "The smallest change that counts, e.g. 5%% or 0.05 (default: ${DEFAULT-VALUE}).")
    private String threshold;

    @Option(names = "--format", defaultValue = "markdown", paramLabel = "FORMAT",
            description = "markdown, csv or json (default: ${DEFAULT-VALUE}).")
    private Format format;

    @Option(names = "--strict", description = "Stop at the first unreadable file.")
    private boolean strict;

    @Option(names = "--no-drift", description = "Do not estimate the run-to-run drift: every interval is the "
            + "cell's own, within each run, as for two runs known to be on the same machine state.")
    private boolean noDrift;

    @Override
    public Integer call() {
        double t = parseThreshold(threshold);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Inputs.Loaded a = Inputs.load(List.of(old), err, strict);
        Inputs.Loaded b = Inputs.load(List.of(nu), err, strict);
        if (a.results().isEmpty() || b.results().isEmpty()) {
            throw new ExitException(ExitCodes.FAILURE, (a.results().isEmpty() ? old : nu) + ": no results to compare");
        }
        Diff.Result d = Diff.of(a.results(), b.results(), t, !noDrift);
        out.print(switch (format) {
            case markdown -> CompareFormat.markdown(d);
            case csv -> CompareFormat.csv(d);
            case json -> CompareFormat.json(d);
        });
        out.flush();
        if (!d.regressions().isEmpty()) {
            err.printf("iobench: %d regression(s) beyond %s%n", d.regressions().size(), threshold);
            err.flush();
            return ExitCodes.FAILURE;
        }
        return a.problems() + b.problems() > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    /** @return a relative threshold parsed from {@code 5%} or {@code 0.05}, below 10 */
    private static double parseThreshold(String s) {
        String t = s.strip();
        try {
            double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                    : Double.parseDouble(t);
            if (v >= 0 && v < 10) {
                return v;
            }
        } catch (NumberFormatException e) {
            // not a number: the usage error below
        }
        throw ExitException.usage("--threshold %s: not a relative change like 5%% or 0.05", s);
    }
}
