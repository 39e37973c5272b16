package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.testcontainers.images.builder.ImageFromDockerfile;

/**
 * The benchmark image, built from the project's {@code Dockerfile} by Testcontainers and kept (not
 * deleted on exit). Its tag carries a hash of the Dockerfile, the entry script and the base image's
 * id, so a second run with the same inputs builds nothing and a changed Dockerfile builds anew.
 */
final class BenchImage {
    /** Repository of the benchmark image; the tag is the input hash. */
    static final String REPOSITORY = "iobench/bench";

    private final Path dockerfile;
    private final Path entry;
    private final String base;
    private String tag;
    /** The image id, once {@link #ensure} ran. */
    String id;

    BenchImage(Path projectDir, String base) {
        this.dockerfile = projectDir.resolve("Dockerfile");
        this.entry = projectDir.resolve("docker/entry.sh");
        this.base = base;
    }

    /** Checks, before anything runs, that the image can be had: files present, base image present. */
    void validate(DockerClient docker) {
        if (!Files.isRegularFile(dockerfile) || !Files.isRegularFile(entry)) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "no " + dockerfile + " or " + entry
                    + ": run iobench from its checkout or set -Diobench.projectDir");
        }
        baseId(docker);
    }

    private String baseId(DockerClient docker) {
        try {
            return docker.inspectImageCmd(base).exec().getId();
        } catch (NotFoundException e) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "base image " + base
                    + " not found: run `make base-image` (docker/base-image.sh builds it without a registry)");
        }
    }

    /** The image tag, building the image first if no image of these inputs exists. */
    synchronized String ensure(DockerClient docker, PrintWriter err) throws IOException {
        if (tag != null) {
            return tag;
        }
        String candidate = REPOSITORY + ":" + inputHash(docker);
        try {
            id = docker.inspectImageCmd(candidate).exec().getId();
        } catch (NotFoundException e) {
            err.printf("iobench: building image %s from %s (base %s)%n", candidate, dockerfile, base);
            err.flush();
            try {
                // FROM resolved in the copy sent to the engine: Testcontainers would otherwise try to
                // pull "${BASE_IMAGE}" from a registry before building (minutes of timeouts offline).
                String text = Files.readString(dockerfile).replace("${BASE_IMAGE}", base);
                new ImageFromDockerfile(candidate, false)
                        .withFileFromString("Dockerfile", text)
                        .withFileFromPath("docker/entry.sh", entry)
                        .withBuildArg("BASE_IMAGE", base)
                        .get();
            } catch (RuntimeException ex) {
                Throwable cause = ex.getCause() != null ? ex.getCause() : ex;
                throw new ExitException(ExitCodes.ENVIRONMENT, "cannot build image " + candidate + ": "
                        + cause.getMessage(), ex);
            }
            id = docker.inspectImageCmd(candidate).exec().getId();
        }
        tag = candidate;
        return tag;
    }

    private String inputHash(DockerClient docker) throws IOException {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(Files.readAllBytes(dockerfile));
            md.update((byte) 0);
            md.update(Files.readAllBytes(entry));
            md.update((byte) 0);
            md.update(baseId(docker).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(md.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
