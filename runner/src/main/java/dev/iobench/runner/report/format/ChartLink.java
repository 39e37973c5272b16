package dev.iobench.runner.report.format;

/**
 * A rendered chart as the markdown links it: {@code charts/<name>.png}, {@code .svg} and {@code .gp}.
 *
 * @param name file stem under {@code charts/}
 * @param title the image alt text
 * @param anchor which table the chart belongs to (a key known to {@link ReportMarkdown})
 */
public record ChartLink(String name, String title, String anchor) {
    /** The anchor of the answers' decision charts: a report's first screen shows them together. */
    public static final String DECISIONS = "decisions";
}
