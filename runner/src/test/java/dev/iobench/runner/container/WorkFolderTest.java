package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.process.ChildProcess;
import dev.iobench.suite.probe.MountInfo;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The work files of container runs in a shared temp folder, against a local user who plants links and
 * folders there (uid 65534, nobody): real links, real mkfs and loop mounts, real permissions. Runs as
 * root, like the container runner.
 */
class WorkFolderTest {
    private static final Duration TOOL = Duration.ofSeconds(60);
    private static final long SIZE = 64L << 20;
    private static final int NOBODY = 65534;
    private static final String NAME = "20261124T000000Z-container-ext4-jdk17";

    /** A shared temp folder like /tmp (mode 1777) that user nobody can reach. */
    private static Path shared(Path tmp) throws IOException {
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwx--x--x"));
        Path shared = Files.createDirectory(tmp.resolve("shared"));
        Files.setAttribute(shared, "unix:mode", 01777);
        return shared;
    }

    /** A link planted by user nobody. */
    private static void plant(Path link, Path target) throws IOException {
        Files.createSymbolicLink(link, target);
        Files.setAttribute(link, "unix:uid", NOBODY, LinkOption.NOFOLLOW_LINKS);
        Files.setAttribute(link, "unix:gid", NOBODY, LinkOption.NOFOLLOW_LINKS);
    }

    @Test
    void linksPlantedAtEveryPredictableName_areNeverFollowed_theVolumeIsMadeAndTheCanaryUnchanged(@TempDir Path tmp)
            throws Exception {
        Path shared = shared(tmp);
        Path canary = tmp.resolve("canary");
        byte[] bytes = new byte[1 << 20];
        new Random(7).nextBytes(bytes);
        Files.write(canary, bytes);
        long pid = ProcessHandle.current().pid();
        // the names the runner used to make (image, mount point, staging), and the new folder's name
        // without its random part
        String old = WorkFolder.PREFIX + pid + "-" + NAME;
        List<String> names = List.of(old + ".img", old + ".mnt", old + ".results", old, old + "-",
                Volume.IMAGE, Volume.MOUNT, "results", WorkFolder.MARKER);
        for (String n : names) {
            plant(shared.resolve(n), canary);
        }

        Path folder = WorkFolder.create(shared, NAME, ProcessHandle.current().pid());
        try {
            Path staging = WorkFolder.createForContainer(folder, "results");
            try (Volume v = Volume.create(Filesystem.EXT4, SIZE, folder)) {
                assertEquals("loop", v.kind(), v.details.toString());
                assertEquals(folder.resolve(Volume.MOUNT), v.hostDir);
                assertEquals("ext4", MountInfo.of(v.hostDir).type, "a real ext4 is mounted there");
                Path image = folder.resolve(Volume.IMAGE);
                assertTrue(Files.isRegularFile(image, LinkOption.NOFOLLOW_LINKS));
                assertEquals(SIZE, Files.size(image));
                Files.writeString(v.hostDir.resolve("written"), "on the volume");
                assertTrue(Files.isDirectory(staging, LinkOption.NOFOLLOW_LINKS));
            }
        } finally {
            deleteTree(folder);
        }
        assertArrayEquals(bytes, Files.readAllBytes(canary), "the canary is byte for byte what it was");
        for (String n : names) {
            assertTrue(Files.isSymbolicLink(shared.resolve(n)), n + " is still the planted link");
            assertEquals(canary, Files.readSymbolicLink(shared.resolve(n)));
        }
    }

