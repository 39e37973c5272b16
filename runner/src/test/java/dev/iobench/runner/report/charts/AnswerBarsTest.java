package dev.iobench.runner.report.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An environment's name under a decision chart: broken at hyphens, escaped, drawn as written by real gnuplot. */
class AnswerBarsTest {
    @TempDir
    Path tmp;

    @Test
    void label_gnuplotSpecialCharacters_drawnLiterally() throws Exception {
        String name = "it's-\"q\"-a_b^2@{x}\\n&$0-`id`";
        Charts.Chart chart = new Charts.Chart("odd", "odd", AnswerCharts.WIDTH, 400,
                "set xtics (" + AnswerCharts.label(name, 8) + " 0)\nset bmargin 8\nset xrange [-1:1]\nplot x notitle\n", "a");

        assertNull(Gnuplot.locate(null).orElseThrow().render(chart, tmp));

        Matcher m = Pattern.compile("<text[^>]*>(.*?)</text>", Pattern.DOTALL)
                .matcher(Files.readString(tmp.resolve("odd.svg")));
        StringBuilder drawn = new StringBuilder();
        while (m.find()) {
            drawn.append(m.group(1).replaceAll("<[^>]+>", "").replace("&apos;", "'").replace("&quot;", "\"")
                    .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").strip()).append('|');
        }
        assertTrue(drawn.toString().contains(String.join("|", List.of("it's-", "\"q\"-", "a_b^2@{x}\\n&$0-", "`id`"))),
                drawn.toString());
    }

    @Test
    void label_breaksAfterHyphensIntoShortLines() {
        assertEquals("'host-ext4-'.\"\\n\".'jdk17'", AnswerCharts.label("host-ext4-jdk17", 12));
        assertEquals("'host-ext4-jdk17'", AnswerCharts.label("host-ext4-jdk17", 20));
    }
}
