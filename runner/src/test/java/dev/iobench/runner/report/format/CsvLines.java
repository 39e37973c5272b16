package dev.iobench.runner.report.format;

/** Reads back one line of what {@link Md#csv} wrote, for tests of the CSV files. */
public final class CsvLines {
    private CsvLines() {
    }

    /**
     * @return the fields of one CSV line as {@link Md#csv} writes them (double quotes around a field,
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
