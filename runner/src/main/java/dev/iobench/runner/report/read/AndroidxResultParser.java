package dev.iobench.runner.report.read;

import static dev.iobench.runner.report.read.EnvironmentResolver.cpuText;
import static dev.iobench.runner.report.read.EnvironmentResolver.derivedId;
import static dev.iobench.runner.report.read.EnvironmentResolver.orDash;
import static dev.iobench.runner.report.read.JmhResultParser.allFinite;
import static dev.iobench.runner.report.read.Names.array;
import static dev.iobench.runner.report.read.Names.kind;
import static dev.iobench.runner.report.read.Names.number;
import static dev.iobench.runner.report.read.Names.object;
import static dev.iobench.runner.report.read.Names.optText;
import static dev.iobench.runner.report.read.Names.string;
import static dev.iobench.runner.report.read.ResultReader.ELEMENT;
import static dev.iobench.runner.report.read.ResultReader.UNKNOWN_FORMAT;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.read.ResultReader.Parsed;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads androidx.benchmark's JSON from inside its root object: the device's context, benchmarks one at a time. */
public final class AndroidxResultParser {
    private static final Pattern BRACKETS = Pattern.compile("^(.*?)\\[(.*)]$");
    private static final Pattern PARAM_SPLIT = Pattern.compile(",(?=\\s*[A-Za-z][A-Za-z0-9]*_)");

    private AndroidxResultParser() {
    }

    static Parsed readAndroidx(JsonParser p) throws BadInputException, IOException {
        JsonNode context = null;
        boolean hasBenchmarks = false;
        List<BenchmarkResult> out = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        int i = 0;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            if (field.equals("context")) {
                context = ELEMENT.readValue(p);
            } else if (field.equals("benchmarks") && value == JsonToken.START_ARRAY) {
                hasBenchmarks = true;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    androidxBenchmark(ELEMENT.readValue(p), i++, out, skipped);
                }
            } else if (field.equals("benchmarks")) {
                throw new BadInputException("field benchmarks must be an array, not "
                        + kind(ELEMENT.readValue(p)));
            } else {
                p.skipChildren();
            }
        }
        if (context == null || !hasBenchmarks) {
            throw new BadInputException(UNKNOWN_FORMAT);
        }
        if (!context.isObject()) {
            throw new BadInputException("field context must be an object, not " + kind(context));
        }
        if (i == 0) {
            throw new BadInputException("empty androidx.benchmark result (benchmarks is empty)");
        }
        String cores = optText(context, "cpuCoreCount");
        String freq = optText(context, "cpuMaxFreqHz");
        if (cores != null && !cores.matches("[0-9]{1,6}")) {
            throw new BadInputException("context.cpuCoreCount " + Shown.quoted(cores) + " is not a whole number");
        }
        if (freq != null && !(freq.matches("[0-9.eE+]{1,32}") && Double.isFinite(Double.parseDouble(freq)))) {
            throw new BadInputException("context.cpuMaxFreqHz " + Shown.quoted(freq) + " is not a number of hertz");
        }
        String model = optText(context, "build", "model");
        String sdk = optText(context, "build", "version", "sdk");
        List<String> warnings = "false".equals(optText(context, "cpuLocked")) ? List.of("CPU clocks not locked")
                : List.of();
        return new Parsed(out, Parsed.skipped(skipped, i), (file, shown) -> new Environment(derivedId(file), "android",
                "-", "-", "Android SDK " + orDash(sdk), "-", orDash(model) + cpuText(cores, freq), warnings,
                "derived from " + shown));
    }

    private static void androidxBenchmark(JsonNode b, int i, List<BenchmarkResult> out, List<String> skipped)
            throws BadInputException {
        String where = "benchmarks[" + i + "].";
        if (!b.isObject()) {
            throw new BadInputException(where + " must be an object, not " + kind(b));
        }
        String name = string(b, "name", where);
        String className = string(b, "className", where);
        JsonNode runs = array(object(object(b, "metrics", where), "timeNs", where + "metrics."), "runs",
                where + "metrics.timeNs.");
        double[] values = new double[runs.size()];
        for (int k = 0; k < values.length; k++) {
            values[k] = number(runs.get(k), where + "metrics.timeNs.runs value");
        }
        Map<String, String> params = new LinkedHashMap<>();
        String method = name;
        Matcher m = BRACKETS.matcher(name);
        if (m.matches()) {
            method = m.group(1);
            params.putAll(bracketParams(m.group(2)));
        }
        b.path("params").properties().forEach(kv -> params.putIfAbsent(kv.getKey(), kv.getValue().asText()));
        for (Map.Entry<String, String> kv : params.entrySet()) {
            Names.param(where, kv.getKey(), kv.getValue());
        }
        String benchmark = Names.check(where + "className and name", Names.BENCHMARK, className + "." + method,
                "a Java class and method name");
        if (values.length == 0 || !allFinite(values)) {
            skipped.add(benchmark);
            return;
        }
        out.add(new BenchmarkResult(benchmark, params, "avgt", "ns/op", Samples.plain(values), values,
                Summary.of(values), Estimate.ofRuns(values), null, null, null));
    }

    /** Parses a JUnit-style name suffix such as {@code bufferSize_1,024} or {@code a_1,b_x}. */
    public static Map<String, String> bracketParams(String inside) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String part : PARAM_SPLIT.split(inside)) {
            String t = part.trim();
            int us = t.indexOf('_');
            if (us > 0 && t.substring(0, us).matches("[A-Za-z][A-Za-z0-9]*")) {
                params.put(t.substring(0, us), t.substring(us + 1));
            } else {
                params.put("param" + (params.size() + 1), t);
            }
        }
        return params;
    }
}
