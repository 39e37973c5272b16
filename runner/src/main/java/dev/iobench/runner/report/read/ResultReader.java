package dev.iobench.runner.report.read;

import static dev.iobench.runner.report.read.JsonValues.array;
import static dev.iobench.runner.report.read.JsonValues.field;
import static dev.iobench.runner.report.read.JsonValues.kind;
import static dev.iobench.runner.report.read.JsonValues.number;
import static dev.iobench.runner.report.read.JsonValues.object;
import static dev.iobench.runner.report.read.JsonValues.optText;
import static dev.iobench.runner.report.read.JsonValues.text;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.result.RunShape;
import dev.iobench.runner.report.stats.Estimate;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.Samples;
import dev.iobench.runner.report.stats.SpreadPriors;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads JMH JSON and androidx.benchmark JSON result files, telling them apart by content, and
 * attaches each result's {@link Environment}. Never writes anything.
 */
public final class ResultReader {
    /** What one file gave: its results, and a one-line problem (or null). */
    public record FileResults(List<BenchmarkResult> results, String problem) {
    }

    private static final Pattern BRACKETS = Pattern.compile("^(.*?)\\[(.*)]$");
    private static final Pattern PARAM_SPLIT = Pattern.compile(",(?=\\s*[A-Za-z][A-Za-z0-9]*_)");
    private static final List<String> GENERIC_STEMS = List.of("jmh", "benchmarkdata", "results", "result");

    private final Map<Path, Environment> envCache = new HashMap<>();
    private final Map<String, Path> idOwners = new HashMap<>();
    private final Map<String, String> idMachines = new HashMap<>();
    private final List<String> envProblems = new ArrayList<>();
    private final java.util.Set<Path> envProblemFiles = new java.util.HashSet<>();

    /** @return problems met reading env.json files (one line each: {@code path: reason}) */
    List<String> envProblems() {
        return envProblems;
    }

    /**
     * A parsed file: its results without environment (env and source null), a one-line problem
     * (or null), and how to derive the environment from the file when no env.json is beside it.
     */
    record Parsed(List<BenchmarkResult> results, String problem, BiFunction<Path, String, Environment> derived) {
        static Parsed failed(String problem) {
            return new Parsed(List.of(), problem, null);
        }
    }

