package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import dev.iobench.runner.BuildInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * {@code env.json}, the fingerprint kept beside every raw result, and its one reader and writer. A
 * host or container environment has what the suite's probe measured in it ({@link Probe}), the
 * {@link Machine}, how iobench ran it and its {@code container}, if any; an Android one has the
 * device, the benchmark context, warnings and the source file. Absent parts are left out; times are
 * ISO-8601. Reading refuses an unknown {@code formatVersion} and ignores unknown keys.
 *
 * @param kind {@code host}, {@code container} or {@code android}
 * @param memoryBytes {@code MemTotal}, or -1 when unknown
 */
@JsonInclude(Include.NON_NULL)
public record EnvJson(Integer formatVersion, String id, String kind, Fs fs, JdkInfo jdk, Os os, Cpu cpu,
        Long memoryBytes, Long maxHeapBytes, String user, Machine machine, Android android, Context context,
        List<String> warnings, Source source, Iobench iobench, Jmh jmh, String startedAt, String finishedAt,
        String importedAt, @JsonSerialize(converter = Container.Shape.class) Container container) {
    public static final int FORMAT_VERSION = 1;

    public EnvJson {
        formatVersion = formatVersion == null ? 1 : formatVersion; // a file without it is version 1
    }

    /** A file of a format version this iobench does not read, named in one line. */
    public static final class UnknownVersion extends JsonProcessingException {
        UnknownVersion(String version) {
            super("env.json format version " + version + " is not one this iobench reads (it reads "
                    + FORMAT_VERSION + ")");
        }
    }

    /** What {@code dev.iobench.suite.probe.EnvProbe} prints, measured in the environment itself. */
    public record Probe(Fs fs, JdkInfo jdk, Os os, Cpu cpu, Long memoryBytes, Long maxHeapBytes, String user) {
        static final Probe NONE = new Probe(null, null, null, null, null, null, null);

        public Probe inContainer(String volumeKind, String pathInside) {
            return fs == null ? this : new Probe(new Fs(fs.type, fs.path, fs.mountPoint, fs.options, fs.superOptions,
                    fs.device, fs.deviceNumber, volumeKind, pathInside), jdk, os, cpu, memoryBytes, maxHeapBytes, user);
        }

        /** @return the probe's output as printed on stdout; IOException when it is not JSON */
        public static Probe parse(String json) throws IOException {
            JsonNode n = Json.mapper().readTree(json);
            return n != null && n.isObject() ? Json.mapper().treeToValue(n, Probe.class) : NONE;
        }

        /** @return the probe's output in {@code file}, or null when the file is missing or empty (no probe) */
        public static Probe readIfPresent(Path file) throws IOException {
            return Files.isRegularFile(file) && Files.size(file) > 2 ? parse(Files.readString(file)) : null;
        }
    }

    /**
     * The tested folder's filesystem, from {@code /proc/self/mountinfo}; a container's kind of
     * {@code volume} (e.g. {@code loop}) and {@code containerPath} are absent on the host.
     */
    public record Fs(String type, String path, String mountPoint, String options, String superOptions, String device,
            String deviceNumber, @JsonInclude(Include.NON_NULL) String volume,
            @JsonInclude(Include.NON_NULL) String containerPath) {
    }

    /** The JVM: {@code java.version}, its feature number, vendor, home, VM name and version. */
    public record JdkInfo(String version, Integer major, String vendor, String home, String vmName,
            String vmVersion) {
    }

    public record Os(String kernel, String distro, String arch) {
    }

    /** The CPU model and the processors available to the JVM. */
    public record Cpu(String model, Integer count) {
    }

    public record Iobench(String version, String commit) {
        public static Iobench current() {
            return new Iobench(BuildInfo.version(), BuildInfo.commit());
        }
    }

    /**
     * How JMH ran: the profile's settings, the selection and the jar ({@code benchmarksJarSha256} null when
     * it could not be read); {@code params}, the profile's {@code -p} sweep, absent when it runs every parameter.
     */
    public record Jmh(String profile, Integer forks, Integer warmupIterations, String warmupTime,
            Integer measurementIterations, String measurementTime, @JsonInclude(Include.NON_NULL) List<String> params,
            List<String> includes, List<String> extraArgs, String benchmarksJarSha256,
            @JsonInclude(Include.NON_NULL) Precision precision) {
    }

    /** A precision-targeted plan: the stop rule and the whole run's budget, if any (precision.json starts so too). */
    public record Precision(double target, double confidence, String interval, int minForks, int maxForks,
            double cellSeconds, Double budgetSeconds) {
    }

    /**
     * The container of a container environment; {@link #NONE} (written {@code {}}) when it failed before
     * its container was described. When the engine did not answer, {@code engineVersion} is written as
     * null and {@code storageDriver} is left out.
     */
    public record Container(String image, String imageId, String containerName, String engineVersion,
            @JsonInclude(Include.NON_NULL) String storageDriver, String cpus, Long memory, String network, String user,
            String capabilities) {
        public static final Container NONE = new Container(null, null, null, null, null, null, null, null, null, null);

        /** {@link #NONE} is written as an empty object. */
        static final class Shape extends StdConverter<Container, Object> {
            @Override
            public Object convert(Container c) {
                return c.equals(NONE) ? Map.of() : c;
            }
        }
    }

    /**
     * The device of an Android result: from {@code getprop} when iobench ran it (every field), from
     * the file's {@code context.build} when imported (brand, model, device, sdk, fingerprint).
     */
    public record Android(@JsonInclude(Include.NON_NULL) String serial, String brand, String model, String device,
            Integer sdk, @JsonInclude(Include.NON_NULL) String release, String fingerprint,
            @JsonInclude(Include.NON_NULL) String abi, @JsonInclude(Include.NON_NULL) Boolean emulator) {
        public Android withModel(String model) {
            return new Android(serial, brand, model, device, sdk, release, fingerprint, abi, emulator);
        }
    }

    /** androidx.benchmark's {@code context}: the keys it had of these, then the build's model and device. */
    @JsonInclude(Include.NON_NULL)
    public record Context(Boolean cpuLocked, Boolean sustainedPerformanceModeEnabled, Integer cpuCoreCount,
            Long cpuMaxFreqHz, Long memTotalBytes, Long artMainlineVersion, String osCodenameAbbreviated,
            String compilationMode, @JsonInclude(Include.ALWAYS) String buildModel,
            @JsonInclude(Include.ALWAYS) String buildDevice) {
        public static Context of(JsonNode context) throws IOException {
            Context c = Json.mapper().treeToValue(context, Context.class);
            JsonNode build = context.path("build");
            return new Context(c.cpuLocked, c.sustainedPerformanceModeEnabled, c.cpuCoreCount, c.cpuMaxFreqHz,
                    c.memTotalBytes, c.artMainlineVersion, c.osCodenameAbbreviated, c.compilationMode,
                    build.path("model").asText(null), build.path("device").asText(null));
        }
    }

    /**
     * Where an Android result came from: the file on the device or the imported file's path, and the
     * hex SHA-256 of the file as kept (null when it could not be read).
     */
    public record Source(String file, String sha256) {
    }

    /** Reads the {@code env.json} at {@code file} as {@link #of} reads its tree. */
    public static EnvJson read(Path file) throws IOException {
        JsonNode tree = Json.mapper().readTree(file.toFile());
        if (tree == null || !tree.isObject()) {
            throw new IOException(file + ": not a JSON object");
        }
        return of(tree);
    }

    /** Reads an env.json tree: {@link UnknownVersion}, or JsonProcessingException on keys of other types. */
    public static EnvJson of(JsonNode tree) throws JsonProcessingException {
        String other = Json.otherVersion(tree, FORMAT_VERSION);
        if (other != null) {
            throw new UnknownVersion(other);
        }
        return Json.mapper().treeToValue(tree, EnvJson.class);
    }

    /** @return env.json of a host or container environment; {@code probe} null when it did not run */
    public static EnvJson measured(String id, String kind, Probe probe, Machine machine, Jmh jmh, String startedAt,
            String finishedAt, Container container) {
        Probe p = probe != null ? probe : Probe.NONE;
        return new EnvJson(FORMAT_VERSION, id, kind, p.fs(), p.jdk(), p.os(), p.cpu(), p.memoryBytes(),
                p.maxHeapBytes(), p.user(), machine, null, null, null, null, Iobench.current(), jmh, startedAt,
                finishedAt, null, container);
    }

    /** @return env.json of an Android environment: start and finish when iobench ran it, else {@code importedAt} */
    public static EnvJson android(String id, Android device, Context context, List<String> warnings, Source source,
            String startedAt, String finishedAt, String importedAt) {
        return new EnvJson(FORMAT_VERSION, id, "android", null, null, null, null, null, null, null, null, device,
                context, warnings, source, Iobench.current(), null, startedAt, finishedAt, importedAt, null);
    }

    /** @return the hex SHA-256 of a file, or null if it cannot be read */
    public static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException | NoSuchAlgorithmException e) {
            return null;
        }
    }
}
