package dev.iobench.runner.container;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;

/**
 * The private folder of one container environment inside the shared temp folder: it holds the
 * filesystem image, its mount point and the results staging folder, so nothing of iobench sits at a
 * name another local user could guess or plant first. Made exclusively (fails if anything is there),
 * named {@code iobench-vol-<pid>-<name>-<random token>}, owned by this process's user, mode 0700, with
 * a marker file {@value #MARKER} holding the pid and the token: {@link Leftovers} removes a dead
 * run's folder only when owner, mode and marker prove it is one of these.
 */
final class WorkFolder {
    /** Marker file in every work folder: {@code <pid> <token>}. */
    static final String MARKER = ".iobench-owner";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");
    private static final SecureRandom RANDOM = new SecureRandom();
    /** The sticky bit of a st_mode. */
    private static final int STICKY = 01000;

    private WorkFolder() {
    }

    /**
     * Makes a new private folder in {@code work} for this process.
     *
     * @param name unique within the run, part of the folder name
     */
    static Path create(Path work, String name) throws IOException {
        return create(work, name, ProcessHandle.current().pid());
    }

    /** {@link #create(Path, String)} for process {@code pid} (tests make a dead process's leftovers). */
    static Path create(Path work, String name, long pid) throws IOException {
        checkShared(work);
        byte[] random = new byte[12];
        RANDOM.nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        Path dir = Files.createDirectory(work.resolve(Volume.PREFIX + pid + "-" + name + "-" + token),
                PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        // the umask may have taken bits away; exactly 0700 is what the leftover sweep checks
        Files.setPosixFilePermissions(dir, OWNER_ONLY);
        createFile(dir.resolve(MARKER), (pid + " " + token + "\n").getBytes(StandardCharsets.US_ASCII));
        return dir;
    }

    /**
     * Creates a new file (never one that is there, never through a link), readable and writable by
     * its owner only.
     */
    static void createFile(Path file, byte[] content) throws IOException {
        try (SeekableByteChannel ch = Files.newByteChannel(file, Set.<OpenOption>of(StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS), PosixFilePermissions.asFileAttribute(OWNER_FILE))) {
            ByteBuffer b = ByteBuffer.wrap(content);
            while (b.hasRemaining()) {
                ch.write(b);
            }
        }
    }

    /**
     * Creates folder {@code name} in work folder {@code parent} for the container's unprivileged user
     * to write in: owned by that user, mode 0700. Only root can give a folder away; run as another
     * user it stays that user's, mode 0777, which only the container reaches: the parent is 0700.
     */
    static Path createForContainer(Path parent, String name) throws IOException {
        Path dir = Files.createDirectory(parent.resolve(name), PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        giveToContainer(dir);
        return dir;
    }

    /** Gives folder {@code dir} (just made by this process) to the container's user; see {@link #createForContainer}. */
    static void giveToContainer(Path dir) throws IOException {
        if (Volume.isRoot()) {
            Files.setAttribute(dir, "unix:uid", ContainerSpec.UID, LinkOption.NOFOLLOW_LINKS);
            Files.setAttribute(dir, "unix:gid", ContainerSpec.UID, LinkOption.NOFOLLOW_LINKS);
            Files.setPosixFilePermissions(dir, OWNER_ONLY);
        } else {
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        }
    }

    /**
     * Refuses a shared folder others could write in without the sticky bit: there another user could
     * rename our folder away and put theirs in its place.
     */
    static void checkShared(Path work) throws IOException {
        int mode = (Integer) Files.getAttribute(work, "unix:mode");
        if ((mode & 0022) != 0 && (mode & STICKY) == 0) {
            throw new IOException(String.format(Locale.ROOT,
                    "%s (mode %04o) is writable by other users and has no sticky bit: not a safe place for work files",
                    work, mode & 07777));
        }
    }

    /**
     * @param dir a path in the shared folder named like a work folder of process {@code pid}
     * @return null when {@code dir} is provably a work folder this user made for process {@code pid}
     *     (a real folder, not a link; owned by this user; mode 0700; its marker, a plain file of this
     *     user, holds that pid and the token at the end of the folder's name); otherwise why not
     */
    static String whyNotOurs(Path dir, long pid) {
        try {
            PosixFileAttributes a = Files.readAttributes(dir, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isDirectory()) {
                return a.isSymbolicLink() ? "a symbolic link" : "not a folder";
            }
            UserPrincipal me = me();
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
            } catch (java.nio.file.NoSuchFileException e) {
                return "no " + MARKER;
            }
            if (!m.isRegularFile() || !m.owner().equals(me) || m.size() > 100) {
                return MARKER + " is not a small plain file of " + me.getName();
            }
            String name = dir.getFileName().toString();
            String token = name.substring(name.lastIndexOf('-') + 1);
            String content;
            try (SeekableByteChannel ch = Files.newByteChannel(marker, Set.<OpenOption>of(StandardOpenOption.READ,
                    LinkOption.NOFOLLOW_LINKS))) {
                ByteBuffer b = ByteBuffer.allocate(100);
                while (ch.read(b) > 0 && b.hasRemaining()) {
                    // read up to the size checked above
                }
                content = new String(b.array(), 0, b.position(), StandardCharsets.US_ASCII);
            }
            if (!content.equals(pid + " " + token + "\n")) {
                return MARKER + " does not hold pid " + pid + " and the token of the name";
            }
            return null;
        } catch (IOException e) {
            return "cannot be checked: " + e.getMessage();
        }
    }

    /** @return this process's user */
    static UserPrincipal me() throws IOException {
        return FileSystems.getDefault().getUserPrincipalLookupService()
                .lookupPrincipalByName(System.getProperty("user.name"));
    }
}
