package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make bench-fleet} against VMs that send what they should not, and inventories that point the
 * fleet at folders it must not replace. The VMs are sshd on 127.0.0.1 ({@link LoopbackVm}); the
 * hostile ones have their checkout's {@code .fleet/} state seeded as a finished, uncollected job, so the
 * playbook re-attaches and goes straight to collecting what the VM claims to have made. One fleet run
 * with all of them: each hostile VM fails with a line naming the cause, nothing outside the results
 * folder changes, no link lands in it, and the good VM's run is still collected.
 */
class FleetHostileIT {
    private static final Duration FLEET_LIMIT = Duration.ofMinutes(5);
    private static final String TIME = "20260101T000000Z-";

    @TempDir
    Path tmp;

    @Test
    void benchFleet_hostileVms_refusedOneLineEach_nothingOutsideResultsChanges_goodRunCollected() throws Exception {
        Path clientKey = tmp.resolve("id");
        Shell.check(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "fleet-test", "-f", clientKey.toString()),
                tmp);
        Path authorized = tmp.resolve("authorized_keys");
        Files.copy(tmp.resolve("id.pub"), authorized);
        Path results = tmp.resolve("results");
        // beside results/: what a run named ../../../../canary would have removed on the controller
        // (results/.fleet/incoming/<label>/../../../../canary.tar.gz), and what a link would point at
        Path canary = Files.writeString(tmp.resolve("canary.tar.gz"), "canary\n");
        Path secret = Files.writeString(tmp.resolve("secret.txt"), "secret of the controller\n");
        List<LoopbackVm> vms = new ArrayList<>();
        try {
            // a checkout made by an earlier fleet (.fleet/job.sh, no marker yet) with a finished good run
            LoopbackVm good = start("vm-g", "loop-g", authorized, vms);
            finishedJob(good, TIME + "loop-g", false);
            run(good, TIME + "loop-g", "loop-g", "vm-g");
            // its runs file names a run outside results/runs
            LoopbackVm dots = start("vm-d", "loop-d", authorized, vms);
            finishedJob(dots, "../../../../canary", true);
            // it claims a run of the good VM's label, with the very id of the good VM's run
            LoopbackVm claim = start("vm-c", "loop-c", authorized, vms);
            finishedJob(claim, TIME + "loop-g", true);
            run(claim, TIME + "loop-g", "loop-g", "vm-c");
            // a run of its own name whose folder holds a symlink to a file of the controller
            LoopbackVm link = start("vm-s", "loop-s", authorized, vms);
            finishedJob(link, TIME + "loop-s", true);
            Path linkRun = run(link, TIME + "loop-s", "loop-s", "vm-s");
            Files.createSymbolicLink(linkRun.resolve("leak"), secret);
            // a run of its own name whose env.json says it was measured on the good VM
            LoopbackVm env = start("vm-e", "loop-e", authorized, vms);
            finishedJob(env, TIME + "loop-e", true);
            run(env, TIME + "loop-e", "loop-g", "vm-e");
            // a run of its own name whose env.json names no machine: it cannot be told to be this VM's
            LoopbackVm anon = start("vm-n", "loop-n", authorized, vms);
            finishedJob(anon, TIME + "loop-n", true);
            Path anonRun = run(anon, TIME + "loop-n", "loop-n", "vm-n");
            Files.writeString(anonRun.resolve("host-ext4-jdk17/env.json"), "{\"kind\": \"host\"}\n");
            // one whose env.json has content after its document, which a lenient reader would still take
            LoopbackVm trailing = start("vm-t", "loop-t", authorized, vms);
            finishedJob(trailing, TIME + "loop-t", true);
            Path trailingRun = run(trailing, TIME + "loop-t", "loop-t", "vm-t");
            Files.writeString(trailingRun.resolve("host-ext4-jdk17/env.json"),
                    "{\"machine\": {\"label\": \"loop-t\"}} {\"machine\": {\"label\": \"loop-g\"}}\n");
            // a checkout folder holding something else: not the fleet's to empty
            LoopbackVm other = start("vm-x", "loop-x", authorized, vms);
            Path precious = Files.writeString(Files.createDirectories(other.checkout()).resolve("precious.txt"), "mine\n");
            // a checkout that is a symlink to a folder (even one with the marker)
            LoopbackVm symlinked = start("vm-l", "loop-l", authorized, vms);
            Path target = Files.createDirectories(tmp.resolve("elsewhere"));
            Files.writeString(target.resolve(".iobench-checkout"), "iobench checkout\n");
            Path kept = Files.writeString(target.resolve("kept.txt"), "kept\n");
            Files.createSymbolicLink(symlinked.checkout(), target);
            Shell.Result r = fleet(inventory(vms, clientKey), results, "hostile.log");
            System.out.println("FleetHostileIT:\n" + summary(r));
            assertNotEquals(0, r.exitCode(), r.output());

            // the good VM's run came back, whole and its own; its old checkout now carries the marker
            line(r, "loop-g (vm-g): ok: " + TIME + "loop-g (bench-all 7 s)");
            Path goodRun = results.resolve("runs").resolve(TIME + "loop-g");
            assertEquals("vm-g\n", Files.readString(goodRun.resolve("who.txt")), "the good VM's run, not the claimant's");
            assertTrue(Files.isRegularFile(goodRun.resolve("host-ext4-jdk17/env.json")));
            assertTrue(Files.isRegularFile(good.job("collected")));
            assertTrue(Files.isRegularFile(good.checkout().resolve(".iobench-checkout")));

            line(r, "loop-d (vm-d): failed: refused run name \"../../../../canary\" from vm-d: not a run id of label loop-d");
            line(r, "loop-c (vm-c): failed: refused run name \"" + TIME + "loop-g\" from vm-c: not a run id of label loop-c");
            line(r, "loop-s (vm-s): failed: refused run " + TIME + "loop-s from vm-s: its archive holds \""
                    + TIME + "loop-s/leak\", a symlink");
            line(r, "loop-e (vm-e): failed: refused run " + TIME + "loop-e from vm-e: its host-ext4-jdk17/env.json"
                    + " names machine \"loop-g\", not loop-e");
            line(r, "loop-n (vm-n): failed: refused run " + TIME + "loop-n from vm-n: its host-ext4-jdk17/env.json"
                    + " names no machine (machine.label), so it cannot be told to be loop-n's");
            line(r, "loop-t (vm-t): failed: refused run " + TIME + "loop-t from vm-t: its host-ext4-jdk17/env.json"
                    + " is not one whole JSON document (\"Extra data: line 1 column 34 (char 33)\")");
            line(r, "loop-x (vm-x): failed: checkout " + other.checkout() + " on vm-x is not an iobench checkout"
                    + " (no .iobench-checkout): refusing to replace its contents");
            line(r, "loop-l (vm-l): failed: checkout " + symlinked.checkout() + " on vm-l is a symlink: refusing to"
                    + " replace its contents");

            // nothing outside the results folder changed, on the controller or in the refused checkouts
            assertEquals("canary\n", Files.readString(canary));
            assertEquals("secret of the controller\n", Files.readString(secret));
            assertEquals("mine\n", Files.readString(precious));
            assertEquals(List.of("precious.txt"), names(other.checkout()), "nothing written into a foreign checkout");
            assertEquals("kept\n", Files.readString(kept));
            assertEquals(List.of(".iobench-checkout", "kept.txt"), names(target), "nothing written through a symlink");
            // only the good run landed, no link, no leftover temp folder
            assertEquals(List.of(TIME + "loop-g"), names(results.resolve("runs")));
            try (Stream<Path> all = Files.walk(results)) {
                List<Path> links = all.filter(Files::isSymbolicLink).toList();
                assertEquals(List.of(), links, "links under " + results);
            }
            for (LoopbackVm vm : List.of(dots, claim, link, env, anon, trailing)) {
                assertFalse(Files.exists(vm.job("collected")), vm.alias + " is not marked collected");
            }
            try (Stream<Path> s = Files.list(dots.checkout().resolve(".fleet"))) {
                assertEquals(List.of(), s.filter(p -> p.toString().endsWith(".tar.gz")).toList(),
                        "no archive packed on vm-d");
            }
        } finally {
            for (LoopbackVm vm : vms) {
                vm.close();
            }
            for (LoopbackVm vm : vms) {
                assertFalse(vm.listening(), "still listening on 127.0.0.1:" + vm.port);
            }
        }
    }

    @Test
    void benchFleet_checkoutHomeOrRootOrSystemFolder_oneLineNothingWritten() throws Exception {
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put("checkout \"~\" is the home folder", "checkout=~");
        bad.put("checkout \"/\" is /", "checkout=/");
        bad.put("checkout \"~/\" is the home folder", "checkout=~/");
        bad.put("checkout \"/etc\" is a system folder", "checkout=/etc");
        bad.put("checkout \"/home/bob\" is a user's home folder", "checkout=/home/bob");
        bad.put("checkout \"/srv/../etc\" must not have '.' or '..' parts", "checkout=/srv/../etc");
        bad.put("checkout \"iobench\" must be an absolute path or start with ~/", "checkout=iobench");
        bad.put("label \"..\" must be letters", "label=..");
        bad.put("holds Ansible template syntax", "INCLUDE=\"{{ lookup('pipe','touch " + tmp.resolve("canary") + "') }}\"");
        int i = 0;
        for (Map.Entry<String, String> e : bad.entrySet()) {
            Path inventory = tmp.resolve("bad" + (++i) + ".ini");
            Files.writeString(inventory, "[fleet]\nvm-a ansible_host=127.0.0.1 ansible_port=9 label=a " + e.getValue() + "\n");
            Path results = tmp.resolve("results" + i);
            Shell.Result r = fleet(inventory, results, "bad" + i + ".log");
            assertNotEquals(0, r.exitCode(), r.output());
            List<String> ours = r.output().lines()
                    .filter(l -> !l.startsWith("make: ***") && !l.startsWith("ansible: "))
                    .toList();
            assertEquals(1, ours.size(), r.output());
            assertTrue(ours.get(0).startsWith("bench-fleet: error: " + inventory + ": host 'vm-a': ")
                    && ours.get(0).contains(e.getKey()), r.output());
            assertFalse(Files.exists(results), "nothing written: " + results);
        }
        assertFalse(Files.exists(tmp.resolve("canary")), "an inventory value was run as a template");
        // one VM's run ids (<time>-vm-2, its second run of a second) could pass for another's (label vm-2)
        Path ambiguous = tmp.resolve("ambiguous.ini");
        Files.writeString(ambiguous, "[fleet]\nvm-a ansible_host=127.0.0.1 ansible_port=9 label=vm\n"
                + "vm-b ansible_host=127.0.0.1 ansible_port=9 label=vm-2\n");
        Shell.Result r = fleet(ambiguous, tmp.resolve("results-ambiguous"), "ambiguous.log");
        assertNotEquals(0, r.exitCode(), r.output());
        assertTrue(r.output().contains("bench-fleet: error: " + ambiguous + ": hosts 'vm-a' and 'vm-b' have labels 'vm' "
                + "and 'vm-2': a run id of 'vm' can end in -<n>"), r.output());
        assertFalse(Files.exists(tmp.resolve("results-ambiguous")));
    }

    /**
     * The VM's own check of the checkout, for an inventory the inventory check would have refused
     * ({@code checkout=~}): the playbook is run directly. The VM's sessions get a home folder of the
     * test's (sshd SetEnv HOME), marked as a checkout, so only the rule "never a user's home" stands
     * between the fleet and its contents.
     */
    @Test
    void playbook_checkoutIsTheHomeFolder_refusedOnTheVm_homeUntouched() throws Exception {
        Path clientKey = tmp.resolve("id");
        Shell.check(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "fleet-test", "-f", clientKey.toString()),
                tmp);
        Path authorized = tmp.resolve("authorized_keys");
        Files.copy(tmp.resolve("id.pub"), authorized);
        Path home = Files.createDirectories(tmp.resolve("home-of-root"));
        Files.writeString(home.resolve(".iobench-checkout"), "iobench checkout\n");
        Path precious = Files.writeString(home.resolve("precious.txt"), "mine\n");
        List<LoopbackVm> vms = new ArrayList<>();
        try {
            LoopbackVm vm = LoopbackVm.start("vm-h", "loop-h", tmp, authorized, "HOME=" + home);
            vms.add(vm);
            Path inventory = tmp.resolve("home.ini");
            Files.writeString(inventory, "[fleet]\nvm-h ansible_host=127.0.0.1 ansible_port=" + vm.port
                    + " label=loop-h checkout=~\n[fleet:vars]\nansible_user=root\nansible_ssh_private_key_file=" + clientKey
                    + "\nansible_python_interpreter=/usr/bin/python3\n"
                    + "ansible_ssh_common_args='-o UserKnownHostsFile=" + tmp.resolve("known_hosts")
                    + " -o StrictHostKeyChecking=yes'\n");
            Files.writeString(tmp.resolve("known_hosts"), vm.knownHostsLine() + "\n");
            Path results = tmp.resolve("results");
            Path state = Files.createDirectories(results.resolve(".fleet/done"));
            Path archive = Files.writeString(tmp.resolve("source.tar.gz"), "not reached\n");
            Path project = FleetIT.projectDir();
            Map<String, String> env = new HashMap<>();
            env.put("ANSIBLE_CONFIG", project.resolve("scripts/fleet/ansible.cfg").toString());
            env.put("FLEET_STATE", state.getParent().toString());
            env.put("ANSIBLE_SSH_CONTROL_PATH_DIR", tmp.resolve("cp").toString());
            env.put("ANSIBLE_LOCAL_TEMP", tmp.resolve("ansible-tmp").toString());
            Shell.Result r = Shell.run(List.of(project.resolve(".venv-ansible/bin/ansible-playbook").toString(),
                    "-i", inventory.toString(), project.resolve("scripts/fleet/bench-fleet.yml").toString(),
                    "-e", "{\"fleet_archive\": \"" + archive + "\", \"fleet_commit\": \"test\", \"fleet_results\": \""
                            + results + "\", \"fleet_state\": \"" + state.getParent() + "\", \"fleet_timeout\": 60,"
                            + " \"fleet_poll\": 2, \"fleet_cli_vars\": {}}"),
                    project, env, tmp.resolve("home.log"), FLEET_LIMIT);
            String summary = Files.readString(state.getParent().resolve("summary.txt"));
            assertEquals("loop-h (vm-h): failed: checkout " + home + " on vm-h is " + home.toRealPath()
                    + ", a user's home folder: refusing to replace its contents\n", summary, r.output());
            assertEquals("mine\n", Files.readString(precious));
            assertEquals(List.of(".iobench-checkout", "precious.txt"), names(home), "the home folder is untouched");
        } finally {
            for (LoopbackVm vm : vms) {
                vm.close();
            }
        }
    }

    private LoopbackVm start(String alias, String label, Path authorized, List<LoopbackVm> vms) throws Exception {
        LoopbackVm vm = LoopbackVm.start(alias, label, tmp, authorized);
        vms.add(vm);
        return vm;
    }

    /**
     * Seeds the VM's checkout with the state of a finished bench-all job that made {@code runs} and was
     * not collected yet: the playbook re-attaches and collects. {@code marked}: a checkout of this
     * fleet (with the marker), else one of an earlier fleet (only {@code .fleet/job.sh}).
     */
    private static void finishedJob(LoopbackVm vm, String runs, boolean marked) throws Exception {
        Files.createDirectories(vm.checkout().resolve(".fleet"));
        if (marked) {
            Files.writeString(vm.checkout().resolve(".iobench-checkout"), "iobench checkout\n");
        }
        Files.writeString(vm.job("job.sh"), "#!/bin/bash\nexit 0\n");
        Files.writeString(vm.job("jid"), "j123456789.1\n");
        Files.writeString(vm.job("exit"), "0\n");
        Files.writeString(vm.job("seconds"), "7\n");
        Files.writeString(vm.job("log"), "bench-all: done\n");
        Files.writeString(vm.job("runs"), runs + "\n");
    }

    /** Makes a run folder {@code id} in the VM's results/runs, its env.json naming {@code machine}. */
    private static Path run(LoopbackVm vm, String id, String machine, String who) throws Exception {
        Path run = Files.createDirectories(vm.checkout().resolve("results/runs").resolve(id));
        Files.writeString(run.resolve("run.json"), "{\"id\": \"" + id + "\", \"status\": \"ok\"}\n");
        Files.writeString(run.resolve("who.txt"), who + "\n");
        Path env = Files.createDirectories(run.resolve("host-ext4-jdk17"));
        Files.writeString(env.resolve("env.json"), "{\"kind\": \"host\", \"machine\": {\"label\": \"" + machine + "\"}}\n");
        return run;
    }

    private static void line(Shell.Result r, String expected) {
        assertTrue(r.output().lines().anyMatch(l -> l.strip().equals(expected)), "no line '" + expected + "' in:\n" + r.output());
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String summary(Shell.Result r) {
        int at = r.output().indexOf("bench-fleet: summary");
        return (at < 0 ? r.output() : r.output().substring(at)) + "(exit " + r.exitCode() + ")";
    }

    private Path inventory(List<LoopbackVm> vms, Path clientKey) throws Exception {
        return LoopbackVm.inventory(tmp, vms, clientKey, "");
    }

    private Shell.Result fleet(Path inventory, Path results, String log) throws Exception {
        List<String> command = List.of("make", "--no-print-directory", "bench-fleet", "INVENTORY=" + inventory,
                "RESULTS=" + results, "FLEET_POLL=2", "ALLOW_DIRTY=1");
        Map<String, String> env = new HashMap<>();
        env.put("ANSIBLE_SSH_CONTROL_PATH_DIR", tmp.resolve("cp").toString());
        env.put("ANSIBLE_LOCAL_TEMP", tmp.resolve("ansible-tmp").toString());
        env.put("MAKEFLAGS", null);
        env.put("MAKELEVEL", null);
        env.put("MFLAGS", null);
        return Shell.run(command, FleetIT.projectDir(), env, tmp.resolve(log), FLEET_LIMIT);
    }
}
