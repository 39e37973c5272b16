package dev.iobench.runner.report.format;

import dev.iobench.runner.ExitException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Replaces what lies between {@code <!-- iobench:begin -->} and {@code <!-- iobench:end -->} in a
 * README; every other byte stays as it was (the file is handled as bytes, so encodings and line
 * endings outside the markers are kept).
 *
 * @param head up to and with {@link #VERDICTS_BEGIN}, or null when the README has no place for verdicts
 * @param verdictsNow what lies between the verdicts' markers now
 */
public record ReadmeSplice(Path file, byte[] head, byte[] verdictsNow, byte[] before, byte[] after) {
    public static final String BEGIN = "<!-- iobench:begin -->";
    public static final String END = "<!-- iobench:end -->";
    /** Optional, before {@link #BEGIN}: where the table of verdicts goes (a README's first screen). */
    public static final String VERDICTS_BEGIN = "<!-- iobench:verdicts:begin -->";
    public static final String VERDICTS_END = "<!-- iobench:verdicts:end -->";

    public boolean hasVerdicts() {
        return head != null;
    }

    /** Reads {@code file} and finds the markers; exit 2 when it is missing or lacks them in order. */
    public static ReadmeSplice open(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw ExitException.usage("--readme %s cannot be read: %s", file, e.getMessage());
        }
        // one char per byte: the ASCII markers are found at their byte offsets
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int b = text.indexOf(BEGIN);
        if (b < 0) {
            throw ExitException.usage("--readme %s has no %s marker (add %s and %s where the report goes)",
                    file, BEGIN, BEGIN, END);
        }
        int e = text.indexOf(END, b + BEGIN.length());
        if (e < 0) {
            throw ExitException.usage("--readme %s has no %s marker after %s", file, END, BEGIN);
        }
        byte[] after = Arrays.copyOfRange(bytes, e, bytes.length);
        int reportAt = b + BEGIN.length();
        int vb = text.indexOf(VERDICTS_BEGIN);
        if (vb < 0 || vb > b) {
            return new ReadmeSplice(file, null, null, Arrays.copyOfRange(bytes, 0, reportAt), after);
        }
        int verdictsAt = vb + VERDICTS_BEGIN.length();
        int ve = text.indexOf(VERDICTS_END, verdictsAt);
        if (ve < 0 || ve > b) {
            throw ExitException.usage("--readme %s has no %s marker between %s and %s", file, VERDICTS_END,
                    VERDICTS_BEGIN, BEGIN);
        }
        return new ReadmeSplice(file, Arrays.copyOfRange(bytes, 0, verdictsAt),
                Arrays.copyOfRange(bytes, verdictsAt, ve), Arrays.copyOfRange(bytes, ve, reportAt), after);
    }

    /** @return the README's folder, which chart links are relative to */
    public Path folder() {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    /**
     * Writes the README atomically with {@code content} between the report's markers and {@code verdicts} (null keeps
     * them) between the verdicts'; exit 1, the README untouched, when either holds a marker or a carriage return.
     */
    public void write(String content, String verdicts) throws IOException {
        check(content);
        if (verdicts != null) {
            check(verdicts);
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        if (head != null) {
            out.write(head);
            out.write(verdicts == null ? verdictsNow
                    : ("\n" + verdicts.strip() + "\n").getBytes(StandardCharsets.UTF_8));
        }
        out.write(before);
        out.write(("\n" + content.strip() + "\n").getBytes(StandardCharsets.UTF_8));
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
}
