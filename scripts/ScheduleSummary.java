import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Median;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.stats.Summary;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

/**
 * The tables of scripts/schedule-check.sh, as markdown (docs/noise.md shows them), with iobench's own
 * statistics ({@code stats.Intervals}) and readers ({@code results.PrecisionFile}).
 *
 * <pre>
 * usage: java -cp runner/target/iobench.jar scripts/ScheduleSummary.java summary OUT
 *            a measurement's folder: writes OUT/scores.tsv from its forks' JMH JSON on first use (each
 *            fork's statistic: its median for sample-time cells, JMH's score otherwise), then the table
 *        java -cp runner/target/iobench.jar scripts/ScheduleSummary.java shape RUN
 *            a run's answer cells split into spread between forks and within a fork, and the
 *            iterations a fork that suit them
 * </pre>
 */
public final class ScheduleSummary {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final double LEVEL = 0.95;
    /** Seconds of one measurement iteration of the default profile (3 x 200 ms). */
    private static final double C1 = 0.2;

    record Row(String what, String round, String way, String side, String score, double seconds) {
        double value() {
            return Double.parseDouble(score);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 || !List.of("summary", "shape").contains(args[0])) {
            System.err.println("usage: ScheduleSummary.java summary OUT | shape RUN");
            System.exit(2);
        }
        if (args[0].equals("summary")) {
            summary(Path.of(args[1]));
        } else {
            shape(Path.of(args[1]));
        }
    }

    static void summary(Path out) throws IOException {
        String mode = Files.readString(out.resolve("mode")).strip();
        Path scores = out.resolve("scores.tsv");
        if (!Files.exists(scores)) {
            StringBuilder w = new StringBuilder("what\tround\tway\tside\tscore\tseconds\n");
            for (String line : Files.readAllLines(out.resolve("forks.tsv"))) {
                String[] f = line.split("\t", -1);
                String score = switch (mode) {
                    case "cds" -> "";
                    case "speed" -> f[4];
                    default -> forkScore(Path.of(f[4]));
                };
                w.append(String.join("\t", f[0], f[1], f[2], f[3], score, f[5])).append('\n');
            }
            Files.writeString(scores, w);
        }
        List<Row> rows = Files.readAllLines(scores).stream().skip(1).map(l -> l.split("\t", -1))
                .map(f -> new Row(f[0], f[1], f[2], f[3], f[4], Double.parseDouble(f[5]))).toList();
        switch (mode) {
            case "duet" -> duet(rows);
            case "archives" -> archives(rows);
            case "speed" -> speed(out, rows);
            case "across" -> across(rows);
            default -> forkCost(rows);
        }
    }

    /** A fork's statistic from its JMH JSON: the median for sample-time cells, else JMH's score. */
    private static String forkScore(Path json) throws IOException {
        JsonNode e = JSON.readTree(json.toFile()).get(0);
        JsonNode m = e.get("primaryMetric");
        double v = e.get("mode").asText().equals("sample") ? m.get("scorePercentiles").get("50.0").asDouble()
                : m.get("score").asDouble();
        return Double.toString(v);
    }

