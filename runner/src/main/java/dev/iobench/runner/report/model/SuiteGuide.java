package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What the report knows about the suite, read from the suite module's {@value #RESOURCE} (kept beside the
 * benchmarks it names): its pair tables, the claims it answers, the durable writes and what fio is compared with.
 */
public final class SuiteGuide {
    static final String RESOURCE = "/dev/iobench/suite/report.json";

    /** Picks results by full benchmark name and, unless null, JMH mode and the values of the params given. */
    public record Selector(String benchmark, String mode, Map<String, String> params)
            implements Predicate<BenchmarkResult> {
        @Override
        public boolean test(BenchmarkResult r) {
            return matches(r.benchmark(), r.mode(), r.params());
        }

        /** @return whether a cell (benchmark x JMH's short mode label x params) is one this selector picks */
        public boolean matches(String benchmark, String mode, Map<String, String> params) {
            return this.benchmark.equals(benchmark) && (this.mode == null || this.mode.equals(mode))
                    && (this.params == null || this.params.entrySet().stream()
                            .allMatch(e -> e.getValue().equals(params.get(e.getKey()))));
        }
    }

    /**
     * One pair table; {@link ReportModel} says how each {@code match} pairs results. {@code benchmarkClass}
     * is null unless the match is methods or param; {@code param} (telling baseline from candidate) is null
     * unless it is param; {@code baseline} and {@code candidate} are a method regex (sameSuffix), a method
     * (methods), a param value (param) or a full benchmark name (benchmarks).
     */
    public record Pair(String title, String slug, String match, String benchmarkClass, String param, String baseline,
            String candidate, String note) {
        /** @return the params shown for a comparison: baseline's, then candidate's extra ones, minus {@code param} */
        public Map<String, String> shownParams(Comparison c) {
            Map<String, String> p = new LinkedHashMap<>(c.baseline().params());
            c.candidate().params().forEach(p::putIfAbsent);
            if (match.equals("param")) {
                p.remove(param);
            }
            return p;
        }
    }

    /** One column of a claim's table: baseline and candidate results. */
    public record Column(String title, Selector baseline, Selector candidate) {
    }

    /** One column of a claim's table in its source's layout: one result's percentiles. */
    public record LayoutColumn(String title, Selector result) {
    }

    /**
     * One published claim and how the suite answers it: the question as {@code title}, who said it and what,
     * one line saying what the columns compare, the column the generated sentence summarises by filesystem, the
     * pair chart of the same comparison (or null), at most 6 {@code columns} (with the environment, at most 7
     * table columns), the columns of a percentile table in the source's layout (Min, P50 ... Max, Total, Samples;
     * empty when the source had none) and how it is reproduced (or null).
     */
    public record Claim(String title, String source, String claim, String measured, int sentenceColumn, String chartSlug,
            List<Column> columns, List<LayoutColumn> sourceLayout, Reproduce reproduce) {
    }

    /**
     * The source's own experiment ({@link Reproduction}): {@code statistic} is {@code p50} (each fork's median) or
     * {@code mean}; a result's time per op x {@code scale} (1 when not given) is the claim's quantity (e.g. the
     * source's record count) in {@code units}; {@code sourceTable} is the source's own layout ({@code kotlinx-io})
     * or null; {@code scope} is {@value Reproduction#DEVICE} where the claim is about files on a storage device,
     * else null: every environment; {@code verdictOver} is {@value #EVERY_ROW} where the verdict counts every row.
     */
    public record Reproduce(String op, String statistic, String units, double scale, String quantity, String baselineLabel,
            String candidateLabel, String claimedText, String sourceTable, String scope, String verdictOver,
            List<ReproduceRow> rows) {
        public static final String EVERY_ROW = "everyRow";

        public Reproduce {
            scale = scale == 0 ? 1 : scale;
        }

        /** @return whether the claim is about {@code env}: every environment, or a device claim's device-backed ones */
        public boolean covers(Environment env) {
            return !Reproduction.DEVICE.equals(scope) || !Reproduction.ramBacked(env);
        }
    }

    /**
     * One size of the source's experiment ("1000 chars"), whether the claim is quoted at it (the headline),
     * and what the source measured at it.
     */
    public record ReproduceRow(String label, boolean headline, Selector baseline, Selector candidate, Claimed claimed) {
    }

    /**
     * What the source measured for one row, as ranges {@code [low, high]} ({@code [x, x]} for one number):
     * each side's value in the claim's units and candidate time / baseline time.
     */
    public record Claimed(double[] baseline, double[] candidate, double[] ratio) {
    }

    /**
     * What is compared with fio's reference: the durable in-place {@code writes} compared with fio's in-place
     * write, in column order, and the {@code commitLog} result compared with fio's append.
     */
    public record Fio(List<Selector> writes, int sentenceColumn, Selector commitLog) {
    }

    /** The suite's pair tables and claims, in report order, the durable write classes and fio's comparisons. */
    public record Guide(List<Pair> pairs, List<Claim> claims, List<String> durableWrites, Fio fio) {
    }

    public static final Guide GUIDE = load();

    private SuiteGuide() {
    }

    private static Guide load() {
        try (InputStream in = SuiteGuide.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the classpath (the suite module's resource)");
            }
            return Json.mapper().readValue(in, Guide.class);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + " cannot be read", e);
        }
    }

    /** @return whether {@code r}'s class (by simple name) writes durably: its SampleTime results get latency charts */
    public static boolean durableWrite(BenchmarkResult r) {
        return GUIDE.durableWrites().stream().anyMatch(c -> simpleName(c).equals(r.groupSimpleName()));
    }

    /** @return the part of a dotted name after its last dot */
    public static String simpleName(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
