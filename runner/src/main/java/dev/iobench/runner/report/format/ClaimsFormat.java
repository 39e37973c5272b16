package dev.iobench.runner.report.format;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The published claims rerun as their sources ran them: the table of verdicts a README opens with and each
 * answer's opening, both with the verdict of {@link Reproduction#overall}, so they cannot disagree.
 */
public final class ClaimsFormat {
    private ClaimsFormat() {
    }

    /** @return the table of verdicts: a row per claim rerun, linking to its answer, then {@code fioRow} if not null */
    static String verdicts(ReportModel model, List<String> fioRow) {
        if (model.reproduced.isEmpty() && fioRow == null) {
            return "";
        }
        Table table = new Table("Claim", "The source (candidate vs baseline)", "Here", "Verdict");
        model.reproduced.forEach((title, r) -> {
            Reproduction.Overall o = Reproduction.overall(r.cells());
            SuiteGuide.ReproduceRow head = r.spec().rows().stream().filter(SuiteGuide.ReproduceRow::headline)
                    .findFirst().orElse(r.spec().rows().get(0));
            table.row(link(title), Md.text(source(r.spec(), head)),
                    Md.text(here(r.spec(), o)), "**" + Md.text(o.words()) + "**");
        });
        if (fioRow != null) {
            table.row(fioRow);
        }
        return table + "\n" + provenance(model) + "Generated from the results below with the answers; each verdict is "
                + "explained in its answer.\n";
    }

    /** @return what the verdicts stand on: the machines and the ratios' statistic, level and forks; or empty */
    private static String provenance(ReportModel model) {
        List<Reproduction.Cell> headline = model.reproduced.values().stream()
                .flatMap(r -> Reproduction.overall(r.cells()).headline().stream()).toList();
        if (headline.isEmpty()) {
            return "";
        }
        List<String> machines = model.envs.stream().map(Environment::machine).filter(java.util.Objects::nonNull)
                .distinct().sorted().map(Md::code).toList();
        long environments = headline.stream().map(c -> c.env().id()).distinct().count();
        int fewest = headline.stream().mapToInt(Reproduction.Cell::units).min().orElse(0);
        int most = headline.stream().mapToInt(Reproduction.Cell::units).max().orElse(0);
        String level = headline.stream().map(c -> Fmt.plainPercent(c.level())).distinct().sorted()
                .collect(Collectors.joining(" and "));
        return "Measured " + (machines.isEmpty() ? "" : "on " + (machines.size() == 1 ? "machine " : "machines ")
                + String.join(", ", machines) + " ")
                + "in " + Md.count(environments, "environment") + ". The claims' Here "
                + "is candidate vs baseline time, each JVM fork one unit (an iteration where a result has one fork; "
                + "a fork's median latency where the source quoted percentiles, its mean time per op otherwise): "
                + (fewest == most ? fewest : fewest + " to " + most) + " units a side, " + level
                + " intervals (a value without one below " + Summary.MIN_UNITS + " units). ";
    }

    /** @return the source's numbers at the headline size: {@code 5-10 vs 0.05-0.1 ms: 50-100x slower (1000 chars)} */
    private static String source(SuiteGuide.Reproduce spec, SuiteGuide.ReproduceRow head) {
        double[] c = head.claimed().candidate();
        double[] b = head.claimed().baseline();
        String values = c[1] > 0 ? span(Fmt.plain(c[0]), Fmt.plain(c[1])) + " vs " + span(Fmt.plain(b[0]),
                Fmt.plain(b[1])) + " " + spec.units() + ": " : "";
        return values + claimedRange(head.claimed().ratio()) + " (" + head.label() + ")";
    }

    /** @return ours at the headline size: both sides' ranges and the ratio's, over the environments */
    private static String here(SuiteGuide.Reproduce spec, Reproduction.Overall o) {
        if (o.headline().isEmpty()) {
            return "-";
        }
        List<Reproduction.Cell> h = o.headline();
        double[] r = o.ratioRange();
        return range(h, Reproduction.Cell::candidate) + " vs " + range(h, Reproduction.Cell::baseline) + " "
                + spec.units() + ": " + timeRatioRange(r[0], r[1], 2) + " (" + Md.count(h.size(), "environment") + ")";
    }

