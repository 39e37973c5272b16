package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** scripts/cloud/cloud-init.yaml passes cloud-init's own {@code cloud-init schema --config-file}. */
class CloudInitIT {
    @TempDir
    Path tmp;

    @Test
    void userData_passesCloudInitSchema_andABrokenCopyDoesNot() throws Exception {
        Path project = FleetIT.projectDir();
        Path userData = project.resolve("scripts/cloud/cloud-init.yaml");
        String text = Files.readString(userData, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("#cloud-config\n"), "user-data must start with #cloud-config");
        assertTrue(text.contains("shutdown -h \"+$TTL_MINUTES\"") && text.contains("TTL_MINUTES="),
                "self-destruct after a TTL");

        Shell.Result ok = check(project, userData, "ok.log");
        assertEquals(0, ok.exitCode(), ok.output());
        assertTrue(ok.output().contains("Valid cloud-config: " + userData), ok.output());

        // the checker does check: packages must be a list
        Path broken = tmp.resolve("broken.yaml");
        Files.writeString(broken, text.replace("packages:\n", "packages: 5\nunused:\n"));
        Shell.Result bad = check(project, broken, "bad.log");
        assertEquals(1, bad.exitCode(), bad.output());
        assertTrue(bad.output().contains("packages: 5 is not of type 'array'"), bad.output());
    }

    private Shell.Result check(Path project, Path file, String log) throws Exception {
        return Shell.run(List.of("bash", "scripts/cloud/check-cloud-init.sh", file.toString()), project, Map.of(),
                tmp.resolve(log), Duration.ofMinutes(5));
    }
}
