package dev.iobench.runner.report.read;

import dev.iobench.runner.results.Machine;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a name read from a result file may hold. Names become table columns, chart titles, file
 * stems and README text, so each is checked where it is read and a file with a name outside its
 * pattern is refused with one line; free text (JDK vendor, CPU model, parameter values) is not
 * checked here but escaped wherever it is written.
 */
public final class Names {
    /** A run folder: {@code yyyyMMdd'T'HHmmss'Z'-<label>}, the label perhaps followed by {@code -<n>}. */
    public static final Pattern RUN_ID = Pattern.compile(
            "^(\\d{8}T\\d{6}Z)-(" + Machine.LABEL.pattern() + "(?:-[0-9]+)?)$");
    /** A filesystem type or volume kind as env.json records it: {@code ext4}, {@code tmpfs}, {@code loop}. */
    public static final Pattern FS_TYPE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,31}");
    /** A benchmark: a Java class and method name, dot-separated ({@code org.example.Bench.read}). */
    public static final Pattern BENCHMARK = Pattern.compile(
            "[A-Za-z_$][A-Za-z0-9_$]{0,127}(\\.[A-Za-z_$][A-Za-z0-9_$]{0,127}){0,31}");
    /** A parameter name: a Java field name. */
    public static final Pattern PARAM = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,127}");
    /** A score unit: {@code ns/op}, {@code ops/s}, ... */
    public static final Pattern UNIT = Pattern.compile("[A-Za-z%]{1,16}(/[A-Za-z]{1,16})?");
    /** JMH's benchmark modes as its JSON names them. */
    public static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss");
    /** Longest parameter value or free text kept from a result file. */
    public static final int MAX_TEXT = 256;

    private Names() {
    }

    /** @return whether {@code c} can move a terminal's cursor or break a line */
    private static boolean control(int c) {
        return Character.isISOControl(c) || c == 0x2028 || c == 0x2029;
    }

    /**
     * @return {@code value} for a message: control characters shown as {@code \\uXXXX}, at most 60
     *     characters, in single quotes
     */
    public static String shown(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("'");
        for (int i = 0; i < value.length() && i < 60; i++) {
            char c = value.charAt(i);
            if (control(c)) {
                b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append(value.length() > 60 ? "...'" : "'").toString();
    }

    /** @return {@code text} for a terminal line: control characters (escapes, line breaks) as {@code ?} */
    public static String plain(String text) {
        StringBuilder b = new StringBuilder(text.length());
        text.codePoints().forEach(c -> b.appendCodePoint(control(c) ? '?' : c));
        return b.toString();
    }

    /**
     * @return a writer onto {@code err} that shows control characters other than line feed and tab
     *     as {@code ?}: a file or folder name from a results folder cannot move the terminal's cursor,
     *     change its colours or start a line that looks like another message
     */
    public static java.io.PrintWriter terminal(java.io.PrintWriter err) {
        return new java.io.PrintWriter(new java.io.FilterWriter(err) {
            @Override
            public void write(int c) throws java.io.IOException {
                super.write(c != '\n' && c != '\t' && control(c) ? '?' : c);
            }

            @Override
            public void write(char[] cbuf, int off, int len) throws java.io.IOException {
                for (int i = 0; i < len; i++) {
                    write(cbuf[off + i]);
                }
            }

            @Override
            public void write(String str, int off, int len) throws java.io.IOException {
                write(str.toCharArray(), off, len);
            }
        }, true);
    }

    /**
     * @return {@code value} when it matches {@code pattern}
     * @throws BadInputException naming the value and what it should be
     */
    static String check(String what, Pattern pattern, String value, String expected) throws BadInputException {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new BadInputException(what + " " + shown(value) + " is not " + expected);
        }
        return value;
    }

    /** @return free text from a result file, at most {@value #MAX_TEXT} characters */
    static String text(String what, String value) throws BadInputException {
        if (value != null && value.length() > MAX_TEXT) {
            throw new BadInputException(what + " " + shown(value) + " is longer than " + MAX_TEXT + " characters");
        }
        return value;
    }
}
