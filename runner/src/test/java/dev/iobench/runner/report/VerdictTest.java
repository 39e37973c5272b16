package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.report.charts.Charts.Chart;
import dev.iobench.runner.report.charts.Charts;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.format.AnswersCsv;
import dev.iobench.runner.report.format.CsvLines;
import dev.iobench.runner.report.format.ReportMarkdown;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Verdict;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one verdict, the figures a ratio carries, the timer floor and answers.csv, on data with known answers. */
class VerdictTest {
    /** A fixture copy of four environments of a committed run (runner/src/test/resources/runs/README.md). */
    private static final Path RUN = Path.of(System.getProperty("iobench.projectDir"), "runner", "src", "test",
            "resources", "runs", "20261123T174236Z-vm");

    @TempDir
    Path tmp;

    private static Summary units(double... v) {
        return Summary.ofUnits(v);
    }

    @Test
    void heatmapColumnTitles_longCamelCaseWords_splitAtTheCapitalNearestTheMiddle() {
        assertEquals(10, Charts.heatmapColumnChars(6));
        assertEquals(15, Charts.heatmapColumnChars(4));
        assertEquals("Read DevZero", Charts.camelSplit("ReadDevZero", 10));
        assertEquals("Write DevNull", Charts.camelSplit("WriteDevNull", 10));
        assertEquals("Write Socket", Charts.camelSplit("WriteSocket", 10));
        assertEquals("ReadSocket", Charts.camelSplit("ReadSocket", 10), "10 characters fit");
        assertEquals("ReadDevZero", Charts.camelSplit("ReadDevZero", 15), "fits a wider column whole");
        assertEquals("fsyncalwaysnow", Charts.camelSplit("fsyncalwaysnow", 10), "no boundary: kept whole");
        assertEquals("FDATASYNC", Charts.camelSplit("FDATASYNC", 8));
        assertEquals("open- append- close", Charts.camelSplit("open-append-close", 10));
        assertEquals("fileOutput StreamSync", Charts.camelSplit("fileOutputStreamSync", 10));
    }


    @Test
    void rule_intervalIncludingOne_isInconclusive_excludingIsFasterOrSlower() {
        // 10 +- 0.1 vs 20 +- 0.2: twice the time, the interval far from 1
        Verdict slower = Verdict.of(Mode.AVGT, units(9.9, 10, 10.1), units(19.8, 20, 20.2), "ns/op", 0, 0);
        assertEquals(Verdict.Kind.SLOWER, slower.kind());
        assertTrue(slower.conclusive());
        assertTrue(slower.low() > 1 && slower.high() > slower.low());
        // the same numbers as throughput: twice the operations per time is faster
        Verdict faster = Verdict.of(Mode.THRPT, units(9.9, 10, 10.1), units(19.8, 20, 20.2), "ops/s", 0, 0);
        assertEquals(Verdict.Kind.FASTER, faster.kind());
        assertEquals(0.5, faster.slowdown(), 1e-12);
        // overlapping spreads: the interval includes 1
        Verdict same = Verdict.of(Mode.AVGT, units(9, 10, 11), units(9.5, 10.2, 11.5), "ns/op", 0, 0);
        assertEquals(Verdict.Kind.INCONCLUSIVE, same.kind());
        assertTrue(same.low() < 1 && same.high() > 1);
        assertTrue(same.cell().startsWith("~ "), same.cell());
        // two units on a side: a value, no interval
        Verdict small = Verdict.of(Mode.AVGT, units(10, 10.1), units(20, 20.2, 20.1), "ns/op", 0, 0);
        assertEquals(Verdict.Kind.N_TOO_SMALL, small.kind());
        assertFalse(small.hasInterval());
        assertEquals("2.0x slower, n too small", small.cell());
        // a diff threshold of 5%: 3% slower with a tight interval is not a regression, with none it is
        assertEquals(Verdict.Kind.INCONCLUSIVE,
                Verdict.of(Mode.AVGT, units(100, 100.1, 99.9), units(103, 103.1, 102.9), "ns/op", 0.05, 0).kind());
        assertEquals(Verdict.Kind.SLOWER,
                Verdict.of(Mode.AVGT, units(100, 100.1, 99.9), units(103, 103.1, 102.9), "ns/op", 0, 0).kind());
    }

