package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/bench-precision.sh for real, in its smoke form (SMOKE=1: 2 cells on tmpfs, 100 ms
 * iterations): the machine-noise run and the three ways run, and the summary reads what they wrote.
 */
class BenchPrecisionScriptTest {
    @TempDir
    Path results;

    @Test
    void smokeRun_printsEveryWayTheGoalAndTheMachineNoise() throws Exception {
        Path project = Path.of(System.getProperty("iobench.projectDir")).toRealPath();
        Path log = results.resolve("bench-precision.log");
        ProcessBuilder pb = new ProcessBuilder("bash", "scripts/bench-precision.sh").directory(project.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SMOKE", "1");
        pb.environment().put("RESULTS", results.resolve("out").toString());
        pb.environment().put("IOBENCH_CP", System.getProperty("java.class.path"));
        pb.environment().put("IOBENCH_JAVA_OPTS", "-Diobench.benchmarksJar=" + System.getProperty("iobench.benchmarksJar"));
        Process p = pb.start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("bench-precision.sh SMOKE=1 did not end in 10 minutes:\n" + Files.readString(log));
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);

        // way, wall, cells, within, (share), median ± forks, median ± pooled, forks, forks for 2%, ...
        assertEquals("1", row(out, "default-as-it-was")[7], out);
        assertEquals("3", row(out, "full")[7], out);
        int forks = Integer.parseInt(row(out, "precision-2%")[7]);
        assertTrue(forks >= 3 && forks <= 5, "the precision way runs 3 to 5 forks a cell (--max-forks 5): " + out);
        for (String way : List.of("default-as-it-was", "full", "precision-2%")) {
            assertEquals("2", row(out, way)[2], "2 cells in every way: " + out);
        }
        assertEquals("n-too-small", row(out, "default-as-it-was")[5], "one fork has no interval over forks: " + out);

        Matcher goal = Pattern.compile("goal: at least 90% of the cells within ±2% in at most a third of full's wall time "
                + "\\((\\S+)\\): (met|not met) \\(precision-2%: (\\d) of 2 within in (\\S+);").matcher(out);
        assertTrue(goal.find(), out);
        boolean allWithin = goal.group(3).equals("2");
        assertEquals(allWithin && seconds(goal.group(4)) <= seconds(goal.group(1)), goal.group(2).equals("met"), out);
        assertTrue(out.contains("machine noise: CachedReadBenchmark.readFromCache (no I/O) varies "), out);
        assertTrue(out.contains("(standard deviation over the mean, 3 forks of 5 iterations)"), out);

        try (Stream<Path> runs = Files.list(results.resolve("out/runs"))) {
            List<Path> all = runs.toList();
            assertEquals(4, all.size(), "the noise run and three ways: " + all);
            for (Path r : all) {
                try (Stream<Path> files = Files.walk(r)) {
                    assertEquals(1, files.filter(f -> f.getFileName().toString().equals("jmh.json")).count(), r.toString());
                }
            }
        }
    }

    private static String[] row(String out, String way) {
        return out.lines().filter(l -> l.startsWith(way + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + way + ":\n" + out)).replace("n too small", "n-too-small")
                .trim().split(" +");
    }

    /** @return seconds of {@code 1m30s} or {@code 45s} */
    private static double seconds(String human) {
        Matcher m = Pattern.compile("(?:(\\d+)m)?(\\d+)s").matcher(human);
        assertTrue(m.matches(), human);
        return (m.group(1) != null ? 60 * Integer.parseInt(m.group(1)) : 0) + Integer.parseInt(m.group(2));
    }
}
