package dev.iobench.runner.report.charts;

/**
 * One chart: its file stem under {@code charts/} ({@code <name>.png|.svg|.gp}), title (also the image alt
 * text), size in pixels, the gnuplot commands that draw it (data and plot, without terminal and output,
 * which {@link Gnuplot} adds) and the table it belongs to (a key known to the markdown writer).
 */
public record Chart(String name, String title, int width, int height, String body, String anchor) {
}
