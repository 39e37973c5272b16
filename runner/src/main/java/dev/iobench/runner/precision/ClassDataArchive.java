package dev.iobench.runner.precision;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * A class-data archive of the suite for an environment's forks: one training fork of a short cell dumps the
 * classes it loaded ({@code -XX:ArchiveClassesAtExit}, JDK 13+) and later forks map them, which shortens their
 * start and changes nothing they measure. It is valid only for one JDK and jar path: each environment dumps its own.
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
     * Dumps the archive with one training fork (about a second) through the environment's own launcher.
     *
     * @return whether the archive is in place at {@code launcher.hostPath(FILE)}; without one, after a warning
     *     naming {@code environment} when the training fork failed or wrote none, the forks start as usual
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
