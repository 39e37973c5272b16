package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults of container runs, each made to happen for real on the real engine: the filesystem under test
 * fills, a container goes over its memory limit, iobench is SIGKILLed and resumed, two iobench run at
 * once into one results folder. After each, nothing of iobench is left: no container, loop device,
 * mount or volume file.
 */
class ContainerFaultsIT {
    private static final Duration TOOL = Duration.ofSeconds(60);
    private static final String LOOKUP = "RandomLookupBenchmark\\.randomAccessFileSeek$";
    private static final String WRITE = "WholeFileWriteBenchmark\\.fileChannelHeap$";
    /** One fork, no warmup, iterations of 100 ms (one unless given). */
    private static List<String> tiny(List<String> more) {
        List<String> a = new ArrayList<>(List.of("--profile", "quick", "--jmh-arg", "-f", "--jmh-arg", "1",
                "--jmh-arg", "-wi", "--jmh-arg", "0", "--jmh-arg", "-r", "--jmh-arg", "100ms"));
        if (!String.join(" ", more).contains("--jmh-arg -i ")) {
            a.addAll(List.of("--jmh-arg", "-i", "--jmh-arg", "1"));
        }
        return a;
    }

    /**
     * The iobench processes of these tests (this JVM and the ones it started): the machine's engine is
     * shared, so only what they made is checked for leftovers.
     */
    static final java.util.Set<Long> OURS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        OURS.add(ProcessHandle.current().pid());
    }

    @AfterEach
    void nothingLeftBehind() throws Exception {
        assertNothingLeft();
    }

    /** No container, loop device, mount or volume file of the iobench processes of these tests. */
    static void assertNothingLeft() throws Exception {
        List<String> containers = new ArrayList<>();
        for (String line : docker("ps", "-a", "--filter", "label=" + ContainerLauncher.LABEL_PID,
                "--format", "{{.Label \"" + ContainerLauncher.LABEL_PID + "\"}} {{.Names}}")) {
            String[] pidName = line.split(" ", 2);
            if (OURS.contains(Long.parseLong(pidName[0]))) {
                containers.add(pidName[1]);
            }
        }
        assertEquals(List.of(), containers, "containers of iobench left behind");
        ChildProcess.Result loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), TOOL);
        String mounts = Files.readString(Path.of("/proc/self/mountinfo"));
        List<String> files;
        try (Stream<Path> tmp = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            files = tmp.map(p -> p.getFileName().toString()).toList();
        }
        for (long pid : OURS) {
            String prefix = WorkFolder.PREFIX + pid + "-";
            assertFalse(loops.stdout().contains(prefix), "loop devices of iobench left: " + loops.stdout());
            assertFalse(mounts.contains(prefix), "iobench volume still mounted");
            assertEquals(List.of(), files.stream().filter(n -> n.startsWith(prefix)).toList(), "volume files left behind");
        }
    }

    /** Starts iobench in a process of its own, remembered for the leftover checks. */
    static Process start(Path log, Map<String, String> env, String... args) throws IOException {
        Process p = IobenchProcess.start(log, env, args);
        OURS.add(p.pid());
        return p;
    }

    private static String[] args(Path results, String include, String... more) {
        List<String> a = new ArrayList<>(List.of("run", "--env", "container", "--jdk", "17", "--include", include,
                "--results", results.toString()));
        a.addAll(tiny(List.of(more)));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    @Test
    void filesystemUnderTestFills_thatEnvironmentFailsWithEnospc_theRestGoOn(@TempDir Path results) throws Exception {
        // the lookup benchmark writes a 64 MiB file in its setup: more than a 16 MiB tmpfs holds
        Cli.Outcome o = Cli.run(args(results, LOOKUP, "--fs", "tmpfs,overlay", "--fs-size", "16m"));
        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        JsonNode envs = json(Path.of(o.lastLine()).resolve("run.json")).get("environments");
        JsonNode tmpfs = envs.get(0);
        assertEquals("container-tmpfs-jdk17", tmpfs.get("id").asText());
        assertEquals("failed", tmpfs.get("status").asText(), tmpfs.toString());
        String reason = tmpfs.get("reason").asText();
        assertTrue(reason.contains("randomAccessFileSeek") && reason.contains("No space left on device"), reason);
        assertEquals(1, reason.lines().count());
        assertFalse(Files.exists(Path.of(o.lastLine()).resolve("container-tmpfs-jdk17/jmh.json")));
        assertEquals("ok", envs.get(1).get("status").asText(), "the next environment went on: " + envs.get(1));
        System.out.println("filesystem under test full: " + reason);
    }

    @Test
    void containerOverItsMemoryLimit_failsKilledOutOfMemory(@TempDir Path results) throws Exception {
        // a 512 MiB file on tmpfs is charged to the container's memory: far over 128 MiB
        Cli.Outcome o = Cli.run(args(results, LOOKUP, "--fs", "tmpfs", "--fs-size", "1g", "--memory", "128m",
                "--jmh-arg", "-p", "--jmh-arg", "fileSize=536870912"));
        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        JsonNode env = json(Path.of(o.lastLine()).resolve("run.json")).at("/environments/0");
        assertEquals("failed", env.get("status").asText(), env.toString());
        assertEquals("killed, out of memory (limit 128m, --memory)", env.get("reason").asText());
        assertTrue(o.err().contains("container-tmpfs-jdk17        failed: killed, out of memory (limit 128m"), o.err());
    }

    @Test
    void sigkilledDuringAContainer_resumeRemovesLeftoversAndCompletes(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Process p = start(tmp.resolve("killed.log"), Map.of(), args(results, WRITE, "--fs", "ext4,overlay",
                "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE", "--jmh-arg", "-p", "--jmh-arg", "durability=NONE",
                "--jmh-arg", "-i", "--jmh-arg", "20"));
        String container;
        long pid = p.pid();
        try {
            container = awaitContainer(pid, "container-ext4-jdk17");
            p.destroyForcibly(); // SIGKILL: no cleanup runs
            assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        } finally {
            p.destroyForcibly();
        }
        assertEquals(List.of(container), docker("ps", "-a", "--filter",
                "label=" + ContainerLauncher.LABEL_PID + "=" + pid,
                "--format", "{{.Names}}"), "the killed iobench left its container");
        ChildProcess.Result loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), TOOL);
        assertTrue(loops.stdout().contains(WorkFolder.PREFIX + pid), "and its loop device: " + loops.stdout());
        Path run = IobenchProcess.awaitRun(results);

        Cli.Outcome o = Cli.run("run", "--resume", run.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("removed container " + "/" + container) || o.err().contains("removed container " + container),
                o.err());
        assertTrue(o.err().contains("left by dead iobench process " + pid), o.err());
        JsonNode m = json(run.resolve("run.json"));
        assertEquals("ok", m.get("status").asText());
        JsonNode ext4 = m.at("/environments/0");
        assertEquals("container-ext4-jdk17", ext4.get("id").asText());
        assertEquals("ok", ext4.get("status").asText(), ext4.toString());
        assertEquals(2, ext4.get("attempts").size(), ext4.toString());
        assertEquals("skipped", ext4.at("/attempts/0/status").asText());
        assertEquals("container-overlay-jdk17", m.at("/environments/1/id").asText());
        try (Stream<Path> s = Files.list(run)) {
            assertEquals(List.of("container-ext4-jdk17", "container-overlay-jdk17", "run.json"),
                    s.map(f -> f.getFileName().toString()).sorted().toList(), "the layout of an uninterrupted run");
        }
        for (String env : List.of("container-ext4-jdk17", "container-overlay-jdk17")) {
            assertTrue(json(run.resolve(env).resolve("jmh.json.gz")).size() > 0);
            assertEquals("container", json(run.resolve(env).resolve("env.json")).get("kind").asText());
        }
    }

    @Test
    void twoRunsAtOnceIntoOneResultsFolder_eachCleansOnlyItsOwn(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        String[] a = args(results, WRITE, "--fs", "ext4,overlay", "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE",
                "--jmh-arg", "-p", "--jmh-arg", "durability=NONE", "--jmh-arg", "-i", "--jmh-arg", "60");
        Process first = start(tmp.resolve("first.log"), Map.of(), a);
        Process second = start(tmp.resolve("second.log"), Map.of(), a);
        try {
            awaitContainer(first.pid(), "container-ext4-jdk17");
            String secondContainer = awaitContainer(second.pid(), "container-ext4-jdk17");
            first.destroy(); // SIGTERM: the first one's cleanup runs while the second one works
            assertTrue(first.waitFor(2, TimeUnit.MINUTES), "first iobench exits");
            assertEquals(List.of(), docker("ps", "-a", "--filter", "label=" + ContainerLauncher.LABEL_PID + "=" + first.pid(),
                    "--format", "{{.Names}}"), "the first removed its container");
            ChildProcess.Result loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), TOOL);
            assertFalse(loops.stdout().contains(WorkFolder.PREFIX + first.pid() + "-"), "the first detached its loop device");
            String state = String.join("", docker("inspect", "-f", "{{.State.Running}}", secondContainer));
            assertEquals("true", state, "the second one's container still runs");
            assertTrue(loops.stdout().contains(WorkFolder.PREFIX + second.pid() + "-"), "the second one's volume is still there: "
                    + loops.stdout());
            assertTrue(second.waitFor(5, TimeUnit.MINUTES), "second iobench finishes");
            assertEquals(ExitCodes.OK, second.exitValue(), Files.readString(tmp.resolve("second.log")));
        } finally {
            first.destroyForcibly();
            second.destroyForcibly();
        }
        List<Path> runs;
        try (Stream<Path> s = Files.list(results.resolve("runs"))) {
            runs = s.sorted().toList();
        }
        assertEquals(2, runs.size(), runs.toString());
        assertNotEquals(runs.get(0), runs.get(1));
        String secondLog = Files.readString(tmp.resolve("second.log"));
        Path secondRun = Path.of(secondLog.strip().lines().reduce((x, y) -> y).orElseThrow());
        Path firstRun = runs.get(0).equals(secondRun) ? runs.get(1) : runs.get(0);
        JsonNode ok = json(secondRun.resolve("run.json"));
        assertEquals("ok", ok.get("status").asText(), secondLog);
        for (JsonNode e : ok.get("environments")) {
            assertEquals("ok", e.get("status").asText(), e.toString());
            assertTrue(json(secondRun.resolve(e.get("id").asText()).resolve("jmh.json.gz")).size() > 0);
        }
        JsonNode interrupted = json(firstRun.resolve("run.json"));
        assertEquals("interrupted", interrupted.get("status").asText());
        try (Stream<Path> s = Files.walk(firstRun)) {
            for (Path f : s.filter(f -> f.toString().endsWith(".json")).toList()) {
                Json.mapper().readTree(f.toFile()); // whole
            }
        }
    }

    /** @return the name of the container of {@code envId} started by iobench process {@code pid} */
    private static String awaitContainer(long pid, String envId) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            for (String name : docker("ps", "--filter", "label=" + ContainerLauncher.LABEL_PID + "=" + pid,
                    "--format", "{{.Names}}")) {
                if (name.endsWith(envId)) {
                    return name;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no container for " + envId + " of iobench " + pid + " appeared");
    }

    /**
     * Waits until the JMH in container {@code name} has started its first fork (its log says
     * {@code # Fork: 1 of}): from then on a signal or kill lands inside the benchmark, not before it.
     *
     * @param docker the docker command and its engine options, e.g. {@code docker -H unix://...}
     */
    static void awaitFork(List<String> docker, String name) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        List<String> cmd = new ArrayList<>(docker);
        cmd.addAll(List.of("logs", name));
        while (System.nanoTime() < deadline) {
            ChildProcess.Result r = ChildProcess.capture(cmd, TOOL);
            if ((r.stdout() + String.join("\n", r.tail())).contains("# Fork: 1 of")) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the benchmark in " + name + " never started its first fork");
    }

    static List<String> docker(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("docker"));
        cmd.addAll(List.of(args));
        ChildProcess.Result r = ChildProcess.capture(cmd, TOOL);
        assertEquals(0, r.exitCode(), String.join(" ", cmd) + ": " + r.tail());
        return r.stdout().lines().filter(l -> !l.isBlank()).toList();
    }

    private static JsonNode json(Path file) throws IOException {
        assertTrue(Files.isRegularFile(file), file + " exists");
        return dev.iobench.runner.RawJson.read(file);
    }
}
