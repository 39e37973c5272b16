package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.format.ChartLink;

/**
 * One chart: its file stem under {@code charts/}, title, size and the gnuplot commands that draw
 * it (data and plot, without terminal and output, which {@link Gnuplot} adds).
 *
 * @param name file stem: {@code charts/<name>.png|.svg|.gp}
 * @param title human title (also the image alt text)
 * @param width pixels
 * @param height pixels
 * @param body gnuplot commands
 * @param anchor which table the chart belongs to (a key known to the markdown writer)
 */
public record Chart(String name, String title, int width, int height, String body, String anchor) {
    /** @return how the report links this chart once rendered */
    public ChartLink link() {
        return new ChartLink(name, title, anchor);
    }
}
