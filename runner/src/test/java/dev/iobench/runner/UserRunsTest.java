package dev.iobench.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.precision.ScheduleCheckIT;
import dev.iobench.runner.report.PublishedRunTest;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.EnvJsonTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own runs beside the committed ones ({@code make bench-all}'s, a failed one, one cut short),
 * the report {@code make bench-all} rewrote and a schedule-check cut short leave every check of the
 * committed results green. They are written into a copy of the checkout's layout, never into its
 * {@code results/}: the committed runs and measurements are linked into it, one run copied and held by
 * the copy's git index.
 */
class UserRunsTest {
    /** A committed run small enough to copy: the one the copy's git index holds. */
    private static final String TRACKED = "20261122T150958Z-vm";

    @TempDir
    Path tmp;

    private final List<Path> links = new ArrayList<>();

    @AfterEach
    void unlink() throws IOException {
        for (Path l : links) {
            Files.delete(l);
        }
    }

    @Test
    void newerRuns_aFailedOne_oneCutShort_andTheirReport_leaveTheChecksGreen() throws Exception {
        Path real = PublishedResults.root();
        Path root = layout(real);
        Path runs = root.resolve("results/runs");

        // make bench-all's run: a whole run, newer than every committed one
        copy(real.resolve("results/runs").resolve(TRACKED), runs.resolve("29991231T000000Z-vm"));
        // a failed run: its environment's files cut off where the process died
        Path failed = Files.createDirectories(runs.resolve("29991231T010000Z-vm/host-ext4-jdk17"));
        Files.writeString(failed.resolveSibling("run.json"), "{\n  \"id\" : \"29991231T010000Z-vm\",\n  \"status\" : "
                + "\"failed\",\n  \"environments\" : [ {\n    \"id\" : \"host-ext4-jdk17\",\n    \"status\" : \"failed\"");
        Files.writeString(failed.resolve("env.json"), "{\n  \"id\" : \"host-ext4-jdk17\",\n  \"kind\" : \"ho");
        Files.writeString(failed.resolve("jmh.json"), "[\n  {\n    \"jmhVersion\" : \"1.37\",\n    \"benchmark\" : ");
        // a run cut short before its first result: a run.json and a log
        Path cut = Files.createDirectories(runs.resolve("29991231T020000Z-vm/host-tmpfs-jdk17"));
        Files.writeString(cut.resolveSibling("run.json"), Files.readString(real.resolve(
                "results/runs/20261124T164006Z-vm/run.json")).replace("20261124T164006Z-vm", "29991231T020000Z-vm"));
        Files.writeString(cut.resolve("jmh.log"), "# JMH version: 1.37\n");
        // the report make bench-all wrote of them: a cell at the timer floor and no answer rows
        Path report = root.resolve("results/report");
        Files.writeString(report.resolve("results.csv"), "env,group,benchmark,params,mode,unit,n,mean\n"
                + "host-ext4-jdk17,g,b,,avgt,ns/op,1,0.5\n");
        Files.writeString(report.resolve("answers.csv"), Files.readAllLines(real.resolve("results/report/answers.csv"))
                .get(0) + "\n");
        // a schedule-check cut short: scores begun, no table
        Path duet = Files.createDirectories(root.resolve("results/schedule-check/duet-29991231T000000Z"));
        Files.writeString(duet.resolve("scores.tsv"), "answer\tway\tround\tside\tscore\n");

        // what was read before, the newest run and every folder, is the user's now
        try (Stream<Path> s = Files.list(runs)) {
            assertEquals("29991231T020000Z-vm", s.map(p -> p.getFileName().toString()).max(String::compareTo)
                    .orElseThrow());
        }
        assertThrows(IOException.class, () -> EnvJson.read(failed.resolve("env.json")));
        assertEquals(PublishedResults.run(real).getFileName(), PublishedResults.run(root).getFileName());

        PublishedRunTest.assertAboveTimerFloor(root);
        PublishedRunTest.assertProseFigures(root);
        EnvJsonTest.assertCommittedWrittenBack(root);
        assertEquals(List.of(root.resolve("results/runs").resolve(TRACKED)), PublishedResults.committedFiles(root,
                "results/runs").stream().filter(p -> p.getFileName().toString().equals("env.json"))
                .map(p -> p.getParent().getParent()).distinct().toList(), "the copy's index holds one run");
        ScheduleCheckIT.assertReadmeTables(root, tmp);
    }

    /**
     * @return a copy of the layout of {@code real}: its README, its committed runs and schedule-check
     *     measurements linked, one run ({@link #TRACKED}) copied and added to a git index, and the report
     *     folder
     */
    private Path layout(Path real) throws Exception {
        Path root = Files.createDirectories(tmp.resolve("checkout"));
        Files.copy(real.resolve("README.md"), root.resolve("README.md"));
        Files.createDirectories(root.resolve("docs"));
        Files.copy(real.resolve("docs/noise.md"), root.resolve("docs/noise.md"));
        Files.createDirectories(root.resolve("results/report"));
        for (String folder : List.of("results/runs", "results/schedule-check")) {
            List<Path> committed = PublishedResults.committedFiles(real, folder).stream()
                    .map(p -> real.resolve(folder).resolve(real.resolve(folder).relativize(p).getName(0))).distinct()
                    .toList();
            assertFalse(committed.isEmpty(), "committed " + folder);
            Path into = Files.createDirectories(root.resolve(folder));
            for (Path c : committed) {
                if (!c.getFileName().toString().equals(TRACKED)) {
                    links.add(Files.createSymbolicLink(into.resolve(c.getFileName()), c));
                }
            }
        }
        copy(real.resolve("results/runs").resolve(TRACKED), root.resolve("results/runs").resolve(TRACKED));
        git(root, "init", "-q");
        git(root, "add", "README.md", "results/runs/" + TRACKED);
        return root;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }

    private void git(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile(tmp, "git", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), cmd + " finished");
        assertEquals(0, p.exitValue(), cmd + ": " + Files.readString(log, StandardCharsets.UTF_8));
    }
}
