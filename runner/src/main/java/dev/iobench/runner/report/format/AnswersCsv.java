package dev.iobench.runner.report.format;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Verdict;
import java.util.Objects;
import java.util.stream.DoubleStream;

/**
 * {@code answers.csv}: a row per cell of the README's answers (claim x column x environment) in full precision,
 * for tools. The ratio is always candidate time / baseline time (above 1 the candidate is slower, a throughput
 * inverted), with the interval its {@link Verdict} was decided by.
 */
public final class AnswersCsv {
    /** The header: a contract other tools read. */
    public static final String HEADER =
            "question,comparison,environment,machine,statistic,ratio,low,high,confidence,units,status";

    /** The precision target a cell is held to when its run has no {@code precision.json}: ±5%. */
    private static final double DEFAULT_TARGET = 0.05;

    private AnswersCsv() {
    }

    /** @return the header, then per answer its source's experiment's cells and its variants', then fio's answer's */
    public static String csv(ReportModel model) {
        PrecisionNotes precision = model.precision;
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (Answers.Answer a : model.answers) {
            String question = a.claim().title();
            ReportModel.Reproduced reproduced = model.reproduced.get(question);
            if (reproduced != null) {
                reproduced.cells().forEach(c -> reproducedRow(sb, question, reproduced.spec(), c, precision));
            }
            a.rows().forEach((env, cells) -> {
                for (int i = 0; i < cells.size(); i++) {
                    Comparison c = cells.get(i);
                    if (c != null) {
                        verdictRow(sb, question, a.claim().columns().get(i).title(), env, statistic(c), c.verdict(),
                                target(c, precision), precision.whyShort(c.baseline(), c.candidate()));
                    }
                }
            });
        }
        for (FioOverhead.Row row : model.fio) {
            for (int i = 0; i < row.ratios().size(); i++) {
                Verdict v = row.ratios().get(i);
                if (v != null) {
                    BenchmarkResult jvm = row.jvm().get(i);
                    String why = fioWhy(precision.whyShort(jvm),
                            i < FioOverhead.apis().size() ? row.fioInPlace().length : row.fioAppendRuns());
                    verdictRow(sb, FioOverhead.TITLE, FioOverhead.columns().get(i), row.env(),
                            "fork mean vs fio run mean", v, orDefault(precision.target(jvm)), why);
                }
            }
        }
        return sb.toString();
    }

    /** Writes a row of a cell decided by a {@link Verdict}, its ratio candidate time / baseline time. */
    private static void verdictRow(StringBuilder sb, String question, String comparison, Environment env,
            String statistic, Verdict v, double target, String why) {
        String status = switch (v.kind()) {
            case AT_TIMER_FLOOR -> Verdict.AT_TIMER_FLOOR + ": " + v.floor() + " below 1 ns/op";
            case N_TOO_SMALL -> "n too small";
            default -> withWhy(targetStatus(v.ratio(), v.low(), v.high(), target), why);
        };
        boolean interval = v.hasRatio() && v.hasInterval();
        row(sb, question, comparison, env, statistic, v.hasRatio() ? Fmt.plain(v.slowdown()) : "",
                interval ? Fmt.plain(v.slowdownLow()) : "", interval ? Fmt.plain(v.slowdownHigh()) : "",
                v.hasInterval() ? Fmt.plain(v.level()) : "", v.units(), status);
    }

    /** Writes one row: the {@link #HEADER}'s columns in its order, text quoted, numbers as given. */
    private static void row(StringBuilder sb, String question, String comparison, Environment env, String statistic,
            String ratio, String low, String high, String confidence, long units, String status) {
        sb.append(String.join(",", Md.csv(question), Md.csv(comparison), Md.csv(Answers.rowLabel(env, false)),
                Md.csv(Objects.requireNonNullElse(env.machine(), "")), Md.csv(statistic), ratio, low, high,
                confidence, String.valueOf(units), Md.csv(status))).append('\n');
    }

    /** @return {@code status}, and where it is {@code not reached}, why ({@link PrecisionNotes#whyShort}) */
    public static String withWhy(String status, String why) {
        return status.startsWith("not reached") && why != null ? status + "; " + why : status;
    }

    /** @return why a JVM-vs-fio ratio is short: fio's few runs (not held to a target), else the JVM side's stop */
    private static String fioWhy(String jvmWhy, int fioRuns) {
        String fio = "fio's side has " + Md.count(fioRuns, "run");
        if (fioRuns < 10) {
            return jvmWhy == null || !jvmWhy.startsWith("stopped") ? fio : fio + "; the JVM's cell " + jvmWhy;
        }
        return jvmWhy == null || jvmWhy.startsWith("stopped") ? jvmWhy
                : "the JVM's cell reached the target by the run's stop rule; fio's runs are not held to it";
    }

    private static void reproducedRow(StringBuilder sb, String question, SuiteGuide.Reproduce spec, Reproduction.Cell c,
            PrecisionNotes precision) {
        boolean ratio = c.verdict() != Reproduction.Verdict.AT_FLOOR;
        double target = Math.min(orDefault(precision.target(c.baselineResult())),
                orDefault(precision.target(c.candidateResult())));
        String status = !ratio ? Verdict.AT_TIMER_FLOOR + ": a side below 1 ns/op" : !c.hasInterval() ? "n too small"
                : withWhy(targetStatus(c.ratio(), c.low(), c.high(), target),
                        precision.whyShort(c.baselineResult(), c.candidateResult()));
        boolean interval = ratio && c.hasInterval();
        row(sb, question, c.spec().label() + ": the source's experiment, " + spec.candidateLabel() + " vs "
                        + spec.baselineLabel(), c.env(), "p50".equals(spec.statistic()) ? "fork median" : "fork mean",
                ratio ? Fmt.plain(c.ratio()) : "", interval ? Fmt.plain(c.low()) : "",
                interval ? Fmt.plain(c.high()) : "", interval ? Fmt.plain(c.level()) : "", c.units(), status);
    }

    private static double orDefault(double target) {
        return Double.isNaN(target) ? DEFAULT_TARGET : target;
    }

    /** @return which per-unit statistic the ratio is of, e.g. {@code fork mean} (both sides' when they differ) */
    static String statistic(Comparison c) {
        String b = c.baseline().comparedStatistic();
        String k = c.candidate().comparedStatistic();
        return b.equals(k) ? b : b + " vs " + k;
    }

    /** @return the precision target of the cell's runs: the smaller of the two sides', else {@link #DEFAULT_TARGET} */
    private static double target(Comparison c, PrecisionNotes precision) {
        return DoubleStream.of(precision.target(c.baseline()), precision.target(c.candidate()))
                .filter(t -> !Double.isNaN(t)).min().orElse(DEFAULT_TARGET);
    }

    /** @return {@code within target} or {@code not reached: ...}: the interval is asymmetric, its wider side is held */
    private static String targetStatus(double ratio, double low, double high, double target) {
        double widest = Math.max(high / ratio - 1, 1 - low / ratio);
        return widest <= target ? "within target" : notReached(widest, target);
    }

    /** @return {@code not reached: widest side 12% > 5% target}, with the figures that show it above (5.04%) */
    public static String notReached(double widest, double target) {
        int n = 2;
        while (n < 6 && Double.parseDouble(Fmt.figures(widest * 100, n)) <= target * 100) {
            n++;
        }
        return "not reached: widest side " + Fmt.figures(widest * 100, n) + "% > " + Fmt.plainPercent(target)
                + " target";
    }
}
