package dev.iobench.suite;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * The folder every benchmark works in: system property {@code iobench.dir} (the runner points it at
 * the filesystem under test), else {@code java.io.tmpdir}.
 */
public final class IoDir {
    /** The system property naming the folder. */
    public static final String PROPERTY = "iobench.dir";

    private IoDir() {
    }

    /** @return the folder to create benchmark files in; it must exist */
    public static Path get() throws IOException {
        Path dir = Paths.get(System.getProperty(PROPERTY, System.getProperty("java.io.tmpdir")));
        if (!Files.isDirectory(dir)) {
            throw new IOException(PROPERTY + "=" + dir + " is not a directory");
        }
        return dir;
    }

    /** @return a new empty file in {@link #get()} whose name says what made it */
    public static Path newFile(String what) throws IOException {
        return Files.createTempFile(get(), "iobench-" + what + "-", ".tmp");
    }

    /** fsync of a folder: makes a rename or a new file's name durable (Linux). */
    public static void syncDirectory(Path dir) throws IOException {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        }
    }

    /** Deletes {@code file} if it exists; null is ignored. */
    public static void delete(Path file) throws IOException {
        if (file != null) {
            Files.deleteIfExists(file);
        }
    }
}
