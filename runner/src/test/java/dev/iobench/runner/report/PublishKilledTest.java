package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
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
 * {@code make publish} ({@code iobench report --readme README.md}) killed halfway: the README is the
 * old one or the new one, never a mix. The publish is SIGKILLed at delays spread over its whole
 * duration; the README is also checked to be replaced by rename (a new file), never rewritten in place.
 */
class PublishKilledTest {
    private static final byte[] OLD = ("# Project\n\nIntro that stays.\n\n" + ReadmeSplice.BEGIN
            + "\nold tables\n" + ReadmeSplice.END + "\n\nOutro that stays.\n").getBytes(StandardCharsets.UTF_8);

    @Test
    void publishKilledAtAnyMoment_readmeIsOldOrNewNeverAMix(@TempDir Path tmp) throws Exception {
        Path runs = ReportLayout.runs(tmp.resolve("in"));
        Path readme = tmp.resolve("README.md");
        Files.write(readme, OLD);
        Path oldLink = tmp.resolve("old-inode");
        Files.createLink(oldLink, readme);

        long t0 = System.nanoTime();
        Cli.Outcome whole = Cli.run("report", runs.toString(), "--out", tmp.resolve("out").toString(),
                "--readme", readme.toString());
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(ExitCodes.OK, whole.code(), whole.err());
        byte[] fresh = Files.readAllBytes(readme);
        assertFalse(Arrays.equals(OLD, fresh), "the publish changed the README");
        assertArrayEquals(OLD, Files.readAllBytes(oldLink), "replaced by a new file (rename), not rewritten in place");

        int sawOld = 0;
        int sawNew = 0;
        for (int i = 0; i < 12; i++) {
            Files.delete(readme);
            Files.write(readme, OLD);
            Process p = IobenchProcess.start(tmp.resolve("publish.log"), Map.of(), "report", runs.toString(),
                    "--out", tmp.resolve("out").toString(), "--readme", readme.toString());
            // the JVM's start-up is in front of the report: spread kills over start-up plus twice the in-process time
            Thread.sleep(200 + i * (400 + 2 * millis) / 12);
            p.destroyForcibly();
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
            byte[] now = Files.readAllBytes(readme);
            assertTrue(Arrays.equals(OLD, now) || Arrays.equals(fresh, now),
                    "killed after " + i + " steps: the README is neither the old nor the new one:\n"
                            + new String(now, StandardCharsets.UTF_8));
            if (Arrays.equals(OLD, now)) {
                sawOld++;
            } else {
                sawNew++;
            }
        }
        System.out.printf("publish killed 12 times over %d ms: README old %d times, new %d times, never mixed%n",
                millis, sawOld, sawNew);
        assertNotEquals(0, sawOld + sawNew);
        // a temp file a killed publish leaves is removed by the next one
        Cli.Outcome again = Cli.run("report", runs.toString(), "--out", tmp.resolve("out").toString(),
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, again.code(), again.err());
        try (Stream<Path> s = Files.list(tmp)) {
            List<String> temps = s.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".README.md.tmp")).toList();
            assertEquals(List.of(), temps, "temp files of killed publishes left");
        }
    }
}
