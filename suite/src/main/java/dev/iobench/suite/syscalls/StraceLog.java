package dev.iobench.suite.syscalls;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The system calls of a {@code strace -f -ttt -T} log that the benchmark's threads made inside the
 * windows the traced JVM marked: every call one of them starts between a {@code begin} mark and the
 * next {@code end} mark. The end mark names those threads (their Linux thread ids); the JVM's own
 * threads (compilers, GC, the harness thread making the marks) are left out.
 *
 * <p>A mark is a failing {@code open} of {@code /dev/null/iobench-syscalls-TOKEN/begin} (or
 * {@code /end/TID,TID}): {@code /dev/null} is no folder, so the call touches nothing, and the token,
 * new for every fork, cannot occur in a benchmark's own paths. Lines are taken in the log's order,
 * which is the order strace saw the calls in, so "inside" is exact whatever the clocks say.
 *
 * <p>A call is counted where it starts (its whole line, or its {@code <unfinished ...>} half); its
 * time ({@code -T}, the time between entry and exit as strace saw them) is added where it ends. Anonymous {@code mmap} (file descriptor -1: the JVM's own memory) is not
 * a file call and is left out.
 */
public final class StraceLog {
    /** Start of every mark's path: {@code /dev/null} is no folder, so nothing is ever opened. */
    public static final String MARK_PREFIX = "/dev/null/iobench-syscalls-";

    /** Calls per name, in the windows. */
    public final Map<String, Long> counts;
    /** Seconds spent in the calls per name, as strace timed them. */
    public final Map<String, Double> seconds;
    /** How many begin-end windows the log holds. */
    public final int windows;
    /** Sum of the windows' lengths, seconds. */
    public final double windowSeconds;

    private StraceLog(Map<String, Long> counts, Map<String, Double> seconds, int windows, double windowSeconds) {
        this.counts = counts;
        this.seconds = seconds;
        this.windows = windows;
        this.windowSeconds = windowSeconds;
    }

    /**
     * @return the path of the mark of {@code kind} for {@code token}: {@code begin}, or {@code end/}
     *     followed by the benchmark threads' ids, comma-separated
     */
    public static String markPath(String token, String kind) {
        return MARK_PREFIX + token + "/" + kind;
    }

    /**
     * Reads a log written by {@code strace -f -ttt -T -o FILE}.
     *
     * @throws IOException if it cannot be read, its marks do not pair up, or an end mark names no thread
     */
    public static StraceLog read(Path log, String token) throws IOException {
        String begin = "\"" + markPath(token, "begin") + "\"";
        String end = "\"" + markPath(token, "end") + "/";
        Map<String, Long> counts = new TreeMap<>();
        Map<String, Double> seconds = new TreeMap<>();
        // the open window's calls per thread, kept until its end mark names the benchmark's threads
        Map<String, Map<String, Long>> windowCounts = new HashMap<>();
        Map<String, Map<String, Double>> windowSeconds = new HashMap<>();
        Map<String, String> pending = new HashMap<>();
        boolean inside = false;
        double openedAt = 0;
        double totalSeconds = 0;
        int windows = 0;
        try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.ISO_8859_1)) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.trim().split("\\s+", 3);
                if (f.length < 3) {
                    continue;
                }
                String tid = f[0];
                String call = f[2];
                boolean isBegin = call.contains(begin);
                int endAt = isBegin ? -1 : call.indexOf(end);
                if (isBegin || endAt >= 0) {
                    if (isBegin == inside) {
                        throw new IOException("marks out of order in the trace: " + line);
                    }
                    double at = parseDouble(f[1], line);
                    if (isBegin) {
                        openedAt = at;
                        windowCounts.clear();
                        windowSeconds.clear();
                        pending.clear();
                    } else {
                        Set<String> workers = threads(call, endAt + end.length());
                        if (workers.isEmpty()) {
                            throw new IOException("the forked JVM could not name its benchmark threads");
                        }
                        for (String w : workers) {
                            windowCounts.getOrDefault(w, Map.of()).forEach((k, v) -> counts.merge(k, v, Long::sum));
                            windowSeconds.getOrDefault(w, Map.of()).forEach((k, v) -> seconds.merge(k, v, Double::sum));
                        }
                        totalSeconds += at - openedAt;
                        windows++;
                    }
                    inside = isBegin;
                    continue;
                }
                if (!inside) {
                    continue;
                }
                if (call.startsWith("<... ")) {
                    String name = pending.remove(tid);
                    if (name != null) {
                        windowSeconds.computeIfAbsent(tid, t -> new HashMap<>()).merge(name, duration(call), Double::sum);
                    }
                    continue;
                }
                int paren = call.indexOf('(');
                if (paren <= 0) {
                    continue;
                }
                String name = call.substring(0, paren);
                if (name.startsWith("mmap") && anonymous(call, paren)) {
                    continue;
                }
                windowCounts.computeIfAbsent(tid, t -> new HashMap<>()).merge(name, 1L, Long::sum);
                if (call.endsWith("<unfinished ...>")) {
                    pending.put(tid, name);
                } else {
                    windowSeconds.computeIfAbsent(tid, t -> new HashMap<>()).merge(name, duration(call), Double::sum);
                }
            }
        }
        if (inside) {
            throw new IOException("the trace ends inside a measurement window");
        }
        return new StraceLog(counts, seconds, windows, totalSeconds);
    }

    /** @return the thread ids an end mark's path lists after {@code from}, comma-separated up to its quote */
    private static Set<String> threads(String call, int from) {
        int quote = call.indexOf('"', from);
        Set<String> ids = new HashSet<>();
        for (String id : call.substring(from, quote < 0 ? call.length() : quote).split(",")) {
            if (!id.isEmpty() && id.chars().allMatch(Character::isDigit)) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** @return the call's {@code <0.000123>} time, or 0 when the line has none */
    private static double duration(String call) {
        int open = call.lastIndexOf('<');
        if (open < 0 || !call.endsWith(">")) {
            return 0;
        }
        try {
            return Double.parseDouble(call.substring(open + 1, call.length() - 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** @return whether the mmap's fifth argument, its file descriptor, is -1 */
    private static boolean anonymous(String call, int paren) {
        String[] args = call.substring(paren + 1).split(",", 6);
        return args.length >= 5 && args[4].trim().equals("-1");
    }

    private static double parseDouble(String s, String line) throws IOException {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IOException("no -ttt time stamp in the trace's line: " + line);
        }
    }
}
