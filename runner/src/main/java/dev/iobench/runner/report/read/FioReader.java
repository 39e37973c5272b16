package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.BoundedRead;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code fio.json} (fio's own JSON, from the runner's {@code fio.job}): for each write pattern, each run's
 * mean time per op (a write and its fdatasync): the time spent in writes and fdatasyncs ({@code lat_ns} mean x N
 * of each) over the writes. Means add where medians do not, so this is the statistic the JVM side's forks give.
 */
final class FioReader {
    /** Jobs are named {@code <pattern>-<run>}, e.g. {@code inplace-fdatasync-2}. */
    private static final Pattern JOB = Pattern.compile("^(.+)-(\\d+)$");

    private FioReader() {
    }

    /**
     * @return pattern name ({@code inplace-fdatasync}, ...) to each of its runs' mean time per op in microseconds,
     *     in job order; a run that failed or has no writes is left out
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
}
