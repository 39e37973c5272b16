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
    /** Optional, before {@link #BEGIN}: where the table of verdicts goes (a README's first screen). */
    public static final String VERDICTS_BEGIN = "<!-- iobench:verdicts:begin -->";
    /** The end of the table of verdicts. */
    public static final String VERDICTS_END = "<!-- iobench:verdicts:end -->";

    private final Path file;
    private final byte[] before;
    private final byte[] after;
    /** Up to and with {@link #VERDICTS_BEGIN}, or null when the README has no place for verdicts. */
    private final byte[] head;
    /** What lies between the verdicts' markers now. */
    private final byte[] verdictsNow;

    private ReadmeSplice(Path file, byte[] head, byte[] verdictsNow, byte[] before, byte[] after) {
        this.file = file;
        this.head = head;
        this.verdictsNow = verdictsNow;
        this.before = before;
        this.after = after;
    }

    /** @return whether the README has a place for the table of verdicts */
    public boolean hasVerdicts() {
        return head != null;
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
        byte[] after = java.util.Arrays.copyOfRange(bytes, e, bytes.length);
        byte[] vBegin = VERDICTS_BEGIN.getBytes(StandardCharsets.UTF_8);
        byte[] vEnd = VERDICTS_END.getBytes(StandardCharsets.UTF_8);
        int vb = indexOf(bytes, vBegin, 0);
        if (vb < 0 || vb > b) {
            return new ReadmeSplice(file, null, null, java.util.Arrays.copyOfRange(bytes, 0, b + begin.length), after);
        }
        int ve = indexOf(bytes, vEnd, vb + vBegin.length);
        if (ve < 0 || ve > b) {
            throw ExitException.usage("--readme %s has no %s marker between %s and %s", file, VERDICTS_END,
                    VERDICTS_BEGIN, BEGIN);
        }
        return new ReadmeSplice(file, java.util.Arrays.copyOfRange(bytes, 0, vb + vBegin.length),
                java.util.Arrays.copyOfRange(bytes, vb + vBegin.length, ve),
                java.util.Arrays.copyOfRange(bytes, ve, b + begin.length), after);
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
        write(content, null);
    }

    /**
     * Writes the README atomically with {@code content} between the report's markers and
     * {@code verdicts} between the verdicts' markers (when the README has them; null leaves them as they are).
     *
     * @throws dev.iobench.runner.ExitException (exit 1, the README untouched) when either holds a
     *     marker or a carriage return: the next splice would cut the README there
     */
    public void write(String content, String verdicts) throws IOException {
        check(content);
        if (verdicts != null) {
            check(verdicts);
        }
        byte[] middle = ("\n" + content.strip() + "\n").getBytes(StandardCharsets.UTF_8);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        if (head != null) {
            out.write(head);
            out.write(verdicts == null ? verdictsNow
                    : ("\n" + verdicts.strip() + "\n").getBytes(StandardCharsets.UTF_8));
        }
        out.write(before);
        out.write(middle);
        out.write(after);
        dev.iobench.runner.results.AtomicFiles.replace(file, out.toByteArray());
    }

    private void check(String content) {
        for (String bad : new String[] {BEGIN, END, "<!-- iobench:", "\r"}) {
            int at = content.indexOf(bad);
            if (at >= 0) {
                throw new dev.iobench.runner.ExitException(dev.iobench.runner.ExitCodes.FAILURE, String.format(
                        java.util.Locale.ROOT, "the report holds %s at character %d (from a result file's text): %s "
                        + "left as it was, as the next splice would cut it there", bad.equals("\r") ? "a carriage return"
                        : "the README marker " + bad, at, file));
            }
        }
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
