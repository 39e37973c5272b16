package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @Test
    void delete_removesTheTreeAndItsLinks_neverWhatTheyPointAt(@TempDir Path tmp) throws Exception {
        Path outside = Files.createDirectory(tmp.resolve("outside"));
        Files.writeString(outside.resolve("kept"), "x");
        Path dir = Files.createDirectories(tmp.resolve("tree/a/b"));
        Files.writeString(dir.resolve("f"), "y");
        Files.createSymbolicLink(tmp.resolve("tree/a/link"), outside);
        Files.createSymbolicLink(tmp.resolve("tree/dangling"), tmp.resolve("nowhere"));

        AtomicFiles.deleteTree(tmp.resolve("tree"));

        assertFalse(Files.exists(tmp.resolve("tree"), LinkOption.NOFOLLOW_LINKS));
        assertEquals("x", Files.readString(outside.resolve("kept")));
    }

    @Test
    void delete_ofALinkToAFolder_removesTheLinkOnly(@TempDir Path tmp) throws Exception {
        Path target = Files.createDirectory(tmp.resolve("target"));
        Files.writeString(target.resolve("kept"), "x");
        Path link = Files.createSymbolicLink(tmp.resolve("link"), target);

        AtomicFiles.deleteTree(link);

        assertFalse(Files.exists(link, LinkOption.NOFOLLOW_LINKS));
        assertTrue(Files.isRegularFile(target.resolve("kept")));
    }

    @Test
    void delete_ofNothing_doesNothing(@TempDir Path tmp) throws Exception {
        AtomicFiles.deleteTree(null);
        AtomicFiles.deleteTree(tmp.resolve("missing"));
        assertTrue(Files.isDirectory(tmp));
    }

    @Test
    void moveNewCompressed_keepsEveryByte_removesTheSource_andNeverOverwrites(@TempDir Path tmp) throws Exception {
        byte[] bytes = new byte[3 << 20];
        new Random(7).nextBytes(bytes);
        Path source = Files.write(tmp.resolve("jmh.json.partial"), bytes);
        Path target = tmp.resolve("jmh.json.gz");

        AtomicFiles.moveNewCompressed(source, target);

        assertFalse(Files.exists(source));
        try (InputStream in = new GZIPInputStream(Files.newInputStream(target))) {
            assertArrayEquals(bytes, in.readAllBytes());
        }
        Path again = Files.writeString(tmp.resolve("again"), "new");
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.moveNewCompressed(again, target));
        assertEquals("new", Files.readString(again), "the source stays when the target exists");
        try (var files = Files.list(tmp)) {
            assertEquals(2, files.count(), "no temp file is left");
        }
    }

    @Test
    void create_refusesANameThatAppearsAfterItsCheck_andLeavesThatFileAsItWas(@TempDir Path tmp) throws Exception {
        Path target = tmp.resolve("env.json");
        Path link = tmp.resolve("jmh.json");
        AtomicFiles.beforeLinking = (temp, t) -> {
            if (t.equals(target)) {
                Files.writeString(target, "theirs");
            } else if (t.equals(link)) {
                Files.createSymbolicLink(link, tmp.resolve("nowhere"));
            }
        };
        try {
            assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.create(target, "ours"));
            assertThrows(FileAlreadyExistsException.class, () -> AtomicFiles.create(link, "ours"));
        } finally {
            AtomicFiles.beforeLinking = (temp, t) -> { };
        }
        assertEquals("theirs", Files.readString(target));
        assertTrue(Files.isSymbolicLink(link));
        assertFalse(Files.exists(tmp.resolve("nowhere"), LinkOption.NOFOLLOW_LINKS), "a dangling link is not followed");
        try (var files = Files.list(tmp)) {
            assertEquals(2, files.count(), "no temp file is left");
        }

        AtomicFiles.create(tmp.resolve("precision.json"), "ours");
        assertEquals("ours", Files.readString(tmp.resolve("precision.json")));
    }
}
