package dev.iobench.runner.results;

import dev.iobench.runner.process.Cleanup;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * Writes files so that a reader never sees half of one: a temp file in the same folder, forced to disk,
 * renamed over the target (or, for a result, linked in where nothing is), and the folder forced so the
 * name survives a crash. Also the one way iobench deletes a tree.
 */
public final class AtomicFiles {
    /** Runs just before a new file is linked in: a test makes its target's name appear there. */
    static volatile Place beforeLinking = (from, target) -> { };

    private AtomicFiles() {
    }

    /**
     * Deletes {@code dir}, if any, and everything in it, removing links, never what they point at. Walks
     * again, up to 5 times, when something was written into it meanwhile (a container or JMH still finishing).
     *
     * @throws IOException the last failure when the tree is still there
     */
    public static void deleteTree(Path dir) throws IOException {
        IOException last = null;
        for (int attempt = 0; attempt < 5 && dir != null && Files.exists(dir, LinkOption.NOFOLLOW_LINKS); attempt++) {
            // Files.walk follows no links: a link is visited as a file of its own
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
                return;
            } catch (IOException e) {
                last = e;
            } catch (UncheckedIOException e) {
                last = e.getCause();
            }
        }
        if (last != null && Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw last;
        }
    }

    /** Writes {@code bytes} to {@code target}, replacing it atomically if it exists. */
    public static void replace(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes),
                (tmp, t) -> Files.move(tmp, t, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING));
    }

    /**
     * Writes what {@code bytes} writes into a temp file beside {@code target}, forces it, and has {@code place}
     * put it at {@code target}.
     */
    private static void write(Path target, Bytes bytes, Place place) throws IOException {
        Path tmp = temp(target);
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                bytes.writeTo(out);
            }
            force(tmp);
            Cleanup.pauseAt("temp-written " + target.getFileName());
            place.put(tmp, target);
            Cleanup.pauseAt("renamed " + target.getFileName());
            forceFolder(target);
        } finally {
            Files.deleteIfExists(tmp);
        }
        removeStaleTemps(target);
    }

    /**
     * Puts the finished file {@code from} at {@code target} in one step that fails when {@code target} exists,
     * even one that appeared a moment ago: a hard link, then {@code from} removed. Where the link is refused
     * (exFAT has none; a non-root user may not link another user's file; another filesystem), a check, then
     * a rename.
     *
     * @throws FileAlreadyExistsException when {@code target} exists (a link too); {@code from} stays
     * @throws AtomicMoveNotSupportedException when the two are on different filesystems (mounts)
     */
    static void placeNew(Path from, Path target) throws IOException {
        beforeLinking.put(from, target);
        try {
            Files.createLink(target, from);
        } catch (FileAlreadyExistsException e) {
            throw refusal(target);
        } catch (FileSystemException e) {
            if (e.getClass() != FileSystemException.class) {
                throw e; // denied, or the folder is gone: a rename would fail alike
            }
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw refusal(target);
            }
            try {
                Files.move(from, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException moved) {
                moved.addSuppressed(e);
                throw moved;
            }
            return;
        }
        Files.delete(from);
    }

    private static FileAlreadyExistsException refusal(Path target) {
        return new FileAlreadyExistsException(target.toString(), null, "refusing to overwrite a result");
    }

    /** Deletes temp files of {@code target} left by processes killed while writing it (their pid is gone). */
    private static void removeStaleTemps(Path target) {
        Path dir = target.toAbsolutePath().getParent();
        String prefix = "." + target.getFileName() + ".tmp-";
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(f -> f.getFileName().toString().startsWith(prefix)).toList()) {
                String rest = p.getFileName().toString().substring(prefix.length());
                int dash = rest.indexOf('-');
                try {
                    long pid = Long.parseLong(dash > 0 ? rest.substring(0, dash) : rest);
                    if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                        Files.deleteIfExists(p);
                    }
                } catch (NumberFormatException e) {
                    // not one of ours
                }
            }
        } catch (IOException e) {
            // a leftover temp file is hidden and harmless
        }
    }

    /** Writes a new file atomically; {@link FileAlreadyExistsException} if it exists: results are never overwritten. */
    public static void create(Path target, byte[] bytes) throws IOException {
        create(target, out -> out.write(bytes));
    }

    /** {@link #create(Path, byte[])} of what {@code bytes} writes into the temp file's stream. */
    private static void create(Path target, Bytes bytes) throws IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw refusal(target);
        }
        write(target, bytes, AtomicFiles::placeNew);
    }

    /** {@link #create(Path, byte[])} of gzip of {@code bytes}: decompressed, {@code target} holds exactly them. */
    public static void createCompressed(Path target, byte[] bytes) throws IOException {
        create(target, out -> gzip(out, gz -> gz.write(bytes)));
    }

    /** Writes gzip of what {@code bytes} writes to {@code out}. */
    private static void gzip(OutputStream out, Bytes bytes) throws IOException {
        try (OutputStream gz = new GZIPOutputStream(out, 1 << 16)) {
            bytes.writeTo(gz);
        }
    }

    /** {@link #create(Path, byte[])} for UTF-8 text. */
    public static void create(Path target, String text) throws IOException {
        create(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Moves a finished file (e.g. JMH's output) untouched, atomically on one filesystem; refuses to overwrite. */
    public static void moveNew(Path source, Path target) throws IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw refusal(target);
        }
        try {
            if (Files.isReadable(source)) {
                force(source); // one only its owner may read is moved as it is
            }
            placeNew(source, target);
            forceFolder(target);
        } catch (AtomicMoveNotSupportedException e) {
            create(target, out -> Files.copy(source, out));
            Files.delete(source);
        }
    }

    /** {@link #moveNew} as gzip: decompressed, {@code target} holds exactly {@code source}'s bytes. */
    public static void moveNewCompressed(Path source, Path target) throws IOException {
        create(target, out -> gzip(out, gz -> Files.copy(source, gz)));
        Files.delete(source);
    }

    private static Path temp(Path target) {
        Path dir = target.toAbsolutePath().getParent();
        return dir.resolve("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid()
                + "-" + Thread.currentThread().getId());
    }

    /** Forces {@code file}'s data to disk; reading is enough, so a file another user wrote can be forced too. */
    private static void force(Path file) throws IOException {
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file,
                java.nio.file.StandardOpenOption.READ)) {
            ch.force(true);
        }
    }

    /** Forces the folder of {@code file} to disk, unless its filesystem cannot open or sync a folder. */
    static void forceFolder(Path file) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        java.nio.channels.FileChannel ch;
        try {
            ch = java.nio.channels.FileChannel.open(dir, java.nio.file.StandardOpenOption.READ);
        } catch (IOException e) {
            return;
        }
        try (ch) {
            ch.force(true);
        } catch (IOException e) {
            if (e.getMessage() == null || !e.getMessage().contains("Invalid argument")) {
                throw e;
            }
        }
    }

    /** A file's content, written into a stream. */
    private interface Bytes {
        void writeTo(OutputStream out) throws IOException;
    }

    /** How a finished temp file takes its target's name. */
    interface Place {
        void put(Path tmp, Path target) throws IOException;
    }
}
