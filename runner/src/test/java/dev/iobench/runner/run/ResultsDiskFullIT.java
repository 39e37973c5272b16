package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results folder's disk fills during a run (a 4 MiB tmpfs as --results, filled by the test while
 * the second of three environments runs): one clear line naming {@code No space left on device} and
 * the folder, no half-written JSON, the first environment intact, the run stopped there (no fio on the
 * full disk, the third environment not started, run.json saying why), exit 1; once there is room
 * again, --resume finishes the run.
 */
class ResultsDiskFullIT {
    private static final Duration TOOL = Duration.ofSeconds(30);

    @Test
    void resultsDiskFills_oneLineNoHalfFilesFirstEnvironmentIntact_thenResumeFinishes(@TempDir Path tmp) throws Exception {
        assertEquals("root", System.getProperty("user.name"), "mounting a tmpfs needs root (CI and the VMs run as root)");
        Path results = Files.createDirectories(tmp.resolve("results"));
        Path dirA = Files.createDirectories(tmp.resolve("bench-a"));
        Path dirB = Files.createDirectories(tmp.resolve("bench-b"));
        sh("mount", "-t", "tmpfs", "-o", "size=4m", "iobench-test-results", results.toString());
        CompletableFuture<Cli.Outcome> running = null;
        try {
            running = CompletableFuture.supplyAsync(() -> Cli.run("run", "--profile",
                    "quick", "--results", results.toString(), "--dir", dirA.toString(), "--dir", "/dev/shm", "--dir", dirB.toString(),
                    "--include", "StreamsVsChannelsBenchmark\\.streamWriteDevNull$",
                    "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8", "--jmh-arg", "-f", "--jmh-arg", "1",
                    "--jmh-arg", "-wi", "--jmh-arg", "0", "--jmh-arg", "-i", "--jmh-arg", "1",
                    "--jmh-arg", "-r", "--jmh-arg", "2s"));
            Path run = IobenchProcess.awaitRun(results);
            JsonNode m = IobenchProcess.awaitManifest(run, j -> j.at("/environments/1/id").isTextual(), 5, null);
            String first = m.at("/environments/0/id").asText();
            assertEquals("ok", m.at("/environments/0/status").asText(), m.toString());
            Map<Path, String> before = snapshot(run.resolve(first));
            long filled = fill(results.resolve("filler"));

            Cli.Outcome o = running.get(5, TimeUnit.MINUTES);
            assertEquals(ExitCodes.FAILURE, o.code(), o.err());
            List<String> errors = o.err().lines().filter(l -> l.startsWith("iobench: error: ")).toList();
            assertEquals(1, errors.size(), o.err());
            assertTrue(errors.get(0).contains("No space left on device"), o.err());
            assertTrue(errors.get(0).contains("cannot write results in " + run), o.err());
            assertTrue(o.err().lines().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + o.err());

            // every JSON file iobench left is whole; nothing half-written hides under a temp name
            try (Stream<Path> s = Files.walk(run)) {
                for (Path f : s.filter(Files::isRegularFile).toList()) {
                    String n = f.getFileName().toString();
                    assertTrue(!n.startsWith("."), "temp file left: " + f);
                    if (n.endsWith(".json")) {
                        Json.mapper().readTree(f.toFile());
                    }
                }
            }
            assertEquals(before, snapshot(run.resolve(first)), "the environment written before is intact");
            JsonNode after = Json.mapper().readTree(run.resolve("run.json").toFile());
            assertEquals("ok", after.at("/environments/0/status").asText());
            String second = after.at("/environments/1/id").asText();
            assertTrue(!Files.exists(run.resolve(second).resolve("jmh.json.gz")), "no result for the second");
            assertTrue(!Files.exists(run.resolve(second).resolve("fio.json")), "no fio on the full disk");
            assertTrue(after.at("/environments/1/reason").asText().startsWith("No space left on device in " + run),
                    after.toString());
            assertEquals("skipped", after.at("/environments/2/status").asText(), after.toString());
            assertEquals("results folder not writable", after.at("/environments/2/reason").asText());
            assertEquals("failed", after.get("status").asText());
            System.out.printf("results disk full: filled %d bytes; iobench said: %s%n", filled, errors.get(0));

            Files.delete(results.resolve("filler"));
            Cli.Outcome resumed = Cli.run("run", "--resume", run.toString());
            assertEquals(ExitCodes.OK, resumed.code(), resumed.err());
            assertEquals(before, snapshot(run.resolve(first)));
            JsonNode done = Json.mapper().readTree(run.resolve("run.json").toFile());
            assertEquals("ok", done.get("status").asText());
            assertTrue(Files.isRegularFile(run.resolve(second).resolve("jmh.json.gz")));
            assertTrue(Files.isRegularFile(run.resolve(second).resolve("env.json")));
            String third = done.at("/environments/2/id").asText();
            assertEquals("ok", done.at("/environments/2/status").asText(), done.toString());
            assertTrue(Files.isRegularFile(run.resolve(third).resolve("jmh.json.gz")));
        } finally {
            if (running != null) {
                running.get(5, TimeUnit.MINUTES); // nothing may write there any more
            }
            ChildProcess.Result r = ChildProcess.capture(List.of("umount", results.toString()), TOOL);
            if (!r.ok()) {
                ChildProcess.Result who = ChildProcess.capture(List.of("fuser", "-vm", results.toString()), TOOL);
                ChildProcess.capture(List.of("umount", "-l", results.toString()), TOOL);
                throw new AssertionError("the results tmpfs was still in use: " + who.stdout() + who.tail());
            }
        }
    }

    /** Writes {@code file} until the disk is full. @return bytes written */
    private static long fill(Path file) throws IOException {
        byte[] block = new byte[64 << 10];
        long n = 0;
        try (OutputStream out = Files.newOutputStream(file)) {
            while (true) {
                out.write(block);
                n += block.length;
            }
        } catch (IOException e) {
            assertTrue(String.valueOf(e.getMessage()).contains("No space left on device"), e.toString());
        }
        // the last partial block may not have made it: fill the rest byte-wise
        try (OutputStream out = Files.newOutputStream(file, java.nio.file.StandardOpenOption.APPEND)) {
            while (true) {
                out.write(0);
                out.flush();
                n++;
            }
        } catch (IOException e) {
            return n;
        }
    }

    private static Map<Path, String> snapshot(Path dir) throws Exception {
        Map<Path, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(f), Files.getLastModifiedTime(f) + " " + java.util.HexFormat.of().formatHex(
                        java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f))));
            }
        }
        return out;
    }

    private static void sh(String... cmd) throws Exception {
        ChildProcess.Result r = ChildProcess.capture(List.of(cmd), TOOL);
        assertEquals(0, r.exitCode(), String.join(" ", cmd) + ": " + r.tail());
    }
}
