package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Result files whose numbers, layout, depth or size are hostile, each beside a good file: the bad one
 * gets one line, the good one is still reported, and the report's memory does not grow with a file's size.
 */
class ResultBoundsTest {
    @TempDir
    Path tmp;

    private Path good(Path dir) throws IOException {
        Files.createDirectories(dir);
        return Files.copy(Fixtures.kotlinx("2023-12-18T131339-linux-x64-8471005.json"), dir.resolve("good.json"));
    }

    private static List<String> linesAbout(Cli.Outcome o, String file) {
        return o.err().lines().filter(l -> l.contains(file)).toList();
    }

    private static void assertGoodReported(Cli.Outcome o, Path out) throws IOException {
        assertTrue(o.err().contains("1 environments") || o.err().contains(" results, 1 environment"), o.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains("FileChannelReadBenchmark"), o.err());
    }

    @Test
    void androidxFileWithAStringFrequency_isThatFilesOneLine_andTheGoodFileIsReported() throws Exception {
        Path in = tmp.resolve("in");
        good(in);
        for (String field : List.of("cpuMaxFreqHz", "cpuCoreCount")) {
            ObjectNode a = (ObjectNode) Json.mapper().readTree(
                    Fixtures.kotlinx("2023-12-18T134000-android-SM-A145R-13.json").toFile());
            ((ObjectNode) a.get("context")).put(field, "x");
            Files.writeString(in.resolve("bad-" + field + ".json"), Json.mapper().writeValueAsString(a));
        }
        assertTrue(Files.notExists(in.resolve("env.json")), "no env.json: the environment is derived from the file");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        assertEquals(List.of(in.resolve("bad-cpuMaxFreqHz.json") + ": context.cpuMaxFreqHz 'x' is not a number of hertz"),
                linesAbout(o, "bad-cpuMaxFreqHz.json"), o.err());
        assertEquals(List.of(in.resolve("bad-cpuCoreCount.json") + ": context.cpuCoreCount 'x' is not a whole number"),
                linesAbout(o, "bad-cpuCoreCount.json"), o.err());
        assertTrue(!o.err().contains("NumberFormatException") && !o.err().contains("error:"), o.err());
        assertGoodReported(o, out);
    }

    @Test
    void fioJsonBesideResultsOutsideAnEnvironmentFolder_getsALine() throws Exception {
        Path in = tmp.resolve("in");
        good(in);
        Files.writeString(in.resolve("fio.json"), "{\"jobs\":[]}");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertEquals(List.of(in.resolve("fio.json") + ": not read: fio's reference, read only in a run's environment "
                + "folder (beside jmh.json and env.json)"), linesAbout(o, "fio.json"), o.err());
        assertGoodReported(o, out);
    }

    @Test
    void tenThousandDeepJson_isRefusedInOneLine_asResultAndAsEnvJson() throws Exception {
        Path in = tmp.resolve("in");
        good(in);
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        Files.writeString(in.resolve("deep.json"), deep);
        Path envDir = Files.createDirectories(in.resolve("env-deep"));
        Files.copy(Fixtures.kotlinx("2023-12-15T170014-linux-x64-5927014.json"), envDir.resolve("jmh.json"));
        Files.writeString(envDir.resolve("env.json"), "{\"id\":" + "[".repeat(10_000) + "]".repeat(10_000) + "}");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        assertEquals(List.of(in.resolve("deep.json") + ": nested deeper than 64 levels: not read"),
                linesAbout(o, "deep.json"), o.err());
        assertEquals(List.of(envDir.resolve("env.json") + ": nested deeper than 64 levels: not read; environment "
                + "derived from the result file instead"), linesAbout(o, "env-deep/env.json"), o.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains("FileChannelReadBenchmark"), o.err());
    }

    /**
     * A 200 MiB JMH file (twenty results, each carrying 10 MiB the report does not use) is reported
     * by a JVM of 128 MiB of heap: the file is read one result at a time, never as one tree.
     */
    @Test
    void largeFile_isReadWithinABoundedHeap() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        ObjectNode entry = (ObjectNode) Json.mapper().readTree(
                Fixtures.kotlinx("2023-12-18T131339-linux-x64-8471005.json").toFile()).get(0);
        String filler = "x".repeat(10 << 20);
        try (BufferedWriter w = Files.newBufferedWriter(in.resolve("large.json"), StandardCharsets.UTF_8)) {
            w.write("[");
            for (int i = 0; i < 20; i++) {
                ObjectNode e = entry.deepCopy();
                ((ObjectNode) e.get("params")).put("size", Integer.toString(i));
                String text = Json.mapper().writeValueAsString(e);
                w.write(i == 0 ? "" : ",");
                w.write(text, 0, text.length() - 1);
                w.write(",\"userData\":\"");
                w.write(filler);
                w.write("\"}");
            }
            w.write("]");
        }
        assertTrue(Files.size(in.resolve("large.json")) > 200L << 20);
        Path out = tmp.resolve("out");
        Path log = tmp.resolve("report.log");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:ActiveProcessorCount=4", "-cp", System.getProperty("java.class.path"),
                "-Diobench.projectDir=" + System.getProperty("iobench.projectDir"), "dev.iobench.runner.Main",
                "report", in.toString(), "--out", out.toString(), "--no-charts"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), "report did not finish");
        } finally {
            p.destroyForcibly();
        }
        String err = Files.readString(log);
        assertEquals(ExitCodes.OK, p.exitValue(), err);
        assertTrue(err.contains("1 files, 20 results"), err);
        assertTrue(Files.readString(out.resolve("README.md")).contains("FileChannelReadBenchmark"), err);
    }
}
