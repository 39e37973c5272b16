package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.RawJson;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.results.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iobench run --syscalls} for real, on the host and in a container: the answers' profiled forks
 * land in syscalls.json with their calls per op, never in jmh.json, and the report's Why table reads them.
 */
class SyscallsRunIT {
    private static final String LABEL = "\u00b7syscall.";
    /** An answer's pair (synced write, in place, FSYNC vs NONE) and nothing else. */
    private static final String[] SELECTION = {"--include", "WholeFileWriteBenchmark\\.filesWrite$",
        "--jmh-arg", "-p", "--jmh-arg", "durability=NONE,FSYNC", "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE",
        "--jmh-arg", "-wi", "--jmh-arg", "1", "--jmh-arg", "-w", "--jmh-arg", "100ms",
        "--jmh-arg", "-i", "--jmh-arg", "2", "--jmh-arg", "-r", "--jmh-arg", "100ms",
        "--precision", "50%", "--min-forks", "3", "--max-forks", "3", "--jdk", "17"};
    /** The host environments of {@link #hostAndContainer_profiledForks_countOneOpenWriteCloseAndFsyncPerOp}. */
    private static final List<String> HOST = List.of("host-tmpfs-jdk17", "host-tmpfs-jdk25");

    @Test
    void hostAndContainer_profiledForks_countOneOpenWriteCloseAndFsyncPerOp(@TempDir Path results) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--env", "host,container", "--dir", "/dev/shm",
                "--fs", "tmpfs", "--syscalls", "--results", results.toString()));
        args.addAll(List.of(SELECTION));
        // two JDKs on the host's one folder: one of them profiles it
        args.addAll(List.of("--jdk", "25", "--container-jdk", "17"));
        Cli.Outcome o = Cli.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("iobench: plan: syscalls: after its cells, the first environment of each filesystem "
                + "(2 of 3: "), o.err());
        Path run = Path.of(o.lastLine());
        JsonNode manifest = Json.mapper().readTree(run.resolve("run.json").toFile());
        assertTrue(manifest.at("/settings/precision/syscalls").asBoolean(), "kept for --resume: " + manifest);
        String hostProfiled = HOST.stream().filter(id -> Files.isRegularFile(run.resolve(id).resolve("syscalls.json.gz")))
                .findFirst().orElseThrow(() -> new AssertionError("no host environment profiled /dev/shm: " + manifest));
        String hostNot = HOST.get(1 - HOST.indexOf(hostProfiled));
        assertFalse(Files.exists(run.resolve(hostNot).resolve("syscalls.json.gz")), hostNot + " profiled again");
        assertFalse(Files.exists(run.resolve(hostProfiled).resolve("syscalls.json")), "written compressed only");
        assertEquals("profiled in " + hostProfiled, environment(manifest, hostNot).at("/details/syscalls").asText(),
                manifest.toString());
        assertEquals("ok", environment(manifest, hostNot).get("status").asText(), manifest.toString());
        for (String id : List.of(hostProfiled, "container-tmpfs-jdk17")) {
            Path env = run.resolve(id);
            JsonNode record = environment(manifest, id);
            assertEquals("counted", record.at("/details/syscalls").asText(), record.toString());
            JsonNode profiled = RawJson.read(env.resolve("syscalls.json.gz"));
            assertEquals(2, profiled.size(), id + ": one profiled fork per answer cell");
            for (JsonNode e : profiled) {
                assertEquals(1, e.get("forks").asInt(), id);
                String durability = e.at("/params/durability").asText();
                Map<String, Double> perOp = counts(e);
                for (String call : List.of("openat", "write", "close")) {
                    assertNear(1.0, perOp.get(call), id + " " + durability + " " + call + " in " + perOp);
                }
                if (durability.equals("FSYNC")) {
                    assertNear(1.0, perOp.get("fsync"), id + " fsync in " + perOp);
                } else {
                    assertTrue(perOp.getOrDefault("fsync", 0.0) < 0.02, id + " NONE syncs nothing: " + perOp);
                }
                double share = e.at("/secondaryMetrics/" + LABEL + "time.share/score").asDouble();
                assertTrue(share > 0 && share <= 100, id + ": time share " + share);
            }
            JsonNode timed = dev.iobench.runner.RawJson.read(env.resolve(dev.iobench.runner.results.RunLayout.JMH_GZ));
            for (JsonNode e : timed) {
                assertTrue(e.get("forks").asInt() >= 1, id);
                assertTrue(counts(e).isEmpty(), id + ": no profiled fork among the timed ones: " + e.get("secondaryMetrics"));
                assertFalse(e.get("jvmArgs").toString().contains("iobench.syscalls"), id);
            }
        }

        Cli.Outcome r = Cli.run("report", run.getParent().toString(), "--out", results.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> md = Files.readAllLines(results.resolve("out/README.md"), StandardCharsets.UTF_8);
        for (String id : List.of(hostProfiled, "container-tmpfs-jdk17", hostNot + " (counts of " + hostProfiled + ")")) {
            String row = md.stream().filter(l -> l.startsWith("|" + id + "|variant: in place, FSYNC vs NONE|"))
                    .findFirst().orElseThrow(() -> new AssertionError(String.join("\n", md)));
            assertTrue(row.matches("\\|[^|]+\\|[^|]+\\|(?=[^|]*openat 1\\.0)(?=[^|]*write 1\\.0)(?=[^|]*close 1\\.0)"
                    + "(?![^|]*fsync)[^|]+\\|(?=[^|]*fsync 1\\.0)[^|]+\\|[a-z0-9_]+ \\d+% / [a-z0-9_]+ \\d+%\\|"), row);
        }
    }

    @Test
    void straceMissing_runJsonSaysSo_theEnvironmentStaysOk(@TempDir Path results) throws Exception {
        // a PATH without strace: the profiler's forks run untraced, as where ptrace is refused
        Path bin = Files.createDirectories(results.resolve("bin"));
        Path log = results.resolve("iobench.log");
        List<String> args = new java.util.ArrayList<>(List.of("run", "--env", "host", "--dir", "/dev/shm",
                "--syscalls", "--results", results.toString()));
        args.addAll(List.of(SELECTION));
        Process p = IobenchProcess.start(log, Map.of("PATH", bin.toString()), args.toArray(String[]::new));
        // JMH's machine-wide lock may first wait for a neighbour's JMH run
        assertTrue(p.waitFor(20, TimeUnit.MINUTES), "iobench finished");
        String out = Files.readString(log);
        assertEquals(0, p.exitValue(), out);
        Path run = IobenchProcess.awaitRun(results);
        JsonNode record = environment(Json.mapper().readTree(run.resolve("run.json").toFile()), "host-tmpfs-jdk17");
        assertEquals("ok", record.get("status").asText(), record.toString());
        assertTrue(record.at("/details/syscalls").asText().startsWith("strace cannot trace here"), record.toString());
        assertEquals(1, out.lines().filter(l -> l.startsWith("iobench: warning: host-tmpfs-jdk17: syscalls: strace "
                + "cannot trace here")).count(), out);
        JsonNode profiled = RawJson.read(run.resolve("host-tmpfs-jdk17/syscalls.json.gz"));
        assertEquals(2, profiled.size());
        profiled.forEach(e -> assertTrue(counts(e).isEmpty(), e.toString()));
        Cli.Outcome r = Cli.run("report", run.getParent().toString(), "--out", results.resolve("out").toString(),
                "--no-charts");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> md = Files.readAllLines(results.resolve("out/README.md"));
        assertEquals(1, md.stream().filter(l -> l.equals("**Why, measured: system calls per op.** strace could not "
                + "count calls in host-tmpfs-jdk17 (ptrace refused or strace missing; its `run.json` says which)."))
                .count(), String.join("\n", md));
    }

    private static JsonNode environment(JsonNode manifest, String id) {
        for (JsonNode e : manifest.get("environments")) {
            if (id.equals(e.path("id").asText())) {
                return e;
            }
        }
        throw new AssertionError("no environment " + id + " in " + manifest);
    }

    /** @return the profiler's calls per op of one JMH entry, by call */
    private static Map<String, Double> counts(JsonNode entry) {
        Map<String, Double> out = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = entry.path("secondaryMetrics").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> m = it.next();
            if (m.getKey().startsWith(LABEL) && m.getValue().path("scoreUnit").asText().equals("#/op")) {
                out.put(m.getKey().substring(LABEL.length()), m.getValue().path("score").asDouble());
            }
        }
        return out;
    }

    private static void assertNear(double expected, Double actual, String what) {
        assertNotNull(actual, what);
        assertTrue(Math.abs(actual - expected) <= 0.02 * expected, what);
    }
}
