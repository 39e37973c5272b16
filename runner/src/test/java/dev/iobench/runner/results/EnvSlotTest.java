package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnvSlotTest {
    private static final Instant NOW = Instant.parse("2026-11-23T10:00:00Z");

    @Test
    void wholeResult_isKeptAfterEnvJson_andTheAttemptRecorded(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of("iobench", "run"));
        EnvSlot slot = new EnvSlot(run, run.add(new EnvRecord("host", "host /tmp jdk17")));
        slot.start(NOW);
        Path dir = slot.open("host-ext4-jdk17");
        Files.writeString(slot.partialJmh(), "[{\"benchmark\":\"x\"}]");
        assertTrue(slot.keep(slot.partialJmh(), RunLayout.JMH));
        slot.close(() -> Map.of("id", "host-ext4-jdk17"));
        assertEquals("[{\"benchmark\":\"x\"}]", Files.readString(dir.resolve("jmh.json")));
        assertTrue(Files.isRegularFile(dir.resolve("env.json")));
        assertFalse(Files.exists(slot.partialJmh()));
        JsonNode env = Json.mapper().readTree(run.path().resolve("run.json").toFile()).at("/environments/0");
        assertEquals("ok", env.get("status").asText());
        assertEquals("host-ext4-jdk17", env.get("id").asText());
        assertEquals(1, env.get("attempts").size());
        assertEquals("ok", env.at("/attempts/0/status").asText());
    }

    @Test
    void truncatedResult_isNeverKept(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        EnvSlot slot = new EnvSlot(run, run.add(new EnvRecord("host", "host /tmp jdk17")));
        slot.start(NOW);
        Path dir = slot.open("host-ext4-jdk17");
        Files.writeString(slot.partialJmh(), "[{\"benchmark\":\"x\", \"primaryMetric\": {\"score\": 1.");
        assertFalse(slot.keep(slot.partialJmh(), RunLayout.JMH));
        slot.close(() -> Map.of("id", "host-ext4-jdk17"));
        assertFalse(Files.exists(dir.resolve("jmh.json")));
        assertFalse(Files.exists(slot.partialJmh()), "the half file is deleted");
        EnvRecord r = run.manifest().environments.get(0);
        assertEquals(EnvRecord.Status.failed, r.status);
        assertTrue(r.reason.startsWith("jmh.json from the benchmark is not whole: "), r.reason);
    }

    @Test
    void reclaim_keepsAFinishedFolder_removesAnUnfinishedOne_andStrayFolders(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        EnvRecord done = run.add(new EnvRecord("host", "a"));
        EnvRecord killedAfterKeep = run.add(new EnvRecord("host", "b"));
        EnvRecord killedDuring = run.add(new EnvRecord("host", "c"));
        for (EnvRecord r : List.of(done, killedAfterKeep, killedDuring)) {
            r.id = "host-" + r.label;
            r.start(NOW);
            Files.createDirectories(run.path().resolve(r.id));
        }
        done.status = EnvRecord.Status.ok;
        for (EnvRecord r : List.of(done, killedAfterKeep)) {
            Files.writeString(run.path().resolve(r.id).resolve("env.json"), "{\"finishedAt\":\"2026-11-23T10:01:00Z\"}");
            Files.writeString(run.path().resolve(r.id).resolve("jmh.json"), "[1]");
        }
        Files.writeString(run.path().resolve(killedDuring.id).resolve("jmh.log"), "half");
        Files.createDirectories(run.path().resolve("host-d"));
        Files.createDirectories(run.path().resolve(".staging-container-x"));

        assertTrue(EnvSlot.reclaim(run, done));
        assertTrue(EnvSlot.reclaim(run, killedAfterKeep), "a kept result is never thrown away");
        assertEquals(EnvRecord.Status.ok, killedAfterKeep.status);
        assertEquals("2026-11-23T10:01:00Z", killedAfterKeep.finishedAt);
        assertFalse(EnvSlot.reclaim(run, killedDuring));
        assertEquals(EnvRecord.Status.skipped, killedDuring.status);
        assertEquals(1, killedDuring.attempts.size());
        assertFalse(Files.exists(run.path().resolve(killedDuring.id)), "its folder is removed: the rerun gets its name");
        EnvSlot.sweep(run);
        assertFalse(Files.exists(run.path().resolve("host-d")));
        assertFalse(Files.exists(run.path().resolve(".staging-container-x")));
        assertEquals("[1]", Files.readString(run.path().resolve("host-a/jmh.json")));
        assertEquals("[1]", Files.readString(run.path().resolve("host-b/jmh.json")));
    }

    @Test
    void reclaim_refusesIdsThatLeaveTheRun_andRemovesNothing(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        Path victim = Files.createDirectories(root.resolve("runs/victim"));
        Files.writeString(victim.resolve("keep.txt"), "precious");
        Path outside = Files.createDirectories(root.resolve("outside"));
        Files.writeString(outside.resolve("keep.txt"), "precious");
        Files.createSymbolicLink(run.path().resolve("host-link"), outside);
        EnvRecord r = run.add(new EnvRecord("host", "a"));
        r.start(NOW);
        // "/" first goes through the check alone: were it missing, reclaim would remove the machine's root
        RunDirectory.UnsafeRunException slash = org.junit.jupiter.api.Assertions.assertThrows(RunDirectory.UnsafeRunException.class,
                () -> run.envFolder("/"));
        assertTrue(slash.getMessage().contains("not an environment id"), slash.getMessage());
        for (String id : List.of("../victim", victim.toString(), ".", "..", "", "host-link", "host-link/..",
                "a/../../victim")) {
            r.id = id;
            RunDirectory.UnsafeRunException e = org.junit.jupiter.api.Assertions.assertThrows(RunDirectory.UnsafeRunException.class,
                    () -> EnvSlot.reclaim(run, r), id);
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertTrue(e.getMessage().startsWith("run.json names environment '"), e.getMessage());
            assertEquals("precious", Files.readString(victim.resolve("keep.txt")), id);
            assertEquals("precious", Files.readString(outside.resolve("keep.txt")), id);
            assertTrue(Files.isDirectory(run.path()), id);
            assertTrue(Files.isRegularFile(run.path().resolve("run.json")), id);
            assertTrue(Files.isSymbolicLink(run.path().resolve("host-link")), id);
        }
        assertEquals(EnvRecord.Status.running, r.status, "a refused record is left as it was");
        // a stray link in the run folder is swept as a link: what it points to stays
        r.id = null;
        EnvSlot.sweep(run);
        assertFalse(Files.exists(run.path().resolve("host-link"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
        assertEquals("precious", Files.readString(outside.resolve("keep.txt")));
    }

    @Test
    void open_refusesARunWhoseManifestNamesAFolderOutsideIt(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        EnvRecord r = run.add(new EnvRecord("host", "a"));
        for (String id : List.of("../victim", "/", ".", "/tmp")) {
            r.id = id;
            run.save();
            RunDirectory.UnsafeRunException e = org.junit.jupiter.api.Assertions.assertThrows(RunDirectory.UnsafeRunException.class,
                    () -> RunDirectory.open(run.path()), id);
            assertTrue(e.getMessage().contains("'" + id + "'"), e.getMessage());
        }
    }
}
