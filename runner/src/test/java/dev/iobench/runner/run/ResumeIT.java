package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real two-environment host run killed (SIGKILL, as a reboot or an OOM kill of iobench would) after
 * its first environment, then resumed: the first environment is kept untouched, the second runs
 * again under its normal name, and the report of the resumed run has the layout of an uninterrupted one.
 */
class ResumeIT {
    private static String[] args(Path results, Path dirA) {
        return new String[] {"run", "--profile", "quick", "--results", results.toString(),
            "--dir", dirA.toString(), "--dir", "/dev/shm",
            "--include", "StreamsVsChannelsBenchmark\\.streamWriteDevNull$",
            "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8", "--jmh-arg", "-f", "--jmh-arg", "1",
            "--jmh-arg", "-wi", "--jmh-arg", "0", "--jmh-arg", "-i", "--jmh-arg", "1", "--jmh-arg", "-r", "--jmh-arg", "1s"};
    }

    private static JsonNode json(Path p) throws Exception {
        return dev.iobench.runner.RawJson.read(p);
    }

    @Test
    void killedAfterFirstEnvironment_resumeKeepsItAndReportsLikeAnUninterruptedRun(@TempDir Path tmp) throws Exception {
        Path dirA = Files.createDirectories(tmp.resolve("bench-a"));
        Path results = tmp.resolve("results");
        Process p = IobenchProcess.start(tmp.resolve("killed.log"), Map.of(), args(results, dirA));
        Path run;
        try {
            run = IobenchProcess.awaitRun(results);
            IobenchProcess.awaitManifest(run, m -> m.at("/environments/0/status").asText().equals("ok"), 5, p);
            p.destroyForcibly(); // SIGKILL: no shutdown hook runs
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        } finally {
            p.destroyForcibly();
        }
        JsonNode killed = json(run.resolve("run.json"));
        assertEquals("running", killed.get("status").asText(), "killed: nothing recorded its end");
        assertNotEquals("ok", killed.at("/environments/1/status").asText(), "killed before the second finished");
        String first = killed.at("/environments/0/id").asText();
        Map<Path, String> before = snapshot(run.resolve(first));

        Cli.Outcome resumed = Cli.run("run", "--resume", run.toString());
        assertEquals(ExitCodes.OK, resumed.code(), resumed.err());
        assertEquals(run.toString(), resumed.lastLine());
        assertTrue(resumed.err().contains(first + " ") && resumed.err().contains("ok, kept"), resumed.err());
        assertEquals(before, snapshot(run.resolve(first)), "the finished environment was not touched");

        JsonNode m = json(run.resolve("run.json"));
        assertEquals("ok", m.get("status").asText());
        assertEquals(2, m.get("attempts").size(), m.get("attempts").toString());
        assertEquals("interrupted", m.at("/attempts/0/status").asText());
        assertEquals("ok", m.at("/attempts/1/status").asText());
        assertEquals("--resume", m.at("/attempts/1/command/2").asText());
        assertEquals(1, m.at("/environments/0/attempts").size(), "the first environment ran once");
        JsonNode second = m.at("/environments/1");
        assertEquals("ok", second.get("status").asText(), second.toString());
        JsonNode attempts = second.get("attempts");
        assertEquals("ok", attempts.get(attempts.size() - 1).get("status").asText());
        for (int i = 0; i < attempts.size() - 1; i++) {
            assertEquals("skipped", attempts.get(i).get("status").asText(), attempts.toString());
        }

        // the same run, uninterrupted
        Path results2 = tmp.resolve("results2");
        Cli.Outcome whole = Cli.run(args(results2, dirA));
        assertEquals(ExitCodes.OK, whole.code(), whole.err());
        Path run2 = Path.of(whole.lastLine());
        assertEquals(layout(run2), layout(run), "same folders and files");

        Path out1 = tmp.resolve("report1");
        Path out2 = tmp.resolve("report2");
        Cli.Outcome r1 = Cli.run("report", run.toString(), "--out", out1.toString(), "--no-charts");
        Cli.Outcome r2 = Cli.run("report", run2.toString(), "--out", out2.toString(), "--no-charts");
        assertEquals(ExitCodes.OK, r1.code(), r1.err());
        assertEquals(ExitCodes.OK, r2.code(), r2.err());
        assertEquals(mask(r2.err().lines().toList(), run2), mask(r1.err().lines().toList(), run),
                "the report found the same, warned the same");
        assertEquals(layout(out2), layout(out1), "same report files");
        assertEquals(shape(out2.resolve("README.md"), run2), shape(out1.resolve("README.md"), run),
                "same report structure, numbers aside");
        assertEquals(shape(out2.resolve("results.csv"), run2), shape(out1.resolve("results.csv"), run));
    }

