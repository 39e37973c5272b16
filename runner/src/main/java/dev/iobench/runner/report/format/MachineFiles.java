package dev.iobench.runner.report.format;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** {@code results.csv} and {@code results.benchstat.txt}, the report's machine-readable files, and their writing. */
public final class MachineFiles {
    private MachineFiles() {
    }

    /**
     * Writes a generated file as UTF-8 via a temp file and an atomic rename, unforced as it can be generated again (the
     * user's own {@code --readme} goes through {@link dev.iobench.runner.results.AtomicFiles#replace}, which forces).
     */
    public static void write(Path target, String text) throws IOException {
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * @return a CSV row per benchmark x params x environment: n independent units, their mean and CI (NaN below 3
     *     units), percentiles as JMH computes them, the source, what a unit is and the number of samples
     */
    public static String csv(List<BenchmarkResult> results) {
        StringBuilder sb = new StringBuilder("env,group,benchmark,params,mode,unit,n,mean,ci_half_width,ci_low,"
                + "ci_high,min,p50,p90,p95,p99,p99.9,max,source,units,samples\n");
        for (BenchmarkResult r : results) {
            Summary s = r.estimate().summary();
            String params = r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(";"));
            String percentiles = Arrays.stream(FullReportMarkdown.TABLE_PERCENTILES)
                    .mapToObj(p -> Fmt.plain(r.samples().percentile(p))).collect(Collectors.joining(","));
            sb.append(String.join(",", Md.csv(r.env().id()), Md.csv(r.group()), Md.csv(r.benchmark()),
                    Md.csv(params), Md.csv(r.mode()), Md.csv(r.unit()), String.valueOf(s.n()),
                    Fmt.plain(s.mean()), Fmt.plain(s.ciHalfWidth()), Fmt.plain(s.low()), Fmt.plain(s.high()),
                    percentiles, Md.csv(r.source()), r.estimate().kind().plural(),
                    String.valueOf(r.samples().n()))).append('\n');
        }
        return sb.toString();
    }

    /** @return Go benchmark format, a line per iteration: {@code BenchmarkWholeFileWrite/m/k=v/env=e 1 12 us/op} */
    public static String benchstat(List<BenchmarkResult> results) {
        StringBuilder sb = new StringBuilder();
        for (BenchmarkResult r : results) {
            String cls = r.groupSimpleName().replaceFirst("Benchmarks?$", "");
            StringBuilder name = new StringBuilder("Benchmark").append(cls.isEmpty() ? r.groupSimpleName()
                    : Character.toUpperCase(cls.charAt(0)) + cls.substring(1)).append('/').append(token(r.method()));
            r.params().forEach((k, v) -> name.append('/').append(token(k)).append('=').append(token(v)));
            name.append("/env=").append(token(r.env().id()));
            String unit = token(r.unit().replace("/", "\u0000")).replace('\u0000', '/');
            for (double v : r.iterations()) {
                sb.append(name).append(" 1 ").append(Fmt.plain(v)).append(' ').append(unit).append('\n');
            }
        }
        return sb.toString();
    }

    /** benchstat splits on white space and '/' between keys: neither may appear inside a value. */
    private static String token(String s) {
        return s.isEmpty() ? "_" : s.replaceAll("[/\\p{javaWhitespace}]", "_");
    }
}