    @Test
    void workFolderStagingAndVolume_belongToTheirWriterAndAreWritableByNobodyElse(@TempDir Path tmp) throws Exception {
        Path shared = shared(tmp);
        Path folder = WorkFolder.create(shared, NAME, ProcessHandle.current().pid());
        try {
            Path staging = WorkFolder.createForContainer(folder, "results");
            try (Volume v = Volume.create(Filesystem.EXT4, SIZE, folder)) {
                String name = folder.getFileName().toString();
                String token = name.substring(name.lastIndexOf('-') + 1);
                assertTrue(name.startsWith(WorkFolder.PREFIX + ProcessHandle.current().pid() + "-" + NAME + "-"), name);
                assertTrue(token.matches("[0-9a-f]{24}"), "a random part: " + name);

                assertOwnerAndMode(folder, 0, "rwx------");
                assertOwnerAndMode(folder.resolve(WorkFolder.MARKER), 0, "rw-------");
                assertEquals(ProcessHandle.current().pid() + " " + token + "\n",
                        Files.readString(folder.resolve(WorkFolder.MARKER)));
                assertOwnerAndMode(folder.resolve(Volume.IMAGE), 0, "rw-------");
                // where the container's user writes: its own, nobody else's
                assertOwnerAndMode(staging, ContainerLauncher.UID, "rwx------");
                assertOwnerAndMode(v.hostDir, ContainerLauncher.UID, "rwx------");

                // another local user can put nothing anywhere in it
                for (Path dir : List.of(folder, staging, v.hostDir)) {
                    ChildProcess.Result r = ChildProcess.capture(List.of("setpriv", "--reuid=" + NOBODY,
                            "--regid=" + NOBODY, "--clear-groups", "ln", "-s", "/etc/passwd", dir.resolve("planted").toString()),
                            TOOL);
                    assertNotEquals(0, r.exitCode(), "user nobody planted a link in " + dir);
                    assertFalse(Files.exists(dir.resolve("planted"), LinkOption.NOFOLLOW_LINKS));
                }
            }
        } finally {
            deleteTree(folder);
        }
    }

