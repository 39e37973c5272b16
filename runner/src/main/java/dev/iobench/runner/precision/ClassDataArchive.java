package dev.iobench.runner.precision;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * A class-data archive of the suite for an environment's forks: one training fork of a short cell
 * dumps the classes it loaded ({@code -XX:ArchiveClassesAtExit}, JDK 13 and later) and every fork
 * after it maps them ({@code -XX:SharedArchiveFile}) instead of loading them from the jar. It
 * shortens a fork's start and changes nothing a fork measures; a JVM that cannot map it starts as
 * without. The archive is only valid for the same JDK and the same jar at the same path, so each
 * environment dumps its own where its forks run.
 */
public final class ClassDataArchive {
    /** The archive's file name in the environment's result folder while it runs. */
    public static final String FILE = ".suite.jsa";

    private ClassDataArchive() {
    }

    /** @return the forks' flag, with its leading space, for an archive at {@code archive} */
    public static String forkFlag(String archive) {
        return " -XX:SharedArchiveFile=" + archive;
    }

    /**
     * Dumps the archive with one training fork of a short cell (about a second), through the
     * environment's own launcher so that it is made for the JDK and jar paths its forks see.
     *
     * @param environment the environment's name, for the warning
     * @return whether the archive is in place at {@code launcher.hostPath(FILE)} for the forks. The
     *     run goes on without one: quietly where none can be made, after one warning line on {@code err}
     *     where the training fork failed or wrote none
     */
    public static boolean train(JmhLauncher launcher, int jdkMajor, String environment, PrintWriter err,
            Instant deadline) throws IOException, InterruptedException {
        String archive = launcher.resultPath(FILE);
        // -XX:ArchiveClassesAtExit came with JDK 13; both paths must survive JMH's space-separated JVM flags
        if (jdkMajor < 13 || (launcher.ioDir() + archive).chars().anyMatch(Character::isWhitespace)) {
            return false;
        }
        Path dumped = launcher.hostPath(FILE);
        Files.deleteIfExists(dumped);
        String result = ".suite.jsa.json";
        JmhLauncher.Round r;
        try {
            // one 100 ms iteration of a small avgt cell loads JMH's runner and the suite's common classes
            r = launcher.run(List.of(List.of("-rf", "json", "-rff", launcher.resultPath(result),
                    "-wi", "0", "-i", "1", "-r", "100ms", "-f", "1", "-foe", "true",
                    "-jvmArgsAppend", "-Diobench.dir=" + launcher.ioDir() + " -XX:ArchiveClassesAtExit=" + archive,
                    "^dev\\.iobench\\.suite\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteDevNull$",
                    "-bm", "avgt", "-p", "bufferSize=8")), deadline);
        } finally {
            Files.deleteIfExists(launcher.hostPath(result));
        }
        if (r.failure() == null && Files.isRegularFile(dumped) && Files.size(dumped) > 0) {
            return true;
        }
        Files.deleteIfExists(dumped);
        err.println("iobench: warning: " + environment + ": no class-data archive of the suite (its training fork "
                + (r.failure() == null ? "wrote none" : "failed, see jmh.log") + "); forks start without one");
        return false;
    }
}
