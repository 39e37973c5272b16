package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.suite.probe.MountInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The private folder of one container environment in the shared temp folder, holding the filesystem
 * image, its mount point and the results staging folder, so nothing of iobench sits at a name another
 * local user could guess or plant first: made exclusively, named {@code iobench-vol-<pid>-<name>-<token>},
 * mode 0700, with a marker file {@value #MARKER} holding the pid and the random token. What a SIGKILLed
 * iobench left behind, {@link #sweep} removes at the next container run.
 */
final class WorkFolder {
    static final String PREFIX = "iobench-vol-";
    static final String MARKER = ".iobench-owner";
    static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Duration TIMEOUT = Duration.ofMinutes(1);

    private WorkFolder() {
    }

    /** Makes a new private folder in {@code work} for process {@code pid}, {@code name} unique within the run. */
    static Path create(Path work, String name, long pid) throws IOException {
        checkShared(work);
        byte[] random = new byte[12];
        RANDOM.nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        Path dir = Files.createDirectory(work.resolve(PREFIX + pid + "-" + name + "-" + token),
                PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        // the umask may have taken bits away; exactly 0700 is what the leftover sweep checks
        Files.setPosixFilePermissions(dir, OWNER_ONLY);
        // a new file, never one that is there nor through a link, readable and writable by its owner only
        try (SeekableByteChannel ch = Files.newByteChannel(dir.resolve(MARKER), Set.<OpenOption>of(
                StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))) {
            ch.write(ByteBuffer.wrap((pid + " " + token + "\n").getBytes(StandardCharsets.US_ASCII)));
        }
        return dir;
    }

    /** Creates folder {@code name} in work folder {@code parent}, given to the container's user. */
    static Path createForContainer(Path parent, String name) throws IOException {
        Path dir = Files.createDirectory(parent.resolve(name), PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        giveToContainer(dir);
        return dir;
    }

    /**
     * Gives folder {@code dir}, just made by this process, to the container's unprivileged user to write
     * in: owned by that user, mode 0700. Only root can give a folder away; run as another user it stays
     * that user's, mode 0777, which only the container reaches: the work folder is 0700.
     */
    static void giveToContainer(Path dir) throws IOException {
        if (Volume.isRoot()) {
            Files.setAttribute(dir, "unix:uid", ContainerLauncher.UID, LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(dir, "unix:gid", ContainerLauncher.UID, LinkOption.NOFOLLOW_LINKS);
            Files.setPosixFilePermissions(dir, OWNER_ONLY);
        } else {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        }
    }

    /** Refuses a shared folder others can write in without the sticky bit: they could swap our folder for theirs. */
    private static void checkShared(Path work) throws IOException {
        int mode = (Integer) Files.getAttribute(work, "unix:mode");
        if ((mode & 0022) != 0 && (mode & 01000) == 0) {
            throw new IOException(String.format(Locale.ROOT,
                    "%s (mode %04o) is writable by other users and has no sticky bit: not a safe place for work files",
                    work, mode & 07777));
        }
    }

    /**
     * Null when {@code dir}, named like a work folder of process {@code pid}, is provably one this user
     * made for it (a real folder owned by this user, mode 0700, its marker a plain file of this user
     * holding that pid and the token of the name); otherwise why not.
     */
    private static String whyNotOurs(Path dir, long pid) {
        try {
            PosixFileAttributes a = Files.readAttributes(dir, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isDirectory()) {
                return a.isSymbolicLink() ? "a symbolic link" : "not a folder";
            }
            UserPrincipal me = FileSystems.getDefault().getUserPrincipalLookupService()
                    .lookupPrincipalByName(System.getProperty("user.name"));
            if (!a.owner().equals(me)) {
                return "owned by " + a.owner().getName() + ", not " + me.getName();
            }
            if (!a.permissions().equals(OWNER_ONLY)) {
                return "mode " + PosixFilePermissions.toString(a.permissions()) + ", not rwx------";
            }
            Path marker = dir.resolve(MARKER);
            PosixFileAttributes m;
            try {
                m = Files.readAttributes(marker, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (NoSuchFileException e) {
                return "no " + MARKER;
            }
            if (!m.isRegularFile() || !m.owner().equals(me) || m.size() > 100) {
                return MARKER + " is not a small plain file of " + me.getName();
            }
            String name = dir.getFileName().toString();
            String token = name.substring(name.lastIndexOf('-') + 1);
            String content;
            try (InputStream in = Files.newInputStream(marker, LinkOption.NOFOLLOW_LINKS)) {
                content = new String(in.readNBytes(100), StandardCharsets.US_ASCII);
            }
            if (!content.equals(pid + " " + token + "\n")) {
                return MARKER + " does not hold pid " + pid + " and the token of the name";
            }
            return null;
        } catch (IOException e) {
            return "cannot be checked: " + e.getMessage();
        }
    }

    /** Removes leftovers of dead iobench processes, containers and then work folders, one warning line each. */
    static void sweep(DockerClient docker, Path work, PrintWriter err) {
        try {
            List<Container> containers = docker.listContainersCmd().withShowAll(true)
                    .withLabelFilter(List.of(ContainerLauncher.LABEL_PID)).exec();
            for (Container c : containers) {
                String pid = c.getLabels().get(ContainerLauncher.LABEL_PID);
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
     * Unmounts, detaches and deletes the work folders of dead iobench processes in {@code work}; what is
     * named like ours but not proved ours is left alone, one warning line for all. Links are never followed.
     */
    static void sweepFolders(Path work, PrintWriter err) {
        List<String> leftAlone = new ArrayList<>();
        Pattern named = Pattern.compile("(?s)" + Pattern.quote(PREFIX) + "([0-9]{1,18})-.*");
        try (Stream<Path> files = Files.list(work)) {
            checkShared(work);
            for (Path p : files.sorted().toList()) {
                String name = p.getFileName().toString();
                Matcher m = named.matcher(name);
                String pid = m.matches() ? m.group(1) : null;
                if (pid == null || alive(pid)) {
                    continue;
                }
                String why = whyNotOurs(p, Long.parseLong(pid));
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

    /** Null when work folder {@code dir} (checked to be ours) is gone, else what stopped it. */
    private static String remove(Path dir) throws IOException, InterruptedException {
        // mounts in it, deepest first: unmount (lazily if busy), which also frees their loop devices
        for (String m : mountsUnder(dir)) {
            ChildProcess.capture(List.of("umount", "-l", m), TIMEOUT);
        }
        List<String> still = mountsUnder(dir);
        if (!still.isEmpty()) {
            return "still mounted: " + String.join(", ", still);
        }
        // an image attached but not mounted
        Path image = dir.resolve(Volume.IMAGE);
        if (Files.isRegularFile(image, LinkOption.NOFOLLOW_LINKS)) {
            for (String device : Volume.loopDevices(image, TIMEOUT)) {
                ChildProcess.capture(List.of("losetup", "-d", device), TIMEOUT);
            }
        }
        AtomicFiles.deleteTree(dir);
        return null;
    }

    /** The mount points at or under {@code dir}, deepest first, from this process's mountinfo. */
    static List<String> mountsUnder(Path dir) throws IOException {
        String top = dir.getParent().toRealPath().resolve(dir.getFileName()).toString();
        List<String> found = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"), StandardCharsets.UTF_8)) {
            String[] f = line.split(" ");
            if (f.length > 4) {
                String point = MountInfo.unescape(f[4]);
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
