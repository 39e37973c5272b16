package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.results.Json;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code iobench compare}: output contracts and error paths. */
class CompareCommandTest {
    private static final String ANDROID = Fixtures.kotlinx(Fixtures.ANDROID).toString();

    @Test
    void json_rowsHaveExactlyTheContractKeys() throws Exception {
        Cli.Outcome o = Cli.run("compare", ANDROID, "--baseline", "SocketReadBenchmarks\\.inputStream$",
                "--candidate", "SocketReadBenchmarks\\.channel$", "--format", "json");
        assertEquals(0, o.code(), o.err());
        JsonNode rows = Json.mapper().readTree(o.out());
        assertEquals(4, rows.size());
        for (JsonNode row : rows) {
            assertEquals(List.of("env", "params", "baseline", "candidate", "speedup"), names(row));
            assertEquals(List.of("benchmark", "mean", "ciHalfWidth", "n", "unit"), names(row.get("baseline")));
            assertEquals(List.of("benchmark", "mean", "ciHalfWidth", "n", "unit"), names(row.get("candidate")));
            assertEquals("2023-12-18T134000-android-SM-A145R-13", row.get("env").asText());
            assertEquals(50, row.get("baseline").get("n").asInt());
            assertTrue(row.get("speedup").isNumber());
        }
        assertEquals("1,024", rows.get(2).get("params").get("bufferSize").asText());
    }

    @Test
    void csv_quotesParamValuesWithCommas() {
        Cli.Outcome o = Cli.run("compare", ANDROID, "--baseline", "fileInputStream$", "--candidate", "fileChannelRead$",
                "--format", "csv");
        assertEquals(0, o.code(), o.err());
        List<String> lines = o.out().lines().toList();
        assertEquals(5, lines.size());
        assertTrue(lines.get(3).startsWith("2023-12-18T134000-android-SM-A145R-13,\"1,024\","), lines.get(3));
    }

    @Test
    void overlappingIntervals_speedupNotAvailable() {
        Cli.Outcome o = Cli.run("compare", Fixtures.kotlinx(Fixtures.JMH_AVGT).toString(),
                "--baseline", "SocketOutputStreamBenchmark", "--candidate", "SocketChannelWriteBenchmark");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("|128|org.example.SocketOutputStreamBenchmark.benchmark|1142.532|±10.716|"
                + "org.example.SocketChannelWriteBenchmark.benchmark|1126.650|±11.014|N/A|"), o.out());
    }

    @Test
    void badRegex_exitTwo() {
        Cli.Outcome o = Cli.run("compare", ANDROID, "--baseline", "(", "--candidate", "x");
        assertEquals(2, o.code());
        assertTrue(o.err().startsWith("iobench: error: --baseline ( is not a valid regular expression"), o.err());
    }

    @Test
    void noPairs_exitOneWithCounts() {
        Cli.Outcome o = Cli.run("compare", ANDROID, "--baseline", "inputStreamReadDevZero", "--candidate", "nothing");
        assertEquals(1, o.code());
        assertTrue(o.err().contains("--baseline inputStreamReadDevZero matched 4 results, --candidate nothing matched 0"),
                o.err());
    }

    @Test
    void missingOptions_usage() {
        Cli.Outcome o = Cli.run("compare", ANDROID);
        assertEquals(2, o.code());
        assertTrue(o.err().contains("--baseline"), o.err());
    }

    private static List<String> names(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