    @Test
    void timerFloor_sideBelowOneNanosecond_neverDivided() {
        // 0.44 ns/op against 75 us/op: the cached read of the committed run
        Verdict v = Verdict.of(Mode.AVGT, units(75000, 76000, 74000), units(0.44, 0.45, 0.43), "ns/op", 0, 0);
        assertEquals(Verdict.Kind.AT_TIMER_FLOOR, v.kind());
        assertTrue(Double.isNaN(v.ratio()), "no ratio is taken");
        assertEquals("at timer floor (candidate)", v.cell());
        assertFalse(v.cell().matches(".*\\d+x.*"), v.cell());
        // throughput: 3 ops/ns is 0.33 ns/op; 2e8 ops/s is 5 ns/op, above the floor
        assertEquals(Verdict.Kind.AT_TIMER_FLOOR,
                Verdict.of(Mode.THRPT, units(1, 1.1, 0.9), units(3, 3.1, 2.9), "ops/ns", 0, 0).kind());
        assertTrue(Verdict.of(Mode.THRPT, units(2e8, 2.1e8, 1.9e8), units(1e8, 1.1e8, 0.9e8), "ops/s", 0, 0)
                .conclusive());
        // in us/op a value of 0.0005 is 0.5 ns/op
        assertEquals("baseline",
                Verdict.of(Mode.AVGT, units(0.0005, 0.0005, 0.0005), units(1, 1, 1), "us/op", 0, 0).floor());
    }

    @Test
    void aValueWithItsHalfWidth_isWrittenToTheHalfWidthsDigits() {
        // leading digits 100-354: two digits; 355-949: one; 950-999: two of the next power
        assertEquals("0.252 ± 0.012", Fmt.withHalfWidth(0.25234, 0.01234));
        assertEquals("0.25 ± 0.04", Fmt.withHalfWidth(0.25234, 0.0412));
        assertEquals("0.253 ± 0.010", Fmt.withHalfWidth(0.25264, 0.00970));
        assertEquals("1380 ± 140", Fmt.withHalfWidth(1377.2, 137));
        assertEquals("9.52 ± 0", Fmt.withHalfWidth(9.52, 0));
        assertEquals("9.52", Fmt.withHalfWidth(9.52, Double.NaN));
        // a factor and its interval's ends to the factor's place
        assertEquals("49x (45-54x)", Fmt.factorWithRange(49.4, 45.2, 54.1));
        assertEquals("47.7x (45.6-49.8x)", Fmt.factorWithRange(47.7, 45.6, 49.8));
        assertEquals("1.3x", Fmt.factorWithRange(1.25, Double.NaN, Double.NaN));
    }

    @Test
    void significantFigures_followTheInterval() {
        // ±5%: 3 figures; ±30%: 2; a factor 3 wide: 2 figures, big numbers scientific
        assertEquals(3, Fmt.ratioFigures(24.13, 24.13 * 0.95, 24.13 * 1.05));
        assertEquals("24.1x slower", Fmt.ratioWords(24.13, 24.13 * 0.95, 24.13 * 1.05, false));
        assertEquals(2, Fmt.ratioFigures(24.13, 24.13 * 0.7, 24.13 * 1.3));
        assertEquals("24x slower", Fmt.ratioWords(24.13, 24.13 * 0.7, 24.13 * 1.3, false));
        double r = 1 / 170376.0;
        assertEquals("1.7e5x faster", Fmt.ratioWords(r, r / Math.sqrt(3), r * Math.sqrt(3), false));
        assertEquals("1.70e5", Fmt.figures(170376, 3));
        assertEquals("180", Fmt.figures(184.2, 2));
        assertEquals("1.07", Fmt.figures(1.0712, 3));
        // no interval: 2 figures
        assertEquals("3.2x faster", Fmt.ratioWords(1 / 3.2, Double.NaN, Double.NaN, false));
        // wider than a factor of 10 and big: one figure
        assertEquals("2e5x slower", Fmt.ratioWords(170376, 170376 / 4.0, 170376 * 4.0, false));
        // as the Particle Data Group rounds: 5.37 (-6.9% / +7.5%) is 5.4 ± 0.4 (leading digits 403: one digit)
        assertEquals("5.4x slower", Fmt.ratioWords(5.37, 5.37 * (1 - 0.069), 5.37 * 1.075, false));
        // 1.234 ± 0.031 (leading digits 310: two digits, to 0.001, capped at 3 figures)
        assertEquals("1.23x slower", Fmt.ratioWords(1.234, 1.234 - 0.031, 1.234 + 0.031, false));
        // 1.234 ± 0.097 (leading digits 970: rounds up to 0.10, two digits, to 0.01)
        assertEquals("1.23x slower", Fmt.ratioWords(1.234, 1.234 - 0.097, 1.234 + 0.097, false));
        // 1.234 ± 0.05 (leading digits 500: one digit, to 0.01); ± 0.4 (400: one digit, to 0.1)
        assertEquals("1.23x slower", Fmt.ratioWords(1.234, 1.234 - 0.05, 1.234 + 0.05, false));
        assertEquals("1.2x slower", Fmt.ratioWords(1.234, 1.234 - 0.4, 1.234 + 0.4, false));
        // identical units: no spread to round by, and the interval says why
        assertEquals("9.5x slower", Fmt.ratioWords(9.52, 9.52, 9.52, false));
        assertEquals("(" + Fmt.ZERO_WIDTH + ")", Fmt.ratioInterval(9.52, 9.52, 9.52));
    }

