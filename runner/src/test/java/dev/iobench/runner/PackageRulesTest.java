package dev.iobench.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The import rules each package-info states hold in the code: every package of the runner uses, by
 * an import or a full name, only the packages listed here (and the root package's shared classes,
 * which any package may use).
 */
class PackageRulesTest {
    private static final String ROOT = "dev.iobench.runner";
    private static final Set<String> REPORT_READ = Set.of("report.result", "results", "stats");
    private static final Set<String> REPORT_MODEL = union(REPORT_READ, "report.read", "report.compare");
    private static final Set<String> REPORT_FORMAT = union(REPORT_MODEL, "report.model");

    /** Each package and what of the runner it may import besides itself and the root package. */
    private static final Map<String, Set<String>> MAY_IMPORT = Map.ofEntries(
            Map.entry("process", Set.of()),
            Map.entry("stats", Set.of()),
            Map.entry("results", Set.of("process")),
            Map.entry("android", Set.of("process", "results")),
            Map.entry("answers", Set.of("report.model")),
            Map.entry("precision", Set.of("process", "results", "answers", "stats")),
            Map.entry("env", Set.of("process", "results", "precision")),
            Map.entry("container", Set.of("process", "results", "env", "precision")),
            Map.entry("run", Set.of("process", "results", "answers", "precision", "env", "container")),
            Map.entry("report.result", Set.of("results", "stats")),
            Map.entry("report.read", REPORT_READ),
            Map.entry("report.compare", REPORT_READ),
            Map.entry("report.model", REPORT_MODEL),
            Map.entry("report.format", REPORT_FORMAT),
            Map.entry("report.charts", union(REPORT_FORMAT, "report.format")),
            Map.entry("report", union(REPORT_FORMAT, "report.format", "report.charts")));

    /** A class of the runner named in code, by an import or by its full name. */
    private static final Pattern REFERENCE = Pattern.compile(
            "(?<![\\w.])" + Pattern.quote(ROOT) + "\\.((?:[a-z][a-z0-9]*\\.)*)[A-Z]");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\n]*", Pattern.DOTALL);

    @Test
    void everyPackageImportsOnlyWhatItsPackageInfoAllows() throws Exception {
        Path main = ProjectPaths.projectDir().resolve("runner/src/main/java/dev/iobench/runner");
        List<String> broken = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        try (Stream<Path> files = Files.walk(main)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String pkg = main.relativize(file.getParent()).toString().replace('/', '.');
                if (pkg.isEmpty()) {
                    continue;
                }
                seen.add(pkg);
                Set<String> allowed = MAY_IMPORT.get(pkg);
                assertTrue(allowed != null, "package " + pkg + " has no rule here; add the one its package-info states");
                Matcher m = REFERENCE.matcher(COMMENT.matcher(Files.readString(file)).replaceAll(""));
                while (m.find()) {
                    String imported = m.group(1).isEmpty() ? "" : m.group(1).substring(0, m.group(1).length() - 1);
                    if (!imported.isEmpty() && !imported.equals(pkg) && !allowed.contains(imported)) {
                        broken.add(main.relativize(file) + " uses " + imported);
                    }
                }
            }
        }
        assertEquals(List.of(), broken, "uses against the package rules");
        assertEquals(new TreeSet<>(MAY_IMPORT.keySet()), seen, "every rule names a package that exists");
    }

    private static Set<String> union(Set<String> base, String... more) {
        Set<String> all = new TreeSet<>(base);
        all.addAll(List.of(more));
        return Set.copyOf(all);
    }
}
