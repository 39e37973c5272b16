package dev.iobench.runner.results;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * Reads a file from a results folder never through a symbolic link nor over {@link #MAX_BYTES}, so a
 * crafted or damaged input can neither point the report at another file nor make it read gigabytes.
 */
public final class BoundedRead {
    /** The largest result file read: 256 MiB (a JMH file of a long full run is a few MiB). */
    public static final long MAX_BYTES = 256L << 20;

    /** The deepest nesting a file from a results folder may have (JMH's JSON has 7 levels). */
    public static final int MAX_DEPTH = 64;

    /** The one line for a file nested deeper than {@link #MAX_DEPTH}. */
    public static final String TOO_DEEP = "nested deeper than " + MAX_DEPTH + " levels: not read";

    /** The mapper for files from a results folder: {@link Json#mapper()}, nesting bounded. */
    public static final ObjectMapper JSON = Json.mapper().copy();

    static {
        JSON.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build());
    }

    private BoundedRead() {
    }

    /** @return the file's bytes, gunzipped if named {@code .gz}; {@link Refused} for a link, non-file or too large */
    public static InputStream stream(Path file) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (a.isSymbolicLink()) {
            throw new Refused("a symbolic link: not followed");
        }
        if (!a.isRegularFile()) {
            throw new Refused("not a regular file");
        }
        if (a.size() > MAX_BYTES) {
            throw new Refused(tooLarge(a.size()));
        }
        InputStream raw = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS);
        if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(RunLayout.GZ)) {
            return raw;
        }
        try {
            return new Bounded(new GZIPInputStream(raw, 1 << 16));
        } catch (IOException e) {
            raw.close();
            throw new Refused("not a gzip file: not read");
        }
    }

    /** A decompressed stream that refuses to give more than {@link #MAX_BYTES}. */
    private static final class Bounded extends FilterInputStream {
        private long left = MAX_BYTES;

        Bounded(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0 && --left < 0) {
                throw new Refused(tooLarge(MAX_BYTES + 1) + " (decompressed)");
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0 && (left -= n) < 0) {
                throw new Refused(tooLarge(MAX_BYTES - left) + " (decompressed)");
            }
            return n;
        }
    }

    /** A file refused before reading: the message says why, in one line. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** @return the whole file, decompressed when its name ends in {@code .gz}; refused as {@link #stream} refuses */
    public static byte[] bytes(Path file) throws IOException {
        try (InputStream in = stream(file)) {
            byte[] b = in.readNBytes((int) MAX_BYTES + 1);
            if (b.length > MAX_BYTES) {
                throw new Refused(tooLarge(b.length));
            }
            return b;
        }
    }

    /** @return whether {@code file} is a regular file itself (not a link to one) */
    public static boolean isFile(Path file) {
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
    }

    private static String tooLarge(long size) {
        return String.format(Locale.ROOT, "%.1f MiB, more than the %d MiB a result file may hold: not read",
                size / 1048576.0, MAX_BYTES >> 20);
    }
}
