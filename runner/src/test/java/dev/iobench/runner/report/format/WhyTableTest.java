package dev.iobench.runner.report.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.report.Fixtures;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The synced-write answer's "Why" table, from a small run written here: one profiled environment and two without. */
class WhyTableTest {
    private static final String BENCH = "dev.iobench.suite.write.WholeFileWriteBenchmark.filesWrite";

    @Test
    void whyTable_showsCallsPerOpOnEachSide_theCallHoldingTheTime_andWhoHasNoProfile(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("runs/20261126T120000Z-fixture");
        environment(run, "host-ext4-jdk17", syscalls(true));
        environment(run, "host-tmpfs-jdk17", null);
        environment(run, "container-ext4-jdk17", syscalls(false));

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        List<String> md = Files.readAllLines(tmp.resolve("out/README.md"), StandardCharsets.UTF_8);
        int at = index(md, "**Why, measured: system calls per op.**");
        assertTrue(at >= 0, String.join("\n", md));
        assertEquals("|Environment|Pair|Baseline: calls per op|Candidate: calls per op|Holds the time (baseline / candidate)|",
                md.get(at + 2));
        String row = md.stream().filter(l -> l.startsWith("|host-ext4-jdk17|variant: in place, FSYNC vs NONE|"))
                .findFirst().orElseThrow(() -> new AssertionError(String.join("\n", md)));
        // counts under 0.05 per op (a setup's statx) are left out, most calls first
        assertEquals("|host-ext4-jdk17|variant: in place, FSYNC vs NONE|openat 1.0, write 1.0, close 1.0|"
                + "openat 1.0, write 1.0, fsync 1.0, close 1.0|write 12% / fsync 71%|", row);
        String fsync = md.stream().filter(l -> l.startsWith("- `fsync`: ")).findFirst()
                .orElseThrow(() -> new AssertionError(String.join("\n", md)));
        assertTrue(fsync.contains("fsync(2)"), "the mechanism names its source: " + fsync);
        assertTrue(md.stream().anyMatch(l -> l.startsWith("- `write`: ")), "the baseline's call is explained too");
        assertEquals(1, md.stream().filter(l -> l.equals("strace could not count calls in container-ext4-jdk17 (ptrace "
                + "refused or strace missing; its `run.json` says which).")).count(), String.join("\n", md));
        assertEquals(1, md.stream().filter(l -> l.equals("No syscall profile in host-tmpfs-jdk17: its run has no "
                + "`syscalls.json.gz`.")).count(), String.join("\n", md));
        assertTrue(md.stream().noneMatch(l -> l.startsWith("|host-tmpfs-jdk17|variant:")), "no row without a profile");
    }

    @Test
    void anotherJdkOnAProfiledFilesystem_showsItsCounts_labelled(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("runs/20261126T120000Z-fixture");
        environment(run, "host-ext4-jdk17", syscalls(true));
        environment(run, "host-ext4-jdk25", null);
        environment(run, "host-tmpfs-jdk25", null);
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        List<String> md = Files.readAllLines(tmp.resolve("out/README.md"), StandardCharsets.UTF_8);
        assertEquals(1, md.stream().filter(l -> l.equals("|host-ext4-jdk25 (counts of host-ext4-jdk17)|variant: in "
                + "place, FSYNC vs NONE|openat 1.0, write 1.0, close 1.0|openat 1.0, write 1.0, fsync 1.0, close 1.0|"
                + "write 12% / fsync 71%|")).count(), String.join("\n", md));
        assertTrue(md.stream().anyMatch(l -> l.startsWith("A run profiles each filesystem once, with its first JDK")),
                String.join("\n", md));
        // another filesystem borrows nothing
        assertTrue(md.stream().noneMatch(l -> l.startsWith("|host-tmpfs-jdk25|variant:")), String.join("\n", md));
        assertTrue(md.stream().anyMatch(l -> l.equals("No syscall profile in host-tmpfs-jdk25: its run has no "
                + "`syscalls.json.gz`.")), String.join("\n", md));
    }

    @Test
    void aRunWithoutProfiles_getsOneLinePerAnswer(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("runs/20261126T120000Z-fixture");
        environment(run, "host-ext4-jdk17", null);
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        List<String> md = Files.readAllLines(tmp.resolve("out/README.md"), StandardCharsets.UTF_8);
        assertEquals(1, md.stream().filter(l -> l.startsWith("**Why, measured: system calls per op.** The runs read "
                + "here have no syscall profile")).count(), String.join("\n", md));
        assertTrue(md.stream().noneMatch(l -> l.startsWith("|Environment|Pair|")), "no table");
    }

