package dev.iobench.runner.report.model;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.read.SideFiles;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Everything a report shows, computed once from the results: tables and the charts drawn from them. */
public final class ReportModel {
    /**
     * Table (a): one benchmark group (class) in one mode, its cells in {@code unit}, rows = benchmark +
     * params (row label to environment id to result), columns = environments.
     */
    public record GroupTable(String group, String mode, String unit, List<Environment> envs,
            Map<String, Map<String, BenchmarkResult>> rows) {
    }

    /** Table (b): one of the suite's pairs in one mode and unit family, in the first baseline's group table's unit. */
    public record PairTable(SuiteGuide.Pair rule, String mode, String unit, List<Comparison> rows) {
    }

    /** Table (c) material: SampleTime results of one benchmark + params, one per environment. */
    public record PercentileGroup(String group, String label, List<BenchmarkResult> results) {
    }

    /** Every result, in file order. */
    public final List<BenchmarkResult> results;
    /** The environments, in order of first appearance: the colour order of the charts. */
    public final List<Environment> envs = new ArrayList<>();
    public final List<GroupTable> groups = new ArrayList<>();
    public final List<PairTable> pairs = new ArrayList<>();
    public final List<PercentileGroup> percentiles = new ArrayList<>();
    /** The published claims answered from these results, first in the report. */
    public final List<Answers.Answer> answers;
    private final Map<GroupKey, String> groupUnits = new LinkedHashMap<>();

    /** How the cells of precision-targeted runs stopped. */
    public final PrecisionNotes precision;

    /** Each profiled environment's system calls per op (its syscalls.json), by environment id. */
    public final Map<String, List<SideFiles.Profile>> syscalls;

    /** The JVM's overhead over fio in each environment that has fio's reference. */
    public final List<FioOverhead.Row> fio;

    /** Each claim's source experiment rerun, where its faithful benchmark has results, by claim title. */
    public final Map<String, Reproduced> reproduced = new LinkedHashMap<>();

    /** A claim's source experiment rerun: environment x size, in row order. */
    public record Reproduced(SuiteGuide.Reproduce spec, List<Reproduction.Cell> cells) {
        /** @return each filesystem's first environment with a cell, by filesystem */
        public Map<String, Environment> firstOfFilesystems() {
            Map<String, Environment> out = new LinkedHashMap<>();
            cells.forEach(c -> out.putIfAbsent(c.env().filesystem(), c.env()));
            return out;
        }
    }

    /**
     * Computes every table of a report from the results in file order; {@code fio} maps an environment id
     * to each of fio's runs' mean time per write + fdatasync (us) per write pattern.
     */
    public ReportModel(List<BenchmarkResult> results, PrecisionNotes precision,
            Map<String, Map<String, double[]>> fio, Map<String, List<SideFiles.Profile>> syscalls) {
        this.syscalls = Map.copyOf(syscalls);
        this.precision = precision;
        this.fio = FioOverhead.of(results, fio);
        this.answers = Answers.of(results);
        List<Environment> ordered = Answers.environments(results);
        SuiteGuide.GUIDE.claims().stream().filter(c -> c.reproduce() != null).forEach(c -> {
            List<Reproduction.Cell> cells = Reproduction.cells(c.reproduce(), ordered, results);
            if (!cells.isEmpty()) {
                reproduced.put(c.title(), new Reproduced(c.reproduce(), cells));
            }
        });
        this.results = results;
        Map<String, Environment> envById = new LinkedHashMap<>();
        results.forEach(r -> envById.putIfAbsent(r.env().id(), r.env()));
        envs.addAll(envById.values());
        buildGroups();
        buildPairs();
        buildPercentiles();
    }

    /** @return the confidence levels of the cells' intervals, as people write them: "95%", or "95% and 99%" */
    public String levels() {
        List<String> out = results.stream().map(r -> r.estimate().summary().level()).sorted().distinct()
                .map(Fmt::plainPercent).toList();
        return out.isEmpty() ? Fmt.plainPercent(Summary.DEFAULT_LEVEL) : String.join(" and ", out);
    }

