package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.PublishedResults;
import dev.iobench.runner.results.RunLayout;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The README's figures for the space a run and a clone take, against real files: a run as a run
 * writes it today (JMH's JSON and log compressed, the rest as it is), measured on the published
 * run's own files; a clone's {@code results/} as git holds it.
 */
class RunSizeTest {
    private static final Pattern RUN = Pattern.compile("writes a run of about (\\d+) MB");
    private static final Pattern CLONE = Pattern.compile("a clone holds the published runs \\(`results/`, about (\\d+) MB\\)");

    @Test
    void aRunsSize_isThePublishedRunsFilesAsARunWritesThemNow() throws Exception {
        Path root = PublishedResults.root();
        String readme = Files.readString(root.resolve("README.md"));
        Matcher m = RUN.matcher(readme);
        assertTrue(m.find(), "the README says how much a run takes: " + RUN);
        long bytes = 0;
        try (Stream<Path> files = Files.walk(PublishedResults.run(root))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String name = f.getFileName().toString();
                if (name.startsWith(".")) {
                    continue; // launcher scratch a run no longer keeps
                }
                bytes += name.equals(RunLayout.JMH) || name.equals(RunLayout.JMH_LOG) || name.equals(RunLayout.SYSCALLS)
                        ? gzipped(f) : Files.size(f);
            }
        }
        double mb = bytes / 1e6;
        double said = Double.parseDouble(m.group(1));
        assertTrue(Math.abs(said - mb) <= Math.max(1, 0.25 * mb), "README says " + said + " MB, the run takes " + mb);
    }

    @Test
    void aClonesResults_asGitHoldsThem() throws Exception {
        Path root = PublishedResults.root();
        String readme = Files.readString(root.resolve("README.md"));
        Matcher m = CLONE.matcher(readme);
        assertTrue(m.find(), "the README says how much a clone's results take: " + CLONE);
        long bytes = 0;
        List<Path> files = PublishedResults.committedFiles(root, "results");
        for (Path f : files) {
            bytes += Files.size(f);
        }
        double mb = bytes / 1e6;
        double said = Double.parseDouble(m.group(1));
        assertTrue(Math.abs(said - mb) <= 0.1 * mb, "README says " + said + " MB, results/ holds " + mb);
    }

    private static long gzipped(Path f) throws IOException {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(sink, 1 << 16)) {
            Files.copy(f, out);
        }
        return sink.size();
    }
}
