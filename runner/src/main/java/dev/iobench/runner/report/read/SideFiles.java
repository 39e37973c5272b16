package dev.iobench.runner.report.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the side files of an environment folder (beside its {@code jmh.json} and {@code env.json}):
 * {@code fio.json}, fio's own JSON of the runner's {@code fio.job}, and {@code syscalls.json}, JMH JSON of the
 * environment's forks profiled by the suite's SyscallProfiler.
 */
public final class SideFiles {
    /** fio's jobs are named {@code <pattern>-<run>}, e.g. {@code inplace-fdatasync-2}. */
    private static final Pattern JOB = Pattern.compile("^(.+)-(\\d+)$");
    /** The profiler's metric prefix, without JMH's '·'. */
    static final String PREFIX = "syscall.";

    /** One cell's profile: calls per op and % of the op's time, each by syscall name. */
    public record Profile(String benchmark, String mode, Map<String, String> params, Map<String, Double> perOp,
            Map<String, Double> share) {
        /** @return whether strace counted this cell's calls (an untraced fork has no metrics) */
        public boolean counted() {
            return !perOp.isEmpty();
        }
    }

    /** Environment id to fio pattern to each run's mean time per write + fdatasync (us). */
    final Map<String, Map<String, double[]>> fio = new LinkedHashMap<>();
    /** Environment id to its profiled forks' system calls per op. */
    final Map<String, List<Profile>> syscalls = new LinkedHashMap<>();
    private final Set<Path> fioOutside = new LinkedHashSet<>();

    /** Reads the side files beside result file {@code file} of environment {@code env}; returns the problems. */
    int read(Path file, String env, PrintWriter err) {
        Path fioJson = file.resolveSibling(RunLayout.FIO);
        Path syscallsJson = RunLayout.syscallsIn(file.toAbsolutePath().getParent());
        boolean inEnvironmentFolder = RunLayout.JMH_NAMES.contains(file.getFileName().toString())
                && BoundedRead.isFile(file.resolveSibling(RunLayout.ENV));
        int problems = 0;
        if (BoundedRead.isFile(fioJson) && !inEnvironmentFolder) {
            fioOutside.add(fioJson);
        } else if (BoundedRead.isFile(fioJson)) {
            try {
                fio.put(env, runMeanMicros(fioJson));
            } catch (IOException e) {
                problems++;
                err.println(fioJson + ": " + e.getMessage());
            }
        }
        if (inEnvironmentFolder && syscallsJson != null && BoundedRead.isFile(syscallsJson)) {
            try {
                syscalls.put(env, profiles(syscallsJson));
            } catch (IOException e) {
                problems++;
                err.println(syscallsJson + ": " + e.getMessage());
            }
        }
        return problems;
    }

    /** Names each fio.json found outside an environment folder, where it is not read. */
    void printOutside(PrintWriter err) {
        for (Path f : fioOutside) {
            err.println(f + ": not read: " + RunLayout.METADATA.get(RunLayout.FIO) + ", read only in a run's "
                    + "environment folder (beside " + RunLayout.JMH + " and " + RunLayout.ENV + ")");
        }
    }

    /**
     * @return fio pattern name ({@code inplace-fdatasync}, ...) to each of its runs' mean time per op (a write and
     *     its fdatasync: {@code lat_ns} mean x N of each, over the writes) in microseconds, in job order; a run
     *     that failed or has no writes is left out. Means add where medians do not, so this is the statistic the
     *     JVM side's forks give.
     */
    static Map<String, double[]> runMeanMicros(Path fioJson) throws IOException {
        JsonNode jobs = BoundedRead.JSON.readTree(BoundedRead.bytes(fioJson)).get("jobs");
        if (jobs == null || !jobs.isArray()) {
            throw new IOException(fioJson + ": not fio's JSON output (no jobs)");
        }
        Map<String, List<Double>> runs = new LinkedHashMap<>();
        for (JsonNode job : jobs) {
            Matcher m = JOB.matcher(job.path("jobname").asText());
            if (!m.matches() || job.path("error").asInt(0) != 0) {
                continue;
            }
            JsonNode write = job.path("write").path("lat_ns");
            JsonNode sync = job.path("sync").path("lat_ns");
            double writes = write.path("N").asDouble(0);
            double spent = write.path("mean").asDouble(Double.NaN) * writes
                    + sync.path("mean").asDouble(0) * sync.path("N").asDouble(0);
            double micros = spent / writes / 1000.0;
            if (Double.isFinite(micros) && micros > 0) {
                runs.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(micros);
            }
        }
        Map<String, double[]> out = new LinkedHashMap<>();
        runs.forEach((pattern, v) -> out.put(pattern, v.stream().mapToDouble(Double::doubleValue).toArray()));
        return out;
    }

    /**
     * @return each cell's profile in file order: its secondary metrics {@code ·syscall.NAME} (calls per op) and
     *     {@code ·syscall.NAME.share} (% of the op's time; {@code ·syscall.time.share}, their sum, is not read);
     *     cells checked as in results, metrics without finite score left out
     */
    static List<Profile> profiles(Path file) throws IOException {
        List<Profile> out = new ArrayList<>();
        try (InputStream in = BoundedRead.stream(file); JsonParser p = BoundedRead.JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new IOException("not JMH JSON (an array of results)");
            }
            for (int i = 0; p.nextToken() != JsonToken.END_ARRAY; i++) {
                JsonNode e = ResultReader.ELEMENT.readValue(p);
                if (e == null) {
                    break;
                }
                out.add(profile(e, "[" + i + "]."));
            }
        } catch (BadInputException e) {
            throw new IOException(e.getMessage());
        }
        return out;
    }

    private static Profile profile(JsonNode e, String where) throws BadInputException {
        JmhResultParser.Cell cell = JmhResultParser.cell(e, where);
        Map<String, String> params = JmhResultParser.params(e, where);
        Map<String, Double> perOp = new LinkedHashMap<>();
        Map<String, Double> share = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> kv : e.path("secondaryMetrics").properties()) {
            JsonNode score = kv.getValue().get("score");
            if (score == null || !score.isNumber() || !Double.isFinite(score.asDouble())) {
                continue;
            }
            String name = Names.text(where + "secondaryMetrics key", kv.getKey().replaceFirst("^[:\u00b7]+", ""));
            if (!name.startsWith(PREFIX) || name.equals(PREFIX + "time.share")) {
                continue;
            }
            name = name.substring(PREFIX.length());
            if (name.endsWith(".share")) {
                share.put(name.substring(0, name.length() - ".share".length()), score.asDouble());
            } else {
                perOp.put(name, score.asDouble());
            }
        }
        return new Profile(cell.benchmark(), cell.mode(), params, perOp, share);
    }
}