    @Test
    void profilesStoredCompressed_readAsPlain_andARareCallNeverHoldsTheTime(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("runs/20261126T120000Z-fixture");
        environment(run, "host-ext4-jdk17", null);
        Path env = run.resolve("host-ext4-jdk17");
        // statx: one call in fifty ops holds more of the time than the op's own calls
        String none = metrics("openat", 1.0, 9, "write", 1.0, 12, "close", 1.0, 8, "statx", 0.02, 60);
        String fsync = metrics("openat", 1.0, 3, "write", 1.0, 4, "fsync", 1.0, 71, "close", 1.0, 2);
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(
                Files.newOutputStream(env.resolve("syscalls.json.gz")))) {
            out.write(("[" + profiled("NONE", none) + "," + profiled("FSYNC", fsync) + "]")
                    .getBytes(StandardCharsets.UTF_8));
        }
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().lines().noneMatch(l -> l.contains("syscalls.json.gz")), o.err());
        List<String> md = Files.readAllLines(tmp.resolve("out/README.md"), StandardCharsets.UTF_8);
        assertEquals(1, md.stream().filter(l -> l.equals("|host-ext4-jdk17|variant: in place, FSYNC vs NONE|openat 1.0, "
                + "write 1.0, close 1.0|openat 1.0, write 1.0, fsync 1.0, close 1.0|write 12% / fsync 71%|")).count(),
                String.join("\n", md));
    }

    private static int index(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    /** An environment folder: env.json, a jmh.json of both sides (3 forks each), and syscalls.json if given. */
    private static void environment(Path run, String id, String syscalls) throws Exception {
        Path env = Files.createDirectories(run.resolve(id));
        String[] parts = id.split("-");
        String envJson = Files.readString(Fixtures.resource("suite/env.json")).replace("\"host-ext4-jdk17\"",
                "\"" + id + "\"").replace("\"kind\": \"host\"", "\"kind\": \"" + parts[0] + "\"")
                .replace("\"type\": \"ext4\"", "\"type\": \"" + parts[1] + "\"");
        Files.writeString(env.resolve("env.json"), envJson);
        Files.writeString(env.resolve("jmh.json"), "[" + entry("NONE", 11, 12, 13) + "," + entry("FSYNC", 290, 300, 310)
                + "]");
        if (syscalls != null) {
            Files.writeString(env.resolve("syscalls.json"), syscalls);
        }
    }

    private static String entry(String durability, double... forks) {
        StringBuilder raw = new StringBuilder();
        for (double f : forks) {
            raw.append(raw.length() == 0 ? "" : ",").append(String.format(Locale.ROOT, "[%s,%s]", f, f * 1.01));
        }
        return String.format(Locale.ROOT, """
                {"jmhVersion":"1.37","benchmark":"%s","mode":"avgt","threads":1,"forks":3,
                 "jdkVersion":"17.0.13","vmName":"OpenJDK 64-Bit Server VM","vmVersion":"17.0.13+11",
                 "warmupIterations":1,"warmupTime":"200 ms","measurementIterations":2,"measurementTime":"200 ms",
                 "params":{"chars":"1000","durability":"%s","writeMode":"IN_PLACE"},
                 "primaryMetric":{"score":%s,"scoreError":1.0,"scoreUnit":"us/op","rawData":[%s]},
                 "secondaryMetrics":{}}""", BENCH, durability, forks[1], raw);
    }

    /** One profiled fork of each side; untraced: JMH's results without the profiler's metrics. */
    private static String syscalls(boolean counted) {
        String none = counted ? metrics("openat", 1.0, 9, "write", 1.0, 12, "close", 1.0, 8, "statx", 0.01, 0.1) : "";
        String fsync = counted ? metrics("openat", 1.0, 3, "write", 1.0, 4, "fsync", 1.0, 71, "close", 1.0, 2) : "";
        return "[" + profiled("NONE", none) + "," + profiled("FSYNC", fsync) + "]";
    }

    private static String metrics(Object... nameCountShare) {
        StringBuilder sb = new StringBuilder();
        double total = 0;
        for (int i = 0; i < nameCountShare.length; i += 3) {
            String n = (String) nameCountShare[i];
            double count = ((Number) nameCountShare[i + 1]).doubleValue();
            double share = ((Number) nameCountShare[i + 2]).doubleValue();
            total += share;
            sb.append(String.format(Locale.ROOT, "\"\u00b7syscall.%s\":{\"score\":%s,\"scoreUnit\":\"#/op\"},"
                    + "\"\u00b7syscall.%s.share\":{\"score\":%s,\"scoreUnit\":\"%%\"},", n, count, n, share));
        }
        return sb + String.format(Locale.ROOT, "\"\u00b7syscall.time.share\":{\"score\":%s,\"scoreUnit\":\"%%\"}", total);
    }

    private static String profiled(String durability, String metrics) {
        return String.format(Locale.ROOT, """
                {"jmhVersion":"1.37","benchmark":"%s","mode":"sample","threads":1,"forks":1,
                 "params":{"chars":"1000","durability":"%s","writeMode":"IN_PLACE"},
                 "primaryMetric":{"score":50.0,"scoreError":"NaN","scoreUnit":"us/op","rawData":[[50.0,51.0]]},
                 "secondaryMetrics":{%s}}""", BENCH, durability, metrics);
    }
}
