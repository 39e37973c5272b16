package dev.iobench.runner.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The reference for what a flush costs on a device: fio's own measurement, read from its JSON. */
final class Fio {
    private Fio() {
    }

    /**
     * Median latency, in microseconds, of fdatasync after a 4 KiB in-place overwrite in {@code dir}
     * ({@code fio --rw=write --bs=4k --fdatasync=1 --overwrite=1}): the device's flush, which is
     * what an in-place write + sync must pay at least. The lowest median of three fio runs: load
     * from elsewhere on the machine can only make a flush look slower, never faster.
     */
    static double fdatasyncP50Micros(Path dir) throws Exception {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            best = Math.min(best, fdatasyncP50MicrosOnce(dir));
        }
        return best;
    }

    private static double fdatasyncP50MicrosOnce(Path dir) throws Exception {
        if (!Files.isExecutable(Path.of("/usr/bin/fio"))) {
            throw new AssertionError("fio is not installed: run make tools (the reference this test compares with)");
        }
        Path work = Files.createTempDirectory(dir, "fio");
        try {
            ChildProcess.Result r = ChildProcess.capture(List.of("fio", "--name=flush", "--directory=" + work,
                    "--rw=write", "--bs=4k", "--size=2m", "--fdatasync=1", "--overwrite=1",
                    "--output-format=json"), Duration.ofMinutes(2));
            if (!r.ok()) {
                throw new IllegalStateException("fio failed: " + r.tail());
            }
            JsonNode job = Json.mapper().readTree(r.stdout()).get("jobs").get(0);
            return job.get("sync").get("lat_ns").get("percentile").get("50.000000").asDouble() / 1000.0;
        } finally {
            try (var s = Files.walk(work)) {
                s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
