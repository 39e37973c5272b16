package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.results.Machine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Names from an inventory before they become controller paths: one machine-label rule for iobench
 * ({@link Machine#LABEL}) and the fleet's scripts (filter_plugins/fleet_rules.py, which
 * check-inventory.py, collect-runs.py, the playbook and its callback use), and inventory aliases held
 * to it, so an alias such as {@code ../../../../canary} never names a file outside the fleet's folder.
 */
class FleetNamesIT {
    private static final List<String> GOOD = List.of("a", "1", "vm-1", "aws-m6id.large_1", "a.", "A_b-c.d",
            "x".repeat(64), "203.0.113.10", "vm1.example.com");
    private static final List<String> BAD = List.of("", ".", "..", "a..b", "-a", ".a", "_a", "a/b", "a b", "ä",
            "../x", "a\n", "a\u001b[2K", "x".repeat(65), "{{ x }}", "a:b");

    @TempDir
    Path tmp;

    @Test
    void machineLabelRule_javaAndFleetScriptsAgree_onGoodAndBadLabels() throws Exception {
        List<String> all = new ArrayList<>(GOOD);
        all.addAll(BAD);
        Path labels = tmp.resolve("labels.json");
        Files.writeString(labels, dev.iobench.runner.results.Json.mapper().writeValueAsString(all));
        Path rules = FleetIT.projectDir().resolve("scripts/fleet/filter_plugins");
        Shell.Result py = Shell.run(List.of("/usr/bin/python3", "-c", "import json, sys; sys.path.insert(0, sys.argv[1]); "
                + "from fleet_rules import machine_label; "
                + "print(' '.join(str(int(machine_label(l))) for l in json.load(open(sys.argv[2]))))",
                rules.toString(), labels.toString()), tmp, Map.of(), tmp.resolve("py.log"), Duration.ofSeconds(60));
        assertEquals(0, py.exitCode(), py.output());
        String[] scripts = py.output().strip().split(" ");
        assertEquals(all.size(), scripts.length, py.output());
        for (int i = 0; i < all.size(); i++) {
            String label = all.get(i);
            boolean java = Machine.LABEL.matcher(label).matches();
            assertEquals(GOOD.contains(label), java, "iobench on '" + label + "'");
            assertEquals(java, scripts[i].equals("1"), "the fleet's scripts and iobench on '" + label + "'");
        }
    }

    @Test
    void inventoryAliasWithDots_refusedInOneLine_nothingWrittenOutside() throws Exception {
        Path canary = tmp.resolve("canary");
        Path inventory = tmp.resolve("alias.ini");
        Files.writeString(inventory, "[fleet]\n../../../../canary ansible_host=127.0.0.1 ansible_port=9 label=a\n");
        // make bench-fleet: the inventory check refuses it before anything runs
        Path results = tmp.resolve("work/results");
        Shell.Result r = Shell.run(List.of("make", "--no-print-directory", "bench-fleet", "INVENTORY=" + inventory,
                "RESULTS=" + results, "ALLOW_DIRTY=1"), FleetIT.projectDir(), env(), tmp.resolve("make.log"),
                Duration.ofMinutes(5));
        assertNotEquals(0, r.exitCode(), r.output());
        List<String> ours = r.output().lines()
                .filter(l -> !l.startsWith("make: ***") && !l.startsWith("ansible: "))
                .toList();
        assertEquals(List.of("bench-fleet: error: " + inventory + ": host alias \"../../../../canary\" must be letters, digits,"
                + " '.', '_' or '-', start with a letter or digit, hold no '..' and have at most 64 characters (it names"
                + " the VM's files on the controller)"), ours, r.output());
        assertFalse(Files.exists(results), "nothing written");

        // the playbook run directly, without the inventory check: the host fails its first task, and the
        // callback that keeps failure reasons writes nothing for it (reasons/../../../../canary would be tmp/canary)
        Path state = Files.createDirectories(tmp.resolve("work/results/.fleet"));
        Path project = FleetIT.projectDir();
        Map<String, String> env = env();
        env.put("ANSIBLE_CONFIG", project.resolve("scripts/fleet/ansible.cfg").toString());
        env.put("FLEET_STATE", state.toString());
        Shell.Result p = Shell.run(List.of(project.resolve(".venv-ansible/bin/ansible-playbook").toString(),
                "-i", inventory.toString(), project.resolve("scripts/fleet/bench-fleet.yml").toString(),
                "-e", "{\"fleet_archive\": \"" + tmp.resolve("none.tar.gz") + "\", \"fleet_commit\": \"test\","
                        + " \"fleet_results\": \"" + results + "\", \"fleet_state\": \"" + state + "\","
                        + " \"fleet_timeout\": 60, \"fleet_poll\": 2, \"fleet_cli_vars\": {}}"),
                project, env, tmp.resolve("playbook.log"), Duration.ofMinutes(5));
        assertTrue(p.output().contains("host alias \"../../../../canary\" is not a name by the machine-label rule"), p.output());
        assertFalse(Files.exists(canary), "written outside the fleet's folder: " + canary);
        try (Stream<Path> s = Files.walk(tmp)) {
            assertEquals(List.of(), s.filter(f -> f.getFileName().toString().equals("canary")).toList());
        }
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("ANSIBLE_SSH_CONTROL_PATH_DIR", tmp.resolve("cp").toString());
        env.put("ANSIBLE_LOCAL_TEMP", tmp.resolve("ansible-tmp").toString());
        env.put("MAKEFLAGS", null);
        env.put("MAKELEVEL", null);
        env.put("MFLAGS", null);
        return env;
    }
}
