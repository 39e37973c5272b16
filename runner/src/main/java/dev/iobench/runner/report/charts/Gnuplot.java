package dev.iobench.runner.report.charts;

import dev.iobench.runner.Shown;
import dev.iobench.runner.report.format.MachineFiles;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Renders {@link Charts.Chart}s with gnuplot as a child process (script on stdin, exit code and stderr checked),
 * saving the script as {@code <name>.gp} beside its PNG and SVG, so {@code gnuplot <name>.gp} re-renders it.
 */
public record Gnuplot(Path binary) {
    /** Environment variable naming the gnuplot binary (the {@code --gnuplot} option wins). */
    public static final String ENV = "IOBENCH_GNUPLOT";
    private static final long TIMEOUT_SECONDS = 120;

    /** @return gnuplot from the {@code --gnuplot} option (or null), else {@code $IOBENCH_GNUPLOT}, else the PATH */
    public static Optional<Gnuplot> locate(String option) {
        String named = option != null ? option : System.getenv(ENV);
        if (named == null || named.isBlank()) {
            return onPath("gnuplot");
        }
        Path p = Path.of(named);
        return p.getParent() == null ? onPath(named) : Optional.of(p).filter(Files::isExecutable).map(Gnuplot::new);
    }

    private static Optional<Gnuplot> onPath(String name) {
        return Stream.of(Objects.requireNonNullElse(System.getenv("PATH"), "").split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty()).map(dir -> Path.of(dir, name))
                .filter(p -> Files.isRegularFile(p) && Files.isExecutable(p)).findFirst().map(Gnuplot::new);
    }

    /** The first line of every script the report writes: what marks a chart as the report's own. */
    static final String SCRIPT_MARK = "# iobench chart: ";

    /**
     * Removes the charts an earlier report left in {@code dir} that are not among the {@code current} ones (each
     * {@code <name>.gp} that begins with {@link #SCRIPT_MARK}, with its PNG and SVG), warning on {@code err} of
     * what it could not, and returns how many.
     */
    public static int removeStale(Path dir, Set<String> current, PrintWriter err) {
        List<Path> stale;
        try (Stream<Path> files = Files.list(dir)) {
            stale = files.filter(gp -> gp.getFileName().toString().endsWith(".gp") && !current.contains(stem(gp))
                    && Files.isRegularFile(gp) && isReports(gp)).toList();
        } catch (IOException e) {
            err.println("iobench: warning: " + dir + ": charts of an earlier report not looked for: " + e.getMessage());
            return 0;
        }
        int removed = 0;
        for (Path gp : stale) {
            String base = stem(gp);
            try {
                Files.deleteIfExists(dir.resolve(base + ".png"));
                Files.deleteIfExists(dir.resolve(base + ".svg"));
                Files.deleteIfExists(gp);
                removed++;
            } catch (IOException e) {
                // the report is written all the same: a chart left over is only a file too many
                err.println("iobench: warning: chart " + gp + " of an earlier report not removed: " + e.getMessage());
            }
        }
        return removed;
    }

    private static String stem(Path gp) {
        return gp.getFileName().toString().replaceFirst("\\.gp$", "");
    }

    private static boolean isReports(Path gp) {
        try (BufferedReader r = Files.newBufferedReader(gp, StandardCharsets.UTF_8)) {
            String first = r.readLine();
            return first != null && first.startsWith(SCRIPT_MARK);
        } catch (IOException notUtf8OrUnreadable) {
            // not ours, or not ours to judge: left alone
            return false;
        }
    }

    /** Writes {@code <name>.gp} into {@code dir} and runs gnuplot on it there: null when it drew both, else why not. */
    public String render(Charts.Chart chart, Path dir) throws IOException, InterruptedException {
        String size = chart.width() + "," + chart.height();
        String font = Charts.quote(Charts.font(chart.width()));
        // the title in a comment: a backslash at its end would continue it onto the next line
        String script = SCRIPT_MARK + Shown.plain(chart.title(), ' ').replace('\\', '/') + "\n"
                + "# re-render: gnuplot " + chart.name() + ".gp (in this folder)\n"
                + "set encoding utf8\n"
                + Charts.COLOURS
                + "set terminal pngcairo noenhanced size " + size + " font " + font + "\n"
                + "set output " + Charts.quote(chart.name() + ".png") + "\n"
                + chart.body()
                + "set terminal svg noenhanced size " + size + " dynamic font " + font + "\n"
                + "set output " + Charts.quote(chart.name() + ".svg") + "\n"
                + "replot\nunset output\n";
        MachineFiles.write(dir.resolve(chart.name() + ".gp"), script);
        Path png = dir.resolve(chart.name() + ".png");
        Path svg = dir.resolve(chart.name() + ".svg");
        Files.deleteIfExists(png);
        Files.deleteIfExists(svg);
        Path errFile = Files.createTempFile(dir, ".gnuplot-", ".err");
        try {
            Process p = new ProcessBuilder(binary.toString())
                    .directory(dir.toFile())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(errFile.toFile())
                    .start();
            try (OutputStream in = p.getOutputStream()) {
                in.write(script.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // gnuplot died early; its exit code and stderr say why
            }
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "gnuplot did not finish within " + TIMEOUT_SECONDS + " s";
            }
            String stderr = lastWords(Files.readString(errFile, StandardCharsets.UTF_8).strip());
            if (p.exitValue() != 0) {
                return "gnuplot exit code " + p.exitValue() + stderr;
            }
            return nonEmpty(png) && nonEmpty(svg) ? null : "gnuplot wrote no PNG/SVG" + stderr;
        } finally {
            Files.deleteIfExists(errFile);
        }
    }

    private static boolean nonEmpty(Path p) throws IOException {
        return Files.isRegularFile(p) && Files.size(p) > 0;
    }

    /** @return ": " and gnuplot's last line on stderr, not the caret it draws under a bad command; empty if none */
    private static String lastWords(String stderr) {
        return stderr.isEmpty() ? "" : ": " + Stream.of(stderr.split("\n")).map(String::strip)
                .filter(l -> !l.isEmpty() && !l.equals("^")).reduce((first, last) -> last).orElse(stderr);
    }
}
