package dev.iobench.runner.report.format;

/**
 * A rendered chart as the markdown links it: {@code charts/<name>.png}, {@code .svg} and {@code .gp}, with its
 * alt text {@code title}, beside the table {@code anchor} names (a key known to {@link ReportMarkdown}).
 */
public record ChartLink(String name, String title, String anchor) {
    /** The anchor of the answers' decision charts: a report's first screen shows them together. */
    public static final String DECISIONS = "decisions";
}
