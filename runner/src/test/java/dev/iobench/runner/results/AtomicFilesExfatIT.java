package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.iobench.runner.process.ChildProcess;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Results written on a filesystem without hard links (a loop-mounted exFAT image through FUSE, as a USB
 * disk might be), and moved there from another filesystem: every write lands whole, none overwrites,
 * and no temp file is left.
 */
class AtomicFilesExfatIT {
    private static final Duration TOOL = Duration.ofSeconds(30);

    @Test
    void withoutHardLinks_resultsAreStillWrittenWholeAndNeverOverwritten(@TempDir Path tmp) throws Exception {
        assertEquals("root", System.getProperty("user.name"), "a loop mount needs root (CI and the VMs run as root)");
        Path image = tmp.resolve("exfat.img");
        Path dir = Files.createDirectories(tmp.resolve("exfat"));
        sh("truncate", "-s", "16M", image.toString());
        sh("mkfs.exfat", image.toString());
        sh("mount", "-t", "exfat-fuse", "-o", "loop", image.toString(), dir.toString());
        try {
            Files.writeString(dir.resolve("a"), "a");
            assertThrows(FileSystemException.class, () -> Files.createLink(dir.resolve("b"), dir.resolve("a")),
                    "exFAT refuses hard links, so the writes below take the check-then-rename way");

            AtomicFiles.create(dir.resolve("env.json"), "{}");
            assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.create(dir.resolve("env.json"), "{\"x\":1}"));
            assertEquals("{}", Files.readString(dir.resolve("env.json")));

            Path jmh = Files.writeString(dir.resolve("jmh.json.partial"), "[]");
            AtomicFiles.moveNew(jmh, dir.resolve("jmh.json"));
            Path again = Files.writeString(dir.resolve("again.partial"), "[1]");
            assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.moveNew(again, dir.resolve("jmh.json")));
            assertEquals("[]", Files.readString(dir.resolve("jmh.json")));

            Path elsewhere = Files.writeString(tmp.resolve("fio.json.partial"), "{}");
            AtomicFiles.moveNew(elsewhere, dir.resolve("fio.json"));
            assertEquals("{}", Files.readString(dir.resolve("fio.json")), "moved from another filesystem: copied");
            assertFalse(Files.exists(elsewhere));

            byte[] bytes = "[{\"benchmark\":\"a.B.c\"}]".getBytes();
            AtomicFiles.moveNewCompressed(Files.write(dir.resolve("log.partial"), bytes), dir.resolve("jmh.json.gz"));
            try (InputStream in = new GZIPInputStream(Files.newInputStream(dir.resolve("jmh.json.gz")))) {
                assertArrayEquals(bytes, in.readAllBytes());
            }

            AtomicFiles.replace(dir.resolve("run.json"), "1".getBytes());
            AtomicFiles.replace(dir.resolve("run.json"), "2".getBytes());
            assertEquals("2", Files.readString(dir.resolve("run.json")));

            try (var files = Files.list(dir)) {
                assertEquals(List.of("a", "again.partial", "env.json", "fio.json", "jmh.json", "jmh.json.gz", "run.json"),
                        files.map(f -> f.getFileName().toString()).sorted().toList(), "no temp file is left");
            }
            assertFalse(Files.exists(jmh));
        } finally {
            // a failed unmount must not hide the test's own failure: detach it lazily instead
            if (ChildProcess.capture(List.of("umount", dir.toString()), TOOL).exitCode() != 0) {
                ChildProcess.capture(List.of("umount", "-l", dir.toString()), TOOL);
            }
        }
    }

    private static void sh(String... command) throws Exception {
        ChildProcess.Result r = ChildProcess.capture(List.of(command), TOOL);
        assertEquals(0, r.exitCode(), String.join(" ", command) + ": " + r.tail());
    }
}
