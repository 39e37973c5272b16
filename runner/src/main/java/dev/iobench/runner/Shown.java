package dev.iobench.runner;

import java.util.Locale;

/**
 * Text from outside (result files, run.json, file names, options) as a message or a terminal shows it:
 * control characters cannot move the cursor, change colours or start a line that looks like another
 * message.
 */
public final class Shown {
    private Shown() {
    }

    /** Whether {@code c} can move a terminal's cursor or break a line. */
    private static boolean control(int c) {
        return Character.isISOControl(c) || c == 0x2028 || c == 0x2029;
    }

    /** {@code value} for a message: control characters as {@code \\uXXXX}, at most 60 characters, quoted. */
    public static String quoted(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder("'");
        for (int i = 0; i < value.length() && i < 60; i++) {
            char c = value.charAt(i);
            if (control(c)) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append(value.length() > 60 ? "...'" : "'").toString();
    }

    /** {@code text} for a terminal line: control characters (escapes, line breaks) as {@code ?}. */
    public static String plain(String text) {
        return plain(text, '?');
    }

    /** {@code text} on one line: each control character as {@code replacement}. */
    public static String plain(String text, char replacement) {
        StringBuilder b = new StringBuilder(text.length());
        text.codePoints().forEach(c -> b.appendCodePoint(control(c) ? replacement : c));
        return b.toString();
    }

    /** The first line of the message of {@code e}'s root cause, else that cause's class name. */
    public static String rootCause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
        return m.lines().findFirst().orElse(m);
    }

    /** A writer onto {@code err} that shows control characters other than line feed and tab as {@code ?}. */
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
}