    private static void duet(List<Row> rows) {
        Map<String, Map<String, Map<Integer, Row>>> by = new TreeMap<>();
        for (Row r : rows) {
            by.computeIfAbsent(r.what() + "\t" + r.way(), k -> new TreeMap<>())
                    .computeIfAbsent(r.side(), k -> new TreeMap<>()).put(Integer.parseInt(r.round()), r);
        }
        List<String> whats = rows.stream().map(Row::what).distinct().sorted().toList();
        System.out.println("| answer (candidate / baseline) | way | pairs | ratio | sd of log ratio | s a pair "
                + "| 95% half-width from 60 s of pairs |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
        for (String what : whats) {
            for (String way : List.of("adjacent", "duet")) {
                Map<String, Map<Integer, Row>> sides = by.get(what + "\t" + way);
                double[] lr = sides.get("base").keySet().stream().mapToDouble(
                        k -> Math.log(sides.get("cand").get(k).value() / sides.get("base").get(k).value())).toArray();
                double secs = sides.get("base").values().stream().mapToDouble(Row::seconds).average().orElseThrow();
                Summary s = Summary.ofUnits(lr, LEVEL);
                double pairs = 60 / secs;
                double half = Math.exp(Intervals.t(pairs - 1, LEVEL) * Math.sqrt(s.variance() / pairs)) - 1;
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %.3f | %.2f | %s |%n", what, way, lr.length,
                        g4(Math.exp(s.mean())), Math.sqrt(s.variance()), secs, pct(half));
            }
        }
        System.out.println();
        System.out.println("| answer | way | baseline side, us an op (geometric mean over forks) | candidate side |");
        System.out.println("| --- | --- | --- | --- |");
        for (String what : whats) {
            for (String way : List.of("adjacent", "duet")) {
                Map<String, Map<Integer, Row>> sides = by.get(what + "\t" + way);
                Function<String, Double> g = side -> Math.exp(sides.get(side).values().stream()
                        .mapToDouble(r -> Math.log(r.value())).average().orElseThrow());
                System.out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", what, way, g4(g.apply("base")),
                        g4(g.apply("cand")));
            }
        }
    }

    /** Each archive's ratio to none by the answers' own rule ({@code Intervals.trimmedLogRatio}). */
    private static void archives(List<Row> rows) {
        Map<String, double[]> by = rows.stream().collect(Collectors.groupingBy(r -> r.what() + "\t" + r.way(),
                TreeMap::new, Collectors.collectingAndThen(Collectors.toList(),
                        l -> l.stream().mapToDouble(Row::value).toArray())));
        System.out.println("| cell | way | forks | us an op (geometric mean) | sd of log "
                + "| ratio to none (the answers' rule), 95% interval |");
        System.out.println("| --- | --- | --- | --- | --- | --- |");
        for (String what : new TreeSet<>(rows.stream().map(Row::what).toList())) {
            double[] none = by.get(what + "\tnone");
            for (String way : List.of("none", "A", "B")) {
                double[] xs = by.get(what + "\t" + way);
                Summary logs = Summary.ofUnits(logs(xs), LEVEL);
                String ratio = "";
                if (!way.equals("none")) {
                    double[] r = Intervals.trimmedLogRatio(none, xs, LEVEL, SpreadPrior.NONE, SpreadPrior.NONE);
                    ratio = Double.isNaN(r[1]) ? String.format(Locale.ROOT, "%.3f (n too small)", r[0])
                            : String.format(Locale.ROOT, "%.3f (%.3f to %.3f)", r[0], r[1], r[2]);
                }
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %.3f | %s |%n", what, way, xs.length,
                        g4(Math.exp(logs.mean())), Math.sqrt(logs.variance()), ratio);
            }
        }
    }

    /** The filesystem and the JDK comparisons, paired by round and unpaired, each way. */
    private static void across(List<Row> rows) {
        Map<String, Map<String, Double>> by = new TreeMap<>();
        for (Row r : rows) {
            String cell = r.what().split(":")[0];
            by.computeIfAbsent(cell + "\t" + r.way() + "\t" + String.format("%09d", Integer.parseInt(r.round())),
                    k -> new HashMap<>()).put(r.side(), r.value());
        }
        String[][] comps = {{"filesystem", "ext4-17", "tmpfs-17"}, {"JDK", "tmpfs-17", "tmpfs-25"}};
        System.out.println("| cell | comparison | way | rounds | ratio | sd of log ratio, paired by round | unpaired "
                + "| 95% half-width, paired | unpaired |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (String cell : new TreeSet<>(rows.stream().map(r -> r.what().split(":")[0]).toList())) {
            for (String[] comp : comps) {
                for (String way : List.of("interleaved", "sequential")) {
                    List<Map<String, Double>> rounds = by.entrySet().stream()
                            .filter(e -> e.getKey().startsWith(cell + "\t" + way + "\t")).map(Map.Entry::getValue)
                            .toList();
                    double[] b = rounds.stream().mapToDouble(m -> Math.log(m.get(comp[1]))).toArray();
                    double[] c = rounds.stream().mapToDouble(m -> Math.log(m.get(comp[2]))).toArray();
                    double[] d = new double[b.length];
                    for (int i = 0; i < d.length; i++) {
                        d[i] = c[i] - b[i];
                    }
                    Summary sb = Summary.ofUnits(b, LEVEL);
                    Summary sc = Summary.ofUnits(c, LEVEL);
                    double varPaired = Summary.ofUnits(d, LEVEL).variance();
                    double varUnpaired = sb.variance() + sc.variance();
                    int n = b.length;
                    System.out.printf(Locale.ROOT, "| %s | %s: %s / %s | %s | %d | %s | %.3f | %.3f | %s | %s |%n",
                            cell, comp[0], comp[2], comp[1], way, n, g4(Math.exp(sc.mean() - sb.mean())),
                            Math.sqrt(varPaired), Math.sqrt(varUnpaired),
                            pct(Math.exp(Intervals.meanHalfWidth(n, varPaired, LEVEL)) - 1),
                            pct(Math.exp(Intervals.meanHalfWidth(n, varUnpaired, LEVEL)) - 1));
                }
            }
        }
    }

    /** A fork's wall time with each JDK and set of fork flags. */
    private static void forkCost(List<Row> rows) {
        Map<String, double[]> by = rows.stream().collect(Collectors.groupingBy(r -> r.what() + " | " + r.way(),
                TreeMap::new, Collectors.collectingAndThen(Collectors.toList(),
                        l -> l.stream().mapToDouble(Row::seconds).toArray())));
        System.out.println("| JDK | fork flags | invocations | median s an invocation | mean s "
                + "| median s beyond the 0.8 s measured |");
        System.out.println("| --- | --- | --- | --- | --- | --- |");
        by.forEach((key, ws) -> System.out.printf(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f |%n", key, ws.length,
                Median.of(ws), Summary.ofUnits(ws).mean(), Median.of(ws) - 0.8));
    }

    /** Each core's speed over time, alone and with every core busy, from CpuSpeed's 50 ms slots. */
    private static void speed(Path out, List<Row> rows) throws IOException {
        Map<String, TreeMap<Long, Integer>> slots = new HashMap<>();
        for (Row r : rows) {
            slots.computeIfAbsent(r.what() + "\t" + r.way(), k -> new TreeMap<>())
                    .put(Long.parseLong(r.round()), Integer.parseInt(r.score()));
        }
        Map<String, Double> steal = new HashMap<>();
        for (String line : Files.readAllLines(out.resolve("steal.tsv")).stream().skip(1).toList()) {
            String[] f = line.trim().split("\\s+");
            long total = Long.parseLong(f[2]);
            steal.put(f[0], total > 0 ? Long.parseLong(f[1]) / (double) total : 0.0);
        }
        // one yardstick for every core and way: the machine's fast slot
        List<Integer> every = slots.values().stream().flatMap(m -> m.values().stream()).sorted().toList();
        int fast = every.get(Math.min(every.size() - 1, (int) (0.95 * every.size())));
        System.out.printf(Locale.ROOT, "A fast 50 ms slot holds %d units of work (the 95th percentile of every core's "
                + "slots, both ways).%n%n", fast);
        System.out.println("| core | way | slots | median slot, of a fast one | slots below 80% of a fast one "
                + "| slow stretches: median, longest | steal | correlation with the other cores' speed |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        List<String> cores = rows.stream().map(Row::what).distinct()
                .sorted(Comparator.comparingInt(c -> Integer.parseInt(c.substring(3)))).toList();
        for (String way : List.of("alone", "together")) {
            for (String core : cores) {
                TreeMap<Long, Integer> mine = slots.getOrDefault(core + "\t" + way, new TreeMap<>());
                double[] xs = mine.values().stream().mapToDouble(Integer::doubleValue).toArray();
                List<Integer> stretches = new ArrayList<>();
                int run = 0;
                int slow = 0;
                for (double x : xs) {
                    if (x < 0.8 * fast) {
                        run++;
                        slow++;
                    } else if (run > 0) {
                        stretches.add(run);
                        run = 0;
                    }
                }
                if (run > 0) {
                    stretches.add(run);
                }
                String stretch = stretches.isEmpty() ? "none" : String.format(Locale.ROOT, "%.2f s, %.2f s",
                        0.05 * Median.of(stretches.stream().map(Integer::doubleValue).toList()),
                        0.05 * stretches.stream().mapToInt(Integer::intValue).max().orElseThrow());
                String corr = way.equals("together") && cores.size() > 1 ? correlation(slots, cores, core, way) : "";
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %s | %s | %s | %s | %s |%n", core, way, xs.length,
                        pct(Median.of(xs) / fast), pct(slow / (double) xs.length), stretch,
                        pct(steal.getOrDefault(way, 0.0)), corr);
            }
        }
    }

    /** @return the correlation of a core's slots with the mean of the other cores' slots at the same times */
    private static String correlation(Map<String, TreeMap<Long, Integer>> slots, List<String> cores, String core,
            String way) {
        TreeMap<Long, Integer> mine = slots.get(core + "\t" + way);
        List<TreeMap<Long, Integer>> others = cores.stream().filter(c -> !c.equals(core))
                .map(c -> slots.get(c + "\t" + way)).toList();
        List<Long> common = mine.keySet().stream().filter(t -> others.stream().allMatch(o -> o.containsKey(t)))
                .toList();
        double[] a = common.stream().mapToDouble(mine::get).toArray();
        double[] b = common.stream().mapToDouble(t -> others.stream().mapToInt(o -> o.get(t)).average().orElseThrow())
                .toArray();
        if (common.size() <= 2) {
            return "n/a";
        }
        Summary sa = Summary.ofUnits(a);
        Summary sb = Summary.ofUnits(b);
        if (!(sa.variance() > 0) || !(sb.variance() > 0)) {
            return "n/a";
        }
        double cov = 0;
        for (int i = 0; i < a.length; i++) {
            cov += (a[i] - sa.mean()) * (b[i] - sb.mean());
        }
        cov /= a.length - 1;
        return String.format(Locale.ROOT, "%.2f", cov / Math.sqrt(sa.variance() * sb.variance()));
    }

    /** A run's answer cells: spread between forks and within a fork, and the iterations a fork that suit them. */
    static void shape(Path run) throws IOException {
        Map<String, Map<String, double[]>> parts = new TreeMap<>();
        try (var envs = Files.list(run)) {
            for (Path env : envs.sorted().toList()) {
                Path jmh = env.resolve("jmh.json.gz");
                if (!Files.isRegularFile(jmh)) {
                    jmh = env.resolve("jmh.json");
                }
                PrecisionFile.Read read = PrecisionFile.read(env.resolve("precision.json"));
                if (read.file() == null || !Files.isRegularFile(jmh)) {
                    continue;
                }
                JsonNode entries;
                try (InputStream in = jmh.toString().endsWith(".gz")
                        ? new GZIPInputStream(Files.newInputStream(jmh)) : Files.newInputStream(jmh)) {
                    entries = JSON.readTree(in);
                }
                for (PrecisionFile.Cell c : read.file().cells()) {
                    double[] p = cellParts(c, entries);
                    if (p != null) {
                        parts.computeIfAbsent(env.getFileName().toString(), k -> new TreeMap<>())
                                .put(c.id().toString(), p);
                    }
                }
            }
        }
        System.out.println("| environment | answer cells | median sd between forks | median sd within a fork | median m* "
                + "| time for the same interval at m = 10, relative to m = 3 | at each cell's own m* (in-sample) "
                + "| at the m* of the cell's other environments (out of sample) |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        parts.forEach((env, cells) -> {
            List<Double> stars = new ArrayList<>();
            List<Double> r10 = new ArrayList<>();
            List<Double> rOwn = new ArrayList<>();
            List<Double> rOther = new ArrayList<>();
            cells.forEach((key, v) -> {
                double star = star(v);
                double base = cost(3, v);
                stars.add(star);
                r10.add(cost(10, v) / base);
                rOwn.add(cost(Math.max(1, Math.round(star)), v) / base);
                List<Double> others = parts.entrySet().stream().filter(e -> !e.getKey().equals(env))
                        .map(e -> e.getValue().get(key)).filter(o -> o != null).map(ScheduleSummary::star).toList();
                if (!others.isEmpty()) {
                    rOther.add(cost(Math.max(1, Math.round(Median.of(others))), v) / base);
                }
            });
            if (!rOther.isEmpty()) {
                System.out.printf(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.1f | %.2f | %.2f | %.2f |%n", env, cells.size(),
                        Median.of(cells.values().stream().map(v -> Math.sqrt(v[1])).toList()),
                        Median.of(cells.values().stream().map(v -> Math.sqrt(v[2])).toList()), Median.of(stars),
                        Median.of(r10), Median.of(rOwn), Median.of(rOther));
            }
        });
    }

    /** @return {c0, between, within} of an answer cell with 3 forks or more on the log scale, else null */
    private static double[] cellParts(PrecisionFile.Cell c, JsonNode entries) {
        if (!c.answer() || c.forks() < 3) {
            return null;
        }
        for (JsonNode e : entries) {
            Map<String, String> params = new TreeMap<>();
            e.path("params").properties().forEach(f -> params.put(f.getKey(), f.getValue().asText()));
            if (!e.get("benchmark").asText().equals(c.id().benchmark()) || !e.get("mode").asText().equals(c.id().mode())
                    || !params.equals(new TreeMap<>(c.id().params()))) {
                continue;
            }
            List<double[]> forks = iterationValues(e).stream().map(ScheduleSummary::logs)
                    .filter(f -> f.length >= 2).toList();
            if (forks.size() < 3) {
                return null;
            }
            int m = forks.stream().mapToInt(f -> f.length).min().orElseThrow();
            double within = forks.stream().mapToDouble(f -> Summary.ofUnits(f).variance()).average().orElseThrow();
            double[] means = forks.stream().mapToDouble(f -> Summary.ofUnits(f).mean()).toArray();
            double between = Math.max(Summary.ofUnits(means).variance() - within / m, 1e-12);
            double c0 = Math.max(c.seconds() / c.forks() - m * C1, 0.05);
            return new double[] {c0, between, within};
        }
        return null;
    }

    /** @return each fork's per-iteration values: the iteration's score, or its median for sample-time cells */
    private static List<double[]> iterationValues(JsonNode entry) {
        JsonNode m = entry.get("primaryMetric");
        List<double[]> out = new ArrayList<>();
        if (!entry.get("mode").asText().equals("sample")) {
            m.get("rawData").forEach(f -> out.add(values(f)));
            return out;
        }
        for (JsonNode fork : m.get("rawDataHistogram")) {
            List<Double> its = new ArrayList<>();
            for (JsonNode hist : fork) {
                TreeMap<Double, Long> counts = new TreeMap<>();
                hist.forEach(vc -> counts.merge(vc.get(0).asDouble(), vc.get(1).asLong(), Long::sum));
                long total = counts.values().stream().mapToLong(Long::longValue).sum();
                long seen = 0;
                for (Map.Entry<Double, Long> vc : counts.entrySet()) {
                    seen += vc.getValue();
                    if (seen >= total / 2.0) {
                        its.add(vc.getKey());
                        break;
                    }
                }
            }
            out.add(its.stream().mapToDouble(Double::doubleValue).toArray());
        }
        return out;
    }

    private static double[] values(JsonNode array) {
        double[] v = new double[array.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = array.get(i).asDouble();
        }
        return v;
    }

    /** @return the logs of the positive values */
    private static double[] logs(double[] xs) {
        return java.util.Arrays.stream(xs).filter(x -> x > 0).map(Math::log).toArray();
    }

    /** @return the time for a given interval at m iterations a fork: one fork's variance x seconds a fork */
    private static double cost(long m, double[] v) {
        return (v[1] + v[2] / m) * (v[0] + m * C1);
    }

    /** @return the iterations a fork that give the narrowest interval for the time */
    private static double star(double[] v) {
        return Math.sqrt(v[0] * v[2] / (C1 * v[1]));
    }

    private static String g4(double x) {
        return new java.math.BigDecimal(x).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
    }

    private static String pct(double x) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}
