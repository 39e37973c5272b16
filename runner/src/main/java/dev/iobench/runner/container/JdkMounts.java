package dev.iobench.runner.container;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Folders outside a JDK home that its absolute symlinks point into (Debian's OpenJDK links
 * {@code lib/jvm.cfg} and {@code conf/} to {@code /etc/java-17-openjdk}, {@code cacerts} to
 * {@code /etc/ssl/certs/java}): they are mounted read-only at the same paths in the container.
 */
final class JdkMounts {
    private JdkMounts() {
    }

    /** @return the minimal set of existing folders that hold every outside symlink target */
    static List<Path> outsideTargets(Path home) throws IOException {
        TreeSet<Path> dirs = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(home, 6)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (!Files.isSymbolicLink(p)) {
                    continue;
                }
                Path target = Files.readSymbolicLink(p);
                if (!target.isAbsolute() || target.normalize().startsWith(home)) {
                    continue;
                }
                Path parent = target.normalize().getParent();
                if (parent != null && Files.isDirectory(parent)) {
                    dirs.add(parent);
                }
            }
        }
        List<Path> out = new ArrayList<>();
        for (Path d : dirs) {
            if (out.stream().noneMatch(d::startsWith)) {
                out.add(d);
            }
        }
        return out;
    }
}