    /**
     * Parses a file and extracts its results and statistics; thread-safe, so files can be parsed
     * in parallel before {@link #interpret} attaches environments in file order.
     */
    static Parsed parse(Path file) {
        try (java.io.InputStream in = BoundedRead.stream(file);
                JsonParser p = BoundedRead.JSON.createParser(in)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return Parsed.failed("empty file");
            }
            if (t == JsonToken.START_ARRAY) {
                return readJmh(() -> p.nextToken() == JsonToken.END_ARRAY ? null : orNull(ELEMENT.readValue(p)));
            }
            if (t == JsonToken.START_OBJECT) {
                return readAndroidx(p);
            }
            return Parsed.failed(UNKNOWN_FORMAT);
        } catch (StreamConstraintsException e) {
            return Parsed.failed(BoundedRead.tooDeep());
        } catch (JsonProcessingException e) {
            String m = firstLine(e.getOriginalMessage()).replaceAll("\\s*\\(start marker at .*$", "")
                    .replaceAll("\\s*at \\[Source.*$", "");
            int line = e.getLocation() == null ? -1 : e.getLocation().getLineNr();
            return Parsed.failed("not valid JSON (" + m + (line > 0 ? ", line " + line : "") + ")");
        } catch (BoundedRead.Refused e) {
            return Parsed.failed(e.getMessage());
        } catch (IOException e) {
            return Parsed.failed("cannot read: " + e.getMessage());
        } catch (BadInputException e) {
            return Parsed.failed(e.getMessage());
        } catch (RuntimeException e) {
            // a value no check above foresaw is still this file's problem, never the report's end
            return Parsed.failed("cannot read: " + firstLine(String.valueOf(e.getMessage())));
        }
    }

    /** Reads one value from a parser inside a file: what follows it is the rest of the file. */
    private static final com.fasterxml.jackson.databind.ObjectReader ELEMENT = BoundedRead.JSON.readerFor(JsonNode.class)
            .without(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private static JsonNode orNull(JsonNode n) {
        return n == null ? com.fasterxml.jackson.databind.node.NullNode.getInstance() : n;
    }

    private static final String UNKNOWN_FORMAT = "unknown format: neither JMH JSON (an array of results) "
            + "nor androidx.benchmark JSON (context + benchmarks)";

    /** The next element of a JSON array, read one at a time so a large file is never one tree. */
    private interface Elements {
        /** @return the next element, or null after the last */
        JsonNode next() throws IOException;
    }

    /**
     * @param file the result file
     * @param shown how the file is named in messages and reports
     */
    public FileResults read(Path file, String shown) {
        return interpret(parse(file), file, shown);
    }

    /** Attaches environment and source to a parsed file's results (not thread-safe: ids are given in call order). */
    FileResults interpret(Parsed parsed, Path file, String shown) {
        if (parsed.results().isEmpty()) {
            return new FileResults(List.of(), parsed.problem());
        }
        Environment env = environment(file, shown, () -> parsed.derived().apply(file, shown));
        String profile = profile(file);
        double level = PrecisionNotes.level(file);
        ForkRounds rounds = ForkRounds.beside(file);
        List<BenchmarkResult> out = new ArrayList<>(parsed.results().size());
        for (BenchmarkResult r : parsed.results()) {
            RunShape shape = r.shape() == null || profile == null ? r.shape() : r.shape().withProfile(profile);
            out.add(rounds.attach(new BenchmarkResult(r.benchmark(), r.params(), r.mode(), r.unit(), r.samples(),
                    r.iterations(), r.summary(), r.estimate().at(level), shape, env, shown, r.forkMedians())));
        }
        SpreadPriors priors = rounds.priors(out);
        if (!priors.equals(SpreadPriors.NONE)) {
            // the interleaved cells' ratios are moderated toward their environment's spread, as the run's stop rule took them
            out.replaceAll(r -> r.forkRounds().length > 0 ? r.withPriors(priors) : r);
        }
        return new FileResults(out, parsed.problem());
    }

    private final Map<Path, String> profiles = new HashMap<>();

    /**
     * @return the {@code --profile} of the command in the run's {@code run.json} (in the result's
     *     folder or the one above: iobench's layout {@code <run>/<env>/jmh.json}), "default" when the
     *     command has none, null without a readable run.json
     */
    private String profile(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        for (int up = 0; up < 2 && dir != null; up++, dir = dir.getParent()) {
            Path runJson = dir.resolve(RunLayout.MANIFEST);
            if (BoundedRead.isFile(runJson)) {
                return profiles.computeIfAbsent(runJson, ResultReader::profileOf);
            }
        }
        return null;
    }

    private static String profileOf(Path runJson) {
        try {
            JsonNode command = BoundedRead.JSON.readTree(BoundedRead.bytes(runJson)).get("command");
            if (command == null || !command.isArray()) {
                return null;
            }
            for (int i = 0; i < command.size(); i++) {
                String a = command.get(i).asText();
                if (a.equals("--profile") && i + 1 < command.size()) {
                    return profileName(command.get(i + 1).asText());
                }
                if (a.startsWith("--profile=")) {
                    return profileName(a.substring("--profile=".length()));
                }
            }
            return "default";
        } catch (IOException e) {
            return null;
        }
    }

    /** @return a profile name as run.json has it, or null when it is not one (a word of letters and digits) */
    private static String profileName(String p) {
        return p.matches("[A-Za-z][A-Za-z0-9_-]{0,31}") ? p : null;
    }

    private static int optInt(JsonNode e, String name) {
        JsonNode v = e.get(name);
        return v != null && v.canConvertToInt() ? v.asInt() : -1;
    }

    private static Parsed readJmh(Elements elements) throws BadInputException, IOException {
        List<BenchmarkResult> out = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        String jdk = null;
        int i = 0;
        for (JsonNode e = elements.next(); e != null; e = elements.next()) {
            if (jdk == null && e.isObject()) {
                jdk = join(optText(e, "jdkVersion"), optText(e, "vmName"), optText(e, "vmVersion"));
            }
            String where = "[" + i++ + "].";
            if (!e.isObject()) {
                throw new BadInputException("unknown format: array element " + where + " is " + kind(e)
                        + ", not a JMH result");
            }
            if (!e.has("benchmark") || !e.has("primaryMetric")) {
                throw new BadInputException("unknown format: " + where + " has no benchmark/primaryMetric "
                        + "(not a JMH result)");
            }
            String benchmark = Names.check(where + "benchmark", Names.BENCHMARK, text(e, "benchmark", where),
                    "a Java class and method name");
            String mode = text(e, "mode", where);
            if (!Names.MODES.contains(mode)) {
                throw new BadInputException(where + "mode " + Names.shown(mode) + " is not one of JMH's modes "
                        + new java.util.TreeSet<>(Names.MODES));
            }
            JsonNode pm = object(e, "primaryMetric", where);
            String unit = Names.check(where + "primaryMetric.scoreUnit", Names.UNIT,
                    text(pm, "scoreUnit", where + "primaryMetric."), "a unit such as ns/op or ops/s");
            Map<String, String> params = new LinkedHashMap<>();
            JsonNode p = e.get("params");
            if (p != null && !p.isNull()) {
                if (!p.isObject()) {
                    throw new BadInputException("field " + where + "params must be an object, not " + kind(p));
                }
                for (Iterator<Map.Entry<String, JsonNode>> it = p.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> kv = it.next();
                    params.put(Names.check(where + "params key", Names.PARAM, kv.getKey(), "a Java field name"),
                            Names.text(where + "params." + kv.getKey(), kv.getValue().asText()));
                }
            }
            readSecondary(e, where);
            double score = number(field(pm, "score", where + "primaryMetric."), where + "primaryMetric.score");
            Samples samples;
            double[] iterations;
            double[] forkMeans;
            double[] forkMedians = new double[0];
            if (pm.has("rawDataHistogram") && !pm.get("rawDataHistogram").isNull()) {
                HistogramData h = histogram(array(pm, "rawDataHistogram", where + "primaryMetric."),
                        where + "primaryMetric.rawDataHistogram");
                samples = h.samples;
                iterations = h.iterationMeans;
                forkMeans = h.forkMeans;
                forkMedians = h.forkMedians;
            } else {
                JsonNode raw = array(pm, "rawData", where + "primaryMetric.");
                List<Double> flat = new ArrayList<>();
                List<Double> forks = new ArrayList<>();
                for (JsonNode fork : raw) {
                    if (!fork.isArray()) {
                        throw new BadInputException(where + "primaryMetric.rawData must hold arrays, not "
                                + kind(fork));
                    }
                    double sum = 0;
                    for (JsonNode v : fork) {
                        double x = number(v, where + "primaryMetric.rawData value");
                        flat.add(x);
                        sum += x;
                    }
                    if (!fork.isEmpty()) {
                        forks.add(sum / fork.size());
                    }
                }
                iterations = flat.stream().mapToDouble(Double::doubleValue).toArray();
                forkMeans = forks.stream().mapToDouble(Double::doubleValue).toArray();
                samples = Samples.plain(iterations);
            }
            if (samples.values().length == 0 || !allFinite(samples.values()) || !Double.isFinite(score)) {
                skipped.add(benchmark + " (score " + Fmt.plain(score) + ")");
                continue;
            }
            RunShape shape = new RunShape(null, forkMeans.length, optInt(e, "warmupIterations"),
                    orDash(Names.text(where + "warmupTime", optText(e, "warmupTime"))), optInt(e, "measurementIterations"),
                    orDash(Names.text(where + "measurementTime", optText(e, "measurementTime"))));
            out.add(new BenchmarkResult(benchmark, params, mode, unit, samples, iterations,
                    Summary.of(iterations), Estimate.ofJmh(forkMeans, iterations), shape, null, null, forkMedians));
        }
        if (i == 0) {
            throw new BadInputException("empty JMH result (an array without benchmarks)");
        }
        String problem = null;
        if (!skipped.isEmpty()) {
            problem = skipped.size() + " of " + i + " results skipped, no finite samples: "
                    + skipped.get(0) + (skipped.size() > 1 ? ", ..." : "");
        }
        String firstJdk = jdk == null ? "-" : jdk;
        return new Parsed(out, problem, (file, shown) -> derivedJmhEnv(firstJdk, file, shown));
    }

    /** Secondary metrics are only checked for shape: names with or without JMH's old '·' prefix. */
    private static void readSecondary(JsonNode e, String where) throws BadInputException {
        JsonNode sec = e.get("secondaryMetrics");
        if (sec == null || sec.isNull()) {
            return;
        }
        if (!sec.isObject()) {
            throw new BadInputException("field " + where + "secondaryMetrics must be an object, not " + kind(sec));
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = sec.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> kv = it.next();
            String name = kv.getKey().replaceFirst("^[:·]+", "");
            if (!kv.getValue().isObject()) {
                throw new BadInputException("secondary metric " + name + " must be an object");
            }
        }
    }

    private record HistogramData(Samples samples, double[] iterationMeans, double[] forkMeans, double[] forkMedians) {
    }

    private static HistogramData histogram(JsonNode forks, String where) throws BadInputException {
        Map<Double, Long> merged = new LinkedHashMap<>();
        List<Double> means = new ArrayList<>();
        List<Double> forkMeans = new ArrayList<>();
        List<Double> forkMedians = new ArrayList<>();
        for (JsonNode fork : forks) {
            Map<Double, Long> inFork = new java.util.TreeMap<>();
            if (!fork.isArray()) {
                throw new BadInputException(where + " must hold arrays, not " + kind(fork));
            }
            double forkSum = 0;
            long forkN = 0;
            for (JsonNode iteration : fork) {
                if (!iteration.isArray()) {
                    throw new BadInputException(where + " iterations must be arrays, not " + kind(iteration));
                }
                double sum = 0;
                long n = 0;
                for (JsonNode pair : iteration) {
                    if (!pair.isArray() || pair.size() != 2) {
                        throw new BadInputException(where + " entries must be [value, count] pairs");
                    }
                    double v = number(pair.get(0), where + " value");
                    long c = (long) number(pair.get(1), where + " count");
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
                forkMedians.add(Samples.of(inFork).percentile(50));
            }
        }
        return new HistogramData(Samples.of(merged),
                means.stream().mapToDouble(Double::doubleValue).toArray(),
                forkMeans.stream().mapToDouble(Double::doubleValue).toArray(),
                forkMedians.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Reads an androidx.benchmark file from inside its root object: {@code context}, and {@code benchmarks} one at a time. */
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
            throw new BadInputException("context.cpuCoreCount " + Names.shown(cores) + " is not a whole number");
        }
        if (freq != null && !(freq.matches("[0-9.eE+]{1,32}") && Double.isFinite(Double.parseDouble(freq)))) {
            throw new BadInputException("context.cpuMaxFreqHz " + Names.shown(freq) + " is not a number of hertz");
        }
        String problem = skipped.isEmpty() ? null : skipped.size() + " of " + i
                + " results skipped, no finite samples: " + skipped.get(0) + (skipped.size() > 1 ? ", ..." : "");
        JsonNode ctx = context;
        return new Parsed(out, problem, (file, shown) -> derivedAndroidEnv(ctx, file, shown));
    }

    private static void androidxBenchmark(JsonNode b, int i, List<BenchmarkResult> out, List<String> skipped)
            throws BadInputException {
        {
            String where = "benchmarks[" + i + "].";
            if (!b.isObject()) {
                throw new BadInputException(where + " must be an object, not " + kind(b));
            }
            String name = text(b, "name", where);
            String className = text(b, "className", where);
            JsonNode runs = array(object(object(b, "metrics", where), "timeNs", where + "metrics."), "runs",
                    where + "metrics.timeNs.");
            double[] values = new double[runs.size()];
            int k = 0;
            for (JsonNode v : runs) {
                values[k++] = number(v, where + "metrics.timeNs.runs value");
            }
            Map<String, String> params = new LinkedHashMap<>();
            String method = name;
            Matcher m = BRACKETS.matcher(name);
            if (m.matches()) {
                method = m.group(1);
                params.putAll(bracketParams(m.group(2)));
            }
            JsonNode p = b.get("params");
            if (p != null && p.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = p.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> kv = it.next();
                    params.putIfAbsent(kv.getKey(), kv.getValue().asText());
                }
            }
            for (Map.Entry<String, String> kv : params.entrySet()) {
                Names.check(where + "params key", Names.PARAM, kv.getKey(), "a Java field name");
                Names.text(where + "params." + kv.getKey(), kv.getValue());
            }
            String benchmark = Names.check(where + "className and name", Names.BENCHMARK, className + "." + method,
                    "a Java class and method name");
            if (values.length == 0 || !allFinite(values)) {
                skipped.add(benchmark);
                return;
            }
            Samples samples = Samples.plain(values);
            out.add(new BenchmarkResult(benchmark, params, "avgt", "ns/op", samples, values,
                    Summary.of(values), Estimate.ofRuns(values), null, null, null));
        }
    }

    /** Parses a JUnit-style name suffix such as {@code bufferSize_1,024} or {@code a_1,b_x}. */
    public static Map<String, String> bracketParams(String inside) {
        Map<String, String> params = new LinkedHashMap<>();
        String[] parts = PARAM_SPLIT.split(inside);
        for (String part : parts) {
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

    private interface EnvSupplier {
        Environment get();
    }

    /** @return the environment from env.json beside the file, else the derived one */
    private Environment environment(Path file, String shown, EnvSupplier derived) {
        Path envJson = file.getParent() == null ? Path.of(RunLayout.ENV) : file.getParent().resolve(RunLayout.ENV);
        if (Files.exists(envJson, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Environment cached = envCache.get(envJson);
            if (cached != null) {
                return cached;
            }
            String shownEnv = shown.contains("/") ? shown.substring(0, shown.lastIndexOf('/') + 1) + RunLayout.ENV
                    : RunLayout.ENV;
            try {
                Environment env = unique(ownLabel(fromEnvJson(BoundedRead.JSON.readTree(BoundedRead.bytes(envJson)), shownEnv),
                        envJson), envJson);
                envCache.put(envJson, env);
                return env;
            } catch (IOException | BadInputException e) {
                if (envProblemFiles.add(envJson)) {
                    envProblems.add(envJson + ": " + firstLine(e instanceof BadInputException || e instanceof BoundedRead.Refused
                            ? e.getMessage() : e instanceof StreamConstraintsException ? BoundedRead.tooDeep()
                            : "not valid JSON") + "; environment derived from the result file instead");
                }
            }
        }
        Path key = file.toAbsolutePath().normalize();
        Environment cached = envCache.get(key);
        if (cached == null) {
            cached = unique(derived.get(), key);
            envCache.put(key, cached);
        }
        return cached;
    }

    /**
     * Keeps environment ids unique: the same id from another env.json (another run) or another
     * file gets the name of the folder above as suffix ({@code host-ext4@<run-id>}), then a number.
     */
    private Environment unique(Environment env, Path owner) {
        Path abs = owner.toAbsolutePath().normalize();
        String id = env.id();
        Path holder = idOwners.putIfAbsent(id, abs);
        if (holder == null || holder.equals(abs)) {
            idMachines.put(id, env.machine() == null ? "" : env.machine());
            return env;
        }
        Path up = abs.getParent() == null ? null : abs.getParent().getParent();
        // another machine's environment of the same name is told apart by its machine label
        boolean otherMachine = env.machine() != null && !env.machine().equals(idMachines.get(id));
        String base = id + "@" + (otherMachine ? env.machine()
                : up == null || up.getFileName() == null ? "x" : safeId(up.getFileName().toString()));
        String candidate = base;
        for (int i = 2; idOwners.putIfAbsent(candidate, abs) != null && !idOwners.get(candidate).equals(abs); i++) {
            candidate = base + "-" + i;
        }
        idMachines.put(candidate, env.machine() == null ? "" : env.machine());
        return new Environment(candidate, env.kind(), env.filesystem(), env.fsOptions(), env.jdk(), env.kernel(),
                env.cpu(), env.warnings(), env.source(), env.machine(), env.machineRecord());
    }

    /**
     * @return {@code env} when its machine label is that of the run folder it lies in
     *     ({@code <run id>/<environment>/env.json}, the run id ending in the label, perhaps with
     *     {@code -<n>}), or when it is not in a folder named as a run
     * @throws BadInputException when an env.json claims another machine's label than its run's
     */
    private static Environment ownLabel(Environment env, Path envJson) throws BadInputException {
        Path runDir = envJson.toAbsolutePath().getParent() == null ? null : envJson.toAbsolutePath().getParent().getParent();
        if (env.machine() == null || runDir == null || runDir.getFileName() == null) {
            return env;
        }
        String run = runDir.getFileName().toString();
        if (!BoundedRead.isFile(runDir.resolve(RunLayout.MANIFEST))) {
            return env;
        }
        Matcher m = Names.RUN_ID.matcher(run);
        if (!m.matches()) {
            // a run folder renamed by hand (old/, new/ for a diff): its label is its own word; it is a
            // machine of its own when runs are chosen (RunSelection), so it hides no other machine's runs
            return env;
        }
        String tail = m.group(2);
        if (tail.equals(env.machine()) || tail.matches(Pattern.quote(env.machine()) + "-\\d+")) {
            return env;
        }
        throw new BadInputException("machine.label " + Names.shown(env.machine()) + " is not the label of its run "
                + run + " (a run's environments carry the label in its id)");
    }

    private static Environment fromEnvJson(JsonNode tree, String shownEnv) throws BadInputException {
        if (tree == null || !tree.isObject()) {
            throw new BadInputException("not a JSON object");
        }
        String id = Names.check("id", Names.ENV_ID, text(tree, "id", ""),
                "an environment id (a letter or digit, then letters, digits, . _ + -)");
        EnvJson env;
        try {
            env = EnvJson.of(tree);
        } catch (JsonProcessingException e) {
            throw new BadInputException("not an env.json: " + firstLine(e.getOriginalMessage()));
        }
        String kind = env.kind() == null ? "host" : env.kind();
        List<String> warnings = env.warnings() == null ? new ArrayList<>() : new ArrayList<>(env.warnings());
        if ("android".equals(kind)) {
            EnvJson.Android a = env.android();
            EnvJson.Context c = env.context();
            String model = a == null ? null : a.model();
            String sdk = a == null ? null : str(a.sdk());
            String release = a == null ? null : a.release();
            String emulator = a != null && Boolean.TRUE.equals(a.emulator()) ? ", emulator" : "";
            String cores = c == null ? null : str(c.cpuCoreCount());
            String freq = c == null ? null : str(c.cpuMaxFreqHz());
            return new Environment(id, kind, "-", "-",
                    "Android " + orDash(release) + " (SDK " + orDash(sdk) + ")",
                    "-", orDash(model) + emulator + cpuText(cores, freq), warnings, shownEnv);
        }
        EnvJson.Fs f = env.fs();
        EnvJson.JdkInfo j = env.jdk();
        EnvJson.Os o = env.os();
        String volume = f == null || f.volume() == null ? null
                : Names.check("fs.volume", Names.FS_TYPE, f.volume(), "a volume kind (letters, digits, . _ -)");
        String fs = orDash(f == null || f.type() == null ? null
                : Names.check("fs.type", Names.FS_TYPE, f.type(), "a filesystem type (letters, digits, . _ -)"))
                + (volume == null ? "" : " (" + volume + ")");
        String options = f == null ? null : f.options();
        String jdk = j == null ? "-" : join(j.version(), j.vendor(), j.vmName());
        String kernel = o == null ? "-" : join(o.kernel(), o.distro(), o.arch());
        String cpuModel = env.cpu() == null ? null : env.cpu().model();
        String cpuCount = env.cpu() == null ? null : str(env.cpu().count());
        String cpu = cpuModel == null ? "-" : cpuModel + (cpuCount == null ? "" : " x" + cpuCount);
        String image = env.container() == null ? null : env.container().image();
        if (image != null) {
            kernel = kernel + " (image " + image + ")";
        }
        Machine machine = env.machine();
        if (machine != null && machine.label() != null) {
            Names.check("machine.label", Machine.LABEL, machine.label(), "a machine label (letters, digits, . _ -)");
        }
        if (machine != null && machine.label() != null) {
            cpu = cpu + "; " + machineText(machine);
        }
        return new Environment(id, kind, fs, orDash(options), jdk, kernel, cpu, warnings, shownEnv,
                machine == null ? null : machine.label(), machine);
    }

    /** @return a number or flag of env.json as text, or null */
    private static String str(Object value) {
        return value == null ? null : value.toString();
    }

    /** @return e.g. {@code machine aws-m6id (Amazon EC2 m6id.large), disk nvme1n1 SSD none 442 GiB} */
    static String machineText(Machine m) {
        StringBuilder sb = new StringBuilder("machine ").append(m.label());
        if (m.dmi() != null) {
            sb.append(" (").append(dmiText(m.dmi())).append(')');
        }
        if (m.blockDevice() != null) {
            sb.append(", disk ").append(diskText(m.blockDevice()));
            if (m.blockDevice().via() != null) {
                sb.append(" via ").append(m.blockDevice().via());
            }
        }
        return sb.toString();
    }

    /** @return the instance type as DMI names it, e.g. {@code Amazon EC2 m6id.large} */
    public static String dmiText(Machine.Dmi dmi) {
        return join(dmi.sysVendor(), dmi.productName()).replace(", ", " ");
    }

    /** @return a block device without how it was reached, e.g. {@code nvme1n1 SSD none 442 GiB} */
    public static String diskText(Machine.BlockDevice d) {
        StringBuilder sb = new StringBuilder(d.name());
        if (d.model() != null) {
            sb.append(' ').append(d.model());
        }
        if (d.rotational() != null) {
            sb.append(d.rotational() ? " rotational" : " SSD");
        }
        if (d.scheduler() != null) {
            sb.append(' ').append(d.scheduler());
        }
        if (d.sizeBytes() != null) {
            sb.append(String.format(Locale.ROOT, " %.0f GiB", d.sizeBytes() / (double) (1L << 30)));
        }
        return sb.toString();
    }

    private static String cpuText(String cores, String freq) {
        if (cores == null) {
            return "";
        }
        String f = freq == null ? "" : String.format(Locale.ROOT, " @ %.2f GHz", Double.parseDouble(freq) / 1e9);
        return ", " + cores + " cores" + f;
    }

    private static Environment derivedJmhEnv(String jdk, Path file, String shown) {
        return new Environment(derivedId(file), "file", "-", "-", jdk, "-", "-", List.of(),
                "derived from " + shown);
    }

    private static Environment derivedAndroidEnv(JsonNode context, Path file, String shown) {
        String model = optText(context, "build", "model");
        String sdk = optText(context, "build", "version", "sdk");
        String cores = optText(context, "cpuCoreCount");
        String freq = optText(context, "cpuMaxFreqHz");
        List<String> warnings = new ArrayList<>();
        if ("false".equals(optText(context, "cpuLocked"))) {
            warnings.add("CPU clocks not locked");
        }
        return new Environment(derivedId(file), "android", "-", "-", "Android SDK " + orDash(sdk), "-",
                orDash(model) + cpuText(cores, freq), warnings, "derived from " + shown);
    }

    /** The file name without .json; for generic names (jmh.json) the folder name. */
    private static String derivedId(Path file) {
        String name = file.getFileName().toString();
        String stem = name.toLowerCase(Locale.ROOT).endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        Path parent = file.toAbsolutePath().getParent();
        if (GENERIC_STEMS.contains(stem.toLowerCase(Locale.ROOT)) && parent != null && parent.getFileName() != null) {
            return safeId(parent.getFileName().toString());
        }
        return safeId(stem);
    }

    /** @return a file or folder name as an environment id: characters an id may not hold become {@code _} */
    static String safeId(String name) {
        String id = name.replaceAll("[^A-Za-z0-9._+-]", "_");
        if (id.isEmpty() || !Character.isLetterOrDigit(id.charAt(0))) {
            id = "x" + id;
        }
        return id.length() > 128 ? id.substring(0, 128) : id;
    }

    private static boolean allFinite(double[] values) {
        for (double v : values) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }

    private static String join(String... parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            if (p != null && !p.isBlank()) {
                sb.append(sb.length() == 0 ? "" : ", ").append(p);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
