package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineTest {
    @Test
    void probe_diskFolder_namesTheWholeDiskFromSysBlock() {
        Machine m = Machine.probe("vm-1", Path.of("/var/tmp"));
        assertEquals("vm-1", m.label());
        Machine.BlockDevice d = m.blockDevice();
        assertNotNull(d, "/var/tmp is on the VM disk here");
        assertTrue(Files.isDirectory(Path.of("/sys/block", d.name())), d.toString());
        assertFalse(Files.exists(Path.of("/sys/block", d.name(), "partition")), "a whole disk, not a partition: " + d);
        assertTrue(d.sizeBytes() > 0, d.toString());
        assertNotNull(d.rotational(), d.toString());
        assertNotNull(d.scheduler(), d.toString());
        assertTrue(m.cpu().count() > 0);
        assertTrue(m.memoryBytes() > 0);
    }

    @Test
    void probe_tmpfs_hasNoBlockDevice() {
        assertNull(Machine.probe("vm-1", Path.of("/dev/shm")).blockDevice());
        assertNull(Machine.probe("vm-1", null).blockDevice());
    }

    @Test
    void probe_dmi_presentWhenFilesSayIt_absentWhenEmpty(@TempDir Path tmp) throws Exception {
        Path sys = tmp.resolve("sys");
        Path dmi = Files.createDirectories(sys.resolve("class/dmi/id"));
        Files.writeString(dmi.resolve("sys_vendor"), "\n");
        Files.writeString(dmi.resolve("product_name"), "");
        Machine empty = Machine.probe("a", null, sys, Path.of("/proc"));
        assertNull(empty.dmi());
        assertFalse(toJson(empty).has("dmi"), toJson(empty).toString());

        Files.writeString(dmi.resolve("sys_vendor"), "Amazon EC2\n");
        Files.writeString(dmi.resolve("product_name"), "m6id.large\n");
        JsonNode json = toJson(Machine.probe("a", null, sys, Path.of("/proc")));
        assertEquals("Amazon EC2", json.at("/dmi/sys_vendor").asText());
        assertEquals("m6id.large", json.at("/dmi/product_name").asText());
        assertEquals(json, toJson(fromJson(json)), "written and read back unchanged");
    }

    @Test
    void checkLabel_refusesSlashSpaceAndEmpty() {
        assertEquals("aws-m6id.large_1", Machine.checkLabel("aws-m6id.large_1"));
        for (String bad : new String[] {"a/b", "a b", "", "ä"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Machine.checkLabel(bad));
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
    }

    @Test
    void activeScheduler_isTheOneInBrackets() {
        assertEquals("mq-deadline", Machine.activeScheduler("[mq-deadline] kyber bfq none"));
        assertEquals("none", Machine.activeScheduler("none"));
        assertNull(Machine.activeScheduler(null));
    }

    @Test
    void fromJson_olderEnvJsonWithoutMachine_isNull() {
        assertNull(fromJson(null));
        assertNull(fromJson(Json.mapper().createObjectNode().put("x", 1).get("x")));
    }

    private static JsonNode toJson(Machine m) {
        return Json.mapper().valueToTree(m);
    }

    /** @return the machine object of an env.json, or null when it is missing or not an object */
    private static Machine fromJson(JsonNode node) {
        if (node == null || !node.isObject()) {
            return null;
        }
        try {
            return Json.mapper().treeToValue(node, Machine.class);
        } catch (JsonProcessingException e) {
            return null;
        }
    }
}