    @Test
    void asymmetricInterval_neverPrintedWithPlusMinus() {
        Verdict v = Verdict.of(Mode.AVGT, units(10, 14, 6, 12), units(1500, 2500, 1900, 3000), "ns/op", 0, 0);
        assertTrue(v.hasInterval());
        double below = 1 - v.low() / v.ratio();
        double above = v.high() / v.ratio() - 1;
        assertTrue(above > below, "the log interval reaches further up than down");
        assertFalse(v.cell().contains("±"), v.cell());
        assertTrue(v.cell().matches("\\S+x slower \\(-\\d+(\\.\\d+)?% / \\+\\d+(\\.\\d+)?%\\)"), v.cell());
        assertEquals("(-" + pct(below) + " / +" + pct(above) + ")", v.interval());
    }

    private static String pct(double f) {
        return new java.math.BigDecimal(f * 100).round(new java.math.MathContext(2)).toPlainString() + "%";
    }

    @Test
    void committedRun_readmeAnswersPairTablesChartsAndAnswersCsv_sayTheSame() throws Exception {
        Path out = tmp.resolve("report");
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, "# p\n\n<!-- iobench:begin -->\n<!-- iobench:end -->\n");
        Cli.Outcome o = Cli.run("report", RUN.toString(), "--out", out.toString(), "--no-charts",
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String readmeText = Files.readString(readme);
        String full = Files.readString(out.resolve("README.md"));
        assertFalse(full.contains("170376"), "the cached read is at the timer floor");
        assertTrue(full.contains("|host-ext4-jdk17|at timer floor (candidate)|"), full);
        assertTrue(readmeText.contains("## Answers"), readmeText);

        // the answers' every cell is in the full report (the README holds them in brief)
        int[] cells = new int[1];
        sameVerdictsEverywhere(RUN, full, full, cells);
        assertTrue(cells[0] >= 4 * 13, cells[0] + " answer cells: 13 an environment");

        // answers.csv: the exact header, one row per answer cell, full precision, nothing divided at the floor
        List<String> csv = Files.readAllLines(out.resolve("answers.csv"));
        assertEquals("question,comparison,environment,machine,statistic,ratio,low,high,confidence,units,status",
                csv.get(0));
        assertEquals(AnswersCsv.HEADER, csv.get(0));
        assertEquals(cells[0], csv.stream().skip(1).filter(l -> !l.contains(": the source's experiment, ")
                && !l.startsWith(FioOverhead.TITLE + ",")).count());
        sameFioCells(RUN, full, csv);
        int floor = 0;
        for (String line : csv.subList(1, csv.size())) {
            if (line.endsWith(",at timer floor: candidate below 1 ns/op")) {
                floor++;
                assertTrue(line.contains(",fork mean,,,,"), "no ratio, no interval: " + line);
            }
        }
        assertEquals(4, floor, "the cached read in each of the 4 environments");
        String synced = csv.stream().filter(l -> l.startsWith("What does a synced write cost?,\"variant: in place, FSYNC vs NONE\","
                + "container-ext4-jdk17,")).findFirst().orElseThrow();
        String[] f = CsvLines.fields(synced);
        double ratio = Double.parseDouble(f[5]);
        assertTrue(f[5].length() > 8, "full precision: " + f[5]);
        assertTrue(Double.parseDouble(f[6]) < ratio && ratio < Double.parseDouble(f[7]), synced);
        assertEquals("0.95", f[8]);
        assertEquals("fork median", f[4], "a latency ratio is of each fork's median");
    }

