package dev.iobench.suite.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of {@code /proc/self/mountinfo}: the only honest source of a folder's filesystem type
 * ({@code statfs} calls ext4 "ext2/ext3") and mount options, as seen by the process doing the I/O.
 */
public final class MountInfo {
    /** Where the mount is, e.g. {@code /} or {@code /dev/shm} (octal escapes decoded). */
    public final String mountPoint;
    /** Per-mount options, e.g. {@code rw,relatime}. */
    public final String options;
    /** Filesystem type, e.g. {@code ext4}, {@code tmpfs}, {@code overlay}. */
    public final String type;
    /** Mount source, e.g. {@code /dev/vda}, {@code tmpfs}, {@code overlay}. */
    public final String source;
    /** Per-superblock options, e.g. {@code rw,discard}. */
    public final String superOptions;
    /** {@code major:minor} of the device. */
    public final String device;

    MountInfo(String mountPoint, String options, String type, String source, String superOptions, String device) {
        this.mountPoint = mountPoint;
        this.options = options;
        this.type = type;
        this.source = source;
        this.superOptions = superOptions;
        this.device = device;
    }

    /** Parses one mountinfo line; see proc(5). */
    static MountInfo parse(String line) {
        String[] f = line.trim().split(" ");
        int dash = -1;
        for (int i = 6; i < f.length; i++) {
            if (f[i].equals("-")) {
                dash = i;
                break;
            }
        }
        if (dash < 0 || dash + 2 >= f.length) {
            throw new IllegalArgumentException("not a mountinfo line: " + line);
        }
        String superOptions = dash + 3 < f.length ? f[dash + 3] : "";
        return new MountInfo(unescape(f[4]), f[5], f[dash + 1], unescape(f[dash + 2]), superOptions, f[2]);
    }

    /** Decodes mountinfo's octal escapes ({@code \040} for a space). */
    public static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                sb.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * @return the mount that holds {@code realPath} (an absolute, symlink-free path): the longest
     *     mount point that is a prefix of it; of equal ones the last (it shadows the others)
     */
    static MountInfo find(List<MountInfo> mounts, String realPath) {
        MountInfo best = null;
        for (MountInfo m : mounts) {
            if (contains(m.mountPoint, realPath)
                    && (best == null || m.mountPoint.length() >= best.mountPoint.length())) {
                best = m;
            }
        }
        return best;
    }

    private static boolean contains(String mountPoint, String path) {
        if (mountPoint.equals("/")) {
            return path.startsWith("/");
        }
        return path.equals(mountPoint) || path.startsWith(mountPoint + "/");
    }

    /** @return the mount holding {@code dir}, read from this process's {@code /proc/self/mountinfo} */
    public static MountInfo of(Path dir) throws IOException {
        List<MountInfo> mounts = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                mounts.add(parse(line));
            }
        }
        MountInfo m = find(mounts, dir.toRealPath().toString());
        if (m == null) {
            throw new IOException("no mount found for " + dir);
        }
        return m;
    }
}