    /** An answer's opening: the source's experiment and numbers, ours and the verdict, then its tables. */
    static void answerOpening(StringBuilder sb, ReportModel.Reproduced r, boolean manyMachines,
            List<BenchmarkResult> results) {
        SuiteGuide.Reproduce spec = r.spec();
        Reproduction.Overall o = Reproduction.overall(r.cells());
        sb.append("**The source's experiment, rerun.** ").append(Md.text(spec.op())).append(" The source: ")
                .append(Md.text(spec.claimedText())).append(". **Verdict: ").append(Md.text(o.words())).append(".**");
        if (!o.headline().isEmpty()) {
            double[] ours = o.ratioRange();
            List<String> misses = misses(o.headline());
            sb.append(" At ").append(Md.text(o.headline().get(0).spec().label())).append(": ")
                    .append(timeRatioRange(ours[0], ours[1], 2)).append(" here, the source's ")
                    .append(claimedRange(o.headline().get(0).spec().claimed().ratio()))
                    .append(misses.isEmpty() ? "" : " (ours: " + String.join("; ", misses) + ")").append('.');
        }
        sb.append("\n\n");
        headlineTable(sb, r, manyMachines, false);
        allSizes(sb, r, manyMachines);
        if ("kotlinx-io".equals(spec.sourceTable())) {
            kotlinxTables(sb, r, results);
        }
    }

    /** What each side and ratio of a headline table is, said once above a README's brief answers. */
    static final String HOW = "± the interval of that mean, to the interval's digits (a value alone: fewer than "
            + "3 forks); the ratio and its interval are over forks: paired by round where the two sides moved together, "
            + "else each side's forks (interleaved forks 10%-trimmed from 10 on, their spread raised toward the "
            + "environment's where smaller)";

    /** The answer's numbers at the headline size per environment (outside the claim last); brief: no {@link #HOW}. */
    static void headlineTable(StringBuilder sb, ReportModel.Reproduced r, boolean manyMachines, boolean brief) {
        SuiteGuide.Reproduce spec = r.spec();
        List<Reproduction.Cell> headline = r.cells().stream().filter(c -> c.spec().headline())
                .sorted(java.util.Comparator.comparing(c -> c.verdict() == Reproduction.Verdict.OUTSIDE)).toList();
        if (!headline.isEmpty()) {
            Table table = new Table("Environment (" + Md.text(headline.get(0).spec().label()) + ")",
                    Md.text(spec.baselineLabel()) + ", " + spec.units(), Md.text(spec.candidateLabel()) + ", "
                    + spec.units(), "candidate vs baseline",
                    "vs the source's " + Md.text(claimedRange(headline.get(0).spec().claimed().ratio())));
            boolean zero = false;
            for (Reproduction.Cell c : headline) {
                String baseline = DecisionNumbers.value(Reproduction.side(spec, c, false));
                String candidate = DecisionNumbers.value(Reproduction.side(spec, c, true));
                zero |= baseline.endsWith(" ± 0") || candidate.endsWith(" ± 0");
                table.row(Md.text(Answers.rowLabel(c.env(), manyMachines)), baseline, candidate,
                        Md.text(c.comparison().cell()), verdictWords(c));
            }
            sb.append(table).append("\nValues: ").append(Md.text(Reproduction.statisticWords(spec))).append(", in ")
                    .append(spec.units()).append(spec.scale() == 1 ? " per op" : " for " + Md.text(spec.quantity()))
                    .append(brief ? "" : ", " + HOW + ", at " + Fmt.plainPercent(headline.get(0).level()))
                    .append(zero ? DecisionNumbers.ZERO_NOTE : "").append(".\n\n");
        }
    }

