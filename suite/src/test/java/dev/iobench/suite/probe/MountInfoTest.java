package dev.iobench.suite.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MountInfoTest {
    private static final List<MountInfo> MOUNTS = List.of(
            MountInfo.parse("25 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw,discard"),
            MountInfo.parse("30 25 0:26 / /dev/shm rw,nosuid,nodev shared:4 - tmpfs tmpfs rw,size=1024k"),
            MountInfo.parse("31 25 7:0 / /mnt/my\\040data rw - xfs /dev/loop0 rw,attr2"),
            MountInfo.parse("32 25 0:40 / /dev/shm rw master:7 - ramfs none rw"));

    @Test
    void find_picksLongestPrefix() {
        assertEquals("ext4", MountInfo.find(MOUNTS, "/home/x").type);
        assertEquals("ext4", MountInfo.find(MOUNTS, "/dev/shmoo").type);
        assertEquals("xfs", MountInfo.find(MOUNTS, "/mnt/my data/a").type);
    }

    @Test
    void find_laterMountShadowsEarlier() {
        assertEquals("ramfs", MountInfo.find(MOUNTS, "/dev/shm/x").type);
    }

    @Test
    void parse_readsAllFields() {
        MountInfo m = MOUNTS.get(0);
        assertEquals("/", m.mountPoint);
        assertEquals("rw,relatime", m.options);
        assertEquals("/dev/vda", m.source);
        assertEquals("rw,discard", m.superOptions);
        assertEquals("254:0", m.device);
        assertEquals("/mnt/my data", MOUNTS.get(2).mountPoint);
    }

    @Test
    void probe_reportsTmpfsForDevShm() throws Exception {
        Path shm = Path.of("/dev/shm");
        org.junit.jupiter.api.Assertions.assertTrue(Files.isWritable(shm), "/dev/shm (tmpfs) must be writable");
        String json = EnvProbe.probe(shm);
        assertTrue(json.contains("\"type\":\"tmpfs\""), json);
    }

    @Test
    void probe_reportsRealTypeNotStatfsName(@TempDir Path dir) throws Exception {
        String json = EnvProbe.probe(dir);
        String expected = MountInfo.of(dir).type;
        assertTrue(json.contains("\"type\":\"" + expected + "\""), json);
        assertTrue(!json.contains("ext2/ext3"), json);
        assertTrue(json.contains("\"major\":" + Runtime.version().feature()), json);
    }
}
