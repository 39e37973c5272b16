package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.ProjectCommand;
import dev.iobench.runner.ProjectCommand.Outcome;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.PublishedResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/schedule-check.sh and scripts/ScheduleSummary.java for real: the manual's "How forks are
 * scheduled" tables (docs/noise.md) are what the
 * committed measurements' scores and the published run give, and each measurement runs
 * (a couple of rounds) and leaves its scores and a table of the expected shape.
 */
public class ScheduleCheckIT {
    private static final Path PROJECT = ProjectPaths.projectDir();

    @TempDir
    Path tmp;

    @Test
    void manualTables_areWhatTheCommittedScoresAndThePublishedRunGive() throws Exception {
        assertReadmeTables(PROJECT, tmp);
    }

    /**
     * Checks that the manual's noise page of {@code root} shows the tables of the measurements and the run it names;
     * other folders of {@code results/schedule-check} (a user's own, one cut short) are not read.
     */
    public static void assertReadmeTables(Path root, Path tmp) throws Exception {
        String readme = Files.readString(root.resolve("docs/noise.md"));
        List<Path> folders = PublishedResults.scheduleCheckFolders(root);
        for (String mode : List.of("duet", "across", "cds", "archives", "speed")) {
            assertTrue(folders.stream().anyMatch(f -> f.getFileName().toString().startsWith(mode + "-")),
                    "the README names a committed " + mode + " measurement: " + folders);
        }
        for (Path folder : folders) {
            Outcome o = run(tmp, Map.of(), summary("summary", folder.toString()));
            assertEquals(0, o.code(), o.out());
            assertEquals(Files.readString(folder.resolve("summary.md")), o.out(), "summary.md is the scores' table: " + folder);
            assertInReadme(readme, o.out(), root.relativize(folder).toString());
        }
        Matcher m = Pattern.compile("scripts/schedule-check\\.sh shape (results/runs/[A-Za-z0-9._-]+)").matcher(readme);
        assertTrue(m.find(), "the README names the run its fork-shape table reads");
        Outcome shape = run(tmp, Map.of("IOBENCH_CLASSPATH", System.getProperty("java.class.path")), "bash",
                "scripts/schedule-check.sh", "shape", root.resolve(m.group(1)).toString());
        assertEquals(0, shape.code(), shape.out());
        assertTrue(shape.out().lines().count() >= 3, shape.out());
        assertInReadme(readme, shape.out(), m.group(1));
    }

    @Test
    void duetAndCds_measureAndTabulate() throws Exception {
        // 3 answers x 2 ways x 2 sides x 2 rounds; 6 rows of pairs, 6 of sides
        List<String> rows = measure("duet", 2, Map.of(), 24, 12);
        for (String answer : List.of("caching", "devnull-8192", "devzero-8192")) {
            for (String way : List.of("adjacent", "duet")) {
                assertTrue(rows.stream().anyMatch(r -> r.matches("\\| " + answer + " \\| " + way
                        + " \\| 2 \\| [0-9.e-]+ \\| [0-9.]+ \\| [0-9.]+ \\| [0-9.]+% \\|")), answer + " " + way + ": " + rows);
            }
        }

        // 2 JDKs x 3 flag sets x 4 forks, one round
        List<String> cdsRows = measure("cds", 1, Map.of(), 24, 6);
        Path cds = tmp.resolve("cds");
        assertTrue(cdsRows.stream().allMatch(r -> r.matches("\\| jdk(17|25) \\| (default|appcds|appcds-noperf) \\| 4 \\| .*")),
                cdsRows.toString());
        String log = Files.readString(cds.resolve("jmh.log"));
        assertTrue(log.contains("-XX:SharedArchiveFile=" + cds.resolve("suite-17.jsa")), "forks ran from the archive");
    }

