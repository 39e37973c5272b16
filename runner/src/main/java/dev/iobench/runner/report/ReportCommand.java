package dev.iobench.runner.report;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.charts.Charts;
import dev.iobench.runner.report.charts.Gnuplot;
import dev.iobench.runner.report.format.AnswersCsv;
import dev.iobench.runner.report.format.ReportMarkdown.ChartLink;
import dev.iobench.runner.report.format.MachineFiles;
import dev.iobench.runner.report.format.ReadmeSplice;
import dev.iobench.runner.report.format.ReportMarkdown;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.read.EnvironmentResolver;
import dev.iobench.runner.report.read.Inputs;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iobench report}: merges results into markdown tables and gnuplot charts. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Merge results into markdown tables and gnuplot charts.",
            "Reads JMH JSON and androidx.benchmark JSON files (folders searched recursively; an env.json beside "
                + "a result file describes its environment) and writes into --out: README.md (tables), "
                + "charts/*.png and *.svg with the gnuplot script *.gp beside each, results.csv, answers.csv (one row per "
                + "answer cell: question, comparison, environment, machine, statistic, ratio, low, high, confidence, "
                + "units, status) and "
                + "results.benchstat.txt. Prints the path of the report README as the last line of stdout."},
        footer = {"", "Exit codes: 0 ok, 1 an input file could not be read or a chart failed (the rest was "
                + "written), 2 invalid input (e.g. --readme without markers; nothing written)."})
