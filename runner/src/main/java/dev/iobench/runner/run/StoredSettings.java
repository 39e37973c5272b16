package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.env.Jdk;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What a resumed run's {@code run.json} may ask for on its own. The run folder can come from a VM or a
 * colleague, so its settings are data: everything in them that names a program to execute (a JDK home
 * that is not one this machine's JDK search finds, a benchmarks jar other than this checkout's, a JMH
 * argument outside the ones that only shape the measurement) is refused unless the command line gives
 * the same option again. The rest is then validated as a new run's options are.
 */
final class StoredSettings {
    /** JMH options that only choose what is measured and how long: none runs a program or writes a file. */
    static final Set<String> MEASUREMENT_OPTIONS = Set.of("-bm", "-bs", "-e", "-f", "-foe", "-gc", "-i", "-opi",
            "-p", "-r", "-si", "-t", "-tg", "-tu", "-v", "-w", "-wbs", "-wf", "-wi", "-wm", "-to");

    private StoredSettings() {
    }

    /**
     * @param run the run folder, for messages
     * @param stored the run's settings from {@code run.json}
     * @param given whether the resume's command line gives an option (e.g. {@code --jmh-arg})
     * @throws ExitException (usage) naming the first stored value that is missing or may run a program
     */
    static void check(Path run, RunSettings stored, Predicate<String> given) {
        String where = "--resume " + run + ": run.json's settings";
        if (stored.env() == null || stored.env().isEmpty() || stored.jdks() == null || stored.dirs() == null
                || stored.includes() == null || stored.profile() == null || stored.jmhArgs() == null
                || stored.benchmarksJar() == null) {
            throw ExitException.usage("%s lack env, jdks, dirs, includes, profile, jmhArgs or benchmarksJar", where);
        }
        for (String e : stored.env()) {
            if (!"host".equals(e) && !"container".equals(e)) {
                throw ExitException.usage("%s name the environment kind %s (expected host or container)", where,
                        shown(e));
            }
        }
        if (!given.test("--jmh-arg")) {
            for (String a : stored.jmhArgs()) {
                if (a == null || a.startsWith("-") && !a.matches("-[0-9.].*") && !MEASUREMENT_OPTIONS.contains(a)) {
                    throw ExitException.usage("%s pass JMH %s, which can run a program or write a file; give "
                            + "--jmh-arg with the run's arguments again to use it", where, shown(a));
                }
            }
        }
        if (!given.test("--benchmarks-jar")) {
            Path jar = ProjectPaths.benchmarksJar().toAbsolutePath().normalize();
            if (!Path.of(stored.benchmarksJar()).toAbsolutePath().normalize().equals(jar)) {
                throw ExitException.usage("%s run the benchmarks jar %s, not this checkout's; give "
                        + "--benchmarks-jar again to use it", where, shown(stored.benchmarksJar()));
            }
        }
        if (!given.test("--jdk")) {
            knownJdks(where, stored.jdks(), "--jdk");
        }
        if (stored.container() != null && stored.container().jdks() != null && !given.test("--container-jdk")) {
            knownJdks(where, stored.container().jdks(), "--container-jdk");
        }
    }

    /** Refuses a stored JDK home that this machine's JDK search does not find. */
    private static void knownJdks(String where, List<String> homes, String option) {
        JdkLocator locator = JdkLocator.standard(ProjectPaths.projectDir());
        Set<Path> known = new HashSet<>();
        for (Jdk j : locator.findAll()) {
            known.add(real(j.home()));
        }
        known.add(real(locator.current().home()));
        for (String h : homes) {
            if (h == null || !known.contains(real(Path.of(h)))) {
                throw ExitException.usage("%s run the JDK %s, which is not one this machine's JDK search finds; "
                        + "give %s again to use it", where, shown(h), option);
            }
        }
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | RuntimeException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    private static String shown(String v) {
        return dev.iobench.runner.report.read.Names.shown(v);
    }
}
