package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.IobenchProcess;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.DockerClientFactory;

/**
 * The Docker engine stops in the middle of a container environment. The engine of the machine is
 * shared (other developers, CI), so the test starts an engine of its own: a second dockerd with its
 * own data root, exec root, pid file and socket, in a network namespace of its own (so that its
 * {@code --bridge=none} cannot touch the machine's docker0), loads the two images into it, points
 * iobench at it with DOCKER_HOST, and stops it by pid (SIGTERM, as {@code systemctl stop docker} does)
 * while the first container environment runs.
 */
class EngineStoppedIT {
    private static final Duration TOOL = Duration.ofMinutes(2);
    private static final Path RUN_ROOT = Path.of("/run/iobench-test");
    private static final String SOCKET = "unix://" + RUN_ROOT.resolve("docker.sock");

    private Path dataRoot;
    private Process dockerd;

    @BeforeEach
    void startOwnEngine() throws Exception {
        assertEquals("root", System.getProperty("user.name"), "a second dockerd needs root (CI and the VMs run as root)");
        assertTrue(Engine.onPath("dockerd") || Files.isExecutable(Path.of("/usr/sbin/dockerd")),
                "dockerd is not installed (apt-get install docker.io)");
        assertFalse(Files.exists(RUN_ROOT.resolve("docker.pid")) && alive(Files.readString(RUN_ROOT.resolve("docker.pid"))),
                "another test engine runs at " + RUN_ROOT);
        Files.createDirectories(RUN_ROOT);
        dataRoot = Files.createTempDirectory(Path.of("/var/tmp"), "iobench-test-dockerd-");
        Path log = dataRoot.resolve("dockerd.log");
        dockerd = new ProcessBuilder("unshare", "--net", "dockerd",
                "--data-root", dataRoot.resolve("data").toString(),
                "--exec-root", RUN_ROOT.resolve("exec").toString(),
                "--pidfile", RUN_ROOT.resolve("docker.pid").toString(),
                "-H", SOCKET, "--bridge=none", "--iptables=false", "--ip-masq=false")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!ChildProcess.capture(List.of("docker", "-H", SOCKET, "info"), TOOL).ok()) {
            assertTrue(dockerd.isAlive(), "the test dockerd died: " + Files.readString(log));
            assertTrue(System.nanoTime() < deadline, "the test dockerd does not answer: " + Files.readString(log));
            Thread.sleep(250);
        }
        // the benchmark image of this checkout, built (or found) on the machine's engine, then copied over
        BenchImage image = new BenchImage(
                Path.of(System.getProperty("iobench.projectDir")), "iobench/debian:bookworm");
        String tag = image.ensure(DockerClientFactory.instance().client(), new PrintWriter(new StringWriter()));
        ChildProcess.Result loaded = ChildProcess.capture(List.of("bash", "-c", "set -o pipefail; docker save "
                + "iobench/debian:bookworm " + tag + " | docker -H " + SOCKET + " load"), TOOL);
        assertEquals(0, loaded.exitCode(), "docker save | load: " + loaded.tail());
    }

    @AfterEach
    void removeOwnEngine() throws Exception {
        try {
            if (dockerd != null && dockerd.isAlive()) {
                dockerd.destroy();
                if (!dockerd.waitFor(1, TimeUnit.MINUTES)) {
                    dockerd.destroyForcibly();
                    dockerd.waitFor(1, TimeUnit.MINUTES);
                }
            }
            // processes the test engine started (its containerd, shims) are found by its own exec root
            for (ProcessHandle h : ProcessHandle.allProcesses().toList()) {
                String cmd = h.info().commandLine().orElse("");
                if (cmd.contains(RUN_ROOT.toString() + "/") || cmd.contains(String.valueOf(dataRoot))) {
                    h.destroyForcibly();
                }
            }
            for (String mountPoint : mountsUnder(List.of(dataRoot, RUN_ROOT))) {
                ChildProcess.capture(List.of("umount", "-l", mountPoint), TOOL);
            }
        } finally {
            deleteTree(dataRoot);
            deleteTree(RUN_ROOT);
        }
        assertEquals(List.of(), mountsUnder(List.of(dataRoot, RUN_ROOT)), "mounts of the test engine left");
        ContainerFaultsIT.assertNothingLeft();
    }

    @Test
    void engineStopsDuringAContainer_thatOneFailsTheOtherContainersAreSkipped_hostRuns(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Path hostDir = Files.createDirectories(tmp.resolve("bench"));
        Process p = ContainerFaultsIT.start(tmp.resolve("iobench.log"), Map.of("DOCKER_HOST", SOCKET),
                "run", "--env", "host,container", "--dir", hostDir.toString(), "--fs", "ext4,tmpfs,overlay",
                "--jdk", "17", "--profile", "quick", "--results", results.toString(),
                "--include", "WholeFileWriteBenchmark\\.fileChannelHeap$",
                "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE", "--jmh-arg", "-p", "--jmh-arg", "durability=NONE",
                "--jmh-arg", "-f", "--jmh-arg", "1", "--jmh-arg", "-wi", "--jmh-arg", "0",
                "--jmh-arg", "-i", "--jmh-arg", "100", "--jmh-arg", "-r", "--jmh-arg", "100ms");
        try {
            ContainerFaultsIT.awaitFork(List.of("docker", "-H", SOCKET), awaitContainer("container-ext4-jdk17", p));
            long pid = Long.parseLong(Files.readString(RUN_ROOT.resolve("docker.pid")).strip());
            assertEquals(0, ChildProcess.capture(List.of("kill", "-TERM", Long.toString(pid)), TOOL).exitCode());
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), "iobench ends");
        } finally {
            p.destroyForcibly();
        }
        String log = Files.readString(tmp.resolve("iobench.log"));
        assertEquals(ExitCodes.FAILURE, p.exitValue(), log);
        assertFalse(log.contains("\tat ") || log.contains("Exception in"), "one line, no stack trace: " + log);
        Path run = IobenchProcess.awaitRun(results);
        assertTrue(log.contains("\n" + run + "\n"), "the run folder printed: " + log);
        JsonNode envs = Json.mapper().readTree(run.resolve("run.json").toFile()).get("environments");
        assertEquals(4, envs.size());
        assertEquals("host", envs.get(0).get("kind").asText());
        assertEquals("ok", envs.get(0).get("status").asText(), "the host environment ran: " + envs.get(0));
        JsonNode ext4 = envs.get(1);
        assertEquals("failed", ext4.get("status").asText(), ext4.toString());
        assertEquals("Docker engine stopped", ext4.get("reason").asText());
        for (int i = 2; i < 4; i++) {
            assertEquals("skipped", envs.get(i).get("status").asText(), envs.get(i).toString());
            assertEquals("Docker engine stopped", envs.get(i).get("reason").asText());
        }
        assertTrue(log.contains("container-ext4-jdk17         failed: Docker engine stopped"), log);
        // nothing of the environment stays mounted (the engine's own container layers go with it in @AfterEach)
        assertFalse(Files.readString(Path.of("/proc/self/mountinfo")).contains(WorkFolder.PREFIX + p.pid() + "-"),
                "volume still mounted");
        ChildProcess.Result loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), TOOL);
        assertFalse(loops.stdout().contains(WorkFolder.PREFIX + p.pid() + "-"), "loop device left: " + loops.stdout());
    }

    private static String awaitContainer(String envId, Process p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline) {
            ChildProcess.Result r = ChildProcess.capture(List.of("docker", "-H", SOCKET, "ps", "--format", "{{.Names}}"), TOOL);
            java.util.Optional<String> name = r.stdout().lines().filter(n -> n.endsWith(envId)).findFirst();
            if (name.isPresent()) {
                return name.get();
            }
            assertTrue(p.isAlive(), "iobench ended before " + envId + " started");
            Thread.sleep(200);
        }
        throw new AssertionError("no container for " + envId + " appeared on the test engine");
    }

    private static List<String> mountsUnder(List<Path> roots) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
            String mountPoint = line.split(" ")[4];
            for (Path root : roots) {
                if (root != null && mountPoint.startsWith(root.toString())) {
                    out.add(mountPoint);
                }
            }
        }
        out.sort(Comparator.reverseOrder());
        return out;
    }

    private static boolean alive(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid.strip())).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static void deleteTree(Path dir) throws Exception {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path f : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }
}
