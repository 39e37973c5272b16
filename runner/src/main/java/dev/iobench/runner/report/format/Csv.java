package dev.iobench.runner.report.format;

/** RFC 4180 quoting. */
final class Csv {
    private Csv() {
    }

    /** @return {@code s} quoted when it holds a comma, quote or line break */
    static String quote(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
