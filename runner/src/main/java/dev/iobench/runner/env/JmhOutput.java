package dev.iobench.runner.env;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** JMH's failure message for {@code run.json}, read from its console output (results come from its JSON). */
public final class JmhOutput {
    private static final Pattern STACK_LINE = Pattern.compile("^\\s+(at |\\.\\.\\. \\d+ more)|^\\tat |^Caused by: |^\\s+Suppressed: ");

    private JmhOutput() {
    }

    /**
     * The benchmark and the first line after the log's last {@code <failure>}; else the last {@code <stderr>}
     * block's first line; else the log's last non-blank line.
     */
    public static String failureReason(Path log, int exitCode) {
        String exited = String.format(Locale.ROOT, "JMH exited with code %d", exitCode);
        List<String> lines;
        try {
            lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return exited;
        }
        String benchmark = "";
        String failure = null;
        String stderr = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("# Benchmark: ")) {
                benchmark = line.substring("# Benchmark: ".length()).trim() + ": ";
            }
            if (line.trim().endsWith("<failure>")) { // alone on its line, or after "Iteration   1:"
                failure = firstLineAfter(lines, i, null, benchmark, failure);
            }
            // a forked VM that did not start: JMH shows its stderr in a <stderr> block
            if (line.startsWith("<stderr")) {
                stderr = firstLineAfter(lines, i, "</stderr>", benchmark, stderr);
            }
        }
        if (failure != null || stderr != null) {
            return failure != null ? failure : stderr;
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (!line.isBlank() && !STACK_LINE.matcher(line).find()) {
                return exited + ": " + benchmark + line.trim();
            }
        }
        return exited;
    }

    /** The first non-blank line after line {@code at} and before one starting with {@code end}; else {@code none}. */
    private static String firstLineAfter(List<String> lines, int at, String end, String prefix, String none) {
        for (int j = at + 1; j < lines.size() && (end == null || !lines.get(j).startsWith(end)); j++) {
            if (!lines.get(j).isBlank()) {
                return prefix + lines.get(j).trim();
            }
        }
        return none;
    }
}
