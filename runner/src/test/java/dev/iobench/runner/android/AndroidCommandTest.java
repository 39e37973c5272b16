package dev.iobench.runner.android;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code iobench android} against a fake adb that answers like adb 1.0.41 (no device can be had here). */
class AndroidCommandTest {
    private static final String PKG = "com.example.benchmark.test";

    @TempDir
    Path tmp;

    private Path results() {
        return tmp.resolve("results");
    }

    private Cli.Outcome android(FakeAdb adb, String... args) {
        List<String> all = new ArrayList<>(List.of("android"));
        all.addAll(List.of(args));
        all.addAll(List.of("--adb", adb.adb.toString()));
        if (args[0].equals("run")) {
            all.addAll(List.of("--results", results().toString()));
        }
        return Cli.run(all.toArray(String[]::new));
    }

    private static JsonNode json(Path p) throws IOException {
        assertTrue(Files.isRegularFile(p), p + " exists");
        return Json.mapper().readTree(p.toFile());
    }

    private void assertNothingWritten() {
        assertFalse(Files.exists(results()), "nothing written under " + results());
    }

    @Test
    void oneDevice_runPullsTheJsonIntoAnAndroidEnvironment_andTheReportShowsIt() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "one");
        Cli.Outcome o = android(adb, "run", "--package", PKG);
        assertEquals(ExitCodes.OK, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        Path env = run.resolve("android-SM-A145R-33");
        assertArrayEquals(adb.fixture(), Files.readAllBytes(env.resolve("benchmarkData.json")), "kept untouched");
        JsonNode e = json(env.resolve("env.json"));
        assertEquals("android", e.get("kind").asText());
        assertEquals("SM-A145R", e.at("/android/model").asText());
        assertEquals(33, e.at("/android/sdk").asInt());
        assertEquals("samsung", e.at("/android/brand").asText());
        assertEquals("arm64-v8a", e.at("/android/abi").asText());
        assertFalse(e.at("/android/emulator").asBoolean());
        assertTrue(e.at("/context/cpuLocked").asBoolean());
        assertEquals(8, e.at("/context/cpuCoreCount").asInt());
        assertEquals(2000000000L, e.at("/context/cpuMaxFreqHz").asLong());
        assertTrue(e.get("warnings").toString().contains("unlocked clocks"), e.get("warnings").toString());
        assertTrue(o.err().contains("fileChannelRead[bufferSize_8]"), "progress names the tests: " + o.err());

        List<List<String>> calls = adb.calls();
        assertTrue(calls.contains(List.of("devices", "-l")), calls.toString());
        assertTrue(calls.contains(List.of("-s", "R58W12ABCDE", "shell", "am", "instrument", "-w", "-e",
                "androidx.benchmark.output.enable", "true", PKG + "/androidx.benchmark.junit4.AndroidBenchmarkRunner")),
                calls.toString());
        assertTrue(calls.contains(List.of("-s", "R58W12ABCDE", "shell", "ls", "/sdcard/Android/media/" + PKG + "/")),
                "API 33: the media folder " + calls);
        assertTrue(calls.stream().anyMatch(c -> c.size() == 5 && c.get(2).equals("pull")
                && c.get(3).equals("/sdcard/Android/media/" + PKG + "/" + PKG + "-benchmarkData.json")), calls.toString());
        JsonNode manifest = json(run.resolve("run.json"));
        assertEquals("ok", manifest.get("status").asText());
        assertEquals("android-SM-A145R-33", manifest.at("/environments/0/id").asText());

        Cli.Outcome report = Cli.run("report", results().resolve("runs").toString(), "--out",
                tmp.resolve("report").toString(), "--no-charts");
        assertEquals(ExitCodes.OK, report.code(), report.err());
        String md = Files.readString(tmp.resolve("report").resolve("README.md"));
        assertTrue(md.contains("android-SM-A145R-33"), "the Android environment is in the report");
        // kotlinx-io's published stream-vs-channel rows for this file (src/test/resources/report/
        // kotlinx-io-published.md, in ns): mean, CI, mean, CI, speedup. The report shows them in the
        // group's unit (us) with 3 significant figures, hence the relative tolerance of half a unit there.
        assertRow(md, "|8|com.example.benchmark.VirtualFilesBenchmarks.inputStreamReadDevZero|",
                3773.386, 61.152, 1686.772, 0.712, 0.447);
        assertRow(md, "|8|com.example.benchmark.VirtualFilesBenchmarks.outputStreamWriteDevNull|",
                4168.081, 346.301, 1977.860, 1.633, 0.474);
        assertRow(md, "|8,192|com.example.benchmark.VirtualFilesBenchmarks.inputStreamReadDevZero|",
                6704.139, 50.325, 2735.855, 1.247, 0.408);
    }

    private static void assertRow(String md, String prefix, double... published) {
        String row = md.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no pair row " + prefix + " in\n" + md));
        String[] cells = row.split("\\|");
        // means and CIs in us (published in ns), then the ratio: the verdict's factor faster, inverted
        double[] ours = {number(cells[3]), number(cells[4]), number(cells[6]), number(cells[7]),
            1 / number(cells[8].split("x ")[0])};
        // kotlinx-io publish JMH's 0.999 interval; the report shows the 95% one over the same 50 runs
        double to95 = t(0.975) / t(0.9995);
        double[] theirs = {published[0] / 1000, published[1] * to95 / 1000, published[2] / 1000,
            published[3] * to95 / 1000, published[4]};
        for (int i = 0; i < ours.length; i++) {
            assertTrue(Math.abs(ours[i] - theirs[i]) <= 0.006 * theirs[i], row + ": " + ours[i] + " vs " + theirs[i]);
        }
        assertTrue(cells[8].matches("[0-9.]+x faster \\(-[0-9.]+% / \\+[0-9.]+%\\)"), row);
    }

    /** @return Student's t quantile {@code p} with the 49 degrees of freedom of 50 runs */
    private static double t(double p) {
        return org.apache.commons.statistics.distribution.TDistribution.of(49).inverseCumulativeProbability(p);
    }

    private static double number(String cell) {
        return Double.parseDouble(cell.replace("±", "").replace(",", ""));
    }

    @Test
    void additionalTestOutputDir_isWhereTheJsonIsPulledFrom() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "one");
        Cli.Outcome o = android(adb, "run", "--package", PKG, "--class", "com.example.benchmark.FilesBenchmarks",
                "-e", "additionalTestOutputDir", "/data/local/tmp/bench");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        List<List<String>> calls = adb.calls();
        assertTrue(calls.contains(List.of("-s", "R58W12ABCDE", "shell", "am", "instrument", "-w", "-e",
                "androidx.benchmark.output.enable", "true", "-e", "class", "com.example.benchmark.FilesBenchmarks",
                "-e", "additionalTestOutputDir", "/data/local/tmp/bench",
                PKG + "/androidx.benchmark.junit4.AndroidBenchmarkRunner")), calls.toString());
        assertTrue(calls.stream().anyMatch(c -> c.contains("pull")
                && c.contains("/data/local/tmp/bench/" + PKG + "-benchmarkData.json")), calls.toString());
        assertTrue(Files.isRegularFile(Path.of(o.lastLine()).resolve("android-SM-A145R-33/benchmarkData.json")));
    }

    @Test
    void twoDevices_needSerial_andTheEmulatorIsRecognised() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "two");
        Cli.Outcome o = android(adb, "run", "--package", PKG);
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().contains("--serial") && o.err().contains("emulator-5554"), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertNothingWritten();

        o = android(adb, "run", "--package", PKG, "--serial", "emulator-5554");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        JsonNode env = json(Path.of(o.lastLine()).resolve("android-sdk_gphone64_x86_64-34/env.json"));
        assertTrue(env.at("/android/emulator").asBoolean());
        assertEquals(34, env.at("/android/sdk").asInt());

        Cli.Outcome devices = android(adb, "devices");
        assertEquals(ExitCodes.OK, devices.code(), devices.err());
        assertTrue(devices.out().matches("(?s).*R58W12ABCDE\\s+device\\s+SM-A145R\\s+33\\s+arm64-v8a\\s+no.*"), devices.out());
        assertTrue(devices.out().matches("(?s).*emulator-5554\\s+device\\s+sdk_gphone64_x86_64\\s+34\\s+x86_64\\s+yes.*"),
                devices.out());
    }

    @ParameterizedTest
    @CsvSource({"unauthorized, unauthorized", "offline, offline", "none, no Android device attached"})
    void unusableDevice_oneLineExit2_nothingWritten(String scenario, String message) throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), scenario);
        Cli.Outcome o = android(adb, "run", "--package", PKG);
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().startsWith("iobench: error: ") && o.err().contains(message), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertNothingWritten();
        assertFalse(adb.calls().stream().anyMatch(c -> c.contains("instrument")), "instrumentation never started");
    }

    @Test
    void noDevice_withIfAttached_isSkippedInOneLine() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "none");
        Cli.Outcome o = android(adb, "run", "--package", PKG, "--if-attached");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertEquals("iobench: no Android device attached, skipped", o.err().strip());
        assertNothingWritten();
    }

    @Test
    void adbMissing_oneLineExit2_orSkippedWithIfAttached() {
        Cli.Outcome o = Cli.run("android", "run", "--package", PKG, "--adb", tmp.resolve("no-adb").toString(),
                "--results", results().toString());
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        o = Cli.run("android", "run", "--package", PKG, "--adb", tmp.resolve("no-adb").toString(), "--if-attached",
                "--results", results().toString());
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("no Android device attached"), o.err());
        assertNothingWritten();
    }

    @ParameterizedTest
    @CsvSource({
        "instrumentation-failed, Unable to find instrumentation info",
        "crash, Process crashed",
        "tests-failed, DEBUGGABLE",
        "no-ok, did not finish",
        "pull-truncated, pull",
    })
    void failedRun_recordsTheFailureInRunJson_andKeepsNoResult(String scenario, String reason) throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), scenario);
        Cli.Outcome o = android(adb, "run", "--package", PKG);
        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        Path run = Path.of(o.lastLine());
        JsonNode manifest = json(run.resolve("run.json"));
        assertEquals("failed", manifest.get("status").asText());
        JsonNode env = manifest.at("/environments/0");
        assertEquals("failed", env.get("status").asText());
        assertTrue(env.get("reason").asText().contains(reason), env.toString());
        try (Stream<Path> files = Files.list(run)) {
            assertEquals(List.of(run.resolve("run.json")), files.toList(), "nothing but the manifest");
        }
    }

    @Test
    void unsafeNames_areRefusedBeforeAdbRuns() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "one");
        for (String[] args : new String[][] {
            {"run", "--package", "com.example;reboot"},
            {"run", "--package", PKG, "--class", "com.example.X Y"},
            {"run", "--package", PKG, "--runner", "a/b"},
            {"run", "--package", PKG, "-e", "key", "$(reboot)"},
        }) {
            Cli.Outcome o = android(adb, args);
            assertEquals(ExitCodes.USAGE, o.code(), String.join(" ", args) + ": " + o.err());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
        assertEquals(List.of(), adb.calls(), "adb never ran");
        assertNothingWritten();
    }

    @Test
    void import_takesTheFileIntoARun_withEnvFromItsContext() throws Exception {
        Path fixture = tmp.resolve("SM-A145R.json");
        FakeAdb.copyResource(FakeAdb.FIXTURE, fixture);
        Path bad = Files.writeString(tmp.resolve("bad.json"), "{\"benchmarks\": [");
        Cli.Outcome o = Cli.run("android", "import", fixture.toString(), bad.toString(), "--results", results().toString());
        assertEquals(ExitCodes.FAILURE, o.code(), o.err());
        assertTrue(o.err().contains(bad + ": not JSON"), o.err());
        Path env = Path.of(o.lastLine()).resolve("android-SM-A145R-33");
        assertArrayEquals(Files.readAllBytes(fixture), Files.readAllBytes(env.resolve("benchmarkData.json")));
        JsonNode e = json(env.resolve("env.json"));
        assertEquals("android", e.get("kind").asText());
        assertEquals("SM-A145R", e.at("/android/model").asText());
        assertEquals(33, e.at("/android/sdk").asInt());
        assertTrue(e.at("/context/cpuLocked").asBoolean());

        Cli.Outcome onlyBad = Cli.run("android", "import", bad.toString(), "--results", tmp.resolve("r2").toString());
        assertEquals(ExitCodes.USAGE, onlyBad.code(), onlyBad.err());
        assertFalse(Files.exists(tmp.resolve("r2")));
    }

    @Test
    void adbIsFoundOnPath() throws Exception {
        FakeAdb adb = new FakeAdb(tmp.resolve("adb"), "one");
        Path bin = adb.adb.getParent();
        assertEquals(adb.adb, Adb.lookup("adb", bin + ":/usr/bin:/bin"));
        assertEquals(null, Adb.lookup("adb", tmp.resolve("empty") + ":" + tmp));
        // the real thing: a separate iobench process whose PATH starts with the fake's folder
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.iobench.runner.Main", "android", "devices");
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("SM-A145R"), out);
    }
}
