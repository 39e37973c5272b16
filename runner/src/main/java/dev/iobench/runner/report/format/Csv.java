package dev.iobench.runner.report.format;

/** RFC 4180 quoting, and reading back one line of what it wrote. */
public final class Csv {
    private Csv() {
    }

    /**
     * @return {@code s} quoted when it holds a comma, quote or line break; text that a spreadsheet
     *     would run as a formula ({@code =}, {@code +}, {@code @}, or {@code -} before a non-digit)
     *     gets a leading {@code '}, so a value from a result file stays a value
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

    /**
     * @return the fields of one CSV line as {@link #quote} writes them (double quotes around a field,
     *     {@code ""} for a quote inside one; a quoted line break is not joined)
     */
    public static String[] fields(String line) {
        java.util.List<String> out = new java.util.ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quoted && ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                cur.append('"');
                i++;
            } else if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        out.add(cur.toString());
        return out.toArray(new String[0]);
    }
}
