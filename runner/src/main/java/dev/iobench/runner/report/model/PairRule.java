package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.compare.Pairing;
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
    private record SuffixKey(Pairing.Cell cell, String group, String suffix) {
    }

    /** Same cell and class. */
    private record ClassKey(Pairing.Cell cell, String group) {
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
        return switch (p.match()) {
            case "sameSuffix" -> {
                Pattern baseline = Pattern.compile(p.baseline());
                Pattern candidate = Pattern.compile(p.candidate());
                yield new PairRule(p.title(), p.slug(), r -> suffixed(r, baseline), r -> suffixed(r, candidate),
                        Set.of(), p.note());
            }
            case "methods" -> {
                String cls = SuiteGuide.simpleName(p.benchmarkClass());
                yield new PairRule(p.title(), p.slug(), r -> method(r, cls, p.baseline()),
                        r -> method(r, cls, p.candidate()), Set.of(), p.note());
            }
            case "param" -> {
                String cls = SuiteGuide.simpleName(p.benchmarkClass());
                yield new PairRule(p.title(), p.slug(), r -> param(r, cls, p.param(), p.baseline()),
                        r -> param(r, cls, p.param(), p.candidate()), Set.of(p.param()), p.note());
            }
            case "benchmarks" -> {
                String baseline = classAndMethod(p.baseline());
                String candidate = classAndMethod(p.candidate());
                yield new PairRule(p.title(), p.slug(), r -> r.benchmark().endsWith(baseline) ? envMode(r) : null,
                        r -> r.benchmark().endsWith(candidate) ? envMode(r) : null, Set.of(), p.note());
            }
            default -> throw new IllegalStateException(SuiteGuide.RESOURCE + ": pair " + p.title()
                    + " has an unknown match " + p.match());
        };
    }

    /** @return the params shown for a comparison: baseline's, then candidate's extra ones, minus hidden */
    public Map<String, String> shownParams(Comparison c) {
        Map<String, String> p = new LinkedHashMap<>(c.baseline().params());
        c.candidate().params().forEach(p::putIfAbsent);
        hiddenParams.forEach(p::remove);
        return p;
    }

    private static SuffixKey suffixed(BenchmarkResult r, Pattern p) {
        Matcher m = p.matcher(r.method());
        return m.matches() ? new SuffixKey(Pairing.Cell.of(r), r.group(), m.group(2).toLowerCase(Locale.ROOT)) : null;
    }

    private static ClassKey method(BenchmarkResult r, String clazz, String method) {
        return r.groupSimpleName().equals(clazz) && r.method().equals(method)
                ? new ClassKey(Pairing.Cell.of(r), r.group()) : null;
    }

    private static OtherParamsKey param(BenchmarkResult r, String clazz, String param, String value) {
        if (!r.groupSimpleName().equals(clazz) || !value.equals(r.params().get(param))) {
            return null;
        }
        return new OtherParamsKey(r.env().id(), r.mode(), r.benchmark(),
                r.paramList().stream().filter(e -> !e.getKey().equals(param)).toList());
    }

    private static EnvModeKey envMode(BenchmarkResult r) {
        return new EnvModeKey(r.env().id(), r.mode());
    }

    /** @return {@code SimpleClass.method} of a full benchmark name */
    private static String classAndMethod(String benchmark) {
        return SuiteGuide.simpleName(benchmark.substring(0, benchmark.lastIndexOf('.')))
                + benchmark.substring(benchmark.lastIndexOf('.'));
    }
}
