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
        List<List<String>> rows = lines.stream().skip(1).map(l -> Arrays.asList(Csv.fields(l))).toList();
        String fio = dev.iobench.runner.report.model.FioOverhead.TITLE;
        int question = header.indexOf("question");
        assertFigures(m.group(1), m.group(2), m.group(3), m.group(4), widths(header, rows));
        Matcher sourced = Pattern.compile("The (\\d+) rows of the four answers with a source have ([0-9.]+)%, "
                + "([0-9.]+)% and ([0-9.]+)%").matcher(latest);
        assertTrue(sourced.find(), latest);
        assertFigures(sourced.group(1), sourced.group(2), sourced.group(3), sourced.group(4),
                widths(header, rows.stream().filter(r -> !r.get(question).equals(fio)).toList()));
        Matcher fioRows = Pattern.compile("The other (\\d+) rows are the fio answer's .*? median half-width of "
                + "([0-9.]+)% and ([0-9.]+)% of them are within 10%").matcher(latest);
        assertTrue(fioRows.find(), latest);
        double[] w = widths(header, rows.stream().filter(r -> r.get(question).equals(fio)).toList());
        assertEquals(Integer.parseInt(fioRows.group(1)), w.length, "fio rows");
        assertEquals(fioRows.group(2), asWritten(100 * median(w), fioRows.group(2)), "fio median half-width");
        assertEquals(fioRows.group(3), asWritten(100.0 * Arrays.stream(w).filter(x -> x <= 0.10).count() / w.length,
                fioRows.group(3)), "fio within 10%");
    }

    /** Checks a row count, median half-width and shares within 5% and 10% as written against {@code widths}. */
    private static void assertFigures(String rows, String median, String within5, String within10, double[] widths) {
        int n = widths.length;
        assertEquals(Integer.parseInt(rows), n, "rows");
        assertEquals(median, asWritten(100 * median(widths), median), "median half-width");
        assertEquals(within5, asWritten(100.0 * Arrays.stream(widths).filter(w -> w <= 0.05).count() / n, within5),
                "within 5%");
        assertEquals(within10, asWritten(100.0 * Arrays.stream(widths).filter(w -> w <= 0.10).count() / n, within10),
                "within 10%");
    }

    /** @return each row's relative half-width, (high - low) / 2 / ratio, infinite without an interval, sorted */
    private static double[] widths(List<String> header, List<List<String>> rows) {
        return rows.stream().mapToDouble(f -> {
            try {
                double ratio = Double.parseDouble(f.get(header.indexOf("ratio")));
                return (Double.parseDouble(f.get(header.indexOf("high")))
                        - Double.parseDouble(f.get(header.indexOf("low")))) / 2 / ratio;
            } catch (NumberFormatException noInterval) {
                return Double.POSITIVE_INFINITY;
            }
        }).sorted().toArray();
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** @return {@code value} with as many decimals as {@code written} has */
    private static String asWritten(double value, String written) {
        int decimals = written.contains(".") ? written.length() - written.indexOf('.') - 1 : 0;
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
