package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.Arrays;
import java.util.function.Function;

/**
 * The answers in brief, for a project README: each answer's verdict and its numbers per environment at
 * the source's size, with a link to the whole answer in the report (the variants, every size, the
 * charts).
 */
final class BriefAnswers {
    private final ReportModel model;
    private final Function<String, String> link;

    BriefAnswers(ReportModel model, Function<String, String> link) {
        this.model = model;
        this.link = link;
    }

    void write(StringBuilder sb) {
        if (model.answers.isEmpty() && model.fio.isEmpty()) {
            return;
        }
        String report = link.apply("README.md");
        sb.append("## Answers\n\nEach answer's numbers here, per environment; [the full report](").append(report)
                .append(") explains each with its variants, every size and the charts. Each side is a mean over forks ")
                .append(ClaimsFormat.HOW).append(", at ").append(Fmt.plainPercent(level())).append(".\n\n");
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
            fioTable(sb);
            sb.append("[The whole answer](").append(report).append('#')
                    .append(ClaimsFormat.anchor(FioOverhead.TITLE)).append(").\n\n");
        }
    }

    /** @return the level of the answers' intervals: their cells', else the report's default */
    private double level() {
        return model.reproduced.values().stream().flatMap(r -> r.cells().stream()).mapToDouble(Reproduction.Cell::level)
                .filter(Double::isFinite).findFirst().orElse(dev.iobench.runner.stats.Summary.DEFAULT_LEVEL);
    }

    /**
     * The JVM-vs-fio answer's own numbers: per environment, fio's in-place write + fdatasync and the
     * JVM doing the same, each in us per op as the ratio takes it (the trimmed mean of fio's runs and of
     * the JVM's forks, with Yuen's interval), then the ratio in words.
     */
    private void fioTable(StringBuilder sb) {
        String api = FioOverhead.apis().get(0);
        StringBuilder rows = new StringBuilder();
        double level = Double.NaN;
        for (FioOverhead.Row row : model.fio) {
            Verdict v = row.ratios().get(0);
            BenchmarkResult jvm = row.jvm().get(0);
            if (v == null || jvm == null || !v.hasRatio()) {
                continue;
            }
            level = v.level();
            double f = Units.factor(jvm.unit(), "us/op");
            double[] us = Arrays.stream(jvm.estimate().units()).map(x -> x * f).toArray();
            rows.append('|').append(Md.text(row.env().id())).append('|')
                    .append(side(row.fioInPlace(), v.level())).append(" (").append(row.fioInPlace().length).append(")|")
                    .append(side(us, v.level())).append(" (").append(us.length).append(")|")
                    .append(Md.text(v.cell())).append("|\n");
        }
        if (rows.isEmpty()) {
            return;
        }
        sb.append("|Environment|fio: 4 KiB in-place write + fdatasync, us per op (runs)|JVM (").append(Md.text(api))
                .append("): the same, us per op (forks)|JVM vs fio|\n|---|---|---|---|\n").append(rows)
                .append("\nValues: each side's 10%-trimmed mean (the plain mean below 10 units) ± Yuen's ")
                .append(Fmt.plainPercent(level)).append(" interval, to the interval's digits; a fio run's figure is its "
                        + "mean time per write + fdatasync, a JVM fork's its mean time per op. The ratio is JVM time / "
                        + "fio time, its interval over both sides' units; `~` where it includes equality.\n\n");
    }

    private static String side(double[] units, double level) {
        double[] m = Intervals.trimmedMeanInterval(units, level);
        return Fmt.withHalfWidth(m[0], m[1]);
    }
}