    @Test
    void archives_measureEachCellWithTwoArchivesAndNone() throws Exception {
        // 2 cells x 3 ways x 2 rounds: 2 forks give a ratio and no interval, as in the answers
        List<String> rows = measure("archives", 2, Map.of(), 12, 6);
        Path out = tmp.resolve("archives");
        for (String cell : List.of("channel-write", "stream-write")) {
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("| " + cell + " | none | 2 | ") && r.endsWith(" |  |")),
                    cell + ": " + rows);
            for (String way : List.of("A", "B")) {
                assertTrue(rows.stream().anyMatch(r -> r.matches("\\| " + cell + " \\| " + way
                        + " \\| 2 \\| [0-9.e+]+ \\| [0-9.]+ \\| [0-9.]+ \\(n too small\\) \\|")), cell + " " + way + ": " + rows);
            }
        }
        String log = Files.readString(out.resolve("jmh.log"));
        assertTrue(log.contains("-XX:SharedArchiveFile=" + out.resolve("suite-A.jsa"))
                && log.contains("-XX:SharedArchiveFile=" + out.resolve("suite-B.jsa")), "forks ran from each archive");
        try (Stream<Path> files = Files.list(out)) {
            assertTrue(files.noneMatch(f -> f.toString().endsWith(".jsa")), "the archives are removed after");
        }
    }

    @Test
    void across_measuresBothWaysInThreeEnvironments() throws Exception {
        // 3 cells x 3 environments x 2 ways x 2 rounds
        List<String> rows = measure("across", 2, Map.of("EXT4_DIR", tmp.toString()), 36, 12);
        assertTrue(rows.stream().allMatch(r -> r.matches("\\| (file-read|reread|sync-write) \\| (filesystem: tmpfs-17 / ext4-17"
                + "|JDK: tmpfs-25 / tmpfs-17) \\| (interleaved|sequential) \\| 2 \\| .*")), rows.toString());
    }

    @Test
    void speed_countsEveryCoresWorkPerSlot_aloneAndTogether() throws Exception {
        Path out = tmp.resolve("speed");
        Outcome o = run(Map.of("SPEED_SECONDS", "3", "OUT", out.toString()), "bash", "scripts/schedule-check.sh", "speed");
        assertEquals(0, o.code(), o.out());
        List<Integer> cores = allowedCores();
        List<String> slots = Files.readAllLines(out.resolve("scores.tsv"));
        assertEquals("what\tround\tway\tside\tscore\tseconds", slots.get(0));
        for (String way : List.of("alone", "together")) {
            for (int c : cores) {
                String prefix = "cpu" + c + "\t";
                // 3 s less the first second, the slot it ends in and the partial last slot: 39 slots of 50 ms
                List<String> mine = slots.stream().filter(l -> l.startsWith(prefix) && l.contains("\t" + way + "\t")).toList();
                assertEquals(39, mine.size(), way + " cpu" + c);
                assertTrue(mine.stream().allMatch(l -> l.matches("cpu[0-9]+\t[0-9]+\t" + way + "\tslot\t[0-9]+\t0\\.05")),
                        mine.toString());
                long first = Long.parseLong(mine.get(0).split("\t")[1]);
                long last = Long.parseLong(mine.get(mine.size() - 1).split("\t")[1]);
                assertEquals(0, first % 50, "slots are aligned to the epoch's 50 ms");
                assertEquals(50L * (mine.size() - 1), last - first, "one line a slot, none missing");
            }
        }
        List<String> steal = Files.readAllLines(out.resolve("steal.tsv"));
        assertEquals(3, steal.size(), steal.toString());
        assertTrue(steal.get(1).matches("alone\t[0-9]+\t[1-9][0-9]*") && steal.get(2).matches("together\t[0-9]+\t[1-9][0-9]*"),
                steal.toString());
        String table = Files.readString(out.resolve("summary.md"));
        assertTrue(table.startsWith("A fast 50 ms slot holds "), table);
        List<String> rows = dataRows(table);
        assertEquals(2 * cores.size(), rows.size(), table);
        assertTrue(slots.stream().skip(1).allMatch(l -> cores.contains(Integer.parseInt(l.substring(3, l.indexOf('\t'))))),
                "only the cores this process may use: " + cores);
        for (String row : rows) {
            String correlation = row.contains("| alone |") || cores.size() == 1 ? "" : "(-?[0-9.]+|n/a)";
            assertTrue(row.matches("\\| cpu[0-9]+ \\| (alone|together) \\| 39 \\| [0-9.]+% \\| [0-9.]+% \\| "
                    + "(none|[0-9.]+ s, [0-9.]+ s) \\| [0-9.]+% \\| " + correlation + " \\|"),
                    row);
        }
    }

    /**
     * A core whose CpuSpeed fails while the others run: the script stops at once, names the core, and
     * the JVM still running on the other core is stopped with it (a fake java that knows its core from
     * its affinity: alone it prints a slot, at once with the others core 0 fails and the rest run long).
     */
    @Test
    void speed_aCoreThatFails_stopsTheOthersAndSaysWhich() throws Exception {
        List<Integer> cores = allowedCores();
        assertTrue(cores.size() >= 2 && cores.get(0) == 0, "this check needs cores 0 and another: " + cores);
        Path fake = tmp.resolve("java");
        Path marks = Files.createDirectories(tmp.resolve("marks"));
        Path pids = tmp.resolve("long-running.pids");
        Files.writeString(fake, "#!/bin/bash\n"
                + "core=$(awk '/^Cpus_allowed_list:/ {print $2}' /proc/self/status)\n"
                + "if [ ! -e '" + marks + "'/$core ]; then touch '" + marks + "'/$core; printf '1000\\t5\\n'; exit 0; fi\n"
                + "if [ \"$core\" = 0 ]; then sleep 1; echo fake failure >&2; exit 1; fi\n"
                + "echo $$ >>'" + pids + "'; exec sleep 300\n");
        assertTrue(fake.toFile().setExecutable(true));
        Outcome o = run(Map.of("JAVA17", fake.toString(), "SPEED_SECONDS", "5", "OUT", tmp.resolve("failing").toString()),
                "bash", "scripts/schedule-check.sh", "speed");
        assertEquals(1, o.code(), o.out());
        assertTrue(o.out().contains("schedule-check: error: CpuSpeed on core 0 failed, see "), o.out());
        List<String> running = Files.readAllLines(pids);
        assertEquals(cores.size() - 1, running.size(), running.toString());
        for (String pid : running) {
            // stopped by the script's signal: it ends within seconds, where on its own it would run 300 s
            java.util.Optional<ProcessHandle> p = ProcessHandle.of(Long.parseLong(pid.trim()));
            if (p.isPresent()) {
                p.get().onExit().get(20, java.util.concurrent.TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void speedSummary_ofKnownSlots() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("known"));
        Files.writeString(out.resolve("mode"), "speed\n");
        StringBuilder scores = new StringBuilder("what\tround\tway\tside\tscore\tseconds\n");
        for (int i = 0; i < 20; i++) {
            long slot = 1_000_000_000L + 50L * i;
            // alone: cpu0 slow for 4 slots in a row, cpu1 never; together: the two slow in turn
            scores.append("cpu0\t").append(slot).append("\talone\tslot\t").append(i >= 8 && i < 12 ? 60 : 100).append("\t0.05\n");
            scores.append("cpu1\t").append(slot).append("\talone\tslot\t100\t0.05\n");
            scores.append("cpu0\t").append(slot + 5000).append("\ttogether\tslot\t").append(i % 2 == 0 ? 100 : 60).append("\t0.05\n");
            scores.append("cpu1\t").append(slot + 5000).append("\ttogether\tslot\t").append(i % 2 == 0 ? 60 : 100).append("\t0.05\n");
        }
        Files.writeString(out.resolve("scores.tsv"), scores);
        Files.writeString(out.resolve("steal.tsv"), "way\tsteal\ttotal\nalone\t10\t1000\ntogether\t0\t500\n");
        Outcome o = run(Map.of(), summary("summary", out.toString()));
        assertEquals(0, o.code(), o.out());
        assertTrue(o.out().startsWith("A fast 50 ms slot holds 100 units of work"), o.out());
        assertEquals(List.of(
                "| cpu0 | alone | 20 | 100.0% | 20.0% | 0.20 s, 0.20 s | 1.0% |  |",
                "| cpu1 | alone | 20 | 100.0% | 0.0% | none | 1.0% |  |",
                "| cpu0 | together | 20 | 80.0% | 50.0% | 0.05 s, 0.05 s | 0.0% | -1.00 |",
                "| cpu1 | together | 20 | 80.0% | 50.0% | 0.05 s, 0.05 s | 0.0% | -1.00 |"), dataRows(o.out()));
    }

    /** @return the cores this process may run on, from /proc/self/status (e.g. {@code 0-3,6}) */
    private static List<Integer> allowedCores() throws Exception {
        String list = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow().split(":")[1].trim();
        List<Integer> cores = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] ends = part.split("-");
            for (int c = Integer.parseInt(ends[0]); c <= Integer.parseInt(ends[ends.length - 1]); c++) {
                cores.add(c);
            }
        }
        return cores;
    }

    @Test
    void badArguments_areRefusedBeforeAnythingRuns() throws Exception {
        Outcome u = run(Map.of(), "bash", "scripts/schedule-check.sh", "sideways");
        assertEquals(2, u.code(), u.out());
        assertTrue(u.out().contains("usage: scripts/schedule-check.sh duet|across|cds|archives|speed|shape"), u.out());
        Outcome r = run(Map.of("ROUNDS", "1", "OUT", tmp.resolve("x").toString()), "bash", "scripts/schedule-check.sh", "duet");
        assertEquals(2, r.code(), r.out());
        assertTrue(r.out().contains("schedule-check: error: duet needs ROUNDS of at least 2"), r.out());
        Outcome n = run(Map.of("ROUNDS", "2; rm -rf /"), "bash", "scripts/schedule-check.sh", "cds");
        assertEquals(2, n.code(), n.out());
        assertTrue(n.out().contains("schedule-check: error: ROUNDS '2; rm -rf /' is not a count"), n.out());
        Outcome sp = run(Map.of("SPEED_SECONDS", "30 && touch /tmp/x", "OUT", tmp.resolve("x").toString()), "bash",
                "scripts/schedule-check.sh", "speed");
        assertEquals(2, sp.code(), sp.out());
        assertTrue(sp.out().contains("schedule-check: error: SPEED_SECONDS '30 && touch /tmp/x' is not a number of seconds from 2 to 3600"), sp.out());
        Outcome s = run(Map.of(), "bash", "scripts/schedule-check.sh", "shape", tmp.toString());
        assertEquals(2, s.code(), s.out());
        assertTrue(s.out().contains("schedule-check: error: shape needs a run folder with a run.json"), s.out());
        assertTrue(!Files.exists(tmp.resolve("x")), "nothing written");
    }

    /**
     * Runs measurement {@code mode} for real into a folder of its own, and checks that it exited 0 and
     * left {@code scores} forks' scores and a table of {@code tableRows} rows.
     *
     * @return the table's rows
     */
    private List<String> measure(String mode, int rounds, Map<String, String> extra, int scores, int tableRows)
            throws Exception {
        Path out = tmp.resolve(mode);
        Map<String, String> env = new java.util.HashMap<>(extra);
        env.put("ROUNDS", Integer.toString(rounds));
        env.put("OUT", out.toString());
        Outcome o = run(env, "bash", "scripts/schedule-check.sh", mode);
        assertEquals(0, o.code(), o.out());
        assertEquals(1 + scores, Files.readAllLines(out.resolve("scores.tsv")).size(), o.out());
        List<String> rows = dataRows(Files.readString(out.resolve("summary.md")));
        assertEquals(tableRows, rows.size(), rows.toString());
        return rows;
    }

    private static void assertInReadme(String readme, String table, String what) {
        for (String line : table.lines().toList()) {
            if (!line.isBlank()) {
                assertTrue(readme.contains(line + "\n"), "the README shows " + what + "'s row: " + line);
            }
        }
    }

    private static List<String> dataRows(String table) {
        List<String> rows = new ArrayList<>();
        for (String line : table.lines().toList()) {
            if (line.startsWith("| ") && !line.startsWith("| ---") && !line.matches("\\| (answer|JDK|cell|environment|core) .*")) {
                rows.add(line);
            }
        }
        return rows;
    }

    /**
     * @return the command that prints a measurement's table: the script's source on this test's class
     *     path (the runner's classes and libraries; unit tests run before the jar is built)
     */
    private static String[] summary(String mode, String folder) {
        return new String[] {"java", "-cp", System.getProperty("java.class.path"),
                PROJECT.resolve("scripts/ScheduleSummary.java").toString(), mode, folder};
    }

    private Outcome run(Map<String, String> env, String... command) throws Exception {
        return run(tmp, env, command);
    }

    private static Outcome run(Path tmp, Map<String, String> env, String... command) throws Exception {
        return ProjectCommand.run(tmp, List.of(command), env, Duration.ofMinutes(10));
    }
}
