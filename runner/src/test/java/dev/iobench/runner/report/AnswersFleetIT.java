package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers of a whole fleet's report, charts included: the committed showcase run under three machine labels. */
class AnswersFleetIT {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm");

    @TempDir
    Path tmp;

    @Test
    void fleetOfThreeMachines_readmeSectionFitsThreeHundredLines_noTableWiderThanEight() throws Exception {
        // three machines x (host ext4, host tmpfs, container ext4, overlay, tmpfs) x JDK 17 and 25: the
        // showcase run copied under three machine labels
        Path runs = tmp.resolve("runs");
        for (String label : List.of("gp-ssd", "nvme-local", "arm-ssd")) {
            Path run = runs.resolve("20261123T100000Z-" + label);
            try (var files = Files.walk(SHOWCASE)) {
                for (Path f : files.toList()) {
                    Path to = run.resolve(SHOWCASE.relativize(f).toString());
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(to);
                    } else if (f.getFileName().toString().equals("env.json")) {
                        ObjectNode env = (ObjectNode) Json.mapper().readTree(f.toFile());
                        env.putObject("machine").put("label", label);
                        Files.writeString(to, Json.write(env));
                    } else {
                        Files.copy(f, to);
                    }
                }
            }
        }
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, "# project\n\n<!-- iobench:begin -->\n<!-- iobench:end -->\n");
        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", tmp.resolve("report").toString(),
                "--readme", readme.toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("30 environments"), o.err());
        List<String> section = Files.readAllLines(readme);
        section = section.subList(section.indexOf("<!-- iobench:begin -->"), section.indexOf("<!-- iobench:end -->") + 1);
        // what a reader sees unfolded: folded <details> blocks (every size, the sources' layouts) do not count
        long shown = 0;
        boolean folded = false;
        for (String line : section) {
            folded = line.startsWith("<details>") || folded && !line.startsWith("</details>");
            shown += folded || line.startsWith("</details>") ? 0 : 1;
        }
        assertTrue(shown <= 300, shown + " lines shown");
        // unfolded tables at most 8 columns; a folded table in a source's own layout has that source's width, plus our verdict
        String summary = "";
        for (String line : section) {
            summary = line.startsWith("<details>") ? line : line.startsWith("</details>") ? "" : summary;
            if (line.startsWith("|")) {
                long columns = line.chars().filter(ch -> ch == '|').count() - 1;
                assertTrue(columns <= (summary.contains("kotlinx-io's own table layout") ? 9 : 8),
                        columns + " columns: " + line);
            }
        }
        // the machines are described in the full report, each once
        List<String> full = Files.readAllLines(tmp.resolve("report").resolve("README.md"));
        String fullText = String.join("\n", full);
        for (String label : List.of("gp-ssd", "nvme-local", "arm-ssd")) {
            assertEquals(1, fullText.split("- Machine `" + label + "`: ", -1).length - 1, label + " described once");
            String described = full.stream().filter(l -> l.startsWith("- Machine `" + label + "`: ")).findFirst()
                    .orElseThrow();
            assertFalse(described.contains("machine " + label), "each part once, not each environment's text: "
                    + described);
            assertTrue(fullText.contains("|" + label + " host-ext4-jdk17|"), label + " rows in the answers");
        }
        assertTrue(fullText.indexOf("## Answers") < fullText.indexOf("## Environments"), "answers first");
    }
}
