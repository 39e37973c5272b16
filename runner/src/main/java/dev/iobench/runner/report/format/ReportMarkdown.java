package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.function.Function;

/**
 * The markdown of a report: the verdicts, the answers ({@link AnswersMarkdown}) and the rest ({@link
 * FullReportMarkdown}), linking the rendered charts; a README gets the answers in brief and links to the rest.
 *
 * @param charts the charts whose PNG and SVG exist, in report order
 * @param link turns {@code charts/x.png} into the link to write (relative to the markdown file)
 * @param othersLocal only the answers' charts were drawn: say that {@code make report} draws the others
 */
public record ReportMarkdown(ReportModel model, List<ChartLink> charts, Function<String, String> link,
        boolean othersLocal) {
    /** A rendered chart, {@code charts/<name>.png}, {@code .svg} and {@code .gp}, beside the table {@code anchor}. */
    public record ChartLink(String name, String title, String anchor) {
        /** The anchor of the answers' decision charts: a report's first screen shows them together. */
        public static final String DECISIONS = "decisions";
    }

    /** @return the full report's body (everything but the title) */
    public String body() {
        StringBuilder sb = new StringBuilder();
        if (!model.reproduced.isEmpty()) {
            sb.append("## Verdicts\n\n").append(verdicts()).append('\n');
        }
        images(sb);
        othersNote(sb);
        new AnswersMarkdown(model, this).write(sb);
        sb.append(model.results.size()).append(" results from ").append(model.envs.size()).append(" environments.\n\n");
        new FullReportMarkdown(model, this).write(sb);
        return machineReadable(sb);
    }

    /**
     * @return a project README's body: the answers in brief and links to the full report and machine-readable
     *     files; {@code withCharts} where the README has no place for {@link #readmeVerdicts}, which has them
     */
    public String readmeBody(boolean withCharts) {
        StringBuilder sb = new StringBuilder();
        briefAnswers(sb);
        if (withCharts) {
            images(sb);
        }
        othersNote(sb);
        sb.append(model.results.size()).append(" results from ").append(model.envs.size())
                .append(" environments; the machines, how the numbers were made and every result are in [the full "
                        + "report](").append(link.apply("README.md")).append(").\n\n");
        return machineReadable(sb);
    }

    private String machineReadable(StringBuilder sb) {
        sb.append("Machine-readable: [results.csv](").append(link.apply("results.csv")).append(") (one row per "
                + "benchmark x params x environment), [answers.csv](").append(link.apply("answers.csv"))
                .append(") (one row per answer cell, ratios in full precision) and [results.benchstat.txt](")
                .append(link.apply("results.benchstat.txt")).append(") (per-iteration samples for `benchstat`).\n");
        return sb.toString();
    }

    /** Appends each chart of the table {@code anchor}: its image, then links to its SVG and gnuplot script. */
    void charts(StringBuilder sb, String anchor) {
        for (ChartLink ch : charts) {
            if (ch.anchor().equals(anchor)) {
                sb.append(image(ch, ".png")).append(" ([SVG](").append(link.apply("charts/" + ch.name() + ".svg"))
                        .append("), [gnuplot script](").append(link.apply("charts/" + ch.name() + ".gp"))
                        .append("))\n\n");
            }
        }
    }

    /** Appends the answers' decision charts as SVG images (the files a publish commits), at most six. */
    private void images(StringBuilder sb) {
        List<ChartLink> decisions = charts.stream().filter(ch -> ch.anchor().equals(ChartLink.DECISIONS)).toList();
        decisions.stream().limit(6).forEach(ch -> sb.append(image(ch, ".svg")).append('\n'));
        if (!decisions.isEmpty()) {
            sb.append('\n');
        }
    }

    private String image(ChartLink ch, String extension) {
        return "![" + Md.text(ch.title()) + "](" + link.apply("charts/" + ch.name() + extension) + ")";
    }

    /** Appends where the charts other than the answers' come from, when a report drew only those. */
    private void othersNote(StringBuilder sb) {
        if (othersLocal) {
            sb.append("Only the answers' charts are published; `make report` draws the others "
                    + "(per benchmark group, percentiles, speedups) locally.\n\n");
        }
    }

    /** @return the table of verdicts and the numbers to decide on, or empty */
    private String verdicts() {
        String verdicts = ClaimsFormat.verdicts(model, fioVerdict());
        String numbers = DecisionNumbers.table(model);
        return numbers.isEmpty() ? verdicts : verdicts + "\n" + numbers;
    }

    /** @return the row of the JVM-vs-fio answer in the table of verdicts, or null without fio's reference */
    private List<String> fioVerdict() {
        List<Verdict> vs = model.fio.stream().map(row -> row.ratios().get(0)).filter(v -> v != null && v.hasRatio())
                .toList();
        if (vs.isEmpty()) {
            return null;
        }
        long inconclusive = vs.stream().filter(v -> v.kind() == Verdict.Kind.INCONCLUSIVE).count();
        DoubleSummaryStatistics r = vs.stream().mapToDouble(Verdict::slowdown).summaryStatistics();
        String range = ClaimsFormat.timeRatioRange(r.getMin(), r.getMax(), 2);
        // within 1.5x of fio's time either way, its interval's ends included, the JVM counts as close to the syscall
        long within = vs.stream().filter(v -> fromFio(v) <= 1.5).count();
        long faster = vs.stream().filter(v -> v.kind() == Verdict.Kind.FASTER).count();
        long slower = vs.stream().filter(v -> v.kind() == Verdict.Kind.SLOWER).count();
        String close = within == vs.size()
                ? "close: within 1.5x of fio's time either way everywhere, intervals included"
                : within > 0 ? "close in " + within + " of " + vs.size() + " environments (within 1.5x of fio's "
                + "time either way, intervals included)" : "not close: 1.5x or more from fio's time everywhere";
        return List.of(ClaimsFormat.link(FioOverhead.TITLE),
                "(no source: our own reference) fio's 4 KiB write + fdatasync into a file it keeps open, mean per op",
                Md.text(FioOverhead.apis().get(0)) + " doing the same from the JVM, mean per op, "
                        + Md.count(vs.size(), "environment") + ": " + Md.text(range) + " than fio" + (inconclusive > 0
                        ? " (" + inconclusive + " inconclusive: the interval includes equality)" : ""),
                "**" + close + "; JVM slower in " + slower + ", faster in " + faster + ", ~ in " + inconclusive + "**");
    }

    /** @return the most the JVM's time may lie from fio's by {@code v}, either way, its interval's ends included */
    public static double fromFio(Verdict v) {
        double slow = v.hasInterval() ? v.slowdownHigh() : v.slowdown();
        double fast = v.hasInterval() ? v.slowdownLow() : v.slowdown();
        return Math.max(Math.max(slow, 1 / fast), 1);
    }

    /** @return a README's first screen: the table of verdicts, the numbers to decide on, the decision charts */
    public String readmeVerdicts() {
        StringBuilder sb = new StringBuilder(verdicts()).append('\n');
        images(sb);
        return sb.toString().stripTrailing() + "\n";
    }

    /** The answers in brief, for a README: each verdict, its numbers at the source's size and a link to the whole. */
    private void briefAnswers(StringBuilder sb) {
        if (model.answers.isEmpty() && model.fio.isEmpty()) {
            return;
        }
        String report = link.apply("README.md");
        sb.append("## Answers\n\nEach answer's numbers here, per environment; [the full report](").append(report)
                .append(") explains each with its variants, every size and the charts. Each side is a mean over forks ")
                .append(ClaimsFormat.HOW).append(", at ").append(Fmt.plainPercent(answersLevel())).append(".\n\n");
        for (Answers.Answer a : model.answers) {
            String title = a.claim().title();
            sb.append("### ").append(Md.text(title)).append("\n\n");
            ReportModel.Reproduced r = model.reproduced.get(title);
            if (r != null) {
                sb.append("**").append(Md.text(Reproduction.overall(r.cells()).words())).append(".**\n\n");
                ClaimsFormat.headlineTable(sb, r, Answers.manyMachines(a), true);
            }
            sb.append("[The whole answer](").append(report).append('#').append(ClaimsFormat.anchor(title))
                    .append(").\n\n");
        }
        if (!model.fio.isEmpty()) {
            sb.append("### ").append(FioOverhead.TITLE).append("\n\n");
            briefFioTable(sb);
            sb.append("[The whole answer](").append(report).append('#')
                    .append(ClaimsFormat.anchor(FioOverhead.TITLE)).append(").\n\n");
        }
    }

    /** @return the level of the answers' intervals: their cells', else the report's default */
    private double answersLevel() {
        return model.reproduced.values().stream().flatMap(r -> r.cells().stream()).mapToDouble(Reproduction.Cell::level)
                .filter(Double::isFinite).findFirst().orElse(Summary.DEFAULT_LEVEL);
    }

    /** The JVM-vs-fio answer's numbers per environment: fio's and the JVM's us per op as the ratio takes them. */
    private void briefFioTable(StringBuilder sb) {
        String api = FioOverhead.apis().get(0);
        Table table = new Table("Environment", "fio: 4 KiB in-place write + fdatasync, us per op (runs)",
                "JVM (" + Md.text(api) + "): the same, us per op (forks)", "JVM vs fio");
        double level = Double.NaN;
        boolean any = false;
        for (FioOverhead.Row row : model.fio) {
            Verdict v = row.ratios().get(0);
            BenchmarkResult jvm = row.jvm().get(0);
            if (v == null || jvm == null || !v.hasRatio()) {
                continue;
            }
            level = v.level();
            any = true;
            double f = Units.factor(jvm.unit(), "us/op");
            double[] us = Arrays.stream(jvm.estimate().units()).map(x -> x * f).toArray();
            table.row(Md.text(row.env().id()), side(row.fioInPlace(), v.level()), side(us, v.level()),
                    Md.text(v.cell()));
        }
        if (!any) {
            return;
        }
        sb.append(table).append("\nValues: each side's 10%-trimmed mean (the plain mean below 10 units) ± Yuen's ")
                .append(Fmt.plainPercent(level)).append(" interval, to the interval's digits; a fio run's figure is "
                        + "its mean time per write + fdatasync, a JVM fork's its mean time per op. The ratio is JVM "
                        + "time / fio time, its interval over both sides' units; `~` where it includes equality.\n\n");
    }

    /** @return one side of the brief fio table: its trimmed mean ± Yuen's interval, then how many units */
    private static String side(double[] units, double level) {
        double[] m = Intervals.trimmedMeanInterval(units, level);
        return Fmt.withHalfWidth(m[0], m[1]) + " (" + units.length + ")";
    }
}
