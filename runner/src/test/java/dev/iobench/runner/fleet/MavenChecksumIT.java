package dev.iobench.runner.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.results.AtomicFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The project's {@code .mvn/maven.config} (read by every build, the fleet VMs' included: the checkout
 * they get carries it) makes Maven fail on a download whose checksum does not match, where Maven's
 * default only warns. Shown with a repository of our own on the local disk (file://) holding a jar
 * whose .sha1 is wrong: a project with the project's config fails naming the mismatch; the same project
 * without it builds with a warning.
 */
class MavenChecksumIT {
    @TempDir
    Path tmp;

    @Test
    void download_checksumMismatch_failsTheBuild_withTheProjectsMavenConfig() throws Exception {
        String group = "dev.iobench.checksumtest.t" + System.nanoTime();
        Path repo = Files.createDirectories(tmp.resolve("repo").resolve(group.replace('.', '/')).resolve("bad/1.0"));
        Files.writeString(repo.resolve("bad-1.0.pom"), "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">"
                + "<modelVersion>4.0.0</modelVersion><groupId>" + group + "</groupId><artifactId>bad</artifactId>"
                + "<version>1.0</version></project>\n");
        Files.writeString(repo.resolve("bad-1.0.pom.sha1"), "0".repeat(40) + "\n");
        Files.writeString(repo.resolve("bad-1.0.jar"), "not the jar that was published\n");
        Files.writeString(repo.resolve("bad-1.0.jar.sha1"), "0".repeat(40) + "\n");
        Path local = Path.of(System.getProperty("user.home"), ".m2/repository").resolve(group.replace('.', '/'));
        try {
            Path strict = project("strict", group, true);
            Shell.Result failed = mvn(strict);
            assertNotEquals(0, failed.exitCode(), failed.output());
            assertTrue(failed.output().contains("Checksum validation failed, expected " + "0".repeat(40)), failed.output());
            assertTrue(failed.output().contains("BUILD FAILURE"), failed.output());

            Path lenient = project("lenient", group + ".lenient", false);
            Path lenientRepo = Files.createDirectories(tmp.resolve("repo").resolve((group + ".lenient").replace('.', '/'))
                    .resolve("bad/1.0"));
            try (Stream<Path> s = Files.list(repo)) {
                for (Path f : s.toList()) {
                    Files.writeString(lenientRepo.resolve(f.getFileName()),
                            Files.readString(f).replace(group, group + ".lenient"));
                }
            }
            Shell.Result warned = mvn(lenient);
            assertEquals(0, warned.exitCode(), "without the project's config a mismatch only warns:\n" + warned.output());
        } finally {
            AtomicFiles.deleteTree(local);
            if (Files.isDirectory(local.getParent())) {
                try (Stream<Path> s = Files.list(local.getParent())) {
                    if (s.findAny().isEmpty()) {
                        Files.delete(local.getParent());
                    }
                }
            }
        }
    }

    /** A project depending on {@code group:bad:1.0} from the file repository, with or without the project's config. */
    private Path project(String name, String group, boolean projectConfig) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.createDirectories(dir.resolve(".mvn"));
        if (projectConfig) {
            Files.copy(FleetIT.projectDir().resolve(".mvn/maven.config"), dir.resolve(".mvn/maven.config"));
        }
        Files.writeString(dir.resolve("pom.xml"), String.join("\n",
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>",
                "<groupId>t</groupId><artifactId>" + name + "</artifactId><version>1</version>",
                "<repositories><repository><id>file-repo</id><url>" + tmp.resolve("repo").toUri() + "</url>",
                "<releases><checksumPolicy>warn</checksumPolicy></releases></repository></repositories>",
                "<dependencies><dependency><groupId>" + group + "</groupId><artifactId>bad</artifactId>",
                "<version>1.0</version></dependency></dependencies>",
                "<build><plugins>",
                "<plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>",
                "<plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>",
                "</plugins></build></project>", ""), StandardCharsets.UTF_8);
        return dir;
    }

    private Shell.Result mvn(Path dir) throws Exception {
        return Shell.run(List.of("mvn", "-B", "compile"), dir, Map.of(), tmp.resolve(dir.getFileName() + ".log"),
                Duration.ofMinutes(3));
    }
}
