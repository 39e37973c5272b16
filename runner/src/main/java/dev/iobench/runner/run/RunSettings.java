package dev.iobench.runner.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.Shown;
import dev.iobench.runner.container.ContainerOptions;
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
 * A run's settings in {@code run.json}, as resolved (JDK homes, absolute folders), so that {@code --resume}
 * runs the rest as it began; {@code container} and {@code precision} are null where they do not apply.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSettings(List<String> env, List<String> jdks, List<String> dirs, List<String> includes,
        String profile, List<String> jmhArgs, String benchmarksJar, ContainerOptions container, String machine,
        PrecisionOptions precision) {

    private static final PrecisionOptions NO_PRECISION = new PrecisionOptions();
    private static final ContainerOptions NO_CONTAINER = new ContainerOptions();

    /** The options a resume compares, in the order differences are reported, each with its stored value. */
    static final List<Map.Entry<String, Function<RunSettings, Object>>> OPTIONS = List.of(
            Map.entry("--env", RunSettings::env),
            Map.entry("--jdk", RunSettings::jdks),
            Map.entry("--dir", RunSettings::dirs),
            Map.entry("--include", RunSettings::includes),
            Map.entry("--profile", RunSettings::profile),
            Map.entry("--jmh-arg", RunSettings::jmhArgs),
            Map.entry("--benchmarks-jar", RunSettings::benchmarksJar),
            Map.entry("--fs", s -> s.containerOrNone().filesystems),
            Map.entry("--cpus", s -> s.containerOrNone().cpus),
            Map.entry("--memory", s -> s.containerOrNone().memory),
            Map.entry("--fs-size", s -> s.containerOrNone().fsSize),
            Map.entry("--container-timeout", s -> s.containerOrNone().timeoutSeconds),
            Map.entry("--image-base", s -> s.containerOrNone().baseImage),
            Map.entry("--container-jdk", s -> s.containerOrNone().jdkSpecs.isEmpty() ? null
                    : s.containerOrNone().jdkSpecs),
            Map.entry("--machine", RunSettings::machine),
            Map.entry("--precision", s -> s.precisionOrNone().precision),
            Map.entry("--min-forks", s -> s.precisionOrNone().minForks),
            Map.entry("--max-forks", s -> s.precisionOrNone().maxForks),
            Map.entry("--cell-time", s -> s.precisionOrNone().cellTime),
            Map.entry("--confidence", s -> s.precisionOrNone().confidence),
            Map.entry("--budget", s -> s.precisionOrNone().budget),
            Map.entry("--only-answers", s -> s.precisionOrNone().onlyAnswers),
            Map.entry("--syscalls", s -> s.precisionOrNone().syscalls));

    private ContainerOptions containerOrNone() {
        return Objects.requireNonNullElse(container, NO_CONTAINER);
    }

    private PrecisionOptions precisionOrNone() {
        return Objects.requireNonNullElse(precision, NO_PRECISION);
    }

    /** Refuses (usage) the first of {@code options} whose value in {@code given} differs from this run's. */
    void refuseDifferences(RunSettings given, List<String> options) {
        for (var o : OPTIONS) {
            Object ours = o.getValue().apply(this);
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
    void check(Path run, Predicate<String> given) {
        String where = "--resume " + run + ": run.json's settings";
        if (env == null || env.isEmpty() || jdks == null || dirs == null || includes == null || profile == null
                || jmhArgs == null || benchmarksJar == null) {
            throw ExitException.usage("%s lack env, jdks, dirs, includes, profile, jmhArgs or benchmarksJar", where);
        }
        for (String e : env) {
            if (!"host".equals(e) && !"container".equals(e)) {
                throw ExitException.usage("%s name the environment kind %s (expected host or container)", where,
                        Shown.quoted(e));
            }
        }
        if (!given.test("--jmh-arg")) {
            for (String a : jmhArgs) {
                if (a == null || a.startsWith("-") && !a.matches("-[0-9.].*") && !MEASUREMENT_OPTIONS.contains(a)) {
                    throw ExitException.usage("%s pass JMH %s, which can run a program or write a file; give "
                            + "--jmh-arg with the run's arguments again to use it", where, Shown.quoted(a));
                }
            }
        }
        if (!given.test("--benchmarks-jar")) {
            Path jar = ProjectPaths.benchmarksJar().toAbsolutePath().normalize();
            if (!Path.of(benchmarksJar).toAbsolutePath().normalize().equals(jar)) {
                throw ExitException.usage("%s run the benchmarks jar %s, not this checkout's; give "
                        + "--benchmarks-jar again to use it", where, Shown.quoted(benchmarksJar));
            }
        }
        if (!given.test("--jdk")) {
            knownJdks(where, jdks, "--jdk");
        }
        if (container != null && !container.jdkSpecs.isEmpty() && !given.test("--container-jdk")) {
            knownJdks(where, container.jdkSpecs, "--container-jdk");
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
