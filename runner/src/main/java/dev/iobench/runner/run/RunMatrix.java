package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.container.ContainerOptions;
import dev.iobench.runner.container.ContainerPlanner;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Jdk;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** The environments a run measures: on the host each JDK x folder, in containers each JDK x filesystem. */
final class RunMatrix {
    private RunMatrix() {
    }

    /** The environments in run order, host ones first; refuses (usage) options of a kind that does not run. */
    static List<EnvironmentTask> tasks(List<RunCommand.EnvKind> kinds, List<Jdk> jdks, List<Path> dirs,
            ContainerOptions containerOptions, PrintWriter err) {
        List<EnvironmentTask> tasks = new ArrayList<>();
        if (kinds.contains(RunCommand.EnvKind.host)) {
            for (Jdk jdk : jdks) {
                for (Path dir : hostDirs(dirs)) {
                    tasks.add(new HostTask(jdk, dir));
                }
            }
        } else if (!dirs.isEmpty()) {
            throw ExitException.usage("--dir applies to --env host only; containers use --fs");
        }
        if (!kinds.contains(RunCommand.EnvKind.container) && !containerOptions.jdkSpecs.isEmpty()) {
            throw ExitException.usage("--container-jdk applies to --env container only");
        }
        if (kinds.contains(RunCommand.EnvKind.container)) {
            tasks.addAll(ContainerPlanner.plan(containerOptions, containerJdks(containerOptions, jdks),
                    ProjectPaths.projectDir(), err));
        }
        return tasks;
    }

    /** {@code --jdk}'s JDKs ({@code all}: one per major version found), else the JDK running iobench. */
    static List<Jdk> hostJdks(List<String> jdkSpecs) {
        return jdkSpecs.isEmpty() ? List.of(JdkLocator.standard().current())
                : resolveJdks(jdkSpecs, "--jdk");
    }

    /** The container environments' JDKs: {@code --container-jdk}'s, else {@code hostJdks}. */
    static List<Jdk> containerJdks(ContainerOptions containerOptions, List<Jdk> hostJdks) {
        return containerOptions.jdkSpecs.isEmpty() ? hostJdks : resolveJdks(containerOptions.jdkSpecs, "--container-jdk");
    }

    private static List<Jdk> resolveJdks(List<String> specs, String option) {
        JdkLocator locator = JdkLocator.standard();
        Set<Integer> majors = new HashSet<>();
        Set<Path> seen = new HashSet<>();
        return specs.stream()
                .flatMap(s -> s.equals("all") ? locator.findAll().stream().filter(j -> majors.add(j.major()))
                        : Stream.of(locator.resolve(option, s)))
                .filter(jdk -> seen.add(jdk.home()))
                .toList();
    }

    /** The folders under test (default: the temp folder), normalised, each once; refuses (usage) unusable ones. */
    static List<Path> hostDirs(List<Path> dirs) {
        List<Path> in = dirs.isEmpty() ? List.of(Path.of(System.getProperty("java.io.tmpdir"))) : dirs;
        List<Path> out = new ArrayList<>();
        for (Path d : in) {
            if (!Files.isDirectory(d)) {
                throw ExitException.usage("--dir %s: no such directory", d);
            }
            if (!Files.isWritable(d)) {
                throw ExitException.usage("--dir %s is not writable", d);
            }
            Path abs = d.toAbsolutePath().normalize();
            if (abs.toString().chars().anyMatch(Character::isWhitespace)) {
                throw ExitException.usage("--dir %s: paths with whitespace cannot be passed to JMH's forked JVMs", d);
            }
            if (!out.contains(abs)) {
                out.add(abs);
            }
        }
        return out;
    }
}
