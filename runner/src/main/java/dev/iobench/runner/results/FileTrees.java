package dev.iobench.runner.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removal of a folder and everything in it: the one way iobench deletes a tree. */
public final class FileTrees {
    /** Walks at most this many times when files keep appearing while the tree is deleted. */
    private static final int ATTEMPTS = 5;

    private FileTrees() {
    }

    /**
     * Deletes {@code dir}, if any, and everything in it, removing links, never what they point at. Walks
     * again when something was written into it meanwhile (a container or JMH still finishing).
     *
     * @throws IOException the last failure when the tree is still there
     */
    public static void delete(Path dir) throws IOException {
        IOException last = null;
        for (int attempt = 0; attempt < ATTEMPTS && dir != null && Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
                attempt++) {
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
}
