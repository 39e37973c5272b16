package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.results.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make bench-fleet} for real, on loopback only: two "VMs" are two sshd on 127.0.0.1 (own
 * ports, own host keys, a key pair made here, each with its own checkout folder), driven by the real
 * playbook through the project's Ansible, with a narrowed matrix (host only, quick profile, one
 * benchmark, JDK 17, no downloads, no containers).
 */
class FleetIT {
    private static final Duration FLEET_LIMIT = Duration.ofMinutes(10);
    private static final Pattern RUN_ID = Pattern.compile("\\d{8}T\\d{6}Z-(.+)");

    @TempDir
    Path tmp;

    @Test
    void benchFleet_twoLoopbackVms_runsComeBack_failureReported_rerunFetchesTheMissingOne() throws Exception {
        requireTools();
        Path clientKey = tmp.resolve("id");
        Shell.check(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "fleet-test", "-f", clientKey.toString()),
                tmp);
        Path authorized = tmp.resolve("authorized_keys");
        Files.copy(tmp.resolve("id.pub"), authorized);
        Path results = tmp.resolve("results");
        List<LoopbackVm> vms = new ArrayList<>();
        try {
            LoopbackVm a = LoopbackVm.start("vm-a", "loop-a", tmp, authorized);
            vms.add(a);
            LoopbackVm b = LoopbackVm.start("vm-b", "loop-b", tmp, authorized);
            vms.add(b);
            Path inventory = inventory(vms, clientKey);

            // 1. both VMs: two runs come back, with different run ids and labels
            Shell.Result first = fleet(inventory, results, "first.log");
            System.out.println("FleetIT: first fleet run:\n" + summary(first));
            assertEquals(0, first.exitCode(), first.output());
            Map<String, String> runs = runsByLabel(results);
            assertEquals(Set.of("loop-a", "loop-b"), new TreeSet<>(runs.values()), runs.toString());
            for (LoopbackVm vm : vms) {
                String run = only(runs, vm.label);
                assertTrue(first.output().contains(vm.label + " (" + vm.alias + "): ok: " + run), first.output());
                checkRun(results.resolve("runs").resolve(run), vm.label);
            }
            // a report made from both shows both machines
            Path report = tmp.resolve("report");
            Cli.Outcome rep = Cli.run("report", results.resolve("runs").toString(), "--out", report.toString());
            assertEquals(0, rep.code(), rep.err());
            String readme = Files.readString(report.resolve("README.md"), StandardCharsets.UTF_8);
            assertTrue(readme.contains("machine loop-a") && readme.contains("machine loop-b"), readme);
            assertTrue(readme.contains("host-ext4-jdk17@loop-"), readme);

            // 2. vm-b drops off the network while its bench-all runs: vm-a still comes back, exit 1
            Path secondLog = tmp.resolve("second.log");
            Process second = Shell.start(makeFleet(inventory, results), projectDir(), env(), secondLog);
            LoopbackVm.await("vm-b's new job to start", FLEET_LIMIT, () ->
                    !Files.exists(b.job("collected")) && Files.exists(b.job("pid")) && Files.exists(b.job("jid")));
            // the controller polls the job (its first retry line), which builds for a minute yet
            LoopbackVm.await("the controller polling vm-b's job", FLEET_LIMIT, () ->
                    Files.readString(secondLog).contains("RETRYING: [vm-b]"));
            assertTrue(b.jobProcess().isPresent(), "vm-b's bench-all still runs when its sshd stops");
            b.stopSshd();
            Shell.Result failed = Shell.finish(second, secondLog, FLEET_LIMIT);
            System.out.println("FleetIT: vm-b's sshd stopped while its bench-all ran:\n" + summary(failed));
            assertNotEquals(0, failed.exitCode(), failed.output());
            assertTrue(failed.output().contains("[Makefile:") && failed.output().contains("bench-fleet] Error 1"),
                    failed.output());
            // the VM, its address and the cause in the fleet's words, whatever ssh printed
            assertTrue(Pattern.compile("loop-b \\(vm-b\\): failed: unreachable at 127\\.0\\.0\\.1:" + b.port
                    + " while bench-all ran: connection refused \\(no ssh server answers there\\) \\(the run goes on")
                    .matcher(failed.output()).find(), failed.output());
            assertTrue(Pattern.compile("loop-a \\(vm-a\\): ok: \\d{8}T\\d{6}Z-loop-a \\(bench-all \\d+ s\\)\\n")
                    .matcher(failed.output()).find(),
                    failed.output());
            Map<String, String> afterFailure = runsByLabel(results);
            assertEquals(3, afterFailure.size(), afterFailure.toString());
            assertEquals(1, afterFailure.values().stream().filter("loop-b"::equals).count(), afterFailure.toString());

            // 3. vm-b is back: the same command fetches only its run (re-attached) and exits 0
            b.startSshd();
            Shell.Result rerun = fleet(inventory, results, "rerun.log");
            System.out.println("FleetIT: the same command again:\n" + summary(rerun));
            assertEquals(0, rerun.exitCode(), rerun.output());
            assertTrue(rerun.output().contains("re-attaching to job"), rerun.output());
            assertTrue(Pattern.compile("loop-a \\(vm-a\\): ok: \\S+ \\(bench-all \\d+ s\\) \\(came back earlier\\)")
                    .matcher(rerun.output()).find(),
                    rerun.output());
            Map<String, String> all = runsByLabel(results);
            assertEquals(4, all.size(), all.toString());
            assertEquals(2, all.values().stream().filter("loop-b"::equals).count(), all.toString());
            for (Map.Entry<String, String> run : all.entrySet()) {
                checkRun(results.resolve("runs").resolve(run.getKey()), run.getValue());
            }
            assertFalse(Files.exists(results.resolve(".fleet/done")), "a complete fleet run leaves no done markers");

            // 4. vm-b "reboots" in the middle of its iobench run (its job killed): the same command again
            //    resumes that run on vm-b instead of starting a new one, and fetches it whole
            Path fourthLog = tmp.resolve("fourth.log");
            Process fourth = Shell.start(makeFleet(inventory, results), projectDir(), env(), fourthLog);
            Path bRuns = b.checkout().resolve("results/runs");
            java.util.Set<String> before = new TreeSet<>(all.keySet());
            String[] partial = {null};
            LoopbackVm.await("vm-b's next run folder", FLEET_LIMIT, () -> {
                try (Stream<Path> s = Files.list(bRuns)) {
                    for (Path r : s.toList()) {
                        if (!before.contains(r.getFileName().toString()) && Files.isRegularFile(r.resolve("run.json"))
                                && Files.readString(r.resolve("run.json")).contains("\"status\" : \"running\"")) {
                            partial[0] = r.getFileName().toString();
                            return true;
                        }
                    }
                }
                return false;
            });
            b.jobProcess().ifPresent(Processes::stopTree);
            Shell.Result killed = Shell.finish(fourth, fourthLog, FLEET_LIMIT);
            System.out.println("FleetIT: vm-b's job killed mid-run:\n" + summary(killed));
            assertNotEquals(0, killed.exitCode(), killed.output());
            assertTrue(killed.output().contains("loop-b (vm-b): failed: job lost at 127.0.0.1:" + b.port
                    + ": bench-all's job on the VM ended before it finished"), killed.output());
            assertFalse(runsByLabel(results).containsKey(partial[0]), "an unfinished run is not fetched");
            Shell.Result resumed = fleet(inventory, results, "resumed.log");
            System.out.println("FleetIT: the same command again after the kill:\n" + summary(resumed));
            assertEquals(0, resumed.exitCode(), resumed.output());
            assertTrue(Pattern.compile("loop-b \\(vm-b\\): ok: " + partial[0] + " \\(bench-all \\d+ s, resumed " + partial[0]
                    + " after the last job was lost\\)").matcher(resumed.output()).find(), resumed.output());
            Path back = results.resolve("runs").resolve(partial[0]);
            checkRun(back, "loop-b");
            JsonNode manifest = Json.mapper().readTree(back.resolve("run.json").toFile());
            assertEquals(2, manifest.get("attempts").size(), "the killed attempt and the resume: " + manifest);

            // 5. vm-b's job is lost before its run folder exists (killed while make builds, before iobench
            //    starts): the same command again starts it anew and says so
            Path fifthLog = tmp.resolve("fifth.log");
            Process fifth = Shell.start(makeFleet(inventory, results), projectDir(), env(), fifthLog);
            java.util.Set<String> beforeFifth;
            try (Stream<Path> s = Files.list(bRuns)) {
                beforeFifth = s.map(r -> r.getFileName().toString()).collect(java.util.stream.Collectors.toSet());
            }
            LoopbackVm.await("vm-b's new job building", FLEET_LIMIT, () -> !Files.exists(b.job("collected"))
                    && Files.exists(b.job("log")) && Files.readString(b.job("log")).contains("mvn -B"));
            b.jobProcess().ifPresent(Processes::stopTree);
            Shell.Result lost = Shell.finish(fifth, fifthLog, FLEET_LIMIT);
            System.out.println("FleetIT: vm-b's job killed while it built:\n" + summary(lost));
            assertNotEquals(0, lost.exitCode(), lost.output());
            assertTrue(lost.output().contains("loop-b (vm-b): failed: job lost at 127.0.0.1:" + b.port), lost.output());
            try (Stream<Path> s = Files.list(bRuns)) {
                assertEquals(beforeFifth, s.map(r -> r.getFileName().toString())
                        .collect(java.util.stream.Collectors.toSet()), "no run folder was made before the kill");
            }
            Shell.Result restarted = fleet(inventory, results, "restarted.log");
            System.out.println("FleetIT: the same command again after the early kill:\n" + summary(restarted));
            assertEquals(0, restarted.exitCode(), restarted.output());
            assertTrue(Pattern.compile("loop-b \\(vm-b\\): ok: \\d{8}T\\d{6}Z-loop-b \\(bench-all \\d+ s, restarted: "
                    + "the last job was lost before it made a run\\)").matcher(restarted.output()).find(), restarted.output());
        } finally {
            for (LoopbackVm vm : vms) {
                vm.close();
            }
            for (LoopbackVm vm : vms) {
                assertFalse(vm.listening(), "still listening on 127.0.0.1:" + vm.port);
                assertTrue(vm.jobProcess().isEmpty(), "bench-all job still running on " + vm.alias);
            }
        }
    }

    @Test
    void benchFleet_badInventory_oneLineNothingWritten() throws Exception {
        requireTools();
        Map<String, String> bad = new HashMap<>();
        bad.put("unknown host alias 'nosuchvm'", "nosuchvm label=x\n");
        bad.put("host 'vm-a' has no label", "vm-a ansible_host=127.0.0.1 ansible_port=9\n");
        bad.put("have the same label 'same'",
                "vm-a ansible_host=127.0.0.1 ansible_port=9 label=same\nvm-b ansible_host=127.0.0.1 ansible_port=9 label=same\n");
        bad.put("label \"a/b\" must be letters", "vm-a ansible_host=127.0.0.1 ansible_port=9 label=a/b\n");
        bad.put("label \"a b\" must be letters", "vm-a ansible_host=127.0.0.1 ansible_port=9 label=\"a b\"\n");
        int i = 0;
        for (Map.Entry<String, String> e : bad.entrySet()) {
            Path inventory = tmp.resolve("bad" + (++i) + ".ini");
            Files.writeString(inventory, "[fleet]\n" + e.getValue() + "[fleet:vars]\ncheckout=" + tmp.resolve("vm") + "\n");
            Path results = tmp.resolve("results" + i);
            Shell.Result r = fleet(inventory, results, "bad" + i + ".log");
            assertNotEquals(0, r.exitCode(), r.output());
            List<String> ours = r.output().lines()
                    .filter(l -> !l.startsWith("make: ***") && !l.startsWith("ansible: installing")
                            && !l.startsWith("ansible: ansible-core"))
                    .toList();
            assertEquals(1, ours.size(), r.output());
            assertTrue(ours.get(0).startsWith("bench-fleet: error: " + inventory + ": ")
                    && ours.get(0).contains(e.getKey()), r.output());
            assertFalse(Files.exists(results), "nothing written: " + results);
            assertFalse(Files.exists(tmp.resolve("vm")), "nothing written on a VM");
        }
    }

    /** @return the output from bench-fleet's summary on */
    private static String summary(Shell.Result r) {
        int at = r.output().indexOf("bench-fleet: summary");
        return (at < 0 ? r.output() : r.output().substring(at)) + "(exit " + r.exitCode() + ")";
    }

    private static void requireTools() {
        for (String tool : List.of("/usr/sbin/sshd", "/usr/bin/ssh-keygen", "/usr/bin/ssh", "/usr/bin/make", "/usr/bin/git",
                "/usr/bin/python3")) {
            assertTrue(Files.isExecutable(Path.of(tool)), tool + " is missing: the fleet test needs openssh-server, "
                    + "openssh-client, make, git and python3 (with venv) installed");
        }
    }

    private Path inventory(List<LoopbackVm> vms, Path clientKey) throws Exception {
        // host environments only, one small benchmark, no downloads: set for the group
        return LoopbackVm.inventory(tmp, vms, clientKey, "FS=\nEXTRA_JDKS=\nJDKS=17\nHOST_DIRS=/var/tmp\n");
    }

    /** make bench-fleet; PROFILE and INCLUDE come from the command line, the rest from the inventory. */
    private List<String> makeFleet(Path inventory, Path results) {
        return List.of("make", "--no-print-directory", "bench-fleet", "INVENTORY=" + inventory, "RESULTS=" + results,
                "PROFILE=quick", "INCLUDE=streamReadDevZero", "FLEET_POLL=2", "ALLOW_DIRTY=1");
    }

    private Shell.Result fleet(Path inventory, Path results, String log) throws Exception {
        return Shell.run(makeFleet(inventory, results), projectDir(), env(), tmp.resolve(log), FLEET_LIMIT);
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("ANSIBLE_SSH_CONTROL_PATH_DIR", tmp.resolve("cp").toString());
        env.put("ANSIBLE_LOCAL_TEMP", tmp.resolve("ansible-tmp").toString());
        // a make running this test must not pass its own variables down
        env.put("MAKEFLAGS", null);
        env.put("MAKELEVEL", null);
        env.put("MFLAGS", null);
        return env;
    }

    /** @return run id -> machine label of every run folder under results/runs */
    private static Map<String, String> runsByLabel(Path results) throws Exception {
        Map<String, String> out = new HashMap<>();
        Path runs = results.resolve("runs");
        if (!Files.isDirectory(runs)) {
            return out;
        }
        try (Stream<Path> s = Files.list(runs)) {
            for (Path run : s.filter(Files::isDirectory).toList()) {
                var m = RUN_ID.matcher(run.getFileName().toString());
                assertTrue(m.matches(), "run folder " + run);
                out.put(run.getFileName().toString(), m.group(1));
            }
        }
        return out;
    }

    private static String only(Map<String, String> runs, String label) {
        List<String> ids = runs.entrySet().stream().filter(e -> e.getValue().equals(label)).map(Map.Entry::getKey)
                .toList();
        assertEquals(1, ids.size(), runs.toString());
        return ids.get(0);
    }

    /** The run is whole: run.json ok, one host environment with jmh.json and env.json naming the machine. */
    private static void checkRun(Path run, String label) throws Exception {
        JsonNode manifest = Json.mapper().readTree(run.resolve("run.json").toFile());
        assertEquals("ok", manifest.get("status").asText(), manifest.toString());
        assertEquals(label, manifest.get("machine").asText());
        JsonNode envs = manifest.get("environments");
        assertEquals(1, envs.size(), manifest.toString());
        Path envDir = run.resolve(envs.get(0).get("id").asText());
        assertTrue(Files.size(envDir.resolve("jmh.json.gz")) > 2, envDir.toString());
        JsonNode env = Json.mapper().readTree(envDir.resolve("env.json").toFile());
        assertEquals(label, env.at("/machine/label").asText(), env.toString());
        assertTrue(env.at("/machine/blockDevice/sizeBytes").asLong() > 0, env.toString());
        assertTrue(env.at("/machine/cpu/count").asInt() > 0, env.toString());
        assertEquals("host", env.get("kind").asText());
        assertFalse(env.get("iobench").get("commit").asText().equals("unknown"), env.toString());
    }

    /** @return the project's root folder (where the Makefile is) */
    static Path projectDir() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !(Files.isRegularFile(p.resolve("Makefile")) && Files.isDirectory(p.resolve("scripts/fleet")))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new AssertionError("no project folder with a Makefile and scripts/fleet above " + Path.of("").toAbsolutePath());
        }
        return p;
    }
}
