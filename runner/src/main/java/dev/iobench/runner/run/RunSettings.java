package dev.iobench.runner.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.iobench.runner.results.Json;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
        Precision precision) {

    /**
     * The options of a precision-targeted run, as given.
     *
     * @param precision {@code --precision} or null (the profile's target)
     * @param minForks {@code --min-forks}
     * @param maxForks {@code --max-forks}
     * @param cellTime {@code --cell-time}
     * @param confidence {@code --confidence}
     * @param budget {@code --budget} or null
     * @param onlyAnswers {@code --only-answers}
     * @param syscalls {@code --syscalls}
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Precision(String precision, int minForks, int maxForks, String cellTime, double confidence,
            String budget, boolean onlyAnswers, boolean syscalls) {
        /** Settings of a run written before profiled forks were an option: none. */
        public Precision(String precision, int minForks, int maxForks, String cellTime, double confidence,
                String budget, boolean onlyAnswers) {
            this(precision, minForks, maxForks, cellTime, confidence, budget, onlyAnswers, false);
        }

        /** Settings of a run written before the answers' selection was an option: all cells. */
        public Precision(String precision, int minForks, int maxForks, String cellTime, double confidence,
                String budget) {
            this(precision, minForks, maxForks, cellTime, confidence, budget, false);
        }
    }

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
        /** Options of a run written before containers had JDKs of their own: they run every {@code --jdk}. */
        public Container(List<String> fs, String cpus, String memory, String fsSize, Integer timeoutSeconds,
                String imageBase) {
            this(fs, cpus, memory, fsSize, timeoutSeconds, imageBase, null);
        }
    }

    /** @return these settings as the JSON object kept in {@code run.json} */
    public Map<String, Object> toMap() {
        return Json.mapper().convertValue(this, new TypeReference<Map<String, Object>>() { });
    }

    /** @return the settings kept in {@code run.json}, or null when there are none */
    public static RunSettings fromMap(Map<String, Object> map) {
        return map == null ? null : Json.mapper().convertValue(map, RunSettings.class);
    }

    /**
     * @param option a command-line option of {@code iobench run}
     * @return what this run has for {@code option}, as text for a message, or null if it does not apply
     */
    public Object valueOf(String option) {
        Container c = container != null ? container : new Container(null, null, null, null, null, null);
        Precision p = precision != null ? precision : new Precision(null, 0, 0, null, 0, null);
        return switch (option) {
            case "--machine" -> machine;
            case "--precision" -> p.precision();
            case "--min-forks" -> p.minForks();
            case "--max-forks" -> p.maxForks();
            case "--cell-time" -> p.cellTime();
            case "--confidence" -> p.confidence();
            case "--budget" -> p.budget();
            case "--only-answers" -> p.onlyAnswers();
            case "--syscalls" -> p.syscalls();
            case "--env" -> env;
            case "--jdk" -> jdks;
            case "--dir" -> dirs;
            case "--include" -> includes;
            case "--profile" -> profile;
            case "--jmh-arg" -> jmhArgs;
            case "--benchmarks-jar" -> benchmarksJar;
            case "--fs" -> c.fs();
            case "--cpus" -> c.cpus();
            case "--memory" -> c.memory();
            case "--fs-size" -> c.fsSize();
            case "--container-timeout" -> c.timeoutSeconds();
            case "--image-base" -> c.imageBase();
            case "--container-jdk" -> c.jdks();
            default -> null;
        };
    }

    /** The options {@link #valueOf} knows, in the order differences are reported. */
    public static final List<String> OPTIONS = List.of("--env", "--jdk", "--dir", "--include", "--profile",
            "--jmh-arg", "--benchmarks-jar", "--fs", "--cpus", "--memory", "--fs-size", "--container-timeout",
            "--image-base", "--container-jdk", "--machine", "--precision", "--min-forks", "--max-forks", "--cell-time", "--confidence",
            "--budget", "--only-answers", "--syscalls");

    /**
     * @param given settings from the command line of a resume
     * @param options the options actually given on that command line
     * @return the first of {@code options} whose value in {@code given} differs from this run's, as one
     *     line naming both values, or null when none differs
     */
    public String difference(RunSettings given, java.util.Collection<String> options) {
        for (String o : OPTIONS) {
            if (options.contains(o) && !Objects.equals(valueOf(o), given.valueOf(o))) {
                return String.format(java.util.Locale.ROOT, "%s %s differs from the run's %s", o,
                        text(given.valueOf(o)), text(valueOf(o)));
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
