package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.RunLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run whose JMH results are {@code jmh.json.gz} is read exactly as its plain twin. */
class GzipRunTest {
    @TempDir
    Path tmp;

    /** @return a copy of the plain runs folder {@code plain} with every jmh.json compressed as a run writes it */
    private Path gzTwin(Path plain) throws Exception {
        Path gz = tmp.resolve("gz").resolve(plain.getFileName());
        Fixtures.copyTree(plain, gz);
        try (Stream<Path> s = Files.walk(gz)) {
            for (Path jmh : s.filter(p -> p.getFileName().toString().equals(RunLayout.JMH)).toList()) {
                byte[] before = Files.readAllBytes(jmh);
                Path gzFile = jmh.resolveSibling(RunLayout.JMH_GZ);
                AtomicFiles.moveNewCompressed(jmh, gzFile);
                assertFalse(Files.exists(jmh));
                assertArrayEquals(before, BoundedRead.bytes(gzFile), "byte-identical when decompressed");
                assertTrue(Files.size(gzFile) < before.length / 3, gzFile + " is compressed");
            }
        }
        return gz;
    }

    @Test
    void report_compare_diff_readAGzRunAsItsPlainTwin() throws Exception {
        Path plain = ReportLayout.runs(Files.createDirectories(tmp.resolve("plain")));
        Path gz = gzTwin(plain);

        Cli.Outcome p = Cli.run("report", "--no-charts", plain.toString(), "--out", tmp.resolve("out-plain").toString());
        Cli.Outcome g = Cli.run("report", "--no-charts", gz.toString(), "--out", tmp.resolve("out-gz").toString());
        assertEquals(0, p.code(), p.err());
        assertEquals(0, g.code(), g.err());
        assertFalse(g.err().contains("not read: not a result file"), g.err());
        for (String f : List.of("README.md", "results.csv")) {
            String a = Files.readString(tmp.resolve("out-plain").resolve(f)).replace(plain.toString(), "RUNS");
            // the same folder names; only a file named in the report is the compressed one
            String b = Files.readString(tmp.resolve("out-gz").resolve(f)).replace(gz.toString(), "RUNS")
                    .replace(RunLayout.JMH_GZ, RunLayout.JMH);
            assertEquals(a, b, f);
        }
        assertTrue(Files.readString(tmp.resolve("out-gz").resolve("README.md")).contains("|host-ext4-jdk17|host|ext4|"));

        Cli.Outcome d = Cli.run("diff", plain.toString(), gz.toString());
        assertEquals(0, d.code(), d.err());
        assertFalse(d.out().contains("Only in"), d.out());

        Cli.Outcome cp = Cli.run("compare", "--baseline=Stream", "--candidate=Channel", plain.toString());
        Cli.Outcome cg = Cli.run("compare", "--baseline=Stream", "--candidate=Channel", gz.toString());
        assertEquals(cp.code(), cg.code(), cg.err());
        assertEquals(cp.out(), cg.out());
    }

    @Test
    void aDamagedGz_isOneLine_notACrash() throws Exception {
        Path plain = ReportLayout.runs(Files.createDirectories(tmp.resolve("plain")));
        Path gz = gzTwin(plain);
        Path one;
        try (Stream<Path> s = Files.walk(gz)) {
            one = s.filter(f -> f.getFileName().toString().equals(RunLayout.JMH_GZ)).findFirst().orElseThrow();
        }
        byte[] b = Files.readAllBytes(one);
        Files.write(one, java.util.Arrays.copyOf(b, b.length / 2));
        Cli.Outcome o = Cli.run("report", "--no-charts", gz.toString(), "--out", tmp.resolve("out").toString());
        assertFalse(o.err().contains("Exception"), o.err());
        assertTrue(o.err().contains(one.getFileName().toString()), o.err());
    }

    @Test
    void scratchOfTheLauncher_isOneLinePerKind() throws Exception {
        Path plain = ReportLayout.runs(Files.createDirectories(tmp.resolve("plain")));
        Path batch;
        try (Stream<Path> s = Files.walk(plain)) {
            batch = s.filter(f -> f.getFileName().toString().equals(RunLayout.ENV)).findFirst().orElseThrow()
                    .resolveSibling(".batch");
        }
        Files.createDirectories(batch);
        for (int i = 0; i < 60; i++) {
            Files.writeString(batch.resolve(String.format(java.util.Locale.ROOT, "%05d.args", i)), "-f\n1\n");
        }
        Cli.Outcome o = Cli.run("report", "--no-charts", plain.toString(), "--out", tmp.resolve("out").toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.err().contains("iobench: report: skipped 60 files: .batch/*.args (launcher arguments)"), o.err());
        assertFalse(o.err().contains(".args: not read"), o.err());
    }
}
