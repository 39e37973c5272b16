package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.report.format.Csv;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.stats.Units;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** What the README publishes: the newest committed run of {@code results/runs/}. */
class PublishedRunTest {
    static final Path RUNS = Path.of(System.getProperty("iobench.projectDir"), "results", "runs");

    /** @return the newest run folder (run ids sort by time) */
    static Path newest() throws Exception {
        try (Stream<Path> runs = Files.list(RUNS)) {
            return runs.filter(Files::isDirectory).max(Path::compareTo).orElseThrow();
        }
    }

    @Test
    void everyCell_scoresAboveJmhsTimerFloor() throws Exception {
        List<BenchmarkResult> results = Inputs.load(List.of(newest()), new PrintWriter(new StringWriter()), true)
                .results();
        assertFalse(results.isEmpty(), "the published run has results");
        List<String> atFloor = new ArrayList<>();
        for (BenchmarkResult r : results) {
            double score = r.estimate().summary().mean();
            boolean floor = "time".equals(Units.family(r.unit())) ? score * Units.factor(r.unit(), "ns/op") < 1
                    : "rate".equals(Units.family(r.unit())) && score * Units.factor(r.unit(), "ops/ns") > 1;
            if (floor) {
                atFloor.add(r.benchmark() + " " + r.paramsText() + " in " + r.env().id() + ": " + score + " " + r.unit());
            }
        }
        assertTrue(atFloor.isEmpty(), "cells under 1 ns an op, at JMH's timer floor: " + atFloor);
    }

    /**
     * The figures the README's "Latest results" prose gives are those of the published files: the run
     * it names is the newest, and the median half-width and the shares within 5% and 10% of
     * {@code results/report/answers.csv} are as written (to the digits written).
     */
    @Test
    void latestResultsProse_figuresAreThoseOfThePublishedFiles() throws Exception {
        Path root = Path.of(System.getProperty("iobench.projectDir"));
        String readme = Files.readString(root.resolve("README.md"));
        String latest = readme.substring(readme.indexOf("## Latest results"), readme.indexOf("<!-- iobench:begin -->"))
                .replaceAll("\\s+", " ");
        assertTrue(latest.contains("`results/runs/" + newest().getFileName() + "`"), "names the newest run: " + latest);
        Matcher m = Pattern.compile("median relative half-width of the (\\d+) rows is ([0-9.]+)%, ([0-9.]+)% of them "
                + "within 5% and ([0-9.]+)% within 10%").matcher(latest);
        assertTrue(m.find(), latest);
        List<String> lines = Files.readAllLines(root.resolve("results/report/answers.csv"));
        List<String> header = Arrays.asList(lines.get(0).split(","));
        double[] widths = lines.stream().skip(1).mapToDouble(l -> {
            List<String> f = Arrays.asList(Csv.fields(l));
            try {
                double ratio = Double.parseDouble(f.get(header.indexOf("ratio")));
                return (Double.parseDouble(f.get(header.indexOf("high")))
                        - Double.parseDouble(f.get(header.indexOf("low")))) / 2 / ratio;
            } catch (NumberFormatException noInterval) {
                return Double.POSITIVE_INFINITY;
            }
        }).sorted().toArray();
        int n = widths.length;
        assertEquals(Integer.parseInt(m.group(1)), n, "rows");
        double median = n % 2 == 1 ? widths[n / 2] : (widths[n / 2 - 1] + widths[n / 2]) / 2;
        assertEquals(m.group(2), asWritten(100 * median, m.group(2)), "median half-width");
        assertEquals(m.group(3), asWritten(100.0 * Arrays.stream(widths).filter(w -> w <= 0.05).count() / n,
                m.group(3)), "within 5%");
        assertEquals(m.group(4), asWritten(100.0 * Arrays.stream(widths).filter(w -> w <= 0.10).count() / n,
                m.group(4)), "within 10%");
    }

    /** @return {@code value} with as many decimals as {@code written} has */
    private static String asWritten(double value, String written) {
        int decimals = written.contains(".") ? written.length() - written.indexOf('.') - 1 : 0;
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
