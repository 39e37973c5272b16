package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model of {@code results/runs/<run-id>/run.json}; {@link RunDirectory} its one writer,
 * {@link #read} its one reader. A file without {@code formatVersion} is version 1.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"formatVersion", "id", "machine", "status", "createdAt", "finishedAt", "command", "iobench",
        "settings", "attempts", "environments"})
public final class RunManifest {
    public enum Status { running, ok, failed, interrupted }

    public static final int FORMAT_VERSION = 1;

    /** A run.json of a format version this iobench does not read. */
    public static final class UnknownVersion extends IOException {
        UnknownVersion(Path file, String version) {
            super(file + ": format version " + version + " is not one this iobench reads (it reads "
                    + FORMAT_VERSION + ")");
        }
    }

    public int formatVersion = FORMAT_VERSION;

    public String id;
    /** The machine label (as in each environment's {@code env.json} {@code machine.label}). */
    public String machine;
    public Status status = Status.running;
    public String createdAt;
    public String finishedAt;
    /** The arguments iobench was called with. */
    public List<String> command = new ArrayList<>();
    /** {@code version} and {@code commit} of the iobench that made the run. */
    public Map<String, String> iobench = new LinkedHashMap<>();
    /** The settings the run was made with, for {@code iobench run --resume}; null in runs made without them. */
    public Map<String, Object> settings;
    /** Every invocation of iobench that worked on this run: the first, then one per resume. */
    public List<RunAttempt> attempts = new ArrayList<>();
    public List<EnvRecord> environments = new ArrayList<>();

    /**
     * One invocation of iobench on this run: {@code finishedAt} null while running or when it was killed,
     * {@code pid} to tell a live run from a dead one.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RunAttempt(String startedAt, String finishedAt, Status status, long pid, List<String> command) {
        public RunAttempt end(Status status, String now) {
            return new RunAttempt(startedAt, now, status, pid, command);
        }
    }

    /** Reads run.json: {@link UnknownVersion}, JacksonException if it is not one, or {@link BoundedRead}'s refusal. */
    public static RunManifest read(Path file) throws IOException {
        JsonNode tree = BoundedRead.JSON.readTree(BoundedRead.bytes(file));
        JsonNode version = tree == null ? null : tree.get("formatVersion");
        if (version != null && !(version.isIntegralNumber() && version.asLong() == FORMAT_VERSION)) {
            // shown as JSON writes it (control characters escaped), cut short
            String shown = version.toString();
            throw new UnknownVersion(file, shown.length() > 40 ? shown.substring(0, 40) + "..." : shown);
        }
        return BoundedRead.JSON.treeToValue(tree, RunManifest.class);
    }
}