    @Test
    void killedRightAfterTheRunFolderIsMade_resumeRunsEveryEnvironment(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Path dirA = Files.createDirectories(tmp.resolve("bench-a"));
        Path log = tmp.resolve("killed.log");
        Process p = IobenchProcess.start(log, Map.of(Cleanup.PAUSE_ENV, "run-created"), args(results, dirA));
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (!Files.readString(log).contains("iobench: paused at run-created")) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline, "no pause: " + Files.readString(log));
                Thread.sleep(20);
            }
            p.destroyForcibly(); // SIGKILL right after run.json is first written, as a reboot would
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        } finally {
            p.destroyForcibly();
        }
        Path run = IobenchProcess.awaitRun(results);
        JsonNode planned = json(run.resolve("run.json"));
        assertEquals(2, planned.get("environments").size(), "the whole plan is in the first run.json: " + planned);

        Cli.Outcome o = Cli.run("run", "--resume", run.toString());

        assertEquals(ExitCodes.OK, o.code(), o.err());
        JsonNode m = json(run.resolve("run.json"));
        assertEquals("ok", m.get("status").asText(), m.toString());
        for (JsonNode e : m.get("environments")) {
            assertEquals("ok", e.get("status").asText(), e.toString());
            assertTrue(Files.isRegularFile(run.resolve(e.get("id").asText()).resolve("jmh.json.gz")));
        }
    }

    @Test
    void resumeWithDifferentSettings_isRefusedWithOneLine(@TempDir Path tmp) throws Exception {
        Path dirA = Files.createDirectories(tmp.resolve("bench-a"));
        Cli.Outcome o = Cli.run(args(tmp.resolve("results"), dirA));
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        String before = Files.readString(run.resolve("run.json"));
        String[][] different = {
            {"--profile", "default"}, {"--dir", "/dev/shm"}, {"--include", "WholeFileWriteBenchmark"},
            {"--jmh-arg", "-i"}, {"--env", "container"}, {"--jdk", "25"},
        };
        for (String[] d : different) {
            Cli.Outcome r = Cli.run("run", "--resume", run.toString(), d[0], d[1]);
            assertEquals(ExitCodes.USAGE, r.code(), String.join(" ", d) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("iobench: error: --resume: " + d[0] + " "), r.err());
        }
        assertEquals(before, Files.readString(run.resolve("run.json")), "a refused resume writes nothing");
        // the same settings given again are accepted; nothing is left to run
        Cli.Outcome same = Cli.run("run", "--resume", run.toString(), "--profile", "quick", "--dir", dirA.toString(),
                "--dir", "/dev/shm");
        assertEquals(ExitCodes.OK, same.code(), same.err());
        assertTrue(same.err().contains("0 of 2 environment(s) to run"), same.err());
    }

    @Test
    void containerJdks_areKeptInTheRun_andTheResumePlansTheSameEnvironments(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Path log = tmp.resolve("killed.log");
        // host JDKs 17 and 25, containers only 17: a resume that forgot --container-jdk would plan a
        // container with JDK 25 too, and refuse the run it cannot match
        Process p = IobenchProcess.start(log, Map.of(Cleanup.PAUSE_ENV, "run-created"), "run", "--profile", "quick",
                "--results", results.toString(), "--env", "host", "--env", "container", "--fs", "tmpfs",
                "--jdk", "17", "--jdk", "25", "--container-jdk", "17", "--dir", "/dev/shm",
                "--include", "StreamsVsChannelsBenchmark\\.streamWriteDevNull$");
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (!Files.readString(log).contains("iobench: paused at run-created")) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline, "no pause: " + Files.readString(log));
                Thread.sleep(20);
            }
            p.destroyForcibly();
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        } finally {
            p.destroyForcibly();
        }
        Path run = IobenchProcess.awaitRun(results);
        JsonNode settings = json(run.resolve("run.json")).get("settings");
        assertEquals(2, settings.get("jdks").size(), settings.toString());
        assertEquals("[" + settings.get("jdks").get(0) + "]", settings.at("/container/jdks").toString(),
                "the containers' JDK is the host's first, JDK 17: " + settings);

        Cli.Outcome dry = Cli.run("run", "--resume", run.toString(), "--dry-run");
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        List<String> planned = dry.err().lines().filter(l -> l.startsWith("iobench:   "))
                .map(l -> l.substring("iobench:   ".length())).toList();
        assertEquals(List.of("host /dev/shm jdk17", "host /dev/shm jdk25", "container tmpfs jdk17"),
                planned, dry.err());

        Cli.Outcome other = Cli.run("run", "--resume", run.toString(), "--container-jdk", "25");
        assertEquals(ExitCodes.USAGE, other.code(), other.err());
        assertTrue(other.err().startsWith("iobench: error: --resume: --container-jdk "), other.err());
    }

    @Test
    void resumedRunJsonIsData_aJvmItNamesNeverRuns_andFoldersOutsideTheRunAreNeverRemoved(@TempDir Path tmp)
            throws Exception {
        Path dirA = Files.createDirectories(tmp.resolve("bench-a"));
        Path results = tmp.resolve("results");
        Cli.Outcome o = Cli.run(args(results, dirA));
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        Path manifest = run.resolve("run.json");
        ObjectNode m = (ObjectNode) json(manifest);
        String first = m.at("/environments/0/id").asText();
        String second = m.at("/environments/1/id").asText();
        Files.delete(run.resolve(second).resolve("jmh.json.gz")); // the second environment is to run again
        Path marker = tmp.resolve("evil-ran");
        Path evil = tmp.resolve("evil.sh");
        Files.writeString(evil, "#!/bin/sh\ntouch '" + marker + "'\nexec '" + System.getProperty("java.home")
                + "/bin/java' \"$@\"\n");
        assertTrue(evil.toFile().setExecutable(true));
        ((ArrayNode) m.at("/settings/jmhArgs")).add("-jvm").add(evil.toString());
        Files.writeString(manifest, Json.mapper().writeValueAsString(m));
        Map<Path, String> kept = snapshot(run.resolve(first));
        Map<Path, String> left = snapshot(run.resolve(second));

        Cli.Outcome jvm = Cli.run("run", "--resume", run.toString());
        assertRefused(jvm, "-jvm");
        assertFalse(Files.exists(marker), "evil.sh never ran");

        Path victim = Files.createDirectories(results.resolve("runs/victim"));
        Files.writeString(victim.resolve("keep.txt"), "precious");
        Path jar = Files.writeString(tmp.resolve("evil.jar"), "not a jar");
        Path fakeJdk = Files.createDirectories(tmp.resolve("fake-jdk/bin"));
        String[][] hostile = {
            {"/environments/1/id", "../victim"}, {"/environments/1/id", "/"}, {"/environments/1/id", "."},
            {"/environments/1/id", victim.toString()}, {"/settings/benchmarksJar", jar.toString()},
            {"/settings/jdks/0", fakeJdk.getParent().toString()}, {"/settings/dirs/0", "/nonexistent"},
            {"/settings/profile", "evil"}, {"/settings/env/0", "vm"},
        };
        for (String[] h : hostile) {
            ObjectNode t = m.deepCopy();
            int slash = h[0].lastIndexOf('/');
            JsonNode parent = t.at(h[0].substring(0, slash));
            String key = h[0].substring(slash + 1);
            if (parent instanceof ArrayNode a) {
                a.set(Integer.parseInt(key), h[1]);
            } else {
                ((ObjectNode) parent).put(key, h[1]);
            }
            ((ArrayNode) t.at("/settings/jmhArgs")).removeAll().add("-p").add("bufferSize=8").add("-f").add("1")
                    .add("-wi").add("0").add("-i").add("1").add("-r").add("1s");
            Files.writeString(manifest, Json.mapper().writeValueAsString(t));
            String before = Files.readString(manifest);
            Cli.Outcome r = Cli.run("run", "--resume", run.toString());
            assertRefused(r, h[1].length() > 40 ? h[1].substring(0, 40) : h[1]);
            assertEquals(before, Files.readString(manifest), h[1] + ": nothing written");
            assertEquals("precious", Files.readString(victim.resolve("keep.txt")), h[1]);
            assertEquals(kept, snapshot(run.resolve(first)), h[1]);
            assertEquals(left, snapshot(run.resolve(second)), h[1]);
        }

        // the same -jvm given again on the command line is the operator's choice, and it runs
        Files.writeString(manifest, Json.mapper().writeValueAsString(m));
        List<String> again = new ArrayList<>(List.of("run", "--resume", run.toString()));
        for (JsonNode a : m.at("/settings/jmhArgs")) {
            again.add("--jmh-arg");
            again.add(a.asText());
        }
        Cli.Outcome given = Cli.run(again.toArray(String[]::new));
        assertEquals(ExitCodes.OK, given.code(), given.err());
        assertTrue(Files.exists(marker), "the -jvm given on the command line ran: " + given.err());
        assertEquals(kept, snapshot(run.resolve(first)));
    }

    private static void assertRefused(Cli.Outcome r, String naming) {
        assertEquals(ExitCodes.USAGE, r.code(), naming + ": " + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("iobench: error: "), r.err());
        assertTrue(r.err().contains(naming), naming + ": " + r.err());
    }

    /** Relative path -> mtime and a hash of the bytes of every file (some are compressed). */
    private static Map<Path, String> snapshot(Path dir) throws Exception {
        Map<Path, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                FileTime t = Files.getLastModifiedTime(f);
                out.put(dir.relativize(f), t + " " + java.util.HexFormat.of().formatHex(
                        java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f))));
            }
        }
        return out;
    }

    /** Every file and folder below {@code dir}, relative, sorted. */
    private static List<String> layout(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(f -> !f.equals(dir)).map(f -> dir.relativize(f).toString()).sorted().toList();
        }
    }

    /**
     * A report file with its run id, numbers, dates and time units taken out: what is left is its
     * structure (a time near 1 us is printed in ns in one run and us in the other).
     */
    private static List<String> shape(Path file, Path run) throws Exception {
        return mask(Files.readAllLines(file), run);
    }

    private static List<String> mask(List<String> lines, Path run) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.add(line.replace(run.getFileName().toString(), "RUN")
                    .replace(run.getParent().getParent().toString(), "RESULTS")
                    .replaceAll("\\b(ns|us|ms|s)/op\\b", "T/op")
                    .replaceAll("[0-9]+([.,:][0-9]+)*", "N")
                    .replaceAll("(N[a-zA-Z]*\\s*)+", "N "));
        }
        return out;
    }
}
