package dev.iobench.runner.android;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * The fake adb of src/test/resources/android/adb in a temp folder: {@code bin/adb} is a small
 * wrapper that sets the scenario and execs the fake (the CLI runs in-process, so its child adb gets
 * its settings from the wrapper, not from this JVM's environment).
 */
final class FakeAdb {
    /** The real androidx.benchmark JSON the fake device "writes" (kotlinx-io's SM-A145R file). */
    static final String FIXTURE = "/report/kotlinx-io/2023-12-18T134000-android-SM-A145R-13.json";

    final Path root;
    final Path adb;
    final Path log;
    final Path data;

    FakeAdb(Path root, String scenario) throws IOException {
        this.root = root;
        this.data = Files.createDirectories(root.resolve("data"));
        this.log = root.resolve("adb-argv.log");
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path fake = root.resolve("fake-adb");
        copyResource("/android/adb", fake);
        copyResource(FIXTURE, data.resolve("fixture.json"));
        adb = bin.resolve("adb");
        Files.writeString(adb, "#!/bin/sh\n"
                + "export FAKE_ADB_SCENARIO='" + scenario + "' FAKE_ADB_DATA='" + data + "' FAKE_ADB_LOG='" + log + "'\n"
                + "exec '" + fake + "' \"$@\"\n");
        for (Path p : List.of(fake, adb)) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    static void copyResource(String name, Path target) throws IOException {
        try (InputStream in = FakeAdb.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** @return the fixture's bytes */
    byte[] fixture() throws IOException {
        return Files.readAllBytes(data.resolve("fixture.json"));
    }

    /** @return every adb invocation's argument list, in order */
    List<List<String>> calls() throws IOException {
        List<List<String>> out = new ArrayList<>();
        if (!Files.exists(log)) {
            return out;
        }
        List<String> cur = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            if (line.equals("--")) {
                out.add(cur);
                cur = new ArrayList<>();
            } else {
                cur.add(line);
            }
        }
        return out;
    }
}
