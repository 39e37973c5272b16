package dev.iobench.runner.report;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.CompareFormat;
import dev.iobench.runner.report.read.Inputs;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iobench compare}: baseline vs candidate tables with statistics. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare baseline and candidate benchmarks (kotlinx-io table layout).",
            "Each REGEX is searched in the full benchmark name (JMH benchmark; androidx className.name without "
                + "the [params] suffix); pairs need equal params, mode and environment.",
            "The table reproduces kotlinx-io's: every iteration of every fork counts as "
                + "independent (JMH's scoreError; SampleTime: each iteration's mean, never the samples) and Speedup = "
                + "candidate mean / baseline mean when the 0.999 intervals do not overlap, else N/A.",
            "Beside it, and in every other table, the verdict is the report's one rule: the 95%% interval of the ratio "
                + "of the means over independent units (JVM forks when a result has 2 or more, else its iterations), "
                + "computed on the log of the ratio, in words ('2.24x faster (-1.2%% / +1.3%%)'), '~' in front when it "
                + "includes 1, 'n too small' with fewer than 3 units, 'at timer floor' when a side is below 1 ns/op."},
        footer = {"", "Exit codes: 0 ok, 1 an input file could not be read or no pairs matched, 2 invalid input."})
public final class CompareCommand implements Callable<Integer> {
    public enum Format { MARKDOWN, CSV, JSON }

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Result files or folders (searched recursively). Default: results/runs.")
    private List<Path> paths;

    @Option(names = "--baseline", required = true, paramLabel = "REGEX", description = "Baseline benchmarks.")
    private String baseline;

    @Option(names = "--candidate", required = true, paramLabel = "REGEX", description = "Candidate benchmarks.")
    private String candidate;

    @Option(names = "--format", defaultValue = "markdown", paramLabel = "FORMAT",
            description = "markdown, csv or json (default: ${DEFAULT-VALUE}). JSON rows: env, params, baseline and "
                    + "candidate (benchmark, mean, ciHalfWidth, n, unit: the statistics the test used), speedup "
                    + "(candidate / baseline mean when the difference is real, else null).")
    private Format format;

    @Option(names = "--strict", description = "Stop at the first unreadable file.")
    private boolean strict;

    @Override
    public Integer call() {
        Pattern b = regex("--baseline", baseline);
        Pattern c = regex("--candidate", candidate);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Inputs.Loaded loaded = Inputs.load(Inputs.orDefault(paths), err, strict);
        List<Comparison> rows = Comparison.pairs(loaded.results(),
                r -> b.matcher(r.benchmark()).find() ? Comparison.Cell.of(r) : null,
                r -> c.matcher(r.benchmark()).find() ? Comparison.Cell.of(r) : null, true);
        if (rows.isEmpty()) {
            long nb = loaded.results().stream().filter(r -> b.matcher(r.benchmark()).find()).count();
            long nc = loaded.results().stream().filter(r -> c.matcher(r.benchmark()).find()).count();
            throw new ExitException(ExitCodes.FAILURE, String.format(java.util.Locale.ROOT,
                    "no pairs: --baseline %s matched %d results, --candidate %s matched %d, "
                            + "none with equal params, mode and environment", baseline, nb, candidate, nc));
        }
        out.print(switch (format) {
            case MARKDOWN -> CompareFormat.markdown(rows);
            case CSV -> CompareFormat.csv(rows);
            case JSON -> CompareFormat.json(rows);
        });
        out.flush();
        return loaded.problems() > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    private static Pattern regex(String option, String value) {
        try {
            return Pattern.compile(value);
        } catch (PatternSyntaxException e) {
            throw ExitException.usage("%s %s is not a valid regular expression: %s", option, value,
                    e.getDescription());
        }
    }
}
