package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.Shown;
import dev.iobench.runner.results.RunSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What {@code --resume} checks of a run's stored {@link RunSettings}: that the options given again agree with
 * them, and that nothing stored runs a program this checkout would not.
 */
final class StoredSettings {
    private StoredSettings() {
    }

    private static final RunSettings.Container NO_CONTAINER = new RunSettings.Container(null, null, null, null, null,
            null, null);
    private static final RunSettings.Precision NO_PRECISION = new RunSettings.Precision(null, 0, 0, null, 0, null,
            false, false);

    /** The options a resume compares, in the order differences are reported, each with how a settings holds it. */
    static final List<Map.Entry<String, Function<RunSettings, Object>>> OPTIONS = List.of(
            Map.entry("--env", RunSettings::env),
            Map.entry("--jdk", RunSettings::jdks),
            Map.entry("--dir", RunSettings::dirs),
            Map.entry("--include", RunSettings::includes),
            Map.entry("--profile", RunSettings::profile),
            Map.entry("--jmh-arg", RunSettings::jmhArgs),
            Map.entry("--benchmarks-jar", RunSettings::benchmarksJar),
            Map.entry("--fs", s -> container(s).fs()),
            Map.entry("--cpus", s -> container(s).cpus()),
            Map.entry("--memory", s -> container(s).memory()),
            Map.entry("--fs-size", s -> container(s).fsSize()),
            Map.entry("--container-timeout", s -> container(s).timeoutSeconds()),
            Map.entry("--image-base", s -> container(s).imageBase()),
            Map.entry("--container-jdk", s -> containerJdks(s).isEmpty() ? null : containerJdks(s)),
            Map.entry("--machine", RunSettings::machine),
            Map.entry("--precision", s -> precision(s).precision()),
            Map.entry("--min-forks", s -> precision(s).minForks()),
            Map.entry("--max-forks", s -> precision(s).maxForks()),
            Map.entry("--cell-time", s -> precision(s).cellTime()),
            Map.entry("--confidence", s -> precision(s).confidence()),
            Map.entry("--budget", s -> precision(s).budget()),
            Map.entry("--only-answers", s -> precision(s).onlyAnswers()),
            Map.entry("--syscalls", s -> precision(s).syscalls()));

    private static RunSettings.Container container(RunSettings s) {
        return Objects.requireNonNullElse(s.container(), NO_CONTAINER);
    }

    private static List<String> containerJdks(RunSettings s) {
        return Objects.requireNonNullElse(container(s).jdks(), List.of());
    }

    private static RunSettings.Precision precision(RunSettings s) {
        return Objects.requireNonNullElse(s.precision(), NO_PRECISION);
    }

    /** Refuses (usage) the first of {@code options} whose value in {@code given} differs from {@code stored}'s. */
    static void refuseDifferences(RunSettings stored, RunSettings given, List<String> options) {
        for (var o : OPTIONS) {
            Object ours = o.getValue().apply(stored);
            Object theirs = o.getValue().apply(given);
            if (options.contains(o.getKey()) && !Objects.equals(ours, theirs)) {
                throw ExitException.usage("--resume: %s %s differs from the run's %s", o.getKey(), text(theirs),
                        text(ours));
            }
        }
    }

    private static String text(Object v) {
        if (v instanceof List<?> l) {
            return l.isEmpty() ? "(none)" : l.stream().map(String::valueOf).collect(Collectors.joining(","));
        }
        return v == null ? "(not set)" : v.toString();
    }

    /** JMH options that only choose what is measured and how long: none runs a program or writes a file. */
    private static final Set<String> MEASUREMENT_OPTIONS = Set.of("-bm", "-bs", "-e", "-f", "-foe", "-gc", "-i", "-opi",
            "-p", "-r", "-si", "-t", "-tg", "-tu", "-v", "-w", "-wbs", "-wf", "-wi", "-wm", "-to");

    /**
     * Refuses (usage) a stored value that is missing or may run a program (an unknown JDK home, another
     * benchmarks jar, a JMH argument that does more than shape the measurement) unless the command line
     * gives that option again ({@code given}): a run folder from a VM or a colleague is data.
     */
    static void check(RunSettings s, Path run, Predicate<String> given) {
        String where = "--resume " + run + ": run.json's settings";
        if (s.env() == null || s.env().isEmpty() || s.jdks() == null || s.dirs() == null || s.includes() == null
                || s.profile() == null || s.jmhArgs() == null || s.benchmarksJar() == null) {
            throw ExitException.usage("%s lack env, jdks, dirs, includes, profile, jmhArgs or benchmarksJar", where);
        }
        for (String e : s.env()) {
            if (!"host".equals(e) && !"container".equals(e)) {
                throw ExitException.usage("%s name the environment kind %s (expected host or container)", where,
                        Shown.quoted(e));
            }
        }
        if (!given.test("--jmh-arg")) {
            for (String a : s.jmhArgs()) {
                if (a == null || a.startsWith("-") && !a.matches("-[0-9.].*") && !MEASUREMENT_OPTIONS.contains(a)) {
                    throw ExitException.usage("%s pass JMH %s, which can run a program or write a file; give "
                            + "--jmh-arg with the run's arguments again to use it", where, Shown.quoted(a));
                }
            }
        }
        if (!given.test("--benchmarks-jar")) {
            Path jar = ProjectPaths.benchmarksJar().toAbsolutePath().normalize();
            if (!Path.of(s.benchmarksJar()).toAbsolutePath().normalize().equals(jar)) {
                throw ExitException.usage("%s run the benchmarks jar %s, not this checkout's; give "
                        + "--benchmarks-jar again to use it", where, Shown.quoted(s.benchmarksJar()));
            }
        }
        if (!given.test("--jdk")) {
            knownJdks(where, s.jdks(), "--jdk");
        }
        if (!containerJdks(s).isEmpty() && !given.test("--container-jdk")) {
            knownJdks(where, containerJdks(s), "--container-jdk");
        }
    }

    /** Refuses a stored JDK home that this machine's JDK search does not find. */
    private static void knownJdks(String where, List<String> homes, String option) {
        JdkLocator locator = JdkLocator.standard();
        Set<Path> known = Stream.concat(locator.findAll().stream(), Stream.of(locator.current()))
                .map(j -> JdkLocator.realPath(j.home())).collect(Collectors.toSet());
        for (String h : homes) {
            if (h == null || !known.contains(JdkLocator.realPath(Path.of(h)))) {
                throw ExitException.usage("%s run the JDK %s, which is not one this machine's JDK search finds; "
                        + "give %s again to use it", where, Shown.quoted(h), option);
            }
        }
    }
}
