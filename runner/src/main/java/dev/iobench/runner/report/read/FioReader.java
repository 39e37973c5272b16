package dev.iobench.runner.report.read;

import dev.iobench.runner.results.BoundedRead;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code fio.json} (fio's own JSON, from the runner's {@code fio.job}): for each write
 * pattern, the p50 of each of its runs. A run's p50 is the median write completion latency plus the
 * median fdatasync latency (zero for buffered writes): what one write + sync costs the device.
 */
final class FioReader {
    /** Jobs are named {@code <pattern>-<run>}, e.g. {@code inplace-fdatasync-2}. */
    private static final Pattern JOB = Pattern.compile("^(.+)-(\\d+)$");
    private static final String P50 = "50.000000";

    private FioReader() {
    }

    /**
     * @return pattern name ({@code inplace-fdatasync}, {@code append-fdatasync}, {@code buffered}) to
     *     the p50 of each of its runs, in microseconds, in job order (patterns in the order of their
     *     first run); a run that failed or has no p50 is left out
     * @throws IOException when the file cannot be read or is not fio's JSON
     */
    static Map<String, double[]> runP50Micros(Path fioJson) throws IOException {
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
            double write = job.path("write").path("clat_ns").path("percentile").path(P50).asDouble(Double.NaN);
            double sync = job.path("sync").path("lat_ns").path("percentile").path(P50).asDouble(0);
            double micros = (write + sync) / 1000.0;
            if (Double.isFinite(micros) && micros > 0) {
                runs.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(micros);
            }
        }
        Map<String, double[]> out = new LinkedHashMap<>();
        runs.forEach((pattern, v) -> out.put(pattern, v.stream().mapToDouble(Double::doubleValue).toArray()));
        return out;
    }
}
