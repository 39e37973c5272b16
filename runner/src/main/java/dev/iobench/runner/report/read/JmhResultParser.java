package dev.iobench.runner.report.read;

import static dev.iobench.runner.report.read.EnvironmentResolver.derivedId;
import static dev.iobench.runner.report.read.EnvironmentResolver.join;
import static dev.iobench.runner.report.read.EnvironmentResolver.orDash;
import static dev.iobench.runner.report.read.Names.array;
import static dev.iobench.runner.report.read.Names.field;
import static dev.iobench.runner.report.read.Names.kind;
import static dev.iobench.runner.report.read.Names.number;
import static dev.iobench.runner.report.read.Names.object;
import static dev.iobench.runner.report.read.Names.optObject;
import static dev.iobench.runner.report.read.Names.optText;
import static dev.iobench.runner.report.read.Names.string;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.read.ResultReader.Parsed;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.DoubleStream;

/** Reads JMH's JSON one result at a time, each checked and turned into its samples, iterations and forks. */
final class JmhResultParser {
    private JmhResultParser() {
    }

    private static int optInt(JsonNode e, String name) {
        JsonNode v = e.get(name);
        return v != null && v.canConvertToInt() ? v.asInt() : -1;
    }

    /** Reads a JMH file from inside its root array, one result at a time so a large file is never one tree. */
    static Parsed readJmh(JsonParser parser) throws BadInputException, IOException {
        List<BenchmarkResult> out = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        String jdk = null;
        int i = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            JsonNode e = Objects.requireNonNullElse(ResultReader.ELEMENT.<JsonNode>readValue(parser),
                    NullNode.getInstance());
            if (jdk == null && e.isObject()) {
                jdk = join(optText(e, "jdkVersion"), optText(e, "vmName"), optText(e, "vmVersion"));
            }
            String where = "[" + i++ + "].";
            Cell cell = cell(e, where);
            JsonNode pm = object(e, "primaryMetric", where);
            String unit = Names.check(where + "primaryMetric.scoreUnit", Names.UNIT,
                    string(pm, "scoreUnit", where + "primaryMetric."), "a unit such as ns/op or ops/s");
            Map<String, String> params = params(e, where);
            double score = number(field(pm, "score", where + "primaryMetric."), where + "primaryMetric.score");
            JsonNode hist = pm.get("rawDataHistogram");
            String data = hist != null && !hist.isNull() ? "rawDataHistogram" : "rawData";
            Forks m = forks(array(pm, data, where + "primaryMetric."), where + "primaryMetric." + data,
                    data.equals("rawDataHistogram"));
            Samples samples = m.samples();
            double[] iterations = m.iterationMeans();
            if (samples.values().length == 0 || !allFinite(samples.values()) || !Double.isFinite(score)) {
                skipped.add(cell.benchmark() + " (score " + Fmt.plain(score) + ")");
                continue;
            }
            RunShape shape = new RunShape(null, m.forkMeans().length, optInt(e, "warmupIterations"),
                    orDash(Names.text(where + "warmupTime", optText(e, "warmupTime"))), optInt(e, "measurementIterations"),
                    orDash(Names.text(where + "measurementTime", optText(e, "measurementTime"))));
            out.add(new BenchmarkResult(cell.benchmark(), params, cell.mode(), unit, samples, iterations,
                    Summary.of(iterations), Estimate.ofJmh(m.forkMeans(), iterations), shape, null, null,
                    m.forkMedians(), new int[0], SpreadPriors.NONE));
        }
        if (i == 0) {
            throw new BadInputException("empty JMH result (an array without benchmarks)");
        }
        String firstJdk = jdk == null ? "-" : jdk;
        return new Parsed(out, Parsed.skipped(skipped, i), (file, shown) -> new Environment(derivedId(file), "file",
                "-", "-", firstJdk, "-", "-", List.of(), "derived from " + shown));
    }

    /** A result's cell as both JMH readers check it: its benchmark and mode. */
    record Cell(String benchmark, String mode) {
    }

    static Cell cell(JsonNode e, String where) throws BadInputException {
        if (!e.isObject()) {
            throw new BadInputException("unknown format: array element " + where + " is " + kind(e)
                    + ", not a JMH result");
        }
        if (!e.has("benchmark") || !e.has("primaryMetric")) {
            throw new BadInputException("unknown format: " + where + " has no benchmark/primaryMetric "
                    + "(not a JMH result)");
        }
        String benchmark = Names.check(where + "benchmark", Names.BENCHMARK, string(e, "benchmark", where),
                "a Java class and method name");
        String mode = string(e, "mode", where);
        if (!Names.MODES.contains(mode)) {
            throw new BadInputException(where + "mode " + Shown.quoted(mode) + " is not one of JMH's modes "
                    + new java.util.TreeSet<>(Names.MODES));
        }
        return new Cell(benchmark, mode);
    }

    /** @return a result's params, each checked, after checking its params and secondary metrics are objects */
    static Map<String, String> params(JsonNode result, String where) throws BadInputException {
        Map<String, String> params = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> kv : optObject(result, "params", where).properties()) {
            params.put(kv.getKey(), Names.param(where, kv.getKey(), kv.getValue().asText()));
        }
        for (Map.Entry<String, JsonNode> kv : optObject(result, "secondaryMetrics", where).properties()) {
            if (!kv.getValue().isObject()) {
                throw new BadInputException("secondary metric " + kv.getKey().replaceFirst("^[:·]+", "")
                        + " must be an object");
            }
        }
        return params;
    }

    /** A result's samples, each iteration's mean, each fork's mean and median (none in rawData). */
    private record Forks(Samples samples, double[] iterationMeans, double[] forkMeans, double[] forkMedians) {
    }

    /**
     * @return a result's forks: JMH's plain {@code rawData} (an array per fork, one value per iteration) or its
     *     {@code rawDataHistogram} (an array per fork of an array per iteration of {@code [value, count]} pairs)
     */
    private static Forks forks(JsonNode forks, String where, boolean histogram) throws BadInputException {
        Map<Double, Long> merged = new LinkedHashMap<>();
        DoubleStream.Builder means = DoubleStream.builder();
        DoubleStream.Builder forkMeans = DoubleStream.builder();
        DoubleStream.Builder forkMedians = DoubleStream.builder();
        for (JsonNode fork : forks) {
            Map<Double, Long> inFork = new java.util.TreeMap<>();
            if (!fork.isArray()) {
                throw new BadInputException(where + " must hold arrays, not " + kind(fork));
            }
            double forkSum = 0;
            long forkN = 0;
            for (JsonNode iteration : fork) {
                if (histogram && !iteration.isArray()) {
                    throw new BadInputException(where + " iterations must be arrays, not " + kind(iteration));
                }
                double sum = 0;
                long n = 0;
                for (JsonNode pair : histogram ? iteration : List.of(iteration)) {
                    if (histogram && (!pair.isArray() || pair.size() != 2)) {
                        throw new BadInputException(where + " entries must be [value, count] pairs");
                    }
                    double v = number(histogram ? pair.get(0) : pair, where + " value");
                    long c = histogram ? (long) number(pair.get(1), where + " count") : 1;
                    merged.merge(v, c, Long::sum);
                    inFork.merge(v, c, Long::sum);
                    sum += v * c;
                    n += c;
                }
                if (n > 0) {
                    means.add(sum / n);
                }
                forkSum += sum;
                forkN += n;
            }
            if (forkN > 0) {
                forkMeans.add(forkSum / forkN);
                if (histogram) {
                    forkMedians.add(Samples.of(inFork).percentile(50));
                }
            }
        }
        double[] iterations = means.build().toArray();
        return new Forks(histogram ? Samples.of(merged) : Samples.plain(iterations), iterations,
                forkMeans.build().toArray(), forkMedians.build().toArray());
    }

    static boolean allFinite(double[] values) {
        return java.util.Arrays.stream(values).allMatch(Double::isFinite);
    }
}
