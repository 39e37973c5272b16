package dev.iobench.runner.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * precision.json's one reader and writer on a committed run's files, copied as a fixture (version 1: no version field)
 * and on a file of a version this iobench does not read.
 */
class PrecisionFileTest {
    /** A fixture copy of a committed run's files (runner/src/test/resources/runs/README.md). */
    private static final Path RUN = Path.of(System.getProperty("iobench.projectDir"), "runner", "src", "test",
            "resources", "runs", "20261124T164252Z-vm");
    private static final Path ENV = RUN.resolve("host-tmpfs-jdk17");

    @TempDir
    Path tmp;

    @Test
    void committedFileWithoutVersion_isReadAsVersionOne() throws Exception {
        JsonNode raw = Json.mapper().readTree(ENV.resolve(RunLayout.PRECISION).toFile());
        assertNull(raw.get("version"), "the committed files carry no version");

        PrecisionFile.Read read = PrecisionFile.read(ENV.resolve(RunLayout.PRECISION));

        assertNull(read.refused());
        PrecisionFile f = read.file();
        assertNotNull(f);
        assertEquals(1, f.version());
        assertEquals(raw.get("confidence").asDouble(), f.plan().confidence());
        assertEquals(raw.get("target").asDouble(), f.plan().target());
        assertEquals(raw.get("cells").size(), f.cells().size());
        assertEquals(raw.get("pairs").size(), f.pairs().size());
        assertEquals(raw.get("cellsRun").asInt(), f.counts().cellsRun());
        long answers = f.cells().stream().filter(PrecisionFile.Cell::answer).count();
        assertTrue(answers > 0);
        assertEquals(answers, f.cells().stream().filter(c -> c.answer() && c.forkRounds() != null).count(),
                "every answer cell has its forks' rounds");
        assertEquals(raw.get("cells").get(0).get("forkRounds").size(), f.cells().get(0).forkRounds().size());
    }

    @Test
    void committedFiles_writtenAgain_keepEverythingTheySaid_andReadBackTheSame() throws Exception {
        for (String env : new String[] {"host-tmpfs-jdk17", "host-ext4-jdk25", "container-overlay-jdk17"}) {
            Path file = RUN.resolve(env).resolve(RunLayout.PRECISION);
            ObjectNode old = (ObjectNode) Json.mapper().readTree(file.toFile());
            old.remove("answersOrder");
            PrecisionFile f = PrecisionFile.read(file).file();
            Path out = tmp.resolve(env + ".json");

            PrecisionFile.write(out, new PrecisionFile(PrecisionFile.VERSION, f.plan(), f.seed(), f.checkForkAfter(),
                    f.forkFlags(), f.machineNoise(), f.answersSpread(), f.cells(), f.notRun(), f.pairs(), f.priors(),
                    f.counts(), f.seconds(), new PrecisionFile.AnswersBudget(12.5, 3)));

            ObjectNode written = (ObjectNode) Json.mapper().readTree(out.toFile());
            assertEquals(PrecisionFile.VERSION, written.get("version").asInt());
            assertEquals("", missing(old, written, env), "every value the old file holds, written again");
            PrecisionFile again = PrecisionFile.read(out).file();
            assertEquals(PrecisionFile.VERSION, again.version());
            Path twice = tmp.resolve(env + "-2.json");
            PrecisionFile.write(twice, again);
            assertEquals(Files.readString(out), Files.readString(twice), "read and written again: the same bytes");
        }
    }

    @Test
    void fileOfTheCurrentVersion_readAndWrittenAgain_isTheSameBytes() throws Exception {
        Path file = RUN.resolveSibling("20261127T143428Z-vm").resolve("container-tmpfs-jdk17")
                .resolve(RunLayout.PRECISION);
        PrecisionFile f = PrecisionFile.read(file).file();
        assertNotNull(f, "the fixture reads");
        assertEquals(PrecisionFile.VERSION, f.version(), "the fixture is of the current version");
        Path out = tmp.resolve("written.json");
        PrecisionFile.write(out, f);
        assertEquals(Files.readString(file), Files.readString(out), "what a run wrote, read and written again");
    }

    /** @return the first value of {@code a} that {@code b} does not hold alike (b may hold more), empty when none */
    private static String missing(JsonNode a, JsonNode b, String at) {
        if (a.isContainerNode() && b.isContainerNode() && a.getNodeType() == b.getNodeType()) {
            if (a.isArray() && a.size() != b.size()) {
                return at + ": " + a.size() + " vs " + b.size() + " elements";
            }
            java.util.List<String> names = new java.util.ArrayList<>();
            if (a.isArray()) {
                for (int i = 0; i < a.size(); i++) {
                    names.add(String.valueOf(i));
                }
            } else {
                a.fieldNames().forEachRemaining(names::add);
            }
            for (String n : names) {
                JsonNode x = a.isArray() ? a.get(Integer.parseInt(n)) : a.get(n);
                JsonNode y = b.isArray() ? b.get(Integer.parseInt(n)) : b.get(n);
                String d = y == null ? at + "/" + n + ": missing" : missing(x, y, at + "/" + n);
                if (!d.isEmpty()) {
                    return d;
                }
            }
            return "";
        }
        return a.equals(b) ? "" : at + ": " + a + " vs " + b;
    }

    @Test
    void unknownVersion_refusedWithOneLineNamingIt() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/r/host-tmpfs-jdk17"));
        Files.copy(ENV.resolve(RunLayout.JMH_GZ), env.resolve(RunLayout.JMH_GZ));
        ObjectNode json = (ObjectNode) Json.mapper().readTree(ENV.resolve(RunLayout.PRECISION).toFile());
        json.put("version", 99);
        Files.writeString(env.resolve(RunLayout.PRECISION), Json.write(json));

        PrecisionFile.Read read = PrecisionFile.read(env.resolve(RunLayout.PRECISION));
        assertNull(read.file());
        assertTrue(read.refused().contains("format version 99 is not one this iobench reads (it reads 1 and 2 and 3)"),
                read.refused());

        Cli.Outcome o = Cli.run("report", env.getParent().toString(), "--out", tmp.resolve("report").toString(),
                "--no-charts");
        assertEquals(1, o.code(), o.err());
        assertEquals(1, o.err().lines().filter(l -> l.contains("precision.json")).count(), o.err());
        assertTrue(o.err().contains(env.resolve(RunLayout.PRECISION) + ": format version 99 is not one this "
                + "iobench reads"), o.err());
        // the results are reported without what the refused file says
        String md = Files.readString(tmp.resolve("report/README.md"));
        assertTrue(md.contains("host-tmpfs-jdk17"), md);
        assertTrue(!md.contains("**Precision-targeted cells.**"), md);

        json.put("version", "two");
        Files.writeString(env.resolve(RunLayout.PRECISION), Json.write(json));
        assertTrue(PrecisionFile.read(env.resolve(RunLayout.PRECISION)).refused()
                .contains("format version \"two\" is not one"));
    }
}