public final class ReportCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Result files or folders (searched recursively). Default: results/runs.")
    private List<Path> paths;

    @Option(names = "--out", defaultValue = "results/report", paramLabel = "DIR",
            description = "Output folder (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Option(names = "--readme", paramLabel = "FILE",
            description = "Also put the tables and chart links between <!-- iobench:begin --> and "
                    + "<!-- iobench:end --> in FILE; every other byte stays.")
    private Path readme;

    @Option(names = "--no-charts", description = "Write tables only, do not run gnuplot.")
    private boolean noCharts;

    @Option(names = "--charts", defaultValue = "all", paramLabel = "answers|all", converter = ScopeName.class,
            description = "Which charts to draw: all (default), or only the answers' decision charts, the few a "
                    + "publish commits (the report then says that `make report` draws the others).")
    private Charts.Scope chartScope;

    @Option(names = "--gnuplot", paramLabel = "PATH",
            description = "The gnuplot binary (default: $" + Gnuplot.ENV + ", else gnuplot on the PATH).")
    private String gnuplot;

    @Option(names = "--strict", description = "Stop at the first unreadable file.")
    private boolean strict;

    @Option(names = "--all-runs", description = "Show every run found in a folder of runs; by default only the "
            + "newest run of each machine (machine.label of env.json, else the run id after its timestamp). "
            + "Run folders named as PATH are always shown.")
    private boolean allRuns;

    /** Reads {@code --charts}: a {@link Charts.Scope} named in lower case. */
    static final class ScopeName implements picocli.CommandLine.ITypeConverter<Charts.Scope> {
        @Override
        public Charts.Scope convert(String value) {
            return Charts.Scope.valueOf(value.toUpperCase(Locale.ROOT));
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        ReadmeSplice splice = readme == null ? null : ReadmeSplice.open(readme);
        List<Path> inputs = Inputs.orDefault(paths);
        Inputs.Selection selection = new Inputs.Selection(inputs, Set.of());
        if (!allRuns) {
            EnvironmentResolver.Left left = EnvironmentResolver.olderRuns(inputs);
            left.warnings().forEach(w -> err.println(Shown.plain(w)));
            if (!left.olderRuns().isEmpty()) {
                err.printf(Locale.ROOT, "iobench: report: the newest run of each machine; %d older run(s) of %s "
                        + "left out (--all-runs shows them)%n", left.olderRuns().size(),
                        Shown.plain(String.join(", ", left.machines())));
                selection = new Inputs.Selection(inputs, left.olderRuns());
            }
        }
        Outcome o = run(selection, splice, err);
        spec.commandLine().getOut().println(o.readme());
        spec.commandLine().getOut().flush();
        return o.failures() > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    /** What a report run produced. */
    record Outcome(Path readme, int results, int failures, long millis) {
    }

    /** Builds the whole report ({@code splice} null without --readme); also used by the report-perf harness. */
    Outcome run(Inputs.Selection inputs, ReadmeSplice splice, PrintWriter err)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        Inputs.Loaded loaded = Inputs.load(inputs, err, strict);
        int failures = loaded.problems();
        long read = System.nanoTime();
        ReportModel model = new ReportModel(loaded.results(), loaded.precision(), loaded.fio(), loaded.syscalls());
        long modelled = System.nanoTime();
        err.printf(Locale.ROOT, "iobench: report: %d files, %d results, %d environments (read in %d ms)%n",
                loaded.files(), loaded.results().size(), model.envs.size(), (read - start) / 1_000_000);
        List<Charts.Chart> charts = noCharts ? List.of() : Charts.of(model, chartScope);
        Files.createDirectories(out);
        Set<String> rendered = new HashSet<>();
        if (!charts.isEmpty()) {
            Optional<Gnuplot> g = Gnuplot.locate(gnuplot);
            if (g.isEmpty()) {
                err.println("iobench: warning: gnuplot not found (" + (gnuplot != null ? "--gnuplot " + gnuplot
                        : System.getenv(Gnuplot.ENV) != null ? Gnuplot.ENV + "=" + System.getenv(Gnuplot.ENV)
                        : "not on the PATH") + "); charts skipped, tables written");
            } else {
                Path chartsDir = Files.createDirectories(out.resolve("charts"));
                for (Charts.Chart c : charts) {
                    String reason = g.get().render(c, chartsDir);
                    if (reason == null) {
                        rendered.add(c.name());
                    } else {
                        failures++;
                        err.println("iobench: warning: chart " + out.resolve("charts").resolve(c.name() + ".gp")
                                + ": " + reason);
                    }
                }
                int removed = Gnuplot.removeStale(chartsDir, charts.stream().map(Charts.Chart::name)
                        .collect(java.util.stream.Collectors.toSet()), err);
                err.printf(Locale.ROOT, "iobench: report: %d of %d charts rendered with %s%s%n", rendered.size(),
                        charts.size(), g.get().binary(), removed == 0 ? ""
                                : "; " + removed + " chart" + (removed == 1 ? "" : "s") + " of an earlier report removed");
            }
        }
        Path readmeOut = out.resolve("README.md");
        List<ChartLink> links = charts.stream().filter(c -> rendered.contains(c.name()))
                .map(c -> new ChartLink(c.name(), c.title(), c.anchor())).toList();
        // the machine files are independent of the markdown: build and write them on another core
        CompletableFuture<Void> machine = CompletableFuture.runAsync(() -> {
            try {
                MachineFiles.write(out.resolve("results.csv"), MachineFiles.csv(loaded.results()));
                MachineFiles.write(out.resolve("answers.csv"), AnswersCsv.csv(model));
                MachineFiles.write(out.resolve("results.benchstat.txt"), MachineFiles.benchstat(loaded.results()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        boolean othersLocal = !noCharts && chartScope == Charts.Scope.ANSWERS;
        String body = new ReportMarkdown(model, links, Function.identity(), othersLocal).body();
        MachineFiles.write(readmeOut, "# iobench report\n\n" + body);
        try {
            machine.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw e;
        }
        if (splice != null) {
            Path base = splice.folder();
            Path absOut = out.toAbsolutePath().normalize();
            Function<String, String> link = l -> base.relativize(absOut.resolve(l)).toString().replace('\\', '/');
            ReportMarkdown md = new ReportMarkdown(model, links, link, othersLocal);
            splice.write(md.readmeBody(!splice.hasVerdicts()), md.readmeVerdicts());
        }
        err.printf(Locale.ROOT, "iobench: report: tables in %d ms, all done in %d ms%n",
                (modelled - read) / 1_000_000, (System.nanoTime() - start) / 1_000_000);
        err.flush();
        return new Outcome(readmeOut, loaded.results().size(), failures, (System.nanoTime() - start) / 1_000_000);
    }

}
