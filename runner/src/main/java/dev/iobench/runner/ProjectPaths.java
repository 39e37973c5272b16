package dev.iobench.runner;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the project's files are: the checkout iobench.jar was built in ({@code runner/target/iobench.jar}
 * lives two levels below it), else the working directory. Overridable with system property
 * {@code iobench.projectDir}.
 */
public final class ProjectPaths {
    private ProjectPaths() {
    }

    /** The project folder, holding {@code suite/}, {@code jdks/}, {@code Dockerfile}. */
    public static Path projectDir() {
        String prop = System.getProperty("iobench.projectDir");
        if (prop != null && !prop.isBlank()) {
            return Path.of(prop).toAbsolutePath().normalize();
        }
        try {
            Path jar = Path.of(ProjectPaths.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path candidate = jar.getParent().getParent().getParent();
            if (Files.isDirectory(candidate.resolve("suite"))) {
                return candidate.toAbsolutePath().normalize();
            }
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // fall through to the working directory
        }
        return Path.of("").toAbsolutePath();
    }

    /** The suite jar: system property {@code iobench.benchmarksJar}, else the project's build. */
    public static Path benchmarksJar() {
        String prop = System.getProperty("iobench.benchmarksJar");
        if (prop != null && !prop.isBlank()) {
            return Path.of(prop).toAbsolutePath().normalize();
        }
        return projectDir().resolve("suite/target/benchmarks.jar");
    }
}
