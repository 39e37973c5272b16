package dev.iobench.runner.android;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.BuildInfo;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.run.EnvJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** An androidx.benchmark JSON file ({@code context} + {@code benchmarks[]}), checked before it is kept. */
final class BenchmarkData {
    /** File name of the raw Android result in an environment folder. */
    static final String FILE = "benchmarkData.json";

    final Path file;
    final JsonNode json;

    private BenchmarkData(Path file, JsonNode json) {
        this.file = file;
        this.json = json;
    }

    /** @throws IOException with a one-line reason when the file is not androidx.benchmark JSON */
    static BenchmarkData read(Path file) throws IOException {
        JsonNode json;
        try {
            json = Json.mapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException("not JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (json == null || !json.isObject() || !json.path("context").isObject() || !json.path("benchmarks").isArray()) {
            throw new IOException("not androidx.benchmark JSON (expected an object with context and benchmarks[])");
        }
        for (JsonNode b : json.get("benchmarks")) {
            if (!b.path("name").isTextual() || !b.path("className").isTextual()
                    || !b.path("metrics").path("timeNs").path("runs").isArray()) {
                throw new IOException("benchmark entry without name, className or metrics.timeNs.runs");
            }
        }
        return new BenchmarkData(file, json);
    }

    /** @return the model from {@code context.build.model}, or "" */
    String model() {
        return json.path("context").path("build").path("model").asText("");
    }

    /** @return the SDK level from {@code context.build.version.sdk}, or 0 */
    int sdk() {
        return json.path("context").path("build").path("version").path("sdk").asInt(0);
    }

    /** @return the environment id {@code android-<model>-<sdk>}, model reduced to [A-Za-z0-9._-] */
    static String envId(String model, int sdk) {
        String m = model.replaceAll("[^A-Za-z0-9._-]", "_");
        return String.format(Locale.ROOT, "android-%s-%d", m.isEmpty() ? "unknown" : m, sdk);
    }

    /**
     * env.json of an Android environment: the device's properties (when known), the benchmark
     * context, warnings seen, and where the file came from.
     */
    ObjectNode envJson(String id, DeviceInfo device, List<String> warnings, String startedAt, String finishedAt)
            throws IOException {
        ObjectNode env = Json.object();
        env.put("id", id);
        env.put("kind", "android");
        JsonNode context = json.get("context");
        JsonNode build = context.path("build");
        ObjectNode android = device != null ? device.toJson() : Json.object();
        if (device == null) {
            android.put("brand", build.path("brand").asText(null));
            android.put("model", build.path("model").asText(null));
            android.put("device", build.path("device").asText(null));
            android.put("sdk", build.path("version").path("sdk").asInt(0));
            android.put("fingerprint", build.path("fingerprint").asText(null));
        }
        env.set("android", android);
        ObjectNode ctx = Json.object();
        for (String key : new String[] {"cpuLocked", "sustainedPerformanceModeEnabled", "cpuCoreCount", "cpuMaxFreqHz",
            "memTotalBytes", "artMainlineVersion", "osCodenameAbbreviated", "compilationMode"}) {
            if (context.has(key)) {
                ctx.set(key, context.get(key));
            }
        }
        ctx.put("buildModel", build.path("model").asText(null));
        ctx.put("buildDevice", build.path("device").asText(null));
        env.set("context", ctx);
        env.set("warnings", Json.mapper().valueToTree(warnings));
        ObjectNode source = env.putObject("source");
        source.put("file", file.toString());
        source.put("sha256", EnvJson.sha256(file));
        ObjectNode iobench = env.putObject("iobench");
        iobench.put("version", BuildInfo.version());
        iobench.put("commit", BuildInfo.commit());
        env.put("startedAt", startedAt);
        env.put("finishedAt", finishedAt);
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " vanished");
        }
        return env;
    }
}