    private static void assertOwnerAndMode(Path p, int uid, String mode) throws IOException {
        assertFalse(Files.isSymbolicLink(p), p + " is no link");
        assertEquals(uid, Files.getAttribute(p, "unix:uid", LinkOption.NOFOLLOW_LINKS), p + " owner");
        assertEquals(uid, Files.getAttribute(p, "unix:gid", LinkOption.NOFOLLOW_LINKS), p + " group");
        assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS)),
                p + " mode");
    }

    @Test
    void sharedFolderWritableByOthersWithoutStickyBit_isRefusedInOneLine(@TempDir Path tmp) throws Exception {
        Path open = Files.createDirectory(tmp.resolve("open"));
        Files.setAttribute(open, "unix:mode", 0777);
        IOException e = assertThrows(IOException.class,
                () -> WorkFolder.create(open, NAME, ProcessHandle.current().pid()));
        assertEquals(open + " (mode 0777) is writable by other users and has no sticky bit: not a safe place for "
                + "work files", e.getMessage());
        try (Stream<Path> s = Files.list(open)) {
            assertEquals(0, s.count(), "nothing made there");
        }
    }

    @Test
    void sweep_removesADeadRunsOwnFolderWithItsMount_andLeavesAloneEverythingElseNamedLikeIt(@TempDir Path tmp)
            throws Exception {
        Path shared = shared(tmp);
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        long dead = gone.pid();
        String prefix = WorkFolder.PREFIX + dead + "-";
        List<String> toUnmount = new ArrayList<>();
        try {
            // a real leftover of a SIGKILLed run: its folder, staging, image loop-mounted
            Path ours = WorkFolder.create(shared, NAME, dead);
            Path staging = WorkFolder.createForContainer(ours, "results");
            Files.writeString(staging.resolve(".jmh.json.partial"), "[]");
            Path image = ours.resolve(Volume.IMAGE);
            Path mnt = Files.createDirectory(ours.resolve(Volume.MOUNT));
            try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(image.toFile(), "rw")) {
                f.setLength(SIZE);
            }
            toUnmount.add(mnt.toString());
            for (List<String> cmd : List.of(List.of("mkfs.ext4", "-q", "-F", image.toString()),
                    List.of("mount", "-o", "loop", image.toString(), mnt.toString()))) {
                assertEquals(0, ChildProcess.capture(cmd, TOOL).exitCode(), cmd.toString());
            }

            // named like a dead run's, none of them provably ours
            Path victim = Files.createDirectory(tmp.resolve("victim"));
            Files.writeString(victim.resolve("precious"), "keep");
            Path link = shared.resolve(prefix + "link-0123456789abcdef01234567");
            plant(link, victim);

            Path noMarker = Files.createDirectory(shared.resolve(prefix + "nomarker-0123456789abcdef01234567"),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            Path mounted = Files.createDirectory(noMarker.resolve("mounted"));
            toUnmount.add(mounted.toString());
            assertEquals(0, ChildProcess.capture(List.of("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs",
                    mounted.toString()), TOOL).exitCode());
            Files.writeString(mounted.resolve("precious"), "keep");

            Path othersMarked = WorkFolder.create(shared, "others", dead);
            for (Path p : List.of(othersMarked, othersMarked.resolve(WorkFolder.MARKER))) {
                Files.setAttribute(p, "unix:uid", NOBODY, LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(p, "unix:gid", NOBODY, LinkOption.NOFOLLOW_LINKS);
            }

            Path forged = WorkFolder.create(shared, "forged", dead);
            Files.writeString(forged.resolve(WorkFolder.MARKER), dead + " 000000000000000000000000\n");

            Path worldWritable = WorkFolder.create(shared, "open", dead);
            Files.setAttribute(worldWritable, "unix:mode", 0777);

            Path oldImage = shared.resolve(prefix + "stale.img");
            Files.writeString(oldImage, "an image of the old layout, or anyone's file");

            Path live = WorkFolder.create(shared, "live", ProcessHandle.current().pid());
            List<Path> untouched = List.of(link, noMarker, othersMarked, forged, worldWritable, oldImage, live);

            StringWriter err = new StringWriter();
            WorkFolder.sweepFolders(shared, new PrintWriter(err, true));

            List<String> lines = err.toString().lines().toList();
            assertEquals(2, lines.size(), err.toString());
            assertEquals("iobench: warning: removed " + ours + " left by dead iobench process " + dead, lines.get(0));
            assertTrue(lines.get(1).startsWith("iobench: warning: left alone 6 file(s) in " + shared
                    + " named like iobench's but not provably its own: "), lines.get(1));
            for (String why : List.of("a symbolic link", "no " + WorkFolder.MARKER, "owned by nobody",
                    "does not hold pid " + dead, "mode rwxrwxrwx", "not a folder")) {
                assertTrue(lines.get(1).contains(why), why + " in " + lines.get(1));
            }

            assertFalse(Files.exists(ours, LinkOption.NOFOLLOW_LINKS), "the dead run's folder is gone");
            assertEquals(List.of(), WorkFolder.mountsUnder(ours), "its volume is unmounted");
            String loops = ChildProcess.capture(List.of("losetup", "-l", "-n", "-O", "BACK-FILE"), TOOL).stdout();
            assertFalse(loops.contains(ours.toString()), "its loop device is detached: " + loops);

            for (Path p : untouched) {
                assertTrue(Files.exists(p, LinkOption.NOFOLLOW_LINKS), p + " left alone");
            }
            assertTrue(Files.isSymbolicLink(link));
            assertEquals("keep", Files.readString(victim.resolve("precious")), "nothing deleted through the link");
            assertEquals(List.of(mounted.toString()), WorkFolder.mountsUnder(noMarker), "a mount in a folder not ours stays");
            assertEquals("keep", Files.readString(mounted.resolve("precious")));
            assertTrue(Files.isRegularFile(othersMarked.resolve(WorkFolder.MARKER)));
        } finally {
            for (String m : toUnmount) {
                ChildProcess.capture(List.of("umount", "-l", m), TOOL);
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
