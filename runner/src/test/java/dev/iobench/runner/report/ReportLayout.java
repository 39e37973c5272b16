package dev.iobench.runner.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Builds iobench-layout inputs in a temp folder from the test resources. */
public final class ReportLayout {
    public static final String RUN = "2026-11-22T100000Z-abc123";

    private ReportLayout() {
    }

    /**
     * {@code runs/<run>/host-ext4-jdk17/{jmh.json,env.json}} (the synthetic suite run),
     * {@code runs/<run>/android-SM-A145R-33/{benchmarkData.json,env.json}} (the real androidx file)
     * and {@code runs/<run>/kotlinx-jvm/jmh.json} (the real JMH avgt file, no env.json).
     *
     * @return the {@code runs} folder
     */
    public static Path runs(Path dir) throws IOException {
        Path run = dir.resolve("runs").resolve(RUN);
        Path host = Files.createDirectories(run.resolve("host-ext4-jdk17"));
        Files.copy(Fixtures.resource("suite/jmh.json"), host.resolve("jmh.json"));
        Files.copy(Fixtures.resource("suite/env.json"), host.resolve("env.json"));
        Path android = Files.createDirectories(run.resolve("android-SM-A145R-33"));
        Files.copy(Fixtures.kotlinx(Fixtures.ANDROID), android.resolve("benchmarkData.json"));
        Files.copy(Fixtures.resource("android-env.json"), android.resolve("env.json"));
        Path jvm = Files.createDirectories(run.resolve("kotlinx-jvm"));
        Files.copy(Fixtures.kotlinx(Fixtures.JMH_AVGT), jvm.resolve("jmh.json"));
        Files.writeString(run.resolve("run.json"), "{\"id\":\"" + RUN + "\"}\n");
        return dir.resolve("runs");
    }
}
