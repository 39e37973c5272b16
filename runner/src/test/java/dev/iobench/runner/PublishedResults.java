package dev.iobench.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What tests read of a checkout's {@code results/}: the run the README's "Latest results" section
 * names, the measurements its scheduling section names, and the files git holds. Never what is newest
 * or merely present: a user's own runs ({@code make bench-all}, one cut short or failed) and the report
 * they leave in {@code results/report/} change nothing a test checks.
 */
public final class PublishedResults {
    private static final Pattern RUN = Pattern.compile("`results/runs/([A-Za-z0-9._-]+)`");
    private static final Pattern SCHEDULE_CHECK = Pattern.compile("`results/schedule-check/([A-Za-z0-9._-]+)`");
    private static final Map<Path, Path> REPORTS = new HashMap<>();

    private PublishedResults() {
    }

    /** @return the project folder the tests run in */
    public static Path root() {
        return ProjectPaths.projectDir();
    }

    /**
     * @return the run folder the README's "Latest results" section names ({@code results/runs/<id>},
     *     its first), the run its generated block was made from
     * @throws AssertionError when the section or its run is missing
     */
    public static Path run(Path root) throws IOException {
        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        int from = readme.indexOf("## Latest results");
        int to = readme.indexOf("<!-- iobench:begin -->");
        if (from < 0 || to < from) {
            throw new AssertionError("README.md has no \"## Latest results\" section before its generated block");
        }
        Matcher m = RUN.matcher(readme.substring(from, to));
        if (!m.find()) {
            throw new AssertionError("README.md's \"Latest results\" names no run as `results/runs/<id>`");
        }
        Path run = root.resolve("results").resolve("runs").resolve(m.group(1));
        if (!Files.isRegularFile(run.resolve("run.json"))) {
            throw new AssertionError("the published run " + run + " has no run.json");
        }
        return run;
    }

    /**
     * @return the folders of {@code results/schedule-check/} the manual's noise page names (each once, in
     *     the page's order)
     */
    public static List<Path> scheduleCheckFolders(Path root) throws IOException {
        Matcher m = SCHEDULE_CHECK.matcher(Files.readString(root.resolve("docs/noise.md"), StandardCharsets.UTF_8));
        List<Path> folders = new ArrayList<>();
        while (m.find()) {
            Path folder = root.resolve("results").resolve("schedule-check").resolve(m.group(1));
            if (!folders.contains(folder)) {
                folders.add(folder);
            }
        }
        return folders;
    }

    /**
     * @return the files under {@code folder} (relative to {@code root}) that git holds in its index and
     *     that are there, sorted: a user's untracked runs beside them are not listed
     */
    public static List<Path> committedFiles(Path root, String folder) throws IOException, InterruptedException {
        Path list = Files.createTempFile("iobench-ls-files", ".txt");
        try {
            Process p = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "-z", "--", folder)
                    .redirectErrorStream(true).redirectOutput(list.toFile()).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("git ls-files did not finish in 60 s");
            }
            String out = Files.readString(list, StandardCharsets.UTF_8);
            if (p.exitValue() != 0) {
                throw new AssertionError("git ls-files in " + root + " exited " + p.exitValue() + ": " + out);
            }
            return Stream.of(out.split("\0")).filter(s -> !s.isEmpty()).map(root::resolve)
                    .filter(Files::isRegularFile).sorted().toList();
        } finally {
            Files.deleteIfExists(list);
        }
    }

    /**
     * @return the folder holding {@code iobench report RUN --no-charts} of {@code run}, made once a
     *     process for each run (reading a published run takes seconds) in a temporary folder removed at exit
     */
    public static synchronized Path report(Path run) throws IOException {
        Path real = run.toRealPath();
        Path out = REPORTS.get(real);
        if (out == null) {
            out = Files.createTempDirectory("iobench-published-report");
            Path made = out;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(made)));
            Cli.Outcome o = Cli.run("report", real.toString(), "--out", out.toString(), "--no-charts");
            if (o.code() != ExitCodes.OK) {
                throw new AssertionError("iobench report " + real + " exited " + o.code() + ": " + o.err());
            }
            REPORTS.put(real, out);
        }
        return out;
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
