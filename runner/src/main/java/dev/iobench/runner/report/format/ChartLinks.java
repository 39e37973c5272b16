package dev.iobench.runner.report.format;

import java.util.List;
import java.util.function.Function;

/**
 * The charts a report rendered and how its markdown links them.
 *
 * @param charts the charts whose PNG and SVG exist, in report order
 * @param link turns {@code charts/x.png} into the link to write (relative to the markdown file)
 * @param othersLocal only the answers' charts were drawn: say where the others come from
 */
record ChartLinks(List<ChartLink> charts, Function<String, String> link, boolean othersLocal) {
    /** Appends each chart of the table {@code anchor}: its image, then links to its SVG and gnuplot script. */
    void write(StringBuilder sb, String anchor) {
        for (ChartLink ch : charts) {
            if (ch.anchor().equals(anchor)) {
                sb.append("![").append(Md.text(ch.title())).append("](")
                        .append(link.apply("charts/" + ch.name() + ".png")).append(") ([SVG](")
                        .append(link.apply("charts/" + ch.name() + ".svg")).append("), [gnuplot script](")
                        .append(link.apply("charts/" + ch.name() + ".gp")).append("))\n\n");
            }
        }
    }

    /** The table key of the answers' decision charts: shown together as SVG on a report's first screen. */
    static final String DECISIONS = ChartLink.DECISIONS;

    /** What a report of the answers' charts only says about the others. */
    static final String OTHERS_LOCAL = "Only the answers' charts are published; `make report` draws the others "
            + "(per benchmark group, percentiles, speedups) locally.";

    /** The most decision charts a README shows. */
    static final int MAX_DECISIONS = 6;

    /** Appends the answers' decision charts as SVG images (the files a publish commits), at most {@value #MAX_DECISIONS}. */
    void decisions(StringBuilder sb) {
        images(sb);
        othersNote(sb);
    }

    /** Appends the answers' decision charts alone, without {@link #othersNote}. */
    void images(StringBuilder sb) {
        charts.stream().filter(ch -> ch.anchor().equals(DECISIONS)).limit(MAX_DECISIONS)
                .forEach(ch -> sb.append("![").append(Md.text(ch.title())).append("](")
                        .append(link.apply("charts/" + ch.name() + ".svg")).append(")\n"));
        if (charts.stream().anyMatch(ch -> ch.anchor().equals(DECISIONS))) {
            sb.append('\n');
        }
    }

    /** Appends where the charts other than the answers' come from, when a report drew only those. */
    void othersNote(StringBuilder sb) {
        if (othersLocal) {
            sb.append(OTHERS_LOCAL).append("\n\n");
        }
    }
}
