package dev.iobench.runner.report.format;

import dev.iobench.runner.ExitException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Replaces what lies between {@code <!-- iobench:begin -->} and {@code <!-- iobench:end -->} in a
 * README; every other byte stays as it was (the file is handled as bytes, so encodings and line
 * endings outside the markers are kept).
 */
public final class ReadmeSplice {
    /** The marker after which the report goes. */
    public static final String BEGIN = "<!-- iobench:begin -->";
    /** The marker before which the report ends. */
    public static final String END = "<!-- iobench:end -->";

    private final Path file;
    private final byte[] before;
    private final byte[] after;

    private ReadmeSplice(Path file, byte[] before, byte[] after) {
        this.file = file;
        this.before = before;
        this.after = after;
    }

    /**
     * Reads {@code file} and finds the markers.
     *
     * @throws ExitException (exit 2) when the file is missing or lacks the markers in order
     */
    public static ReadmeSplice open(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw ExitException.usage("--readme %s cannot be read: %s", file, e.getMessage());
        }
        byte[] begin = BEGIN.getBytes(StandardCharsets.UTF_8);
        byte[] end = END.getBytes(StandardCharsets.UTF_8);
        int b = indexOf(bytes, begin, 0);
        if (b < 0) {
            throw ExitException.usage("--readme %s has no %s marker (add %s and %s where the report goes)",
                    file, BEGIN, BEGIN, END);
        }
        int e = indexOf(bytes, end, b + begin.length);
        if (e < 0) {
            throw ExitException.usage("--readme %s has no %s marker after %s", file, END, BEGIN);
        }
        byte[] before = java.util.Arrays.copyOfRange(bytes, 0, b + begin.length);
        byte[] after = java.util.Arrays.copyOfRange(bytes, e, bytes.length);
        return new ReadmeSplice(file, before, after);
    }

    /** @return the folder of the README (chart links are relative to it) */
    public Path folder() {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    /**
     * Writes the README atomically with {@code content} between the markers (framed by line breaks).
     *
     * @throws dev.iobench.runner.ExitException (exit 1, the README untouched) when {@code content}
     *     holds a marker or a carriage return: the next splice would cut the README there
     */
    public void write(String content) throws IOException {
        for (String bad : new String[] {BEGIN, END, "<!-- iobench:", "\r"}) {
            int at = content.indexOf(bad);
            if (at >= 0) {
                throw new dev.iobench.runner.ExitException(dev.iobench.runner.ExitCodes.FAILURE, String.format(
                        java.util.Locale.ROOT, "the report holds %s at character %d (from a result file's text): %s "
                        + "left as it was, as the next splice would cut it there", bad.equals("\r") ? "a carriage return"
                        : "the README marker " + bad, at, file));
            }
        }
        byte[] middle = ("\n" + content.strip() + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[before.length + middle.length + after.length];
        System.arraycopy(before, 0, out, 0, before.length);
        System.arraycopy(middle, 0, out, before.length, middle.length);
        System.arraycopy(after, 0, out, before.length + middle.length, after.length);
        dev.iobench.runner.results.AtomicFiles.replace(file, out);
    }

    private static int indexOf(byte[] hay, byte[] needle, int from) {
        outer:
        for (int i = from; i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