    /** The rows again in kotlinx-io's own table layout, one table per filesystem (its first environment). */
    private static void kotlinxTables(StringBuilder sb, ReportModel.Reproduced r, List<BenchmarkResult> results) {
        Map<String, Environment> firstOfFs = r.firstOfFilesystems();
        if (firstOfFs.isEmpty()) {
            return;
        }
        sb.append("<details><summary>In kotlinx-io's own table layout, one table per filesystem (JMH's pooled "
                + "iterations and 0.999 intervals; its Speedup column carries our verdict)</summary>\n\n");
        // each filesystem's first environment has a cell, so no table is empty
        firstOfFs.forEach((fs, env) -> {
            List<Comparison> rows = r.cells().stream().filter(c -> c.env().equals(env)).map(c -> Comparison.of(
                    Answers.first(results, env, c.spec().baseline()), Answers.first(results, env, c.spec().candidate()),
                    true)).toList();
            sb.append("**").append(Md.text(fs)).append(" (").append(Md.text(env.id())).append(")**\n\n")
                    .append(CompareFormat.table(rows, false, c -> c.baseline().params(), "ns/op", true)).append('\n');
        });
        sb.append("</details>\n\n");
    }

    private static void allSizes(StringBuilder sb, ReportModel.Reproduced r, boolean manyMachines) {
        List<SuiteGuide.ReproduceRow> sizes = r.spec().rows().stream()
                .filter(row -> r.cells().stream().anyMatch(c -> c.spec() == row)).toList();
        if (sizes.size() < 2) {
            return;
        }
        Map<Environment, Map<SuiteGuide.ReproduceRow, Reproduction.Cell>> byEnv = new LinkedHashMap<>();
        r.cells().forEach(c -> byEnv.computeIfAbsent(c.env(), k -> new LinkedHashMap<>()).put(c.spec(), c));
        List<Environment> envs = List.copyOf(byEnv.keySet());
        sb.append("<details><summary>Every size of the source's experiment (candidate vs baseline, and whether the "
                + "source's ratio holds)</summary>\n\nEach ratio and its interval are taken as in the table above, "
                + "from ").append(Md.text(r.spec().statistic().equals("p50") ? "each fork's median latency"
                        : "each fork's mean time per op")).append(".\n\n");
        // five environments per table: a wider table does not fit a page
        for (int from = 0; from < envs.size(); from += 5) {
            List<Environment> part = envs.subList(from, Math.min(envs.size(), from + 5));
            Table table = new Table(Table.cells("Size (the source's ratio)",
                    part.stream().map(env -> Md.text(Answers.rowLabel(env, manyMachines)))));
            for (SuiteGuide.ReproduceRow row : sizes) {
                table.row(Table.cells(Md.text(row.label()) + " (" + Md.text(claimedRange(row.claimed().ratio())) + ")",
                        part.stream().map(env -> byEnv.get(env).get(row)).map(c -> c == null ? "-"
                                : Md.text(c.comparison().cell()) + ", " + verdictWords(c))));
            }
            sb.append(table).append('\n');
        }
        sb.append("</details>\n\n");
    }

    /** @return the cell's verdict against the source's range, in words */
    public static String verdictWords(Reproduction.Cell c) {
        return switch (c.verdict()) {
            case HOLDS -> "holds";
            case TOO_WIDE -> c.hasInterval() ? "too wide to tell here" : "no verdict";
            case AT_FLOOR -> "at timer floor";
            case OUTSIDE -> Reproduction.NO_DEVICE;
            case DOES_NOT_HOLD -> "does not hold: " + missWords(c.miss(), c.missFactor(), c.missFactor());
        };
    }

    /** @return the cells that miss the source's range by how: {@code 1.5-1.6x smaller speedup in 4 environments} */
    static List<String> misses(List<Reproduction.Cell> cells) {
        Map<String, DoubleSummaryStatistics> byMiss = cells.stream().filter(c -> c.miss() != null).collect(
                Collectors.groupingBy(Reproduction.Cell::miss, LinkedHashMap::new,
                        Collectors.summarizingDouble(Reproduction.Cell::missFactor)));
        return byMiss.entrySet().stream().map(e -> missWords(e.getKey(), e.getValue().getMin(), e.getValue().getMax())
                + " in " + Md.count(e.getValue().getCount(), "environment")).toList();
    }

