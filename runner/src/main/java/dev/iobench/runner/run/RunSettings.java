package dev.iobench.runner.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The settings a run is made with, kept in {@code run.json} under {@code settings} so that
 * {@code iobench run --resume} runs the rest of the run exactly as it began: the matrix (kinds of
 * environment, JDK homes, host folders, container filesystems), the JMH selection and settings, and
 * the container options. Values are as resolved (JDK homes, absolute folders), not as typed.
 *
 * @param env {@code host}, {@code container}
 * @param jdks JDK homes
 * @param dirs host folders (absolute), empty without host environments
 * @param includes JMH include regexes
 * @param profile {@code quick}, {@code default} or {@code full}
 * @param jmhArgs extra JMH arguments
 * @param benchmarksJar the suite jar
 * @param container the container options, null without container environments
 * @param machine the machine label ({@code --machine})
 * @param precision the precision-targeted options, null for a run with fixed settings
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunSettings(List<String> env, List<String> jdks, List<String> dirs, List<String> includes,
        String profile, List<String> jmhArgs, String benchmarksJar, Container container, String machine,
        PrecisionOptions precision) {

    /**
     * The container options of a run.
     *
     * @param fs filesystems, as given to {@code --fs}
     * @param cpus {@code --cpus} or null
     * @param memory {@code --memory}
     * @param fsSize {@code --fs-size}
     * @param timeoutSeconds {@code --container-timeout} or null
     * @param imageBase {@code --image-base}
     * @param jdks the containers' JDK homes ({@code --container-jdk}), null where they run every {@code --jdk}
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Container(List<String> fs, String cpus, String memory, String fsSize, Integer timeoutSeconds,
            String imageBase, List<String> jdks) {
    }

    private static final PrecisionOptions NO_PRECISION = new PrecisionOptions();

    private static final Container NO_CONTAINER = new Container(null, null, null, null, null, null, null);

    /**
     * The options of {@code iobench run} a resume compares, in the order differences are reported, each
     * with what a run's settings have for it, as text for a message (null if it does not apply).
     */
    public static final Map<String, Function<RunSettings, Object>> OPTIONS = new LinkedHashMap<>();

    static {
        OPTIONS.put("--env", RunSettings::env);
        OPTIONS.put("--jdk", RunSettings::jdks);
        OPTIONS.put("--dir", RunSettings::dirs);
        OPTIONS.put("--include", RunSettings::includes);
        OPTIONS.put("--profile", RunSettings::profile);
        OPTIONS.put("--jmh-arg", RunSettings::jmhArgs);
        OPTIONS.put("--benchmarks-jar", RunSettings::benchmarksJar);
        OPTIONS.put("--fs", s -> s.containerOrNone().fs());
        OPTIONS.put("--cpus", s -> s.containerOrNone().cpus());
        OPTIONS.put("--memory", s -> s.containerOrNone().memory());
        OPTIONS.put("--fs-size", s -> s.containerOrNone().fsSize());
        OPTIONS.put("--container-timeout", s -> s.containerOrNone().timeoutSeconds());
        OPTIONS.put("--image-base", s -> s.containerOrNone().imageBase());
        OPTIONS.put("--container-jdk", s -> s.containerOrNone().jdks());
        OPTIONS.put("--machine", RunSettings::machine);
        OPTIONS.put("--precision", s -> s.precisionOrNone().precision);
        OPTIONS.put("--min-forks", s -> s.precisionOrNone().minForks);
        OPTIONS.put("--max-forks", s -> s.precisionOrNone().maxForks);
        OPTIONS.put("--cell-time", s -> s.precisionOrNone().cellTime);
        OPTIONS.put("--confidence", s -> s.precisionOrNone().confidence);
        OPTIONS.put("--budget", s -> s.precisionOrNone().budget);
        OPTIONS.put("--only-answers", s -> s.precisionOrNone().onlyAnswers);
        OPTIONS.put("--syscalls", s -> s.precisionOrNone().syscalls);
    }

    private Container containerOrNone() {
        return Objects.requireNonNullElse(container, NO_CONTAINER);
    }

    private PrecisionOptions precisionOrNone() {
        return Objects.requireNonNullElse(precision, NO_PRECISION);
    }

    /**
     * @param given settings from the command line of a resume
     * @param options the options actually given on that command line
     * @return the first of {@code options} whose value in {@code given} differs from this run's, as one
     *     line naming both values, or null when none differs
     */
    public String difference(RunSettings given, java.util.Collection<String> options) {
        for (var o : OPTIONS.entrySet()) {
            Object ours = o.getValue().apply(this);
            Object theirs = o.getValue().apply(given);
            if (options.contains(o.getKey()) && !Objects.equals(ours, theirs)) {
                return String.format(java.util.Locale.ROOT, "%s %s differs from the run's %s", o.getKey(),
                        text(theirs), text(ours));
            }
        }
        return null;
    }

    private static String text(Object v) {
        if (v == null) {
            return "(not set)";
        }
        if (v instanceof List<?> l) {
            return l.isEmpty() ? "(none)" : String.join(",", l.stream().map(String::valueOf).toList());
        }
        return v.toString();
    }
}
