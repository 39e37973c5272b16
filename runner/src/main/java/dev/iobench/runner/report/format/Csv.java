package dev.iobench.runner.report.format;

/** RFC 4180 quoting. */
public final class Csv {
    private Csv() {
    }

    /**
     * @return {@code s} quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
     *     ({@code = + @}, or {@code -} before a non-digit) gets a leading {@code '}, so it stays a value
     */
    static String quote(String s) {
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
}