    /**
     * The JVM-vs-fio answer: every cell of the README's table is its verdict's cell, and answers.csv has
     * one row per cell with the same ratio and interval (JVM time / fio time).
     */
    private static void sameFioCells(Path run, String readmeText, List<String> csv) throws Exception {
        Inputs.Loaded loaded = Inputs.load(List.of(run), new PrintWriter(new StringWriter()), true);
        ReportModel model = new ReportModel(loaded.results(), loaded.precision(), loaded.fio(), Map.of());
        assertFalse(model.fio.isEmpty(), "the run has fio's reference");
        List<String> fioCsv = csv.stream().filter(l -> l.startsWith(FioOverhead.TITLE + ",")).toList();
        int n = 0;
        for (FioOverhead.Row row : model.fio) {
            String line = readmeText.lines().filter(l -> l.startsWith("|" + row.env().id() + "|")
                    && l.contains(" (" + row.fioInPlace().length + ")|")).findFirst().orElseThrow();
            String[] cols = line.split("\\|");
            for (int i = 0; i < row.ratios().size(); i++) {
                Verdict v = row.ratios().get(i);
                assertEquals(v == null ? "-" : dev.iobench.runner.report.format.Md.text(v.cell()), cols[3 + i], line);
                if (v == null) {
                    continue;
                }
                n++;
                String comparison = FioOverhead.columns().get(i);
                String[] f = fioCsv.stream().map(CsvLines::fields).filter(x -> x[1].equals(comparison)
                        && x[2].equals(row.env().id())).findFirst()
                        .orElseThrow(() -> new AssertionError(comparison + " " + row.env().id()));
                assertEquals(v.slowdown(), Double.parseDouble(f[5]), 1e-12, comparison);
                if (v.hasInterval()) {
                    assertEquals(v.slowdownLow(), Double.parseDouble(f[6]), 1e-12, comparison);
                    assertEquals(v.slowdownHigh(), Double.parseDouble(f[7]), 1e-12, comparison);
                }
                assertEquals("fork mean vs fio run mean", f[4]);
            }
        }
        assertEquals(n, fioCsv.size(), "one answers.csv row per fio cell");
    }

