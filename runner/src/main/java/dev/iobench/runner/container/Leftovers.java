package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.FileTrees;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What an iobench process killed with SIGKILL (no shutdown hook runs) leaves behind: containers
 * labelled with its pid, and its work folders ({@link WorkFolder}: loop-mounted volume images, results
 * staging) named with it. Removed at the start of the next container run when that pid no longer
 * lives; a live run's are never touched, nor anything the folder's owner and marker do not prove ours.
 */
final class Leftovers {
    private static final Duration TIMEOUT = Duration.ofMinutes(1);

    private Leftovers() {
    }

    /** Removes leftovers of dead iobench processes, one warning line each (see {@link #sweepFolders}). */
    static void sweep(DockerClient docker, Path work, PrintWriter err) {
        try {
            List<Container> containers = docker.listContainersCmd().withShowAll(true)
                    .withLabelFilter(List.of(ContainerSpec.LABEL_PID)).exec();
            for (Container c : containers) {
                String pid = c.getLabels().get(ContainerSpec.LABEL_PID);
                if (!alive(pid)) {
                    docker.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
                    err.printf("iobench: warning: removed container %s left by dead iobench process %s%n",
                            String.join(",", c.getNames()), pid);
                }
            }
        } catch (RuntimeException e) {
            err.println("iobench: warning: cannot look for leftover containers: " + e.getMessage());
        }
        sweepFolders(work, err);
    }

    /**
     * Removes the work folders ({@link WorkFolder}) of dead iobench processes in {@code work}: unmounts
     * what is mounted in them, detaches their loop devices, deletes them. Only a folder that owner,
     * mode and marker prove to be ours is touched; anything else named like ours is left alone, with
     * one warning line for all of them. Links are never followed.
     */
    static void sweepFolders(Path work, PrintWriter err) {
        List<String> leftAlone = new ArrayList<>();
        try (Stream<Path> files = Files.list(work)) {
            WorkFolder.checkShared(work);
            for (Path p : files.sorted().toList()) {
                String name = p.getFileName().toString();
                if (!name.startsWith(Volume.PREFIX)) {
                    continue;
                }
                String rest = name.substring(Volume.PREFIX.length());
                int dash = rest.indexOf('-');
                String pid = dash > 0 ? rest.substring(0, dash) : "";
                if (!pid.matches("[0-9]{1,18}") || alive(pid)) {
                    continue;
                }
                String why = WorkFolder.whyNotOurs(p, Long.parseLong(pid));
                if (why != null) {
                    leftAlone.add(name + " (" + why + ")");
                    continue;
                }
                String problem = remove(p);
                if (problem == null) {
                    err.printf("iobench: warning: removed %s left by dead iobench process %s%n", p, pid);
                } else {
                    err.printf("iobench: warning: cannot remove %s left by dead iobench process %s: %s%n", p, pid, problem);
                }
            }
        } catch (IOException | InterruptedException e) {
            err.println("iobench: warning: cannot look for leftover volumes in " + work + ": " + e.getMessage());
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        }
        if (!leftAlone.isEmpty()) {
            err.printf("iobench: warning: left alone %d file(s) in %s named like iobench's but not provably its own: %s%n",
                    leftAlone.size(), work, String.join(", ", leftAlone));
        }
    }

    /** @return null when work folder {@code dir} (checked to be ours) is gone, else what stopped it */
    private static String remove(Path dir) throws IOException, InterruptedException {
        // mounts in it, deepest first: unmount (lazily if busy), which also frees their loop devices
        List<String> mounts = mountsUnder(dir);
        for (String m : mounts) {
            ChildProcess.capture(List.of("umount", "-l", m), TIMEOUT);
        }
        List<String> still = mountsUnder(dir);
        if (!still.isEmpty()) {
            return "still mounted: " + String.join(", ", still);
        }
        // an image attached but not mounted
        Path image = dir.resolve(Volume.IMAGE);
        if (Files.isRegularFile(image, LinkOption.NOFOLLOW_LINKS)) {
            ChildProcess.Result r = ChildProcess.capture(List.of("losetup", "-j", image.toString()), TIMEOUT);
            for (String line : r.stdout().split("\n")) {
                int colon = line.indexOf(':');
                if (colon > 0) {
                    ChildProcess.capture(List.of("losetup", "-d", line.substring(0, colon)), TIMEOUT);
                }
            }
        }
        FileTrees.delete(dir);
        return null;
    }

    /** @return the mount points at or under {@code dir}, deepest first, from this process's mountinfo */
    static List<String> mountsUnder(Path dir) throws IOException {
        String top = dir.getParent().toRealPath().resolve(dir.getFileName()).toString();
        List<String> found = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"), StandardCharsets.UTF_8)) {
            String[] f = line.split(" ");
            if (f.length > 4) {
                String point = dev.iobench.suite.probe.MountInfo.unescape(f[4]);
                if (point.equals(top) || point.startsWith(top + "/")) {
                    found.add(point);
                }
            }
        }
        found.sort(Comparator.comparingInt(String::length).reversed());
        return found;
    }

    private static boolean alive(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true; // not ours to judge
        }
    }
}
