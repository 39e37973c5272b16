package dev.iobench.runner.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The real kotlinx-io result files (copied from /work/shared/fixtures/kotlinx-io) and helpers. */
public final class Fixtures {
    public static final String ANDROID = "2023-12-18T134000-android-SM-A145R-13.json";
    public static final String JMH_AVGT = "2023-12-18T131339-linux-x64-8471005.json";
    public static final String JMH_THRPT = "2023-12-15T170014-linux-x64-5927014.json";

    private Fixtures() {
    }

    /** @return a test resource under {@code report/} */
    public static Path resource(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/report/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** @return one of the kotlinx-io files */
    public static Path kotlinx(String name) {
        return resource("kotlinx-io/" + name);
    }

    public static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Parses the first markdown table at or after line {@code startLine} of {@code text}: element 0
     * is the header, then one list of cells per row (the separator line skipped).
     */
    public static List<List<String>> table(String text, int startLine) {
        String[] lines = text.split("\n");
        int i = startLine;
        while (!lines[i].startsWith("|")) {
            i++;
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of(cells(lines[i])));
        for (i += 2; i < lines.length && lines[i].startsWith("|"); i++) {
            rows.add(List.of(cells(lines[i])));
        }
        return rows;
    }

    private static String[] cells(String line) {
        String inner = line.substring(1, line.length() - 1);
        return inner.split("\\|", -1);
    }

    /** Copies the folder {@code from} with everything in it to {@code to}. */
    public static void copyTree(java.nio.file.Path from, java.nio.file.Path to) throws java.io.IOException {
        try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.walk(from)) {
            for (java.nio.file.Path p : s.sorted().toList()) {
                java.nio.file.Path target = to.resolve(from.relativize(p).toString());
                if (java.nio.file.Files.isDirectory(p)) {
                    java.nio.file.Files.createDirectories(target);
                } else {
                    java.nio.file.Files.copy(p, target);
                }
            }
        }
    }

    /**
     * Reports {@code tmp/runs} into {@code tmp/out} without charts and reads its {@code answers.csv}.
     *
     * @return the fields of its one answer row, after checking the header and that there is one row
     */
    public static String[] onlyAnswerRow(Path tmp) throws java.io.IOException {
        dev.iobench.runner.Cli.Outcome o = dev.iobench.runner.Cli.run("report", tmp.resolve("runs").toString(), "--out",
                tmp.resolve("out").toString(), "--no-charts");
        org.junit.jupiter.api.Assertions.assertEquals(dev.iobench.runner.ExitCodes.OK, o.code(), o.err());
        List<String> csv = java.nio.file.Files.readAllLines(tmp.resolve("out/answers.csv"));
        org.junit.jupiter.api.Assertions.assertEquals(dev.iobench.runner.report.format.AnswersCsv.HEADER, csv.get(0));
        org.junit.jupiter.api.Assertions.assertEquals(2, csv.size(), String.join("\n", csv));
        return dev.iobench.runner.report.format.CsvLines.fields(csv.get(1));
    }
}
