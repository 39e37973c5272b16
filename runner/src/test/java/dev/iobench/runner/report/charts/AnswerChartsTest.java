package dev.iobench.runner.report.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.report.ReportLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers' decision charts, rendered by real gnuplot from the layout fixtures. */
class AnswerChartsTest {
    @TempDir
    Path tmp;

    @Test
    void report_answerCharts_errorBarsPairsSideBySideNoRotatedTics() throws Exception {
        Path out = tmp.resolve("report");
        Cli.Outcome o = Cli.run("report", ReportLayout.runs(tmp).toString(), "--out", out.toString());
        assertEquals(0, o.code(), o.err());

        List<Path> scripts;
        try (Stream<Path> s = Files.list(out.resolve("charts"))) {
            scripts = s.filter(p -> p.getFileName().toString().matches("answer-\\d+-decision\\.gp")).sorted().toList();
        }
        assertFalse(scripts.isEmpty(), "no decision chart");
        String readme = Files.readString(out.resolve("README.md"));
        for (Path gp : scripts) {
            String name = gp.getFileName().toString().replace(".gp", "");
            String script = Files.readString(gp);
            String svg = Files.readString(gp.resolveSibling(name + ".svg"));
            assertTrue(readme.contains("charts/" + name + ".svg") || readme.contains("charts/" + name + ".png"),
                    name + " not linked");
            // error bars on both sides, capped lines with no point drawn at the mean
            assertEquals(2, count(script, "with vectors heads"), script);
            assertFalse(Pattern.compile("<use xlink:href='#gpPt\\d+' transform=").matcher(svg).find(),
                    name + ": a point is drawn");
            // each data line: baseline at x, candidate at x + 1, beside it, with low <= mean <= high on each side
            for (String line : script.substring(script.indexOf("<< EOD\n") + 7, script.indexOf("\nEOD")).split("\n")) {
                String[] f = line.split(" ");
                assertEquals(Double.parseDouble(f[0]) + 1, Double.parseDouble(f[4]), 1e-9, line);
                for (int side : new int[] {1, 5}) {
                    assertTrue(Double.parseDouble(f[side + 1]) <= Double.parseDouble(f[side])
                            && Double.parseDouble(f[side]) <= Double.parseDouble(f[side + 2]), line);
                }
            }
            // the legend names the baseline before the candidate
            List<String> texts = texts(svg);
            int b = indexOfStart(texts, "baseline: ");
            int c = indexOfStart(texts, "candidate: ");
            assertTrue(b >= 0 && c > b, texts.toString());
            // only the y axis label is turned; environment names are written across
            assertEquals(1, Pattern.compile("<g transform=\"translate\\([^)]*\\) rotate\\(").matcher(svg).results()
                    .count(), svg);
            assertTrue(script.contains("set terminal svg noenhanced size 800,"), script);
        }
    }

    private static int indexOfStart(List<String> texts, String prefix) {
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    /** @return the text of every SVG text element, in document order */
    static List<String> texts(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<text[^>]*>(.*?)</text>", Pattern.DOTALL).matcher(svg);
        while (m.find()) {
            out.add(m.group(1).replaceAll("<[^>]+>", "").replace("&apos;", "'").replace("&quot;", "\"")
                    .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").strip());
        }
        return out;
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
