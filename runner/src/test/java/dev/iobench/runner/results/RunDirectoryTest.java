package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDirectoryTest {
    private static final Instant NOW = Instant.parse("2026-11-22T13:45:07Z");

    @Test
    void create_namesRunByUtcTimeAndHost(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of("iobench", "run"));
        assertTrue(run.id().startsWith("20261122T134507Z-"), run.id());
        assertEquals(root.resolve("runs").resolve(run.id()), run.path());
        JsonNode manifest = Json.mapper().readTree(run.path().resolve("run.json").toFile());
        assertEquals(run.id(), manifest.get("id").asText());
        assertEquals("running", manifest.get("status").asText());
        assertEquals("run", manifest.get("command").get(1).asText());
    }

    @Test
    void create_sameSecondTwice_neverReusesARun(@TempDir Path root) throws Exception {
        RunDirectory a = RunDirectory.create(root, NOW, List.of());
        RunDirectory b = RunDirectory.create(root, NOW, List.of());
        assertNotEquals(a.path(), b.path());
        assertTrue(b.id().endsWith("-2"), b.id());
    }

    @Test
    void createNew_sameNameTwice_addsSuffix(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        assertEquals(run.path().resolve("host-ext4-jdk17"), RunDirectory.createNew(run.path(), "host-ext4-jdk17"));
        assertEquals(run.path().resolve("host-ext4-jdk17-2"), RunDirectory.createNew(run.path(), "host-ext4-jdk17"));
    }

    @Test
    void atomicCreate_existingFile_refusesToOverwrite(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("jmh.json");
        AtomicFiles.create(f, "[1]");
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.create(f, "[2]"));
        assertEquals("[1]", Files.readString(f));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temp file left behind");
        }
    }

    @Test
    void save_keepsTheSettingsAsAnOlderIobenchWroteThem(@TempDir Path root) throws Exception {
        Path dir = Files.createDirectories(root.resolve("runs/r1"));
        String settings = "{\"env\":[\"host\"],\"profile\":\"default\",\"precision\":{\"precision\":\"5%\","
                + "\"answersOrder\":\"sequential\",\"budget\":null}}";
        Files.writeString(dir.resolve("run.json"), "{\"id\":\"r1\",\"settings\":" + settings + "}");
        RunDirectory run = RunDirectory.open(dir);
        assertEquals("default", run.manifest().settings().profile());
        assertEquals("5%", run.manifest().settings().precision().precision());

        run.beginAttempt(NOW, List.of("iobench", "run", "--resume", dir.toString()));

        JsonNode saved = Json.mapper().readTree(dir.resolve("run.json").toFile());
        assertEquals(Json.mapper().readTree(settings), saved.get("settings"));
        assertEquals(1, saved.get("attempts").size());
    }

    @Test
    void finish_recordsStatusAndTime(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of());
        EnvRecord env = run.add(new EnvRecord("host", "host /tmp jdk17"));
        env.status = EnvRecord.Status.failed;
        env.reason = "boom";
        run.finish(RunDirectory.Status.failed, NOW.plusSeconds(5));
        JsonNode m = Json.mapper().readTree(run.path().resolve("run.json").toFile());
        assertEquals("failed", m.get("status").asText());
        assertEquals("2026-11-22T13:45:12Z", m.get("finishedAt").asText());
        assertEquals("boom", m.get("environments").get(0).get("reason").asText());
    }

    @Test
    void create_withMachineLabel_runIdEndsInTheLabel(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, "aws-m6id.large", List.of(), null, List.of());
        assertEquals("20261122T134507Z-aws-m6id.large", run.id());
        JsonNode m = Json.mapper().readTree(run.path().resolve("run.json").toFile());
        assertEquals("aws-m6id.large", m.get("machine").asText());
        assertThrows(IllegalArgumentException.class,
                () -> RunDirectory.create(root, NOW, "a/b", List.of(), null, List.of()));
    }

    @Test
    void create_writesFormatVersionFirst(@TempDir Path root) throws Exception {
        RunDirectory run = RunDirectory.create(root, NOW, List.of("iobench", "run"));
        JsonNode manifest = Json.mapper().readTree(run.path().resolve("run.json").toFile());
        assertEquals(1, manifest.get("formatVersion").intValue());
        assertEquals("formatVersion", manifest.fieldNames().next());
        assertEquals(RunDirectory.FORMAT_VERSION, RunDirectory.open(run.path()).manifest().formatVersion);
    }

    @Test
    void open_withoutFormatVersion_readsVersion1(@TempDir Path root) throws Exception {
        Path dir = Files.createDirectories(root.resolve("runs/r1"));
        Files.writeString(dir.resolve("run.json"), "{\"id\":\"r1\",\"status\":\"ok\",\"environments\":[]}\n");
        RunDirectory.Manifest m = RunDirectory.open(dir).manifest();
        assertEquals(1, m.formatVersion);
        assertEquals(RunDirectory.Status.ok, m.status);
    }

    @Test
    void open_otherFormatVersion_refusedNamingIt(@TempDir Path root) throws Exception {
        Path dir = Files.createDirectories(root.resolve("runs/r1"));
        Files.writeString(dir.resolve("run.json"), "{\"formatVersion\":7,\"id\":\"r1\",\"environments\":[]}\n");
        RunDirectory.UnknownVersion e = assertThrows(RunDirectory.UnknownVersion.class, () -> RunDirectory.open(dir));
        assertEquals(dir.resolve("run.json") + ": format version 7 is not one this iobench reads (it reads 1)",
                e.getMessage());
        Files.writeString(dir.resolve("run.json"), "{\"formatVersion\":\"1\",\"id\":\"r1\"}\n");
        e = assertThrows(RunDirectory.UnknownVersion.class, () -> RunDirectory.open(dir));
        assertTrue(e.getMessage().contains("format version \"1\" is not one"), e.getMessage());
    }
}
