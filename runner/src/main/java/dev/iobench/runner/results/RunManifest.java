package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The model of {@code results/runs/<run-id>/run.json}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "machine", "status", "createdAt", "finishedAt", "command", "iobench", "environments"})
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
    public List<EnvRecord> environments = new ArrayList<>();
}
