package dev.iobench.runner.container;

import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.suite.probe.MountInfo;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A host folder that holds a filesystem under test and is bind-mounted into a container: a dedicated
 * image file made with mkfs and loop-mounted (root only), or for ext4 where that cannot be done, a
 * host folder that is itself on ext4. {@link #close()} unmounts, detaches the loop device and deletes
 * the image; it also runs on Ctrl-C through {@link Cleanup}.
 */
final class Volume implements AutoCloseable {
    static final String IMAGE = "volume.img";
    /** The mount point (or fallback folder) in the work folder, bind-mounted into the container. */
    static final String MOUNT = "volume";
    private static final Duration TOOL_TIMEOUT = Duration.ofMinutes(2);

    /** The host folder to bind-mount into the container. */
    final Path hostDir;
    /** The image file, or null for a host folder. */
    private final Path image;
    /** What to record in env.json: volume kind, image, loop device, mkfs command. */
    final Map<String, Object> details = new LinkedHashMap<>();
    private Cleanup.Action undo;
    private boolean mounted;

    private Volume(Path hostDir, Path image) {
        this.hostDir = hostDir;
        this.image = image;
    }

    /**
     * Makes a volume of {@code fs} in work folder {@code folder}: a loop-mounted image when possible, else
     * for ext4 a host folder on ext4; throws an IOException saying why only when neither can be had.
     */
    static Volume create(Filesystem fs, long sizeBytes, Path folder) throws IOException, InterruptedException {
        List<String> whyNotLoop = new ArrayList<>();
        if (!isRoot()) {
            whyNotLoop.add("not root");
        } else if (!Engine.onPath(fs.mkfs())) {
            whyNotLoop.add(fs.mkfs() + " not found");
        } else {
            try {
                Volume v = new Volume(folder.resolve(MOUNT), folder.resolve(IMAGE));
                // made, mounted and registered for cleanup in one step: a signal cannot leave a mount behind
                v.undo = Cleanup.acquire("loop-volume", "loop volume " + v.image, () -> v.makeLoop(fs, sizeBytes),
                        Volume::closeQuietly).action();
                return v;
            } catch (IOException e) {
                whyNotLoop.add(e.getMessage());
            }
        }
        if (fs == Filesystem.EXT4) {
            try {
                MountInfo m = MountInfo.of(folder);
                if ("ext4".equals(m.type)) {
                    Path dir = WorkFolder.createForContainer(folder, MOUNT);
                    Volume v = new Volume(dir, null);
                    v.details.put("volume", v.kind());
                    v.details.put("hostDir", dir.toString());
                    v.details.put("whyNotLoop", String.join("; ", whyNotLoop));
                    v.undo = Cleanup.register("folder " + dir, v::closeQuietly);
                    return v;
                }
                whyNotLoop.add(folder + " is " + m.type + ", not ext4");
            } catch (IOException e) {
                whyNotLoop.add(e.getMessage());
            }
        }
        throw new IOException("no " + fs.label() + " volume: " + String.join("; ", whyNotLoop));
    }

    private Volume makeLoop(Filesystem fs, long sizeBytes) throws IOException, InterruptedException {
        try {
            // a new file, never one found there nor a link's target: mkfs overwrites what it is given
            try (FileChannel f = FileChannel.open(image, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")))) {
                // sparse, sizeBytes long
                f.write(ByteBuffer.allocate(1), sizeBytes - 1);
            }
            Files.createDirectory(hostDir, PosixFilePermissions.asFileAttribute(WorkFolder.OWNER_ONLY));
            // everything initialised up front: no lazy-init thread writing during the benchmark
            List<String> mkfs = switch (fs) {
                case EXT4 -> List.of(fs.mkfs(), "-q", "-F", "-E", "lazy_itable_init=0,lazy_journal_init=0",
                        image.toString());
                case XFS, BTRFS -> List.of(fs.mkfs(), "-q", "-f", image.toString());
                default -> throw new IllegalArgumentException(fs + " has no image");
            };
            run(mkfs);
            run(List.of("mount", "-o", "loop", image.toString(), hostDir.toString()));
            mounted = true;
            // the root of the new filesystem: the container's unprivileged user writes here
            WorkFolder.giveToContainer(hostDir);
            details.put("volume", kind());
            details.put("image", image.toString());
            details.put("imageBytes", sizeBytes);
            details.put("loopDevice", loopDevices(image, TOOL_TIMEOUT).stream().findFirst().orElse(null));
            details.put("mkfs", String.join(" ", mkfs.subList(0, mkfs.size() - 1)));
            return this;
        } catch (Throwable t) {
            closeQuietly();
            throw t;
        }
    }

    /** The loop devices {@code image} is attached to, as {@code losetup -j} lists them. */
    static List<String> loopDevices(Path image, Duration timeout) throws IOException, InterruptedException {
        ChildProcess.Result r = ChildProcess.capture(List.of("losetup", "-j", image.toString()), timeout);
        return r.stdout().strip().lines().filter(line -> line.indexOf(':') > 0)
                .map(line -> line.substring(0, line.indexOf(':'))).toList();
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        ChildProcess.Result r = ChildProcess.capture(command, TOOL_TIMEOUT);
        if (!r.ok()) {
            throw new IOException(String.format(Locale.ROOT, "%s failed (exit %d): %s", command.get(0), r.exitCode(),
                    String.join(" ", r.tail())));
        }
    }

    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** {@code loop} or {@code bind}. */
    String kind() {
        return image != null ? "loop" : "bind";
    }

    /** Unmounts, detaches the loop device, deletes the image and the folder. */
    @Override
    public void close() throws IOException, InterruptedException {
        close(Duration.ZERO);
    }

    /** {@link #close()}, first waiting up to {@code busyWait} for what still uses the mount to let it go. */
    synchronized void close(Duration busyWait) throws IOException, InterruptedException {
        String problem = null;
        if (mounted) {
            ChildProcess.Result r = ChildProcess.capture(List.of("umount", hostDir.toString()), TOOL_TIMEOUT);
            long deadline = System.nanoTime() + busyWait.toNanos();
            while (!r.ok() && System.nanoTime() < deadline) {
                Thread.sleep(500);
                r = ChildProcess.capture(List.of("umount", hostDir.toString()), TOOL_TIMEOUT);
            }
            if (!r.ok()) {
                // a process still holds it: detach lazily so nothing stays attached
                r = ChildProcess.capture(List.of("umount", "-l", hostDir.toString()), TOOL_TIMEOUT);
            }
            if (!r.ok()) {
                problem = "umount " + hostDir + ": " + String.join(" ", r.tail());
            }
            mounted = false;
        }
        if (image != null && Files.exists(image)) {
            List<String> devices = loopDevices(image, TOOL_TIMEOUT);
            if (!devices.isEmpty()) {
                ChildProcess.capture(List.of("losetup", "-d", devices.get(0)), TOOL_TIMEOUT);
            }
            Files.deleteIfExists(image);
        }
        if (Files.isDirectory(hostDir)) {
            AtomicFiles.deleteTree(hostDir);
        }
        if (undo != null) {
            undo.close();
        }
        if (problem != null) {
            throw new IOException(problem);
        }
    }

    private void closeQuietly() {
        try {
            close();
        } catch (IOException e) {
            System.err.println("iobench: warning: cleanup of " + hostDir + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
