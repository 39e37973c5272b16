package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What an iobench process killed with SIGKILL (no shutdown hook runs) leaves behind: containers
 * labelled with its pid, and loop-mounted volume images named with it. Removed at the start of the
 * next container run when that pid no longer lives; a live run's are never touched.
 */
final class Leftovers {
    private static final Duration TIMEOUT = Duration.ofMinutes(1);

    private Leftovers() {
    }

    /** Removes leftovers of dead iobench processes, one warning line each. */
    static void sweep(DockerClient docker, Path work, PrintWriter err) {
        try {
            List<Container> containers = docker.listContainersCmd().withShowAll(true)
                    .withLabelFilter(List.of(ContainerTask.LABEL_PID)).exec();
            for (Container c : containers) {
                String pid = c.getLabels().get(ContainerTask.LABEL_PID);
                if (!alive(pid)) {
                    docker.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
                    err.printf("iobench: warning: removed container %s left by dead iobench process %s%n",
                            String.join(",", c.getNames()), pid);
                }
            }
        } catch (RuntimeException e) {
            err.println("iobench: warning: cannot look for leftover containers: " + e.getMessage());
        }
        try (Stream<Path> files = Files.list(work)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                String name = p.getFileName().toString();
                if (!name.startsWith(Volume.PREFIX)) {
                    continue;
                }
                String rest = name.substring(Volume.PREFIX.length());
                int dash = rest.indexOf('-');
                if (dash <= 0 || alive(rest.substring(0, dash))) {
                    continue;
                }
                remove(p);
                err.printf("iobench: warning: removed %s left by dead iobench process %s%n", p, rest.substring(0, dash));
            }
        } catch (IOException | InterruptedException e) {
            err.println("iobench: warning: cannot look for leftover volumes in " + work + ": " + e.getMessage());
        }
    }

    private static void remove(Path p) throws IOException, InterruptedException {
        if (Files.isDirectory(p)) {
            // a mount point: unmount (lazily if busy) before deleting; not mounted is fine too
            ChildProcess.capture(List.of("umount", "-l", p.toString()), TIMEOUT);
            try (Stream<Path> walk = Files.walk(p)) {
                for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(q);
                }
            }
        } else {
            ChildProcess.Result r = ChildProcess.capture(List.of("losetup", "-j", p.toString()), TIMEOUT);
            for (String line : r.stdout().split("\n")) {
                int colon = line.indexOf(':');
                if (colon > 0) {
                    ChildProcess.capture(List.of("losetup", "-d", line.substring(0, colon)), TIMEOUT);
                }
            }
            Files.deleteIfExists(p);
        }
    }

    private static boolean alive(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true; // not ours to judge
        }
    }
}
