package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.result.BenchmarkResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of the suite's pair tables: which results are baselines, which candidates (their key functions give
 * null for a result on neither side), how they match, and the params not shown as columns (they differ
 * inside a pair by design).
 */
public record PairRule(String title, String slug, Function<BenchmarkResult, ? extends Record> baselineKey,
        Function<BenchmarkResult, ? extends Record> candidateKey, Set<String> hiddenParams, String note) {

    /** Same cell and class, and the same method name after the baseline's and candidate's prefixes. */
    private record SuffixKey(Comparison.Cell cell, String group, String suffix) {
    }

    /** Same cell and class. */
    private record ClassKey(Comparison.Cell cell, String group) {
    }

    /** Same environment, mode, benchmark and params but the one that tells baseline from candidate. */
    private record OtherParamsKey(String env, String mode, String benchmark, List<Map.Entry<String, String>> rest) {
    }

    /** Same environment and mode (params differ by design). */
    private record EnvModeKey(String env, String mode) {
    }

    /**
     * @return the rule a pair of the suite's report.json describes: {@code sameSuffix} pairs methods
     *     whose names match the two regexes with the same second group, in one class; {@code methods}
     *     two methods of a class; {@code param} two values of a param of a class; {@code benchmarks}
     *     two benchmarks (classes matched by simple name, as results from other builds name them)
     */
    static PairRule of(SuiteGuide.Pair p) {
        String cls = p.benchmarkClass() == null ? null : SuiteGuide.simpleName(p.benchmarkClass());
        // the key of one side's results, from that side's regex, method, param value or benchmark
        Function<String, Function<BenchmarkResult, ? extends Record>> side = switch (p.match()) {
            case "sameSuffix" -> regex -> {
                Pattern pattern = Pattern.compile(regex);
                return r -> {
                    Matcher m = pattern.matcher(r.method());
                    return m.matches() ? new SuffixKey(Comparison.Cell.of(r), r.group(),
                            m.group(2).toLowerCase(Locale.ROOT)) : null;
                };
            };
            case "methods" -> method -> r -> r.groupSimpleName().equals(cls) && r.method().equals(method)
                    ? new ClassKey(Comparison.Cell.of(r), r.group()) : null;
            case "param" -> value -> r -> param(r, cls, p.param(), value);
            case "benchmarks" -> benchmark -> {
                String classAndMethod = classAndMethod(benchmark);
                return r -> r.benchmark().endsWith(classAndMethod) ? new EnvModeKey(r.env().id(), r.mode()) : null;
            };
            default -> throw new IllegalStateException(SuiteGuide.RESOURCE + ": pair " + p.title()
                    + " has an unknown match " + p.match());
        };
        return new PairRule(p.title(), p.slug(), side.apply(p.baseline()), side.apply(p.candidate()),
                p.match().equals("param") ? Set.of(p.param()) : Set.of(), p.note());
    }

    /** @return the params shown for a comparison: baseline's, then candidate's extra ones, minus hidden */
    public Map<String, String> shownParams(Comparison c) {
        Map<String, String> p = new LinkedHashMap<>(c.baseline().params());
        c.candidate().params().forEach(p::putIfAbsent);
        hiddenParams.forEach(p::remove);
        return p;
    }

    private static OtherParamsKey param(BenchmarkResult r, String clazz, String param, String value) {
        if (!r.groupSimpleName().equals(clazz) || !value.equals(r.params().get(param))) {
            return null;
        }
        return new OtherParamsKey(r.env().id(), r.mode(), r.benchmark(),
                r.paramList().stream().filter(e -> !e.getKey().equals(param)).toList());
    }

    /** @return {@code SimpleClass.method} of a full benchmark name */
    private static String classAndMethod(String benchmark) {
        return SuiteGuide.simpleName(benchmark.substring(0, benchmark.lastIndexOf('.')))
                + benchmark.substring(benchmark.lastIndexOf('.'));
    }
}
