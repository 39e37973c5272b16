package dev.iobench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Reads a raw result a run wrote, decompressing {@code jmh.json.gz}, for tests that check its content. */
public final class RawJson {
    private RawJson() {
    }

    /** @return the text of {@code file}, decompressed when its name ends in {@code .gz} (a kept jmh.log.gz) */
    public static String text(Path file) throws IOException {
        try (InputStream in = file.toString().endsWith(RunLayout.GZ)
                ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** @return the JSON of {@code file}, decompressed when its name ends in {@code .gz} */
    public static JsonNode read(Path file) throws IOException {
        try (InputStream in = file.toString().endsWith(RunLayout.GZ)
                ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            return Json.mapper().readTree(in);
        }
    }
}
