package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The model of {@code results/runs/<run-id>/run.json}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "machine", "status", "createdAt", "finishedAt", "command", "iobench", "settings", "attempts",
        "environments"})
public final class RunManifest {
    /** Status of a whole run. */
    public enum Status { running, ok, failed, interrupted }

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
    /**
     * The settings the run was made with (matrix, profile, includes, JDKs, JMH arguments, container
     * options), so that {@code iobench run --resume} runs the same. Null in runs made before resume existed.
     */
    public Map<String, Object> settings;
    /** Every invocation of iobench that worked on this run: the first, then one per resume. */
    public List<RunAttempt> attempts = new ArrayList<>();
    public List<EnvRecord> environments = new ArrayList<>();

    /**
     * One invocation of iobench on this run.
     *
     * @param startedAt when it started
     * @param finishedAt when it ended, null while running (or when it was killed)
     * @param status {@code running} until it ends
     * @param pid the iobench process, to tell a live run from a dead one
     * @param command the arguments of this invocation
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RunAttempt(String startedAt, String finishedAt, Status status, long pid, List<String> command) {
        /** @return this attempt ended at {@code now} with {@code status} */
        public RunAttempt end(Status status, String now) {
            return new RunAttempt(startedAt, now, status, pid, command);
        }
    }
}
