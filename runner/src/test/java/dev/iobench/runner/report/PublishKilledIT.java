package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.report.format.ReadmeSplice;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make publish} ({@code iobench report --readme README.md}) killed at the two moments of the
 * README's replacement: with its new text written to a temp file but not yet renamed (the README is
 * the old one, the temp file is there), and right after the rename (the new one). iobench holds still
 * at each {@link Cleanup#pauseAt pause point} until SIGKILL lands there. The README is also checked to be replaced by
 * rename (a new file), never rewritten in place, and a killed publish's temp file to be removed by the
 * next.
 */
class PublishKilledIT {
    private static final byte[] OLD = ("# Project\n\nIntro that stays.\n\n" + ReadmeSplice.BEGIN
            + "\nold tables\n" + ReadmeSplice.END + "\n\nOutro that stays.\n").getBytes(StandardCharsets.UTF_8);

    @Test
    void publishKilledMidReplaceAndRightAfter_readmeIsOldThenNewNeverAMix(@TempDir Path tmp) throws Exception {
        Path runs = ReportLayout.runs(tmp.resolve("in"));
        Path readme = tmp.resolve("README.md");
        Files.write(readme, OLD);
        Path oldLink = tmp.resolve("old-inode");
        Files.createLink(oldLink, readme);

        Cli.Outcome whole = Cli.run("report", runs.toString(), "--out", tmp.resolve("out").toString(),
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, whole.code(), whole.err());
        byte[] fresh = Files.readAllBytes(readme);
        assertFalse(Arrays.equals(OLD, fresh), "the publish changed the README");
        assertArrayEquals(OLD, Files.readAllBytes(oldLink), "replaced by a new file (rename), not rewritten in place");

        // killed with the new text in the temp file, before the rename: the old README, and the temp file
        Files.delete(readme);
        Files.write(readme, OLD);
        killAt("temp-written README.md", tmp, runs, readme);
        assertArrayEquals(OLD, Files.readAllBytes(readme), "killed before the rename: the old README");
        List<String> temps = temps(tmp);
        assertEquals(1, temps.size(), "the kill landed mid-replace, with the temp file written: " + temps);
        assertArrayEquals(fresh, Files.readAllBytes(tmp.resolve(temps.get(0))), "the temp file holds the new text");

        // killed right after the rename: the new README
        killAt("renamed README.md", tmp, runs, readme);
        assertArrayEquals(fresh, Files.readAllBytes(readme), "killed after the rename: the new README");

        // a temp file a killed publish leaves is removed by the next one
        Cli.Outcome again = Cli.run("report", runs.toString(), "--out", tmp.resolve("out").toString(),
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, again.code(), again.err());
        assertEquals(List.of(), temps(tmp), "temp files of killed publishes left");
    }

    /** Runs the publish in a process of its own, paused at {@code point}, and SIGKILLs it there. */
    private static void killAt(String point, Path tmp, Path runs, Path readme) throws Exception {
        Path log = tmp.resolve("publish.log");
        Files.deleteIfExists(log);
        Process p = IobenchProcess.start(log, Map.of(Cleanup.PAUSE_ENV, point), "report", runs.toString(),
                "--out", tmp.resolve("out").toString(), "--readme", readme.toString());
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (!(Files.exists(log) && Files.readString(log).contains("iobench: paused at " + point))) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline, "no pause at " + point + ": "
                        + (Files.exists(log) ? Files.readString(log) : ""));
                Thread.sleep(20);
            }
            p.destroyForcibly(); // SIGKILL, exactly at the point
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        } finally {
            p.destroyForcibly();
        }
    }

    private static List<String> temps(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".README.md.tmp")).sorted().toList();
        }
    }
}