    private void buildGroups() {
        Map<GroupKey, List<BenchmarkResult>> byTable = results.stream()
                .collect(Collectors.groupingBy(ReportModel::groupKey, LinkedHashMap::new, Collectors.toList()));
        for (List<BenchmarkResult> rs : byTable.values()) {
            BenchmarkResult first = rs.get(0);
            double[] means = rs.stream()
                    .mapToDouble(r -> r.estimate().summary().mean() * factor(r.unit(), first.unit())).toArray();
            String unit = Units.choose(first.unit(), means);
            groupUnits.put(groupKey(first), unit);
            Map<String, Environment> envs = new LinkedHashMap<>();
            Map<String, Map<String, BenchmarkResult>> rows = new LinkedHashMap<>();
            for (BenchmarkResult r : rs) {
                envs.putIfAbsent(r.env().id(), r.env());
                String label = r.paramsText().isEmpty() ? r.method() : r.method() + " (" + r.paramsText() + ")";
                rows.computeIfAbsent(label, k -> new LinkedHashMap<>()).putIfAbsent(r.env().id(), r);
            }
            groups.add(new GroupTable(first.group(), first.mode(), unit, new ArrayList<>(envs.values()), rows));
        }
    }

    private record GroupKey(String group, String mode, String unitFamily) {
    }

    private record PairKey(String mode, String unitFamily) {
    }

    /** A benchmark with its params in file order. */
    private record PercentileKey(String benchmark, List<Map.Entry<String, String>> params) {
    }

    private static GroupKey groupKey(BenchmarkResult r) {
        return new GroupKey(r.group(), r.mode(), Units.family(r.unit()));
    }

    private void buildPairs() {
        for (SuiteGuide.Pair rule : SuiteGuide.GUIDE.pairs()) {
            Map<PairKey, List<Comparison>> byMode = Comparison.pairs(results, side(rule, rule.baseline()),
                    side(rule, rule.candidate()), false).stream().collect(Collectors.groupingBy(c -> new PairKey(
                            c.baseline().mode(), Units.family(c.unit())), LinkedHashMap::new, Collectors.toList()));
            byMode.values().forEach(rows -> {
                Comparison first = rows.get(0);
                String unit = groupUnits.getOrDefault(groupKey(first.baseline()), first.unit());
                pairs.add(new PairTable(rule, first.baseline().mode(), unit, List.copyOf(rows)));
            });
        }
    }

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
     * @return the key of a pair side's results (null for a result not on that side) from the side's {@code value}:
     *     {@code sameSuffix} pairs methods whose names match the two regexes with the same second group, in one
     *     class; {@code methods} two methods of a class; {@code param} two values of a param of a class;
     *     {@code benchmarks} two benchmarks (classes matched by simple name, as results from other builds name them)
     */
    private static Function<BenchmarkResult, ? extends Record> side(SuiteGuide.Pair p, String value) {
        String cls = p.benchmarkClass() == null ? null : SuiteGuide.simpleName(p.benchmarkClass());
        return switch (p.match()) {
            case "sameSuffix" -> {
                Pattern pattern = Pattern.compile(value);
                yield r -> {
                    Matcher m = pattern.matcher(r.method());
                    return m.matches() ? new SuffixKey(Comparison.Cell.of(r), r.group(),
                            m.group(2).toLowerCase(Locale.ROOT)) : null;
                };
            }
            case "methods" -> r -> r.groupSimpleName().equals(cls) && r.method().equals(value)
                    ? new ClassKey(Comparison.Cell.of(r), r.group()) : null;
            case "param" -> r -> r.groupSimpleName().equals(cls) && value.equals(r.params().get(p.param()))
                    ? new OtherParamsKey(r.env().id(), r.mode(), r.benchmark(),
                            r.paramList().stream().filter(e -> !e.getKey().equals(p.param())).toList()) : null;
            case "benchmarks" -> {
                int dot = value.lastIndexOf('.');
                String classAndMethod = SuiteGuide.simpleName(value.substring(0, dot)) + value.substring(dot);
                yield r -> r.benchmark().endsWith(classAndMethod) ? new EnvModeKey(r.env().id(), r.mode()) : null;
            }
            default -> throw new IllegalStateException(SuiteGuide.RESOURCE + ": pair " + p.title()
                    + " has an unknown match " + p.match());
        };
    }

    private void buildPercentiles() {
        Map<PercentileKey, PercentileGroup> byKey = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            if (r.isSampleTime()) {
                byKey.computeIfAbsent(new PercentileKey(r.benchmark(), r.paramList()),
                        k -> new PercentileGroup(r.group(), r.benchmark() + (r.params().isEmpty() ? ""
                                : " (" + r.paramsText() + ")"), new ArrayList<>())).results().add(r);
            }
        }
        percentiles.addAll(byKey.values());
    }

    /** @return the factor from {@code from} to {@code to}, 1 when they cannot be converted */
    public static double factor(String from, String to) {
        return Units.family(from).equals(Units.family(to)) && !Units.family(from).equals(from)
                ? Units.factor(from, to) : 1;
    }
}
