package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.suite.probe.MountInfo;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code iobench envs}: what this machine can run. */
@Command(name = "envs", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Print what this machine can run: JDKs, folders' filesystems, the Docker engine.",
            "JDKs are found in JAVA_HOME, /usr/lib/jvm/* and the project's jdks/; each candidate folder's",
            "filesystem comes from /proc/self/mountinfo.",
            ""})
public final class EnvsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--dir", paramLabel = "D",
            description = "Also show the filesystem of D; repeatable (default candidates: the temp folder, "
                    + "/dev/shm, /var/tmp, the working folder).")
    List<Path> dirs = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.println("JDKs:");
        List<Jdk> jdks = JdkLocator.standard().findAll();
        if (jdks.isEmpty()) {
            out.println("  none found; run scripts/install-jdks.sh");
        }
        for (Jdk j : jdks) {
            out.printf(Locale.ROOT, "  %-3d %-14s %-22s %s%n", j.major(), j.version(), j.vendor(), j.home());
        }
        out.println();
        out.println("Folders (use with iobench run --dir):");
        Set<Path> candidates = new LinkedHashSet<>(List.of(Path.of(System.getProperty("java.io.tmpdir")),
                Path.of("/dev/shm"), Path.of("/var/tmp"), Path.of("").toAbsolutePath()));
        candidates.addAll(dirs);
        for (Path d : candidates) {
            out.printf(Locale.ROOT, "  %-32s %s%n", d, describe(d));
        }
        out.println();
        out.println("Docker engine: " + docker());
        out.flush();
        return ExitCodes.OK;
    }

    private static String describe(Path d) {
        if (!Files.isDirectory(d)) {
            return "(missing)";
        }
        try {
            MountInfo m = MountInfo.of(d);
            return String.format(Locale.ROOT, "%-8s on %s (%s)%s", m.type, m.mountPoint, m.options,
                    Files.isWritable(d) ? "" : " not writable");
        } catch (IOException e) {
            return "(unknown: " + e.getMessage() + ")";
        }
    }

    private static String docker() {
        try {
            ChildProcess.Result r = ChildProcess.capture(List.of("docker", "info", "--format",
                    "{{.ServerVersion}} {{.Driver}} cgroup v{{.CgroupVersion}}"), Duration.ofSeconds(15));
            if (r.ok()) {
                return "answers: Docker " + r.stdout().trim();
            }
            return "does not answer (start one with docker/engine.sh): "
                    + (r.tail().isEmpty() ? "exit " + r.exitCode() : r.tail().get(r.tail().size() - 1));
        } catch (IOException e) {
            return "no docker client on PATH (install one with docker/engine.sh)";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown (interrupted)";
        }
    }
}
