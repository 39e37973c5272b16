package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real containers on the real Docker engine (CI starts it with docker/engine.sh and provides the
 * base image with docker/base-image.sh). Runs as root, so ext4 is a loop-mounted image.
 */
class ContainerRunIT {
    private static final String WRITE = "WholeFileWriteBenchmark\\.fileChannelHeap$";
    private static final Duration DOCKER_TIMEOUT = Duration.ofSeconds(60);

    @AfterEach
    void nothingLeftBehind() throws Exception {
        assertEquals(List.of(), docker("ps", "-a", "--filter", "label=" + ContainerLauncher.LABEL_RUN, "--format", "{{.Names}}"),
                "containers of iobench left behind");
        ChildProcess.Result loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), DOCKER_TIMEOUT);
        assertFalse(loops.stdout().contains(WorkFolder.PREFIX), "loop devices of iobench left: " + loops.stdout());
        try (Stream<Path> tmp = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            assertEquals(List.of(), tmp.filter(p -> p.getFileName().toString().startsWith(WorkFolder.PREFIX)).toList(),
                    "volume files left behind");
        }
    }

    @Test
    void sixEnvironments_reportTheirFilesystemAndJdk_andShowThePhysics(@TempDir Path results) throws Exception {
        Cli.Outcome o = Cli.run("run", "--env", "container", "--fs", "tmpfs,ext4,overlay", "--jdk", "17", "--jdk", "25",
                "--profile", "quick", "--include", WRITE, "--results", results.toString(),
                "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE", "--jmh-arg", "-p", "--jmh-arg", "chars=1000",
                "--jmh-arg", "-p", "--jmh-arg", "durability=NONE,FSYNC");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        assertTrue(o.err().contains("[1/6]") && o.err().contains("[6/6]"), "progress: " + o.err());
        JsonNode manifest = json(run.resolve("run.json"));
        assertEquals("ok", manifest.get("status").asText());
        assertEquals(6, manifest.get("environments").size());
        Map<String, Map<String, Double>> p50 = new HashMap<>();
        for (JsonNode e : manifest.get("environments")) {
            assertEquals("ok", e.get("status").asText(), e.toString());
            assertTrue(e.at("/details/overheadSeconds").asDouble() > 0, "overhead recorded: " + e);
            assertTrue(e.get("seconds").asDouble() >= e.at("/details/overheadSeconds").asDouble());
            String id = e.get("id").asText();
            JsonNode env = json(run.resolve(id).resolve("env.json"));
            String fs = id.split("-")[1];
            int major = Integer.parseInt(id.substring(id.lastIndexOf("jdk") + 3));
            assertEquals("container", env.get("kind").asText());
            assertEquals(fs, env.at("/fs/type").asText(), "measured inside " + id);
            assertEquals(major, env.at("/jdk/major").asInt(), id);
            assertTrue(env.at("/container/image").asText().startsWith(BenchImage.REPOSITORY + ":"), env.toString());
            assertTrue(env.at("/container/imageId").asText().startsWith("sha256:"), env.toString());
            assertFalse(env.at("/container/engineVersion").asText().isEmpty());
            assertEquals("overlay2", env.at("/container/storageDriver").asText());
            assertEquals("all", env.at("/container/cpus").asText());
            assertEquals(4L << 30, env.at("/container/memory").asLong());
            assertEquals("bench", env.get("user").asText(), "runs as the unprivileged user");
            if (fs.equals("ext4")) {
                assertEquals("loop", env.at("/fs/volume").asText(), "a dedicated loop-mounted image as root");
            }
            JsonNode jmh = json(run.resolve(id).resolve("jmh.json.gz"));
            assertTrue(jmh.get(0).get("jdkVersion").asText().startsWith(major + "."), jmh.get(0).toString());
            for (JsonNode r : jmh) {
                assertEquals("us/op", r.at("/primaryMetric/scoreUnit").asText());
                p50.computeIfAbsent(id, k -> new HashMap<>()).put(r.at("/params/durability").asText(),
                        r.at("/primaryMetric/scorePercentiles/50.0").asDouble());
            }
        }
        for (int major : new int[] {17, 25}) {
            Map<String, Double> ext4 = p50.get("container-ext4-jdk" + major);
            Map<String, Double> tmpfs = p50.get("container-tmpfs-jdk" + major);
            String msg = String.format(Locale.ROOT, "jdk%d ext4 %s, tmpfs %s", major, ext4, tmpfs);
            assertTrue(ext4.get("FSYNC") >= 10 * ext4.get("NONE"), msg);
            assertTrue(tmpfs.get("FSYNC") < 3 * tmpfs.get("NONE"), msg);
        }
    }

    @Test
    void xfsAndBtrfs_areDedicatedLoopMountedImagesToo(@TempDir Path results) throws Exception {
        Cli.Outcome o = Cli.run("run", "--env", "container", "--fs", "xfs,btrfs", "--jdk", "17", "--profile", "quick",
                "--include", WRITE, "--results", results.toString(), "--fs-size", "512m",
                "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE", "--jmh-arg", "-p", "--jmh-arg", "durability=NONE");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        for (String fs : new String[] {"xfs", "btrfs"}) {
            JsonNode env = json(run.resolve("container-" + fs + "-jdk17").resolve("env.json"));
            assertEquals(fs, env.at("/fs/type").asText(), "measured inside: " + env.get("fs"));
            assertEquals("loop", env.at("/fs/volume").asText());
            assertTrue(json(run.resolve("container-" + fs + "-jdk17").resolve("jmh.json.gz")).size() > 0);
            assertFalse(env.at("/machine/label").asText().isEmpty(), env.toString());
        }
        // the machine's disk under the loop-mounted xfs image (btrfs mounts have no block device number)
        JsonNode xfs = json(run.resolve("container-xfs-jdk17").resolve("env.json"));
        assertEquals("loop", xfs.at("/machine/blockDevice/via").asText(), xfs.get("machine").toString());
        assertTrue(xfs.at("/machine/blockDevice/sizeBytes").asLong() > 0, xfs.get("machine").toString());
    }

    @Test
    void leftoversOfAKilledIobench_areRemovedByTheNextRun(@TempDir Path results) throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        long dead = gone.pid();
        docker("create", "--label", ContainerLauncher.LABEL_RUN + "=stale", "--label", ContainerLauncher.LABEL_PID + "=" + dead,
                "--name", "iobench-stale-" + dead, "iobench/debian:bookworm", "true");
        // the work folder of a SIGKILLed iobench: its marker, its image still loop-mounted
        Path leftover = WorkFolder.create(Path.of(System.getProperty("java.io.tmpdir")), "stale", dead);
        Path img = leftover.resolve(Volume.IMAGE);
        Path mnt = Files.createDirectory(leftover.resolve(Volume.MOUNT));
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(img.toFile(), "rw")) {
            f.setLength(64L << 20);
        }
        for (List<String> cmd : List.of(List.of("mkfs.ext4", "-q", "-F", img.toString()),
                List.of("mount", "-o", "loop", img.toString(), mnt.toString()))) {
            assertEquals(0, ChildProcess.capture(cmd, DOCKER_TIMEOUT).exitCode(), cmd.toString());
        }
        Cli.Outcome o = Cli.run("run", "--env", "container", "--fs", "overlay", "--jdk", "17", "--profile", "quick",
                "--include", WRITE, "--results", results.toString(), "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE",
                "--jmh-arg", "-p", "--jmh-arg", "durability=NONE");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("iobench-stale-" + dead)
                && o.err().contains("removed " + leftover + " left by dead iobench process " + dead), o.err());
        assertFalse(Files.exists(leftover), "volume files removed");
        // @AfterEach checks that no container, loop device or volume file of iobench is left
    }

    @Test
    void secondRun_buildsNothing(@TempDir Path results) {
        String[] args = {"run", "--env", "container", "--fs", "overlay", "--jdk", "17", "--profile", "quick",
            "--include", WRITE, "--results", results.toString(), "--jmh-arg", "-p", "--jmh-arg", "chars=500",
            "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE", "--jmh-arg", "-p", "--jmh-arg", "durability=NONE"};
        assertEquals(ExitCodes.OK, Cli.run(args).code());
        Cli.Outcome second = Cli.run(args);
        assertEquals(ExitCodes.OK, second.code(), second.err());
        assertFalse(second.err().contains("building image"), second.err());
    }

    @Test
    void killedContainer_failsOnlyItsEnvironment(@TempDir Path results) throws Exception {
        CompletableFuture<Cli.Outcome> running = CompletableFuture.supplyAsync(() -> Cli.run("run", "--env", "container",
                "--fs", "ext4,overlay", "--jdk", "17", "--profile", "quick", "--include", WRITE,
                "--results", results.toString(), "--jmh-arg", "-p", "--jmh-arg", "chars=500,1000,2000",
                "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE"));
        String name = awaitContainer("container-ext4-jdk17");
        assertIsolated(name);
        ContainerFaultsIT.awaitFork(List.of("docker"), name);
        docker("kill", name);
        Cli.Outcome o = running.get(10, TimeUnit.MINUTES);
        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        JsonNode envs = json(Path.of(o.lastLine()).resolve("run.json")).get("environments");
        assertEquals("failed", envs.get(0).get("status").asText(), envs.get(0).toString());
        assertEquals(137, envs.get(0).get("exitCode").asInt());
        assertTrue(envs.get(0).get("reason").asText().contains("killed"), envs.get(0).toString());
        assertTrue(envs.get(0).get("logTail").size() > 0);
        assertFalse(Files.exists(Path.of(o.lastLine()).resolve("container-ext4-jdk17/jmh.json")));
        assertEquals("ok", envs.get(1).get("status").asText(), envs.get(1).toString());
    }

    @Test
    void interruptedRun_leavesNoContainerOrLoopDevice(@TempDir Path results) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-Diobench.benchmarksJar=" + System.getProperty("iobench.benchmarksJar"),
                "-Diobench.projectDir=" + System.getProperty("iobench.projectDir"),
                "dev.iobench.runner.Main", "run", "--env", "container", "--fs", "ext4,tmpfs", "--jdk", "17",
                "--profile", "quick", "--include", WRITE, "--results", results.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(results.resolve("iobench.log").toFile()).start();
        try {
            ContainerFaultsIT.awaitFork(List.of("docker"), awaitContainer("container-ext4-jdk17"));
            p.destroy(); // SIGTERM, inside the benchmark: the same shutdown path as Ctrl-C
            assertTrue(p.waitFor(2, TimeUnit.MINUTES), "iobench exits after SIGTERM");
        } finally {
            p.destroyForcibly();
        }
        Path run;
        try (Stream<Path> runs = Files.list(results.resolve("runs"))) {
            run = runs.findFirst().orElseThrow();
        }
        JsonNode manifest = json(run.resolve("run.json"));
        assertEquals("interrupted", manifest.get("status").asText(), Files.readString(results.resolve("iobench.log")));
        for (JsonNode e : manifest.get("environments")) {
            assertEquals("skipped", e.get("status").asText(), e.toString());
        }
    }

    @Test
    void invalidOptions_exitWithUsageBeforeAnythingRuns(@TempDir Path results) throws IOException {
        String[][] bad = {
            {"--fs", "zfs"}, {"--cpus", "first"}, {"--memory", "lots"}, {"--fs-size", "0"}, {"--memory", "1m"},
        };
        for (String[] b : bad) {
            List<String> args = new ArrayList<>(List.of("run", "--env", "container", "--profile", "quick",
                    "--include", WRITE, "--results", results.toString()));
            args.addAll(List.of(b));
            Cli.Outcome o = Cli.run(args.toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, o.code(), String.join(" ", b) + ": " + o.err());
            assertTrue(o.err().startsWith("iobench: error: ") && o.err().contains(b[1]), o.err());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
        assertFalse(Files.exists(results.resolve("runs")), "nothing written");
    }

    /** What the engine says of a running benchmark container: no network, no privileges, read-only JDK and jar. */
    private static void assertIsolated(String name) throws Exception {
        JsonNode c = Json.mapper().readTree(String.join("\n", docker("inspect", name))).get(0);
        String what = c.get("HostConfig").toString();
        assertEquals("none", c.at("/HostConfig/NetworkMode").asText(), what);
        assertEquals("[\"ALL\"]", c.at("/HostConfig/CapDrop").toString(), what);
        assertTrue(c.at("/HostConfig/SecurityOpt").toString().contains("no-new-privileges"), what);
        assertEquals(4L << 30, c.at("/HostConfig/Memory").asLong(), what);
        assertEquals("10001:10001", c.at("/Config/User").asText());
        int readOnly = 0;
        for (JsonNode m : c.get("Mounts")) {
            String dest = m.get("Destination").asText();
            if (dest.equals("/iobench/benchmarks.jar") || dest.startsWith("/usr/lib/jvm/")) {
                assertFalse(m.get("RW").asBoolean(), dest + " is mounted read-only: " + m);
                readOnly++;
            }
        }
        assertTrue(readOnly >= 2, "JDK and jar mounts: " + c.get("Mounts"));
    }

    private static String awaitContainer(String envId) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            for (String name : docker("ps", "--filter", "label=" + ContainerLauncher.LABEL_RUN, "--format", "{{.Names}}")) {
                if (name.endsWith(envId)) {
                    return name;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no container for " + envId + " appeared");
    }

    private static List<String> docker(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("docker"));
        cmd.addAll(List.of(args));
        ChildProcess.Result r = ChildProcess.capture(cmd, DOCKER_TIMEOUT);
        assertEquals(0, r.exitCode(), String.join(" ", cmd) + ": " + r.tail());
        return r.stdout().lines().filter(l -> !l.isBlank()).toList();
    }

    private static JsonNode json(Path file) throws IOException {
        assertTrue(Files.isRegularFile(file), file + " exists");
        return dev.iobench.runner.RawJson.read(file);
    }
}
