package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.PublishedResults;
import dev.iobench.runner.report.format.CsvLines;
import dev.iobench.runner.stats.Units;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What the README publishes: the run its "Latest results" section names ({@link PublishedResults#run}),
 * whatever other runs {@code results/runs/} holds, and its report made afresh rather than the
 * {@code results/report/} a user's {@code make bench-all} rewrites.
 */
public class PublishedRunTest {
    @Test
    void everyCell_scoresAboveJmhsTimerFloor() throws Exception {
        assertAboveTimerFloor(PublishedResults.root());
    }

    @Test
    void latestResultsProse_figuresAreThoseOfThePublishedFiles() throws Exception {
        assertProseFigures(PublishedResults.root());
    }

    /** Checks that no cell of the run {@code root}'s README publishes scores at JMH's timer floor. */
    public static void assertAboveTimerFloor(Path root) throws Exception {
        List<String> lines = Files.readAllLines(PublishedResults.report(PublishedResults.run(root)).resolve("results.csv"));
        List<String> header = Arrays.asList(lines.get(0).split(","));
        assertFalse(lines.size() < 2, "the published run has results");
        List<String> atFloor = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = Arrays.asList(CsvLines.fields(line));
            String unit = f.get(header.indexOf("unit"));
            double score = Double.parseDouble(f.get(header.indexOf("mean")));
            boolean floor = "time".equals(Units.family(unit)) ? score * Units.factor(unit, "ns/op") < 1
                    : "rate".equals(Units.family(unit)) && score * Units.factor(unit, "ops/ns") > 1;
            if (floor) {
                atFloor.add(f.get(header.indexOf("benchmark")) + " " + f.get(header.indexOf("params")) + " in "
                        + f.get(header.indexOf("env")) + ": " + score + " " + unit);
            }
        }
        assertTrue(atFloor.isEmpty(), "cells under 1 ns an op, at JMH's timer floor: " + atFloor);
    }

    /**
     * Checks that the figures the README's "Latest results" prose of {@code root} gives are those of the
     * run it names: the median relative half-width and the shares within 5% and 10% of that run's
     * {@code answers.csv} are as written (to the digits written).
     */
    public static void assertProseFigures(Path root) throws Exception {
        String readme = Files.readString(root.resolve("README.md"));
        String latest = readme.substring(readme.indexOf("## Latest results"), readme.indexOf("<!-- iobench:begin -->"))
                .replaceAll("\\s+", " ");
        Matcher m = Pattern.compile("median relative half-width of the (\\d+) rows is ([0-9.]+)%, ([0-9.]+)% of them "
                + "within 5% and ([0-9.]+)% within 10%").matcher(latest);
        assertTrue(m.find(), latest);
        List<String> lines = Files.readAllLines(PublishedResults.report(PublishedResults.run(root)).resolve("answers.csv"));
        List<String> header = Arrays.asList(lines.get(0).split(","));
        List<List<String>> rows = lines.stream().skip(1).map(l -> Arrays.asList(CsvLines.fields(l))).toList();
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
