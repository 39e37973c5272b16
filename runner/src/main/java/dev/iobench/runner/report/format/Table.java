package dev.iobench.runner.report.format;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** A markdown table written row by row under its header and rule; cells go in as given, escaped by {@link Md}. */
final class Table {
    private final StringBuilder sb = new StringBuilder();
    /** What stands between a cell and its bars: nothing ({@code |a|b|}) or a space ({@code | a | b |}). */
    private final String gap;

    /** A table {@code |a|b|} under the rule {@code |---|---|}. */
    Table(String... header) {
        this(Arrays.asList(header));
    }

    Table(List<String> header) {
        this("", header, "|" + "---|".repeat(header.size()));
    }

    /** A table under {@code rule}, the line under the header as written. */
    Table(String gap, List<String> header, String rule) {
        this.gap = gap;
        row(header);
        sb.append(rule).append('\n');
    }

    Table row(String... cells) {
        return row(Arrays.asList(cells));
    }

    Table row(List<String> cells) {
        sb.append('|').append(gap).append(String.join(gap + '|' + gap, cells)).append(gap).append("|\n");
        return this;
    }

    /** @return {@code first}, then {@code rest}: a row whose first cell names it */
    static List<String> cells(String first, Stream<String> rest) {
        return Stream.concat(Stream.of(first), rest).toList();
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