    /**
     * @return e.g. {@code 1.5-1.6x smaller speedup than the source's}, {@code a slightly smaller speedup than the
     *     source's} (a factor that two figures write as 1.0), {@code opposite direction}
     */
    private static String missWords(String miss, double lo, double hi) {
        if (Reproduction.OPPOSITE.equals(miss) || Reproduction.NO_CLEAR_DIFFERENCE.equals(miss)) {
            return miss;
        }
        return (sig(hi, 2).equals("1.0") ? "a slightly " : span(sig(lo, 2), sig(hi, 2)) + "x ") + miss
                + " than the source's";
    }

    /** @return a candidate / baseline time ratio in words ({@code 1.8x slower}, {@code 2100x faster}) */
    private static String timeRatio(double r, int digits) {
        return !(r > 0) || !Double.isFinite(r) ? "N/A" : Fmt.figures(r >= 1 ? r : 1 / r, digits) + "x "
                + (r >= 1 ? "slower" : "faster");
    }

    /**
     * @return the source's range of time ratios in words, to two figures where they keep each end within 1%, else
     *     three: {@code 1.20-1.26x faster}, not {@code 1.2-1.3x}, which a ratio of 1.30 here would seem to meet
     */
    public static String claimedRange(double[] claimed) {
        boolean close = java.util.Arrays.stream(claimed).map(v -> v >= 1 ? v : 1 / v)
                .allMatch(factor -> Math.abs(Double.parseDouble(sig(factor, 2)) / factor - 1) <= 0.01);
        return timeRatioRange(claimed[0], claimed[1], close ? 2 : 3);
    }

    /** @return a range of time ratios in words: {@code 50-100x slower}, {@code 1.2x faster to 3.4x slower} */
    public static String timeRatioRange(double lo, double hi, int digits) {
        if (lo == hi || timeRatio(lo, digits).equals(timeRatio(hi, digits))) {
            return timeRatio(lo, digits);
        }
        if (lo >= 1 == hi >= 1) {
            double a = lo >= 1 ? lo : 1 / hi;
            double b = lo >= 1 ? hi : 1 / lo;
            return sig(a, digits).equals(sig(b, digits)) ? timeRatio(lo, digits)
                    : span(sig(a, digits), sig(b, digits)) + "x " + (lo >= 1 ? "slower" : "faster");
        }
        String one = java.math.BigDecimal.ONE.setScale(digits - 1).toPlainString();
        if (sig(1 / lo, digits).equals(one) && sig(hi, digits).equals(one)) {
            return "about equal (" + sig(lo, digits) + "-" + sig(hi, digits) + ")";
        }
        return timeRatio(lo, digits) + " to " + timeRatio(hi, digits);
    }

    /** @return the cells' range of {@code value} to two significant figures: {@code 5.1-6.6}, or {@code 6.6} */
    private static String range(List<Reproduction.Cell> cells, ToDoubleFunction<Reproduction.Cell> value) {
        DoubleSummaryStatistics s = cells.stream().mapToDouble(value).summaryStatistics();
        return span(sig(s.getMin(), 2), sig(s.getMax(), 2));
    }

    /** @return {@code digits} significant figures: plain from 0.001 to 10,000, scientific below ({@code 3.2e-5}) */
    private static String sig(double v, int digits) {
        if (Double.isFinite(v) && Math.abs(v) >= 1e-3 && Math.abs(v) < 1e4) {
            return new java.math.BigDecimal(v).round(new java.math.MathContext(digits)).toPlainString();
        }
        if (Double.isFinite(v) && v != 0 && Math.abs(v) < 1e-3) {
            return String.format(Locale.ROOT, "%." + (digits - 1) + "e", v).replace("e-0", "e-");
        }
        return Fmt.figures(v, digits);
    }

    /** @return {@code a} where both ends read the same, else {@code a-b}, or {@code a to b} after an exponent */
    private static String span(String a, String b) {
        return a.equals(b) ? a : a.contains("e") || b.contains("e") ? a + " to " + b : a + "-" + b;
    }

    static String link(String title) {
        return "[" + Md.text(title) + "](#" + anchor(title) + ")";
    }

    /** @return the GitHub anchor of a heading */
    static String anchor(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-');
    }
}
