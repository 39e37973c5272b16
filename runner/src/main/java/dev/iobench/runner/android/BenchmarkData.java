package dev.iobench.runner.android;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** An androidx.benchmark JSON file ({@code context} + {@code benchmarks[]}), checked before it is kept. */
record BenchmarkData(Path file, JsonNode json) {
    /** Reads {@code file}, else throws an IOException with a one-line reason. */
    static BenchmarkData read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("no such file");
        }
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

    /** {@code context.build.model}, or "". */
    String model() {
        return json.path("context").path("build").path("model").asText("");
    }

    /** {@code context.build.version.sdk}, or 0. */
    int sdk() {
        return json.path("context").path("build").path("version").path("sdk").asInt(0);
    }

    /** The environment id {@code android-<model>-<sdk>}, model reduced to [A-Za-z0-9._-]. */
    static String envId(String model, int sdk) {
        String m = model.replaceAll("[^A-Za-z0-9._-]", "_");
        return String.format(Locale.ROOT, "android-%s-%d", m.isEmpty() ? "unknown" : m, sdk);
    }

    /** env.json of an imported file: the device as its context names it, {@code model} (if not null) winning. */
    EnvJson importedEnvJson(String id, String model, String importedAt) throws IOException {
        JsonNode build = json.get("context").path("build");
        EnvJson.Android device = new EnvJson.Android(null, build.path("brand").asText(null),
                build.path("model").asText(null), build.path("device").asText(null),
                build.path("version").path("sdk").asInt(0), null, build.path("fingerprint").asText(null), null, null);
        return envJson(id, model != null ? device.withModel(model) : device, List.of(), file.toString(), null, null,
                importedAt);
    }

    /** env.json of an Android environment: device, benchmark context, warnings and where the file came from. */
    EnvJson envJson(String id, EnvJson.Android device, List<String> warnings, String sourceFile,
            String startedAt, String finishedAt, String importedAt) throws IOException {
        EnvJson.Source source = new EnvJson.Source(sourceFile, EnvJson.sha256(file));
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " vanished");
        }
        return EnvJson.android(id, device, EnvJson.Context.of(json.get("context")), warnings, source, startedAt,
                finishedAt, importedAt);
    }
}
