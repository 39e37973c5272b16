package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A precision-targeted run in a container on the real engine: rounds are one-shot containers. */
class ContainerPrecisionIT {
    @Test
    void oneCellOnExt4_takesARoundOfContainerAFork_intoOneJmhEntry_thenFio(@TempDir Path results) throws Exception {
        Cli.Outcome o = Cli.run("run", "--env", "container", "--fs", "ext4", "--jdk", "17", "--profile", "quick",
                "--precision", "0.0001%", "--max-forks", "4", "--results", results.toString(),
                "--include", "StreamsVsChannelsBenchmark\\.streamReadFile$",
                "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8192",
                "--jmh-arg", "-wi", "--jmh-arg", "1", "--jmh-arg", "-w", "--jmh-arg", "100ms",
                "--jmh-arg", "-i", "--jmh-arg", "2", "--jmh-arg", "-r", "--jmh-arg", "100ms");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path env = Path.of(o.lastLine()).resolve("container-ext4-jdk17");
        JsonNode jmh = dev.iobench.runner.RawJson.read(env.resolve("jmh.json.gz"));
        assertEquals(1, jmh.size(), o.err());
        assertEquals(4, jmh.get(0).get("forks").asInt(), o.err());
        assertEquals(4, jmh.get(0).at("/primaryMetric/rawData").size());
        assertTrue(jmh.get(0).get("jvmArgs").toString().contains("-Diobench.dir=/bench/ext4"), jmh.get(0).toString());
        JsonNode cell = Json.mapper().readTree(env.resolve("precision.json").toFile()).get("cells").get(0);
        // an answer cell (channels vs streams): interleaved, one fork a round, each round one container; a fork
        // the machine's noise watch saw under heavy interference is set aside and run again in one more round
        int redone = cell.get("redoneForks").size();
        assertEquals(4 + redone, cell.get("rounds").asInt(), cell.toString());
        assertEquals(4, cell.get("forkRounds").size(), cell.toString());
        if (redone == 0) {
            assertEquals("[[1,1],[2,1],[3,1],[4,1]]", cell.get("forkRounds").toString());
        }
        assertEquals("fork cap", cell.get("stop").asText());
        assertTrue(cell.get("seconds").asDouble() > 0, cell.toString());
        assertEquals("ext4", Json.mapper().readTree(env.resolve("env.json").toFile()).at("/fs/type").asText(),
                "probed inside the last round's container");
        JsonNode fio = Json.mapper().readTree(env.resolve("fio.json").toFile());
        assertEquals(3 * dev.iobench.runner.env.FioReference.RUNS, fio.get("jobs").size(),
                "fio's 3 patterns, each run as many times as its job says, after the last round");
        assertTrue(Files.readString(env.resolve("fio.job")).contains("fdatasync=1"));
        String log = dev.iobench.runner.RawJson.text(env.resolve("jmh.log.gz"));
        assertEquals(6 + redone, log.split("# Run complete", -1).length - 1,
                "every round's JMH output in jmh.log, after the class-data archive's training fork and the noise probe");
        JsonNode precision = Json.mapper().readTree(env.resolve("precision.json").toFile());
        assertEquals(4, precision.at("/machineNoise/forks").asInt(), precision.toString());
        assertTrue(precision.at("/machineNoise/forkCv").asDouble() > 0, precision.toString());
        assertEquals(4, Json.mapper().readTree(env.resolve("noise-probe.json").toFile()).get(0)
                .at("/primaryMetric/rawData").size(), "the probe's JMH JSON kept, its four forks");
        // each fork in its round's container is watched (a reading whose container had already gone is left
        // out); its processes are found by the container's cgroup, so the fork's own JVM, a core busy, is not
        // read as other processes' load
        JsonNode noise = cell.get("noise");
        assertTrue(noise.size() >= 1 && noise.size() <= 4, "a reading of the machine's noise a fork: " + cell);
        double lowest = Double.MAX_VALUE;
        for (JsonNode n : noise) {
            assertTrue(n.get("seconds").asDouble() > 0, n.toString());
            lowest = Math.min(lowest, n.get("othersCpu").asDouble());
        }
        assertTrue(lowest < dev.iobench.runner.precision.ProcNoise.HEAVY_OTHERS_CORES, "the fork's JVM counted as "
                + "the run's own, not as others: " + noise);
        assertTrue(jmh.get(0).get("jvmArgs").toString().contains("-XX:SharedArchiveFile=/"), jmh.get(0).toString());
        assertFalse(Files.exists(env.resolve(dev.iobench.runner.precision.JmhLauncher.CLASS_DATA_FILE)));
        ChildProcess.Result ps = ChildProcess.capture(List.of("docker", "ps", "-a", "--filter",
                "name=iobench-" + Path.of(o.lastLine()).getFileName().toString().toLowerCase(java.util.Locale.ROOT)
                + "-container-ext4-jdk17", "--format", "{{.Names}}"), Duration.ofSeconds(60));
        assertEquals("", ps.stdout().strip(), "every round's container removed");
        assertFalse(Files.exists(Path.of(o.lastLine()).resolve(".staging-container-ext4-jdk17")));
    }
}
