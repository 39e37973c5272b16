package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make bench-fleet} against VMs that send too much (a big archive, an archive bomb, deep JSON), say too much, name their folders to split
 * the job's make arguments, or power off before the fleet's time limit: one fleet run with all of them
 * beside a good VM. Each hostile VM fails with one summary line naming the cause and the limit, no
 * control character of a VM reaches the output, nothing lands in results/runs but the good VM's run,
 * and nothing outside the results folder changes.
 */
class FleetLimitsIT {
    private static final Duration FLEET_LIMIT = Duration.ofMinutes(6);
    private static final String TIME = "20260101T000000Z-";
    private static final String ESC = "\u001b";

    @TempDir
    Path tmp;

    @Test
    void benchFleet_bombDeepJsonEscapesSpacesAndEarlyPowerOff_oneLineEach_goodRunCollected() throws Exception {
        Path clientKey = tmp.resolve("id");
        Shell.check(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "fleet-test", "-f", clientKey.toString()),
                tmp);
        Path authorized = tmp.resolve("authorized_keys");
        Files.copy(tmp.resolve("id.pub"), authorized);
        Path results = tmp.resolve("results");
        Path canary = Files.writeString(tmp.resolve("canary.txt"), "canary\n");
        List<LoopbackVm> vms = new ArrayList<>();
        Map<LoopbackVm, String> checkouts = new HashMap<>();
        try {
            LoopbackVm good = start("vm-g", "loop-g", authorized, vms, "");
            finishedJob(good, TIME + "loop-g");
            run(good, TIME + "loop-g", "loop-g");

            // a run whose archive is a few hundred KiB and unpacks to 300 MiB of zeros
            LoopbackVm bomb = start("vm-b", "loop-b", authorized, vms, "");
            finishedJob(bomb, TIME + "loop-b");
            Path bombRun = run(bomb, TIME + "loop-b", "loop-b");
            Shell.check(List.of("truncate", "-s", "300M", bombRun.resolve("host-ext4-jdk17/jmh.json").toString()), tmp);

            // an archive over the size limit (its packing reports 2 GB), refused before it is fetched
            Path statBin = Files.createDirectories(tmp.resolve("vm-a-bin"));
            Path fakeStat = Files.writeString(statBin.resolve("stat"), "#!/bin/sh\necho 2000000000\n");
            Files.setPosixFilePermissions(fakeStat, PosixFilePermissions.fromString("rwxr-xr-x"));
            LoopbackVm big = start("vm-a", "loop-a", authorized, vms, "PATH=" + statBin + ":/usr/bin:/bin");
            finishedJob(big, TIME + "loop-a");
            run(big, TIME + "loop-a", "loop-a");

            // an env.json of 10,000 nested arrays
            LoopbackVm deep = start("vm-j", "loop-j", authorized, vms, "");
            finishedJob(deep, TIME + "loop-j");
            Path deepRun = run(deep, TIME + "loop-j", "loop-j");
            Files.writeString(deepRun.resolve("host-ext4-jdk17/env.json"), "[".repeat(10_000) + "]".repeat(10_000));

            // its home folder's name redraws the line as another VM's "ok": the checkout (~/iobench) is a
            // folder of someone else's, so its failure line carries that name
            Path escHome = tmp.resolve("home" + ESC + "[2K" + ESC + "[1Gloop-g (vm-g): ok");
            Files.writeString(Files.createDirectories(escHome.resolve("iobench")).resolve("mine.txt"), "mine\n");
            LoopbackVm esc = start("vm-e", "loop-e", authorized, vms, "\"HOME=" + escHome + "\"");
            checkouts.put(esc, "~/iobench");

            // a job lost before it finished, and a run folder whose name, taken as the run to resume,
            // would split into more make arguments; its make records the arguments it is given
            Path bin = Files.createDirectories(tmp.resolve("vm-r-bin"));
            Path makeArgs = bin.resolve("make.args");
            Path fakeMake = Files.writeString(bin.resolve("make"), "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + makeArgs
                    + "'\necho 'make: the VM stops here' >&2\nexit 2\n");
            Files.setPosixFilePermissions(fakeMake, PosixFilePermissions.fromString("rwxr-xr-x"));
            LoopbackVm spaces = start("vm-r", "loop-r", authorized, vms, "PATH=" + bin + ":/usr/bin:/bin");
            Files.createDirectories(spaces.checkout().resolve(".fleet"));
            Files.writeString(spaces.job("job.sh"), "#!/bin/bash\nexit 0\n");
            Files.writeString(spaces.job("runs.before"), "");
            String spaced = "x INJECTED=1 " + TIME + "loop-r";
            run(spaces, spaced, "loop-r");

            // a VM that powers itself off in an hour, while the fleet may wait 24 h for its run
            Path scheduled = Files.writeString(tmp.resolve("vm-p-shutdown"), "USEC="
                    + Instant.now().plusSeconds(3600).toEpochMilli() * 1000 + "\nWARN_WALL=1\nMODE=poweroff\n");
            LoopbackVm early = start("vm-p", "loop-p", authorized, vms, "IOBENCH_SHUTDOWN_SCHEDULED=" + scheduled);

            Shell.Result r = fleet(inventory(vms, clientKey, checkouts), results, "limits.log");
            System.out.println("FleetLimitsIT:\n" + summary(r));
            assertNotEquals(0, r.exitCode(), r.output());
            assertFalse(r.output().contains(ESC), "an escape character reached the output:\n" + r.output());

            line(r, "loop-g (vm-g): ok: " + TIME + "loop-g (bench-all 7 s)");
            line(r, "loop-b (vm-b): failed: refused run " + TIME + "loop-b from vm-b: it unpacks to more than");
            line(r, "(run_ratio)");
            line(r, "loop-a (vm-a): failed: refused run " + TIME + "loop-a from vm-a: its archive has 2000000000 bytes,"
                    + " over the limit of 1073741824 bytes (archive_bytes)");
            assertFalse(Files.exists(results.resolve(".fleet/incoming/loop-a/" + TIME + "loop-a.tar.gz")),
                    "an archive over the limit is not fetched");
            line(r, "loop-j (vm-j): failed: refused run " + TIME + "loop-j from vm-j: its host-ext4-jdk17/env.json nests"
                    + " arrays and objects 10000 deep, over the limit of 64 (json_depth)");
            line(r, "loop-e (vm-e): failed: checkout " + tmp.resolve("home?[2K?[1Gloop-g (vm-g): ok/iobench")
                    + " on vm-e is not an iobench checkout");
            line(r, "loop-r (vm-r): failed: bench-all exit 2 in " + spaces.checkout() + ": make: the VM stops here");
            line(r, "loop-p (vm-p): failed: powers off in ");
            line(r, "before FLEET_TIMEOUT=86400 s (1440 min) could end");
            assertEquals(1, r.output().lines().filter(l -> l.strip().startsWith("loop-") && l.contains("): ok: ")).count(),
                    "one ok line:\n" + r.output());

            // the spaced folder was not taken for the run to resume, and no word of its name became an argument
            List<String> args = Files.readAllLines(makeArgs);
            assertEquals("bench-all", args.get(1), args.toString());
            assertTrue(args.contains("MACHINE=loop-r"), args.toString());
            assertFalse(args.stream().anyMatch(a -> a.startsWith("RESUME=") || a.equals("INJECTED=1")), args.toString());
            assertEquals("lost before it made a run\n", Files.readString(spaces.job("restarted")));

            // nothing of the refused runs, no staging left in results/runs, nothing outside changed
            assertEquals(List.of(TIME + "loop-g"), names(results.resolve("runs")));
            assertEquals("canary\n", Files.readString(canary));
            assertEquals(List.of("mine.txt"), names(escHome.resolve("iobench")));
            assertFalse(Files.exists(early.job("job.sh")), "no job started on a VM that powers off first");
            assertFalse(Files.exists(early.job("source.tar.gz")), "no checkout copied to a VM that powers off first");
            for (LoopbackVm vm : List.of(big, bomb, deep)) {
                assertFalse(Files.exists(vm.job("collected")), vm.alias + " is not marked collected");
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

    private LoopbackVm start(String alias, String label, Path authorized, List<LoopbackVm> vms, String setEnv)
            throws Exception {
        LoopbackVm vm = LoopbackVm.start(alias, label, tmp, authorized, setEnv);
        vms.add(vm);
        return vm;
    }

    /** A finished, uncollected job that made {@code runs}, in a checkout of this fleet. */
    private static void finishedJob(LoopbackVm vm, String runs) throws Exception {
        Files.createDirectories(vm.checkout().resolve(".fleet"));
        Files.writeString(vm.checkout().resolve(".iobench-checkout"), "iobench checkout\n");
        Files.writeString(vm.job("job.sh"), "#!/bin/bash\nexit 0\n");
        Files.writeString(vm.job("jid"), "j123456789.1\n");
        Files.writeString(vm.job("exit"), "0\n");
        Files.writeString(vm.job("seconds"), "7\n");
        Files.writeString(vm.job("log"), "bench-all: done\n");
        Files.writeString(vm.job("runs"), runs + "\n");
    }

    /** A run folder {@code id} in the VM's results/runs, its env.json naming {@code machine}. */
    private static Path run(LoopbackVm vm, String id, String machine) throws Exception {
        Path run = Files.createDirectories(vm.checkout().resolve("results/runs").resolve(id));
        Files.writeString(run.resolve("run.json"), "{\"id\": \"" + id + "\", \"status\": \"ok\"}\n");
        Path env = Files.createDirectories(run.resolve("host-ext4-jdk17"));
        Files.writeString(env.resolve("env.json"), "{\"kind\": \"host\", \"machine\": {\"label\": \"" + machine + "\"}}\n");
        return run;
    }

    /** The inventory of {@code vms}, with the checkout of each given in {@code checkouts} (else its own). */
    private Path inventory(List<LoopbackVm> vms, Path clientKey, Map<LoopbackVm, String> checkouts) throws Exception {
        Path file = LoopbackVm.inventory(tmp, vms, clientKey, "");
        String text = Files.readString(file);
        for (Map.Entry<LoopbackVm, String> e : checkouts.entrySet()) {
            text = text.replace("checkout=" + e.getKey().checkout() + "\n", "checkout=" + e.getValue() + "\n");
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private static void line(Shell.Result r, String part) {
        assertTrue(r.output().lines().anyMatch(l -> l.contains(part)), "no line with '" + part + "' in:\n" + r.output());
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