    @Test
    void publishedRun_readmeAnswersPairTablesAndCharts_sayTheSame() throws Exception {
        Path run = dev.iobench.runner.PublishedResults.run(dev.iobench.runner.PublishedResults.root());
        Path out = tmp.resolve("published");
        Path readme = tmp.resolve("PUBLISHED.md");
        Files.writeString(readme, "# p\n\n<!-- iobench:begin -->\n<!-- iobench:end -->\n");
        Cli.Outcome o = Cli.run("report", run.toString(), "--out", out.toString(), "--no-charts",
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String readmeText = Files.readString(readme);
        String full = Files.readString(out.resolve("README.md"));
        int[] cells = new int[1];
        ReportModel model = sameVerdictsEverywhere(run, full, full, cells);
        // the README's brief answers: each verdict, and a link to the whole answer
        model.reproduced.forEach((title, r) -> assertTrue(readmeText.contains("**"
                + dev.iobench.runner.report.format.Md.text(Reproduction.overall(r.cells()).words()) + ".**"), title));
        assertTrue(cells[0] > 50, cells[0] + " answer cells");
        // the table of verdicts and each answer's opening give the same verdict: both come from one rule
        model.reproduced.forEach((title, r) -> assertTrue(full.contains("**Verdict: "
                + Reproduction.overall(r.cells()).words() + ".**"), title));
        // under the verdicts, what they stand on: the machine, and the forks behind the claims' headline ratios
        List<Reproduction.Cell> headline = model.reproduced.values().stream()
                .flatMap(r -> Reproduction.overall(r.cells()).headline().stream()).toList();
        assertTrue(full.contains("Measured on machine `" + model.envs.get(0).machine() + "` in " + model.envs.size() + " environments. "), full);
        assertTrue(full.contains("otherwise): " + headline.stream().mapToInt(Reproduction.Cell::units).min()
                .orElseThrow() + " to " + headline.stream().mapToInt(Reproduction.Cell::units).max().orElseThrow()
                + " units a side, 95% intervals (a value without one below 3 units)."), full);
        // the JVM-vs-fio verdict: close where the interval lies within 1.5x of fio's time either way; each direction counted
        List<Verdict> fio = model.fio.stream().map(row -> row.ratios().get(0)).filter(v -> v != null && v.hasRatio()).toList();
        long close = fio.stream().filter(v -> v.hasInterval() ? v.slowdownHigh() <= 1.5 && v.slowdownLow() >= 1 / 1.5
                : v.slowdown() <= 1.5 && v.slowdown() >= 1 / 1.5).count();
        long faster = fio.stream().filter(v -> v.hasInterval() && v.slowdownHigh() < 1).count();
        long slower = fio.stream().filter(v -> v.hasInterval() && v.slowdownLow() > 1).count();
        String fioRow = full.lines().filter(l -> l.startsWith("|[" + FioOverhead.TITLE + "]")).findFirst().orElseThrow();
        assertTrue(fioRow.endsWith((close == fio.size() ? "|**close: within 1.5x of fio's time either way everywhere, intervals included"
                : close > 0 ? "|**close in " + close + " of " + fio.size() + " environments (within 1.5x of fio's time either way, "
                + "intervals included)" : "|**not close: 1.5x or more from fio's time everywhere")
                + "; JVM slower in " + slower + ", faster in " + faster + ", ~ in " + (fio.size() - slower - faster) + "**|"),
                fioRow);
        // one statistic on both sides, and words that never say the JVM adds time where it is faster
        assertTrue(fioRow.contains("mean per op") && !fioRow.contains("p50") && !fioRow.contains("adds"), fioRow);
    }

    @Test
    void fioOverhead_isTheSlowEndOfTheInterval() {
        // 1.49x faster: nothing added, whatever the fast end
        Verdict faster = Verdict.ofInterval(Mode.AVGT, 0.6706, 0.649, 0.693, 0.95, 3, 0);
        Verdict slower = Verdict.ofInterval(Mode.AVGT, 1.2, 1.1, 1.6, 0.95, 5, 0);
        Verdict around = Verdict.ofInterval(Mode.AVGT, 0.89, 0.62, 1.28, 0.95, 3, 0);
        Verdict slowEnd = Verdict.ofInterval(Mode.AVGT, 1.1, 0.9, 1.6, 0.95, 3, 0);
        assertEquals(1.6, ReportMarkdown.fromFio(slowEnd), 1e-9);
        // either way: 1.49x faster at most is 1.54x from fio's time at its fast end
        assertEquals(1 / 0.649, ReportMarkdown.fromFio(faster), 1e-9);
        assertEquals(1.6, ReportMarkdown.fromFio(slower), 1e-9);
        assertEquals(1 / 0.62, ReportMarkdown.fromFio(around), 1e-9);
        // a value without an interval (fewer than 3 units) is its own bound
        Verdict point = Verdict.ofInterval(Mode.AVGT, 1.3, Double.NaN, Double.NaN, 0.95, 2, 0);
        assertEquals(1.3, ReportMarkdown.fromFio(point), 1e-9);
    }

    /**
     * Checks that every answer cell of {@code run} has the same verdict in the README, the heatmap and
     * any pair-table row of the same results, printed the same.
     *
     * @param counted receives the number of answer cells checked
     * @return the run's report model
     */
    private static ReportModel sameVerdictsEverywhere(Path run, String readmeText, String full, int[] counted)
            throws Exception {
        Inputs.Loaded loaded = Inputs.load(List.of(run), new PrintWriter(new StringWriter()), true);
        ReportModel model = new ReportModel(loaded.results(), loaded.precision(), loaded.fio(), Map.of());
        List<Chart> charts = Charts.of(model, Charts.Scope.ALL);
        int cells = 0;
        int inPairTables = 0;
        for (int i = 0; i < model.answers.size(); i++) {
            Answers.Answer a = model.answers.get(i);
            Chart chart = charts.stream().filter(ch -> ch.anchor().equals("answer-" + (model.answers.indexOf(a))))
                    .findFirst().orElseThrow();
            String heatmap = chart.body();
            // the ratios in the cells are written a little smaller than the chart's own text, at any width
            long points = Charts.heatmapLabelPoints(chart.width());
            assertTrue(heatmap.contains("with labels font '," + points + "'"), heatmap);
            assertTrue(points >= 9 && points < 10 * Math.max(1.0, chart.width() / 900.0), chart.width() + ": " + points);
            // every line of a column's title fits its column, so neighbouring titles never touch
            String xtics = heatmap.lines().filter(l -> l.startsWith("set xtics (")).findFirst().orElseThrow();
            java.util.regex.Matcher quoted = java.util.regex.Pattern.compile("'([^']*)'").matcher(xtics);
            int lines = 0;
            int chars = Charts.heatmapColumnChars(a.claim().columns().size());
            while (quoted.find()) {
                lines++;
                // a line is longer only where one word has no place to break
                String line = quoted.group(1);
                assertTrue(line.length() <= chars || !line.contains(" ") && !line.matches(".*([a-z][A-Z]|-.).*"),
                        "'" + line + "' in " + xtics);
            }
            assertTrue(lines >= a.claim().columns().size(), xtics);
            List<Environment> envs = new ArrayList<>(a.rows().keySet());
            for (int y = 0; y < envs.size(); y++) {
                List<Comparison> row = a.rows().get(envs.get(y));
                for (int x = 0; x < row.size(); x++) {
                    Comparison c = row.get(x);
                    if (c == null) {
                        continue;
                    }
                    cells++;
                    Verdict v = c.verdict();
                    String cell = Answers.cell(c);
                    // the README's table has the cell on the environment's row
                    assertTrue(readmeText.contains("|" + Answers.rowLabel(envs.get(y), false) + "|")
                            && readmeText.contains(cell), cell);
                    assertEquals(cell.startsWith("~ "), v.kind() == Verdict.Kind.INCONCLUSIVE, cell);
                    assertFalse(v.hasRatio() && v.cell().contains("±"), cell);
                    // the heatmap marks the cell: conclusive (1) coloured, else hatched (0)
                    String data = x + " " + y + " ";
                    String line = heatmap.lines().filter(l -> l.startsWith(data)).findFirst().orElseThrow();
                    assertTrue(line.endsWith(v.conclusive() ? " 1" : " 0"), line + " for " + cell);
                    assertEquals(v.kind() == Verdict.Kind.INCONCLUSIVE, line.contains("\"~ "), line);
                    // the same results in a pair table: the same verdict, printed the same
                    for (ReportModel.PairTable t : model.pairs) {
                        for (Comparison p : t.rows()) {
                            if (p.baseline() == c.baseline() && p.candidate() == c.candidate()) {
                                inPairTables++;
                                assertEquals(v, p.verdict());
                                String md = full.lines().filter(l -> l.contains("|" + c.candidate().benchmark() + "|")
                                        && l.contains("|" + c.baseline().env().id() + "|")
                                        && l.contains("|" + c.baseline().benchmark() + "|")).filter(l -> l.contains(cell))
                                        .findFirst().orElse(null);
                                assertNotNull(md, "pair table row with " + cell);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(inPairTables > 0, "some answer cells are also pair-table rows");
        counted[0] = cells;
        return model;
    }

    @Test
    void answersCsv_knownNumbers_ratioIsCandidateTimeOverBaselineTime() throws Exception {
        // three forks of 1 op/us and of 0.5 op/us in throughput: the candidate takes twice the time
        Path env = Files.createDirectories(tmp.resolve("runs/r/host-x"));
        Files.writeString(env.resolve("env.json"), "{\"id\":\"host-x\",\"kind\":\"host\",\"fs\":{\"type\":\"ext4\"}}");
        Files.writeString(env.resolve("jmh.json"), "[" + entry("streamReadFile", new double[] {1, 1.01, 0.99}) + ","
                + entry("channelReadFile", new double[] {0.5, 0.505, 0.495}) + "]");
        String[] f = Fixtures.onlyAnswerRow(tmp);
        assertEquals("host-x", f[2]);
        assertEquals("fork mean", f[4]);
        assertEquals(2.0, Double.parseDouble(f[5]), 1e-12);
        assertEquals("3", f[9]);
        assertEquals("within target", f[10]);
        String md = Files.readString(tmp.resolve("out/README.md"));
        assertTrue(md.contains("|host-x|2.00x slower (-"), md);
    }

    private static String entry(String method, double[] forks) {
        StringBuilder raw = new StringBuilder("[");
        for (int i = 0; i < forks.length; i++) {
            raw.append(i == 0 ? "" : ",").append('[').append(forks[i]).append(',').append(forks[i]).append(']');
        }
        raw.append(']');
        return "{\"benchmark\":\"dev.iobench.suite.streams.StreamsVsChannelsBenchmark." + method + "\",\"mode\":\"thrpt\","
                + "\"forks\":" + forks.length + ",\"params\":{\"bufferSize\":\"8192\"},\"primaryMetric\":{\"score\":1,"
                + "\"scoreUnit\":\"ops/us\",\"rawData\":" + raw + "}}";
    }
}
