package dev.iobench.runner.report.format;

/**
 * Escaping for text from result files: in markdown whatever it holds renders as the same text on one line of a
 * table cell or paragraph, never as markup, HTML, a comment, a link or a new line; in CSV, RFC 4180 quoting. Also
 * counts in words.
 */
public final class Md {
    /** ASCII punctuation that CommonMark or GitHub may read as markup anywhere in a line. */
    private static final String ALWAYS = "\\`*[]<>|$";
    /** Punctuation that is markup only before a non-blank character ({@code ~~x~~}, {@code &amp;}, {@code ![x]}). */
    private static final String BEFORE_TEXT = "~&!#";

    private Md() {
    }

    /**
     * @return {@code s} as literal markdown text on one line: markup characters backslash-escaped ({@code ~ & ! #}
     *     only before text, {@code _} not inside a word such as {@code IN_PLACE}), control characters as spaces
     */
    public static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                b.append(' ');
            } else if (ALWAYS.indexOf(c) >= 0 || BEFORE_TEXT.indexOf(c) >= 0 && i + 1 < s.length()
                    && !Character.isWhitespace(s.charAt(i + 1))) {
                b.append('\\').append(c);
            } else if (c == '_' && !(i > 0 && i + 1 < s.length() && Character.isLetterOrDigit(s.charAt(i - 1))
                    && Character.isLetterOrDigit(s.charAt(i + 1)))) {
                b.append("\\_");
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** @return {@code s} as a code span: only what would end it (a backtick) or break the line is replaced */
    public static String code(String s) {
        return "`" + (s == null ? "" : s).replace('`', '\'').replaceAll("\\p{javaISOControl}", " ") + "`";
    }

    /**
     * @return {@code s} quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
     *     ({@code = + @}, or {@code -} before a non-digit) gets a leading {@code '}, so it stays a value
     */
    static String csv(String s) {
        if (!s.isEmpty() && (s.charAt(0) == '=' || s.charAt(0) == '+' || s.charAt(0) == '@' || s.charAt(0) == '\t'
                || s.charAt(0) == '\r' || (s.charAt(0) == '-' && !(s.length() > 1 && (Character.isDigit(s.charAt(1))
                || s.charAt(1) == '.'))) && !s.equals("-"))) {
            s = "'" + s;
        }
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** @return {@code n} and the noun, plural unless {@code n} is 1: {@code 3 environments} */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
