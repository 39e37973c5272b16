package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The settings in {@code run.json}: {@code iobench run}'s options as resolved (JDK homes, absolute folders), so
 * that {@code --resume} runs the rest as it began and the report knows the profile; {@code container} and
 * {@code precision} are null where they do not apply.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSettings(List<String> env, List<String> jdks, List<String> dirs, List<String> includes,
        String profile, List<String> jmhArgs, String benchmarksJar, Container container, String machine,
        Precision precision) {

    /** {@code --env container}'s options; {@code jdks} holds the JDK homes {@code --container-jdk} resolved to. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"fs", "cpus", "memory", "fsSize", "timeoutSeconds", "imageBase", "jdks"})
    public record Container(List<String> fs, String cpus, String memory, String fsSize, Integer timeoutSeconds,
            String imageBase, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> jdks) {
    }

    /** A precision-targeted run's options as given, all but {@code --seed}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Precision(String precision, int minForks, int maxForks, String cellTime, double confidence,
            String budget, boolean onlyAnswers, boolean syscalls) {
    }
}
