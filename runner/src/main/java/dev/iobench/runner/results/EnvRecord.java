package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.iobench.runner.process.Cleanup;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One environment's line in {@code run.json}: its id, kind, status and timings. Fields are public
 * and serialised as they are; {@link #details} carries what a kind adds (container overhead, ...).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "kind", "label", "status", "reason", "exitCode", "startedAt", "finishedAt",
        "seconds", "details", "logTail", "attempts"})
public final class EnvRecord {
    public enum Status { pending, running, ok, failed, skipped }

    /** Env id, e.g. {@code host-ext4-jdk21}; the folder name of its results. Null until known. */
    public String id;
    /** {@code host}, {@code container} or {@code android}. */
    public String kind;
    /** What the environment is before its id is known, e.g. {@code host /tmp jdk17}. */
    public String label;
    public Status status = Status.pending;
    /** Why it failed or was skipped: one line. */
    public String reason;
    /** Exit code of the failed process, when there was one. */
    public Integer exitCode;
    public String startedAt;
    public String finishedAt;
    /** Wall time of the whole environment, seconds. */
    public Double seconds;
    /** Kind-specific facts, e.g. {@code overheadSeconds} of a container. */
    public Map<String, Object> details = new LinkedHashMap<>();
    /** The last lines of the failed process's output. */
    public List<String> logTail;
    /** Every time this environment was run, oldest first (a resumed run adds one per rerun). */
    public List<Attempt> attempts = new ArrayList<>();

    /** One try at running the environment; {@code finishedAt} null when iobench was killed before recording it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Attempt(String startedAt, String finishedAt, Status status, String reason) {
    }

    /** A record read from {@code run.json}. */
    public EnvRecord() {
    }

    public EnvRecord(String kind, String label) {
        this.kind = kind;
        this.label = label;
    }

    /** Marks the environment running from {@code now}, forgetting the outcome of an earlier attempt. */
    public void start(Instant now) {
        status = Status.running;
        startedAt = now.toString();
        finishedAt = null;
        seconds = null;
        reason = null;
        exitCode = null;
        logTail = null;
        details.clear();
    }

    /**
     * Marks the environment failed with a one-line reason, the exit code and the last log lines (may be
     * null); skipped as interrupted while iobench shuts down, as the failure is then the shutdown's doing.
     */
    public void fail(String reason, Integer exitCode, List<String> tail) {
        if (Cleanup.shuttingDown()) {
            skipInterrupted();
            return;
        }
        status = Status.failed;
        this.reason = reason;
        this.exitCode = exitCode;
        this.logTail = tail;
    }

    /** Marks the environment skipped because the user interrupted the run. */
    public void skipInterrupted() {
        status = Status.skipped;
        reason = "interrupted";
    }

    /** Records the end time and the duration since {@link #startedAt}, 0 when it never started. */
    public void finish(Instant now) {
        finishedAt = now.toString();
        seconds = startedAt == null ? 0.0 : Duration.between(Instant.parse(startedAt), now).toMillis() / 1000.0;
    }

    /** Appends the attempt that just ended, as it is now, to {@link #attempts}. */
    public void recordAttempt() {
        Attempt a = new Attempt(startedAt, finishedAt, status, reason);
        int last = attempts.size() - 1;
        if (last >= 0 && startedAt != null && startedAt.equals(attempts.get(last).startedAt())) {
            attempts.set(last, a); // the same attempt, recorded again with its final outcome
        } else {
            attempts.add(a);
        }
    }
}
