package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.PublishedResults;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** env.json: its format version checked on reading, and its keys, order and nulls kept as written. */
public class EnvJsonTest {
    @Test
    void everyCommittedEnvJson_isReadAsVersion1_andWrittenBackWithOnlyTheVersionAdded() throws Exception {
        assertCommittedWrittenBack(PublishedResults.root());
    }

    /**
     * Checks that every env.json git holds under {@code root}'s {@code results/runs} reads as version 1
     * and is written back with only the version added; the runs a user made beside them are not read.
     */
    public static void assertCommittedWrittenBack(Path root) throws Exception {
        List<Path> files = PublishedResults.committedFiles(root, "results/runs").stream()
                .filter(p -> p.getFileName().toString().equals(RunLayout.ENV)).toList();
        assertFalse(files.isEmpty(), "no committed env.json under " + root.resolve("results/runs"));
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            EnvJson env = EnvJson.read(f);
            assertEquals(1, env.formatVersion(), f.toString());
            // a file written before files carried a version gains it, and nothing else
            String versioned = text.startsWith("{\n  \"formatVersion\"") ? text
                    : text.replaceFirst("^\\{\n", "{\n  \"formatVersion\" : 1,\n");
            assertEquals(versioned, Json.write(env), f.toString());
        }
    }

    @Test
    void container_failedBeforeItWasDescribed_isAnEmptyObject(@TempDir Path dir) throws Exception {
        roundTrip(dir, """
                {
                  "formatVersion" : 1,
                  "id" : "container-ext4-jdk17",
                  "kind" : "container",
                  "machine" : {
                    "label" : "vm",
                    "hostname" : "vm",
                    "cpu" : {
                      "model" : "AMD EPYC",
                      "count" : 2
                    },
                    "memoryBytes" : 25276510208
                  },
                  "iobench" : {
                    "version" : "0.1.0",
                    "commit" : "unknown"
                  },
                  "jmh" : {
                    "profile" : "full",
                    "forks" : 3,
                    "warmupIterations" : 5,
                    "warmupTime" : "2s",
                    "measurementIterations" : 10,
                    "measurementTime" : "2s",
                    "includes" : [ ],
                    "extraArgs" : [ "-p", "chars=1" ],
                    "benchmarksJarSha256" : null,
                    "precision" : {
                      "target" : 0.05,
                      "confidence" : 0.95,
                      "interval" : "Student t over per-fork means (each JVM fork one unit)",
                      "minForks" : 3,
                      "maxForks" : 10,
                      "cellSeconds" : 30.0,
                      "budgetSeconds" : null
                    }
                  },
                  "startedAt" : "2026-11-22T15:12:19.335422174Z",
                  "finishedAt" : "2026-11-22T15:13:09.203127606Z",
                  "container" : { }
                }
                """);
    }

    @Test
    void container_engineGone_hasANullVersionAndNoStorageDriver(@TempDir Path dir) throws Exception {
        roundTrip(dir, """
                {
                  "formatVersion" : 1,
                  "id" : "container-tmpfs-jdk17",
                  "kind" : "container",
                  "fs" : {
                    "type" : "tmpfs",
                    "path" : "/iobench/io",
                    "mountPoint" : "/iobench/io",
                    "options" : "rw",
                    "superOptions" : null,
                    "device" : "tmpfs",
                    "deviceNumber" : "0:99",
                    "volume" : "tmpfs",
                    "containerPath" : "/iobench/io"
                  },
                  "container" : {
                    "image" : "iobench-bench:abc",
                    "imageId" : "sha256:00",
                    "containerName" : "iobench-x-container-tmpfs-jdk17",
                    "engineVersion" : null,
                    "cpus" : "all",
                    "memory" : 4294967296,
                    "network" : "none",
                    "user" : "10001:10001",
                    "capabilities" : "all dropped"
                  }
                }
                """);
    }

    @Test
    void android_ranAndImported_keepTheirKeysAndNulls(@TempDir Path dir) throws Exception {
        roundTrip(dir, """
                {
                  "formatVersion" : 1,
                  "id" : "android-Pixel_7-34",
                  "kind" : "android",
                  "android" : {
                    "serial" : "emulator-5554",
                    "brand" : "google",
                    "model" : "Pixel 7",
                    "device" : "panther",
                    "sdk" : 34,
                    "release" : "14",
                    "fingerprint" : "x",
                    "abi" : "arm64-v8a",
                    "emulator" : true
                  },
                  "context" : {
                    "cpuLocked" : false,
                    "sustainedPerformanceModeEnabled" : false,
                    "cpuCoreCount" : 8,
                    "cpuMaxFreqHz" : 2000000000,
                    "memTotalBytes" : 3893620736,
                    "artMainlineVersion" : 340090000,
                    "osCodenameAbbreviated" : "REL",
                    "compilationMode" : "speed-profile",
                    "buildModel" : "Pixel 7",
                    "buildDevice" : "panther"
                  },
                  "warnings" : [ "clocks not locked" ],
                  "source" : {
                    "file" : "/sdcard/Android/media/x/benchmarkData.json",
                    "sha256" : "00"
                  },
                  "iobench" : {
                    "version" : "0.1.0",
                    "commit" : "unknown"
                  },
                  "startedAt" : "2026-11-22T11:00:00Z",
                  "finishedAt" : "2026-11-22T11:01:00Z"
                }
                """);
        roundTrip(dir, """
                {
                  "formatVersion" : 1,
                  "id" : "android-unknown-0",
                  "kind" : "android",
                  "android" : {
                    "brand" : null,
                    "model" : null,
                    "device" : null,
                    "sdk" : 0,
                    "fingerprint" : null
                  },
                  "context" : {
                    "buildModel" : null,
                    "buildDevice" : null
                  },
                  "warnings" : [ ],
                  "source" : {
                    "file" : "in/benchmarkData.json",
                    "sha256" : null
                  },
                  "iobench" : {
                    "version" : "0.1.0",
                    "commit" : "unknown"
                  },
                  "importedAt" : "2026-11-22T11:00:00Z"
                }
                """);
    }

    @Test
    void unknownKeys_areIgnoredOnReading(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(RunLayout.ENV);
        Files.writeString(f, "{\"id\":\"host-ext4-jdk17\",\"future\":{\"x\":1},\"fs\":{\"type\":\"ext4\",\"new\":2},"
                + "\"machine\":{\"label\":\"vm\",\"gpu\":\"none\"}}");
        EnvJson env = EnvJson.read(f);
        assertEquals("host-ext4-jdk17", env.id());
        assertEquals("ext4", env.fs().type());
        assertEquals("vm", env.machine().label());
        assertNull(env.kind());
    }

    @Test
    void unknownVersion_isRefusedWithOneLineNamingIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(RunLayout.ENV);
        for (String version : List.of("2", "0", "1.5", "\"1\"")) {
            Files.writeString(f, "{\"formatVersion\":" + version + ",\"id\":\"host-ext4-jdk17\"}");
            EnvJson.UnknownVersion e = assertThrows(EnvJson.UnknownVersion.class, () -> EnvJson.read(f), version);
            assertEquals("env.json format version " + version + " is not one this iobench reads (it reads 1)",
                    e.getOriginalMessage());
        }
    }

    @Test
    void fileWithoutAVersion_isReadAsVersion1(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(RunLayout.ENV);
        Files.writeString(f, "{\"id\":\"host-ext4-jdk17\",\"kind\":\"host\",\"finishedAt\":\"2026-11-22T10:00:00Z\"}");
        EnvJson env = EnvJson.read(f);
        assertEquals(1, env.formatVersion());
        assertEquals("2026-11-22T10:00:00Z", env.finishedAt());
    }

    @Test
    void writtenFiles_carryTheFormatVersionFirst() {
        String text = Json.write(EnvJson.measured("host-ext4-jdk17", "host", null, null, null, "a", "b", null));
        assertTrue(text.startsWith("{\n  \"formatVersion\" : 1,\n  \"id\" : \"host-ext4-jdk17\""), text);
    }

    private static void roundTrip(Path dir, String text) throws Exception {
        Path f = dir.resolve(RunLayout.ENV);
        Files.writeString(f, text);
        assertEquals(text, Json.write(EnvJson.read(f)));
    }
}
