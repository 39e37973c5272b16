package dev.iobench.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;

/**
 * report.json (what {@code iobench report} knows about this suite) names only what exists: every
 * class, {@code @Benchmark} method, {@code @Param} name and value, and mode it names is in the suite,
 * so renaming a benchmark without updating it fails here rather than emptying a report table.
 */
class ReportJsonTest {
    private static JsonNode guide;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = ReportJsonTest.class.getResourceAsStream("/dev/iobench/suite/report.json")) {
            assertNotNull(in, "report.json is on the classpath");
            guide = new ObjectMapper().readTree(in);
        }
    }

    @Test
    void claims_nameExistingBenchmarksParamsAndModes() throws Exception {
        assertEquals(4, guide.get("claims").size());
        for (JsonNode claim : guide.get("claims")) {
            int columns = claim.get("columns").size();
            assertTrue(columns >= 1 && columns <= 6, claim.get("title") + ": 1 to 6 columns");
            assertTrue(claim.get("sentenceColumn").asInt() < columns, claim.get("title") + ": sentence column exists");
            for (JsonNode col : claim.get("columns")) {
                selector(col.get("baseline"));
                selector(col.get("candidate"));
            }
            for (JsonNode col : claim.get("sourceLayout")) {
                selector(col.get("result"));
            }
        }
    }

    @Test
    void claims_areRerunAsTheirSourcesRanThem_withOneHeadlineSizeEach() throws Exception {
        for (JsonNode claim : guide.get("claims")) {
            JsonNode r = claim.get("reproduce");
            assertTrue(r != null && r.get("rows").size() >= 1, claim.get("title") + ": reproduce rows");
            assertTrue(List.of("p50", "mean").contains(r.get("statistic").asText()), claim.get("title") + ": statistic");
            assertTrue(List.of("ns", "us", "ms", "s").contains(r.get("units").asText()), claim.get("title") + ": units");
            int headlines = 0;
            for (JsonNode row : r.get("rows")) {
                selector(row.get("baseline"));
                selector(row.get("candidate"));
                JsonNode ratio = row.get("claimed").get("ratio");
                assertTrue(ratio.get(0).asDouble() > 0 && ratio.get(0).asDouble() <= ratio.get(1).asDouble(),
                        claim.get("title") + " " + row.get("label") + ": the source's ratio is a range");
                headlines += row.path("headline").asBoolean() ? 1 : 0;
            }
            assertEquals(1, headlines, claim.get("title") + ": one headline size");
        }
    }

    @Test
    void fio_namesExistingBenchmarks() throws Exception {
        JsonNode fio = guide.get("fio");
        for (JsonNode w : fio.get("writes")) {
            selector(w);
        }
        assertTrue(fio.get("sentenceColumn").asInt() < fio.get("writes").size());
        selector(fio.get("commitLog"));
    }

    @Test
    void durableWrites_areBenchmarkClasses() throws Exception {
        for (JsonNode c : guide.get("durableWrites")) {
            assertFalse(benchmarks(Class.forName(c.asText())).isEmpty(), c + " has @Benchmark methods");
        }
    }

    @Test
    void pairs_nameExistingClassesMethodsAndParamValues() throws Exception {
        for (JsonNode pair : guide.get("pairs")) {
            String match = pair.get("match").asText();
            String baseline = pair.get("baseline").asText();
            String candidate = pair.get("candidate").asText();
            if (match.equals("methods")) {
                Class<?> c = Class.forName(pair.get("benchmarkClass").asText());
                benchmark(c, baseline);
                benchmark(c, candidate);
            } else if (match.equals("param")) {
                Class<?> c = Class.forName(pair.get("benchmarkClass").asText());
                paramValue(c, pair.get("param").asText(), baseline);
                paramValue(c, pair.get("param").asText(), candidate);
            } else if (match.equals("benchmarks")) {
                benchmark(baseline);
                benchmark(candidate);
            } else if (match.equals("sameSuffix")) {
                assertTrue(sameSuffixPairs(Pattern.compile(baseline), Pattern.compile(candidate)) > 0,
                        pair.get("title") + ": some class has a baseline and a candidate method with the same suffix");
            } else {
                fail(pair.get("title") + ": unknown match " + match);
            }
        }
    }

    /** A selector: benchmark (class and method), mode if given, params and their values. */
    private static void selector(JsonNode s) throws Exception {
        Method m = benchmark(s.get("benchmark").asText());
        if (s.has("mode")) {
            BenchmarkMode modes = m.isAnnotationPresent(BenchmarkMode.class) ? m.getAnnotation(BenchmarkMode.class)
                    : m.getDeclaringClass().getAnnotation(BenchmarkMode.class);
            assertNotNull(modes, s + ": the benchmark declares its modes");
            assertTrue(Arrays.stream(modes.value()).map(Mode::shortLabel).anyMatch(s.get("mode").asText()::equals),
                    s + ": mode is one the benchmark runs in");
        }
        if (s.has("params")) {
            for (var it = s.get("params").fields(); it.hasNext(); ) {
                var e = it.next();
                paramValue(m.getDeclaringClass(), e.getKey(), e.getValue().asText());
            }
        }
    }

    /** @return the @Benchmark method of a full name {@code package.Class.method} */
    private static Method benchmark(String full) throws ClassNotFoundException {
        int dot = full.lastIndexOf('.');
        return benchmark(Class.forName(full.substring(0, dot)), full.substring(dot + 1));
    }

    private static Method benchmark(Class<?> c, String method) {
        return benchmarks(c).stream().filter(m -> m.getName().equals(method)).findFirst()
                .orElseThrow(() -> new AssertionError(c.getName() + " has no @Benchmark " + method));
    }

    private static List<Method> benchmarks(Class<?> c) {
        return Arrays.stream(c.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                .collect(Collectors.toList());
    }

    /** Checks that {@code c} has the {@code @Param} field {@code name} and, when its values are fixed, {@code value} among them. */
    private static void paramValue(Class<?> c, String name, String value) {
        Field f;
        try {
            f = c.getField(name);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(c.getName() + " has no param " + name, e);
        }
        Param p = f.getAnnotation(Param.class);
        assertNotNull(p, c.getName() + "." + name + " is a @Param");
        assertTrue(p.value().length == 0 || Arrays.asList(p.value()).contains(value),
                c.getName() + "." + name + " has the value " + value + " (values: " + Arrays.toString(p.value()) + ")");
    }

    /** @return how many baseline methods of the suite have a candidate of the same class with the same suffix */
    private static int sameSuffixPairs(Pattern baseline, Pattern candidate) throws Exception {
        int pairs = 0;
        for (Class<?> c : suiteClasses()) {
            List<String> candidates = new ArrayList<>();
            for (Method m : benchmarks(c)) {
                Matcher k = candidate.matcher(m.getName());
                if (k.matches()) {
                    candidates.add(k.group(2).toLowerCase(java.util.Locale.ROOT));
                }
            }
            for (Method m : benchmarks(c)) {
                Matcher b = baseline.matcher(m.getName());
                if (b.matches() && candidates.contains(b.group(2).toLowerCase(java.util.Locale.ROOT))) {
                    pairs++;
                }
            }
        }
        return pairs;
    }

    /** @return the suite's main classes (not JMH's generated ones): every top-level class under dev/iobench/suite */
    private static List<Class<?>> suiteClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        List<Class<?>> out = new ArrayList<>();
        for (URL url : Collections.list(ReportJsonTest.class.getClassLoader().getResources("dev/iobench/suite"))) {
            if (!"file".equals(url.getProtocol())) {
                continue;
            }
            Path root = Path.of(url.toURI()).getParent().getParent().getParent();
            try (Stream<Path> s = Files.walk(Path.of(url.toURI()))) {
                for (Path p : s.filter(f -> f.toString().endsWith(".class") && !f.toString().contains("$")
                        && !f.toString().contains("jmh_generated")).collect(Collectors.toList())) {
                    String name = root.relativize(p).toString().replace('/', '.').replaceAll("\\.class$", "");
                    out.add(Class.forName(name));
                }
            }
        }
        return out;
    }
}
