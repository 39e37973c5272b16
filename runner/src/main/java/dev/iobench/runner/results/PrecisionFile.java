package dev.iobench.runner.results;

import static com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code precision.json}: how one environment of a precision-targeted run ran its cells and why each
 * stopped; its one writer and reader. A file without {@code "version"} is version 1 (its
 * {@code "answersOrder"} is not read); one of a version not in {@code READS} is refused. The file is input
 * from outside: the reader keeps what it can read and leaves the rest out.
 *
 * @param seed the seed of the answers' shuffled fork order
 * @param checkForkAfter rounds after which a cell within the target takes its check fork (null: not said)
 * @param forkFlags the JVM flags every fork got besides the folder under test
 * @param machineNoise the no-I/O probe at the environment's start, or null without one
 * @param answersSpread what the answers' minimum rounds said of their spread, or null
 * @param answersBudget what the answers took of the run's shared budget, or null (before version 3)
 */
public record PrecisionFile(int version, @JsonUnwrapped EnvJson.Precision plan, long seed,
        @JsonInclude(NON_NULL) Integer checkForkAfter, String forkFlags,
        @JsonInclude(NON_NULL) @JsonSerialize(converter = ProbeShape.class) Probe machineNoise,
        @JsonInclude(NON_NULL) Spread answersSpread, List<Cell> cells, List<NotRun> notRun, List<Pair> pairs,
        @JsonInclude(NON_NULL) Priors priors, @JsonUnwrapped Counts counts, double seconds,
        @JsonInclude(NON_NULL) AnswersBudget answersBudget) {

    /** The version this iobench writes. */
    public static final int VERSION = 3;
    private static final Set<Integer> READS = Set.of(1, 2, 3);

    /** The answers' share of the run's budget: wall time of all their rounds, turns after the minimum (0 alone). */
    public record AnswersBudget(@JsonSerialize(converter = Tenths.class) double seconds, int turns) {
    }

    /** A cell as the file names it; params, in the order written, compare as a map. */
    public record CellId(String benchmark, String mode, Map<String, String> params) {
    }

    /**
     * One cell's stop and forks.
     *
     * @param role {@code answer} or {@code rest}
     * @param stop what stopped it, e.g. {@code precision reached}; empty where the file does not say
     * @param forkRounds each fork's {round, position}, in fork order; null for rest cells (or unreadable)
     * @param redoneForks forks set aside for heavy interference; null for rest cells
     */
    public record Cell(@JsonUnwrapped CellId id, String role, String statistic, int forks, @Jmh double mean,
            @Jmh double halfWidth, @Jmh double relativeHalfWidth, boolean reached, String stop, String status,
            int rounds, @JsonInclude(NON_NULL) List<int[]> forkRounds, List<Window> noise, int heavyForks,
            @JsonInclude(NON_NULL) List<Redone> redoneForks, @JsonSerialize(converter = Tenths.class) double seconds) {
        /** @return whether the cell is one the README's answers read */
        public boolean answer() {
            return "answer".equals(role);
        }
    }

    /** A cell the budget left out. */
    public record NotRun(@JsonUnwrapped CellId id, String role) {
    }

    /** The machine's noise across one fork ({@code steal}, {@code othersCpu} NaN where the file has none). */
    public record Window(@JsonSerialize(converter = Hundredths.class) double seconds, @Jmh double steal,
            @Jmh double othersCpu, @Jmh double loadAverage, boolean heavy) {
    }

    /** A fork set aside for heavy interference: its round, value and the noise across it. */
    public record Redone(int round, @Jmh double value, @JsonUnwrapped @JsonIgnoreProperties("heavy") Window noise) {
    }

    /** An answer's ratio over paired forks. */
    public record Pair(String what, CellId baseline, CellId candidate, int pairs, @Jmh double ratio,
            @Jmh double low, @Jmh double high, @Jmh double widestSide, boolean reached) {
    }

    /** A prior of spread: its weight in degrees of freedom (0: none) and its variance. */
    public record Prior(@Jmh double df, @Jmh double variance) {
    }

    public record Priors(Prior cells, Prior pairs) {
    }

    /** The no-I/O probe (its JMH JSON {@code file} beside precision.json), or its benchmark and why not. */
    public record Probe(String benchmark, String mode, int forks, int iterations, @Jmh double mean, String unit,
            @Jmh double forkCv, @Jmh double iterationCv, String file, double seconds,
            @JsonInclude(NON_NULL) String notMeasured) {
        public static Probe notMeasured(String benchmark, String why) {
            return new Probe(benchmark, null, 0, 0, Double.NaN, null, Double.NaN, Double.NaN, null, Double.NaN, why);
        }
    }

    /** The answers' spread after their minimum rounds ({@code medianForkSd}). */
    public record Spread(int afterRound, @Jmh double medianForkSd, int cells, int forksForTarget, int roundsLeft,
            @JsonSerialize(converter = Tenths.class) double secondsLeft) {
    }

    /** The environment's totals, and when a fork counts as heavy ({@code heavyWhen}). */
    public record Counts(int pairsReached, int pairsRun, int cellsReached, int cellsRun, int answersReached,
            int answersRun, int heavyForks, int redoneForks, HeavyWhen heavyWhen) {
    }

    public record HeavyWhen(double steal, double othersCpu) {
    }

    /** What reading a precision.json gave: the file (null when none could be read), or why it was refused. */
    public record Read(PrecisionFile file, String refused) {
    }

    /** Writes {@code f} to {@code path}, once: the file must not exist. */
    public static void write(Path path, PrecisionFile f) throws IOException {
        AtomicFiles.create(path, Json.write(f));
    }

    /** Reads the precision.json at {@code path}: none when there is no such file or it is not JSON. */
    public static Read read(Path path) {
        JsonNode root;
        try {
            root = BoundedRead.isFile(path) ? BoundedRead.JSON.readTree(BoundedRead.bytes(path)) : null;
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !root.isObject()) {
            return new Read(null, null);
        }
        JsonNode v = root.get("version");
        int version = v == null ? 1 : v.isIntegralNumber() && v.canConvertToInt() ? v.intValue() : -1;
        if (!READS.contains(version)) {
            return new Read(null, String.format(Locale.ROOT, "%s: format version %s is not one this iobench reads "
                    + "(it reads %s); the file is left out", path, shown(v),
                    String.join(" and ", READS.stream().sorted().map(String::valueOf).toList())));
        }
        return new Read(of(version, root), null);
    }

    /** @return a version as the refusal names it: short, printable */
    private static String shown(JsonNode v) {
        String text = v.isValueNode() ? v.toString() : v.getNodeType().toString().toLowerCase(Locale.ROOT);
        return text.length() <= 20 && text.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7f) ? text : "(unreadable)";
    }

    private static PrecisionFile of(int version, JsonNode root) {
        EnvJson.Precision plan = new EnvJson.Precision(root.path("target").asDouble(Double.NaN),
                root.path("confidence").asDouble(Double.NaN), root.path("interval").asText(null),
                root.path("minForks").asInt(0), root.path("maxForks").asInt(0),
                root.path("cellSeconds").asDouble(Double.NaN),
                root.path("budgetSeconds").isNumber() ? root.path("budgetSeconds").asDouble() : null);
        List<Cell> cells = root.path("cells").valueStream().flatMap(c -> cellId(c).map(id -> new Cell(id,
                c.path("role").asText(""), c.path("statistic").asText(""), c.path("forks").asInt(0),
                value(c.path("mean")), value(c.path("halfWidth")), value(c.path("relativeHalfWidth")),
                c.path("reached").asBoolean(), c.path("stop").asText(""), c.path("status").asText(""),
                c.path("rounds").asInt(0), forkRounds(c.get("forkRounds")),
                c.path("noise").valueStream().map(PrecisionFile::window).toList(), c.path("heavyForks").asInt(0),
                !c.path("redoneForks").isArray() ? null : c.path("redoneForks").valueStream()
                        .map(r -> new Redone(r.path("round").asInt(0), value(r.path("value")), window(r))).toList(),
                c.path("seconds").asDouble(Double.NaN))).stream()).toList();
        List<NotRun> notRun = root.path("notRun").valueStream()
                .flatMap(n -> cellId(n).map(id -> new NotRun(id, n.path("role").asText(""))).stream()).toList();
        List<Pair> pairs = root.path("pairs").valueStream().flatMap(p -> cellId(p.get("baseline"))
                .flatMap(b -> cellId(p.get("candidate")).map(c -> new Pair(p.path("what").asText(""), b, c,
                        p.path("pairs").asInt(0), value(p.path("ratio")), value(p.path("low")), value(p.path("high")),
                        value(p.path("widestSide")), p.path("reached").asBoolean()))).stream()).toList();
        JsonNode pr = root.path("priors");
        Priors priors = pr.isObject() ? new Priors(prior(pr.path("cells")), prior(pr.path("pairs"))) : null;
        Counts counts = new Counts(root.path("pairsReached").asInt(0), root.path("pairsRun").asInt(0),
                root.path("cellsReached").asInt(0), root.path("cellsRun").asInt(0),
                root.path("answersReached").asInt(0), root.path("answersRun").asInt(0),
                root.path("heavyForks").asInt(0), root.path("redoneForks").asInt(0),
                new HeavyWhen(value(root.path("heavyWhen").path("steal")),
                        value(root.path("heavyWhen").path("othersCpu"))));
        JsonNode s = root.path("answersSpread");
        Spread spread = s.isObject() ? new Spread(s.path("afterRound").asInt(0), value(s.path("medianForkSd")),
                s.path("cells").asInt(0), s.path("forksForTarget").asInt(0), s.path("roundsLeft").asInt(0),
                value(s.path("secondsLeft"))) : null;
        JsonNode budget = root.path("answersBudget");
        return new PrecisionFile(version, plan, root.path("seed").asLong(0),
                root.path("checkForkAfter").canConvertToInt() ? root.path("checkForkAfter").intValue() : null,
                root.path("forkFlags").asText(""), probe(root.get("machineNoise")), spread, cells, notRun, pairs,
                priors, counts, value(root.path("seconds")), budget.isObject()
                        ? new AnswersBudget(value(budget.path("seconds")), budget.path("turns").asInt(0)) : null);
    }

    private static Probe probe(JsonNode p) {
        if (p == null || !p.isObject()) {
            return null;
        }
        String benchmark = p.path("benchmark").isTextual() ? p.path("benchmark").asText() : null;
        if (p.path("notMeasured").isTextual()) {
            return Probe.notMeasured(benchmark, p.path("notMeasured").asText());
        }
        return new Probe(benchmark, p.path("mode").asText(null), p.path("forks").asInt(0),
                p.path("iterations").asInt(0), value(p.path("mean")), p.path("unit").asText(null),
                p.path("forkCv").asDouble(Double.NaN), p.path("iterationCv").asDouble(Double.NaN),
                p.path("file").asText(null), value(p.path("seconds")), null);
    }

    private static Window window(JsonNode w) {
        JsonNode steal = w.path("steal");
        JsonNode others = w.path("othersCpu");
        return new Window(value(w.path("seconds")), steal.isNumber() ? steal.asDouble() : Double.NaN,
                others.isNumber() ? others.asDouble() : Double.NaN, value(w.path("loadAverage")),
                w.path("heavy").asBoolean());
    }

    private static Prior prior(JsonNode p) {
        return new Prior(value(p.path("df")), value(p.path("variance")));
    }

    /** @return a number the file holds as a number or as JMH's NaN, +INF, -INF text; NaN otherwise */
    private static double value(JsonNode v) {
        return v.isNumber() ? v.asDouble() : switch (v.asText("")) {
            case "+INF", "Infinity" -> Double.POSITIVE_INFINITY;
            case "-INF", "-Infinity" -> Double.NEGATIVE_INFINITY;
            default -> Double.NaN;
        };
    }

    /** @return the cell an object names, empty when it is not benchmark, mode and scalar params */
    private static Optional<CellId> cellId(JsonNode c) {
        if (c == null || !c.isObject() || !c.path("benchmark").isTextual() || !c.path("mode").isTextual()) {
            return Optional.empty();
        }
        JsonNode p = c.path("params");
        Map<String, String> params = new LinkedHashMap<>();
        p.properties().forEach(kv -> params.put(kv.getKey(), kv.getValue().asText()));
        boolean scalar = p.isMissingNode() || p.isNull()
                || p.isObject() && p.valueStream().allMatch(JsonNode::isValueNode);
        return scalar ? Optional.of(new CellId(c.get("benchmark").asText(), c.get("mode").asText(), params))
                : Optional.empty();
    }

    /**
     * @return the {round, position} pairs of a {@code forkRounds} list, null unless one pair a fork with
     *     distinct rounds, each a whole number from 1
     */
    private static List<int[]> forkRounds(JsonNode list) {
        if (list == null || !list.isArray() || list.isEmpty() || !list.valueStream()
                .allMatch(p -> p.isArray() && p.size() == 2 && whole(p.get(0)) && whole(p.get(1)))) {
            return null;
        }
        List<int[]> pairs = list.valueStream().map(p -> new int[] {p.get(0).intValue(), p.get(1).intValue()}).toList();
        return pairs.stream().map(p -> p[0]).distinct().count() == pairs.size() ? pairs : null;
    }

    private static boolean whole(JsonNode v) {
        return v.isIntegralNumber() && v.canConvertToInt() && v.intValue() >= 1;
    }

    /** A double written as JMH writes it: a number, or the text NaN, +INF, -INF. */
    @Retention(RetentionPolicy.RUNTIME)
    @JacksonAnnotationsInside
    @JsonSerialize(converter = JmhNumber.class)
    @interface Jmh {
    }

    static final class JmhNumber extends StdConverter<Double, Object> {
        @Override
        public Object convert(Double d) {
            return d.isNaN() ? "NaN" : d.isInfinite() ? (d > 0 ? "+INF" : "-INF") : d;
        }
    }

    /** A double rounded to tenths. */
    static final class Tenths extends StdConverter<Double, Double> {
        @Override
        public Double convert(Double d) {
            return Math.round(d * 10) / 10.0;
        }
    }

    /** A double rounded to hundredths. */
    static final class Hundredths extends StdConverter<Double, Double> {
        @Override
        public Double convert(Double d) {
            return Math.round(d * 100) / 100.0;
        }
    }

    /** A probe as written: one not measured says only its benchmark and why. */
    static final class ProbeShape extends StdConverter<Probe, Object> {
        private record NotMeasured(String benchmark, String notMeasured) {
        }

        @Override
        public Object convert(Probe p) {
            return p.notMeasured() == null ? p : new NotMeasured(p.benchmark(), p.notMeasured());
        }
    }
}
