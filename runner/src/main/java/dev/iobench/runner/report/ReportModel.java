package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Everything a report shows, computed once from the results: tables and the charts drawn from them. */
final class ReportModel {
    /**
     * Table (a): one benchmark group (class) in one mode, rows = benchmark + params, columns = environments.
     *
     * @param unit the unit all cells are shown in
     * @param rows row label to (environment id to result)
     */
    record GroupTable(String group, String mode, String unit, List<Environment> envs,
            Map<String, Map<String, BenchmarkResult>> rows) {
    }

    /**
     * Table (b): one pair rule in one mode and unit family.
     *
     * @param unit the unit shown: that of the first baseline's group table
     * @param rows the comparisons, Holm-adjusted over this table
     */
    record PairTable(PairRule rule, String mode, String unit, List<Comparison> rows) {
    }

    /** Table (c) material: SampleTime results of one benchmark + params, one per environment. */
    record PercentileGroup(String group, String label, List<BenchmarkResult> results) {
    }

    final List<BenchmarkResult> results;
    final TestKind test;
    final List<Environment> envs = new ArrayList<>();
    final List<GroupTable> groups = new ArrayList<>();
    final List<PairTable> pairs = new ArrayList<>();
    final List<PercentileGroup> percentiles = new ArrayList<>();
    /** The published claims answered from these results, first in the report. */
    final List<Answers.Answer> answers;
    private final Map<String, String> groupUnits = new LinkedHashMap<>();

    /** How the cells of precision-targeted runs stopped. */
    final PrecisionNotes precision;

    /** The JVM's overhead over fio in each environment that has fio's reference. */
    final List<FioOverhead.Row> fio;

    ReportModel(List<BenchmarkResult> results, TestKind test) {
        this(results, test, new PrecisionNotes(), Map.of());
    }

    ReportModel(List<BenchmarkResult> results, TestKind test, PrecisionNotes precision,
            Map<String, Map<String, Double>> fio) {
        this.precision = precision;
        this.fio = FioOverhead.of(results, fio);
        this.answers = Answers.of(results);
        this.results = results;
        this.test = test;
        Map<String, Environment> envById = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            envById.putIfAbsent(r.env().id(), r.env());
        }
        envs.addAll(envById.values());
        buildGroups();
        buildPairs();
        buildPercentiles();
    }

    /** @return the confidence levels of the cells' intervals, as people write them: "95%", or "95% and 99%" */
    String levels() {
        java.util.TreeSet<Double> levels = new java.util.TreeSet<>();
        results.forEach(r -> levels.add(r.estimate().summary().level()));
        List<String> out = new ArrayList<>();
        levels.forEach(l -> out.add(Summary.percent(l)));
        return out.isEmpty() ? Summary.percent(Summary.DEFAULT_LEVEL) : String.join(" and ", out);
    }

    /** @return the label of a result's row: method and params */
    static String rowLabel(BenchmarkResult r) {
        String p = r.paramsText();
        return p.isEmpty() ? r.method() : r.method() + " (" + p + ")";
    }

    private void buildGroups() {
        Map<String, List<BenchmarkResult>> byTable = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            byTable.computeIfAbsent(groupKey(r), k -> new ArrayList<>()).add(r);
        }
        for (List<BenchmarkResult> rs : byTable.values()) {
            BenchmarkResult first = rs.get(0);
            double[] means = new double[rs.size()];
            for (int i = 0; i < means.length; i++) {
                BenchmarkResult r = rs.get(i);
                means[i] = r.estimate().summary().mean() * factor(r.unit(), first.unit());
            }
            String unit = Units.choose(first.unit(), means);
            groupUnits.put(groupKey(first), unit);
            Map<String, Environment> envs = new LinkedHashMap<>();
            Map<String, Map<String, BenchmarkResult>> rows = new LinkedHashMap<>();
            for (BenchmarkResult r : rs) {
                envs.putIfAbsent(r.env().id(), r.env());
                rows.computeIfAbsent(rowLabel(r), k -> new LinkedHashMap<>()).putIfAbsent(r.env().id(), r);
            }
            groups.add(new GroupTable(first.group(), first.mode(), unit, new ArrayList<>(envs.values()), rows));
        }
    }

    private static String groupKey(BenchmarkResult r) {
        return r.group() + '\u0000' + r.mode() + '\u0000' + Units.family(r.unit());
    }

    private void buildPairs() {
        for (PairRule rule : PairRule.suite()) {
            Map<String, List<Comparison>> byMode = new LinkedHashMap<>();
            for (Comparison c : Pairing.pairs(results, rule.baselineKey(), rule.candidateKey(), false)) {
                byMode.computeIfAbsent(c.baseline().mode() + '\u0000' + Units.family(c.unit()),
                        k -> new ArrayList<>()).add(c);
            }
            byMode.values().forEach(rows -> {
                Comparison first = rows.get(0);
                String unit = groupUnits.getOrDefault(groupKey(first.baseline()), first.unit());
                pairs.add(new PairTable(rule, first.baseline().mode(), unit, Comparison.family(rows)));
            });
        }
    }

    private void buildPercentiles() {
        Map<String, PercentileGroup> byKey = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            if (r.isSampleTime()) {
                byKey.computeIfAbsent(r.benchmark() + '\u0000' + r.params(),
                        k -> new PercentileGroup(r.group(), r.benchmark() + (r.params().isEmpty() ? ""
                                : " (" + r.paramsText() + ")"), new ArrayList<>())).results().add(r);
            }
        }
        percentiles.addAll(byKey.values());
    }

    /** @return the factor from {@code from} to {@code to}, 1 when they cannot be converted */
    static double factor(String from, String to) {
        return Units.family(from).equals(Units.family(to)) && !Units.family(from).equals(from)
                ? Units.factor(from, to) : 1;
    }

    /** @return a file-name-safe lower-case form of {@code s} */
    static String slug(String s) {
        String x = s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return x.isEmpty() ? "chart" : x;
    }
}
