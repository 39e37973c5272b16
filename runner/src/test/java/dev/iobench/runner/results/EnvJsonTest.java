package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.iobench.runner.PublishedResults;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** env.json is written exactly as before the typed model: same keys, same order, same nulls. */
public class EnvJsonTest {
    @Test
    void everyCommittedEnvJson_isWrittenBackByteForByte() throws Exception {
        assertCommittedWrittenBack(PublishedResults.root());
    }

    /**
     * Checks that every env.json git holds under {@code root}'s {@code results/runs} is written back byte
     * for byte; the runs a user made beside them are not read.
     */
    public static void assertCommittedWrittenBack(Path root) throws Exception {
        List<Path> files = PublishedResults.committedFiles(root, "results/runs").stream()
                .filter(p -> p.getFileName().toString().equals(RunLayout.ENV)).toList();
        assertFalse(files.isEmpty(), "no committed env.json under " + root.resolve("results/runs"));
        for (Path f : files) {
            assertEquals(Files.readString(f, StandardCharsets.UTF_8), EnvJson.read(f).write(), f.toString());
        }
    }

    @Test
    void container_failedBeforeItWasDescribed_isAnEmptyObject(@TempDir Path dir) throws Exception {
        roundTrip(dir, """
                {
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

    private static void roundTrip(Path dir, String text) throws Exception {
        Path f = dir.resolve(RunLayout.ENV);
        Files.writeString(f, text);
        assertEquals(text, EnvJson.read(f).write());
    }
}
