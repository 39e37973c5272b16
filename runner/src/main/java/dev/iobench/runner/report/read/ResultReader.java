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

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import dev.iobench.runner.results.RunSettings;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads JMH and androidx.benchmark JSON result files, told apart by content, with each result's environment. */
public final class ResultReader {
    /** Reads one value from a parser inside a file: what follows it is the rest of the file. */
    static final ObjectReader ELEMENT = BoundedRead.JSON.readerFor(JsonNode.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final Pattern BRACKETS = Pattern.compile("^(.*?)\\[(.*)]$");
    private static final Pattern PARAM_SPLIT = Pattern.compile(",(?=\\s*[A-Za-z][A-Za-z0-9]*_)");
    private static final String UNKNOWN_FORMAT = "unknown format: neither JMH JSON (an array of results) "
            + "nor androidx.benchmark JSON (context + benchmarks)";

    final EnvironmentResolver environments = new EnvironmentResolver();
    /** The profile of each run.json read, empty when it names none. */
    private final Map<Path, Optional<String>> profiles = new HashMap<>();

    /** What one file gave: its results, a one-line problem (or null), and the precision.json beside it. */
    public record FileResults(List<BenchmarkResult> results, String problem, PrecisionFile.Read precision) {
    }

    /**
     * A parsed file: its results without environment (env and source null), a one-line problem (or null), and
     * how to derive the environment from the file when no env.json is beside it.
     */
    record Parsed(List<BenchmarkResult> results, String problem, BiFunction<Path, String, Environment> derived) {
        static Parsed failed(String problem) {
            return new Parsed(List.of(), problem, null);
        }

        /** @return the problem of results left out for want of finite samples, or null */
        static String skipped(List<String> skipped, int of) {
            return skipped.isEmpty() ? null : skipped.size() + " of " + of + " results skipped, no finite samples: "
                    + skipped.get(0) + (skipped.size() > 1 ? ", ..." : "");
        }
    }

    /** Parses a file into its results; thread-safe, so files are parsed in parallel before {@link #interpret}. */
    static Parsed parse(Path file) {
        try (java.io.InputStream in = BoundedRead.stream(file);
                JsonParser p = BoundedRead.JSON.createParser(in)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return Parsed.failed("empty file");
            }
            if (t == JsonToken.START_ARRAY) {
                return JmhResultParser.readJmh(p);
            }
            if (t == JsonToken.START_OBJECT) {
                return readAndroidx(p);
            }
            return Parsed.failed(UNKNOWN_FORMAT);
        } catch (StreamConstraintsException e) {
            return Parsed.failed(BoundedRead.TOO_DEEP);
        } catch (JsonProcessingException e) {
            String m = firstLine(e.getOriginalMessage()).replaceAll("\\s*\\(start marker at .*$", "")
                    .replaceAll("\\s*at \\[Source.*$", "");
            int line = e.getLocation() == null ? -1 : e.getLocation().getLineNr();
            return Parsed.failed("not valid JSON (" + m + (line > 0 ? ", line " + line : "") + ")");
        } catch (BoundedRead.Refused | BadInputException e) {
            return Parsed.failed(e.getMessage());
        } catch (IOException e) {
            return Parsed.failed("cannot read: " + e.getMessage());
        } catch (RuntimeException e) {
            // a value no check above foresaw is still this file's problem, never the report's end
            return Parsed.failed("cannot read: " + firstLine(String.valueOf(e.getMessage())));
        }
    }

    /** Reads {@code file}, named {@code shown} in messages and reports. */
    public FileResults read(Path file, String shown) {
        return interpret(parse(file), file, shown);
    }

    /** Attaches environment and source to a parsed file's results (not thread-safe: ids are given in call order). */
    FileResults interpret(Parsed parsed, Path file, String shown) {
        PrecisionFile.Read read = PrecisionFile.read(file.resolveSibling(RunLayout.PRECISION));
        if (parsed.results().isEmpty()) {
            return new FileResults(List.of(), parsed.problem(), read);
        }
        Environment env = environments.environment(file, shown, () -> parsed.derived().apply(file, shown));
        String profile = profile(file);
        PrecisionFile precision = read.file();
        double level = PrecisionNotes.level(precision);
        List<BenchmarkResult> out = new ArrayList<>(parsed.results().size());
        for (BenchmarkResult r : parsed.results()) {
            RunShape shape = r.shape() == null || profile == null ? r.shape() : r.shape().withProfile(profile);
            out.add(new BenchmarkResult(r.benchmark(), r.params(), r.mode(), r.unit(), r.samples(), r.iterations(),
                    r.summary(), r.estimate().at(level), shape, env, shown, r.forkMedians(), new int[0],
                    SpreadPriors.NONE));
        }
        return new FileResults(PrecisionNotes.interleaved(precision, out), parsed.problem(), read);
    }

    /**
     * @return the profile in the settings of the result's {@code run.json} (in its folder or the one above:
     *     {@code <run>/<env>/jmh.json}); null without a run.json, settings or a profile name
     */
    private String profile(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        for (int up = 0; up < 2 && dir != null; up++, dir = dir.getParent()) {
            Path runJson = dir.resolve(RunLayout.MANIFEST);
            if (BoundedRead.isFile(runJson)) {
                return profiles.computeIfAbsent(runJson, ResultReader::storedProfile).orElse(null);
            }
        }
        return null;
    }

    /**
     * @return {@code settings.profile} of {@code run.json} when it is a profile name
     * @throws ExitException (usage) when run.json is of a format version this iobench does not read
     */
    private static Optional<String> storedProfile(Path runJson) {
        try {
            RunDirectory.Manifest m = RunDirectory.Manifest.read(runJson);
            RunSettings s = m == null ? null : m.settings();
            String p = s == null ? null : s.profile();
            return p != null && p.matches("[A-Za-z][A-Za-z0-9_-]{0,31}") ? Optional.of(p) : Optional.empty();
        } catch (RunDirectory.UnknownVersion e) {
            throw ExitException.usage("%s", e.getMessage());
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Reads androidx.benchmark's JSON from inside its root object: the device's context, benchmarks one at a time. */
    private static Parsed readAndroidx(JsonParser p) throws BadInputException, IOException {
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

    static String firstLine(String s) {
        return s == null ? "unknown error" : s.split("\n", 2)[0];
    }
}
