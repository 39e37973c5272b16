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
                sb.append(image(ch, ".png")).append(" ([SVG](").append(link.apply("charts/" + ch.name() + ".svg"))
                        .append("), [gnuplot script](").append(link.apply("charts/" + ch.name() + ".gp"))
                        .append("))\n\n");
            }
        }
    }

    /** Appends the answers' decision charts as SVG images (the files a publish commits), at most six. */
    void images(StringBuilder sb) {
        List<ChartLink> decisions = charts.stream().filter(ch -> ch.anchor().equals(ChartLink.DECISIONS)).toList();
        decisions.stream().limit(6).forEach(ch -> sb.append(image(ch, ".svg")).append('\n'));
        if (!decisions.isEmpty()) {
            sb.append('\n');
        }
    }

    private String image(ChartLink ch, String extension) {
        return "![" + Md.text(ch.title()) + "](" + link.apply("charts/" + ch.name() + extension) + ")";
    }

    /** Appends where the charts other than the answers' come from, when a report drew only those. */
    void othersNote(StringBuilder sb) {
        if (othersLocal) {
            sb.append("Only the answers' charts are published; `make report` draws the others "
                    + "(per benchmark group, percentiles, speedups) locally.\n\n");
        }
    }
}
