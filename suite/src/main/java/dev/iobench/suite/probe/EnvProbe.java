package dev.iobench.suite.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Prints, as one JSON object on stdout, the fingerprint of the environment a benchmark would run
 * in: the filesystem of a folder (from {@code /proc/self/mountinfo} of this very process, so it holds
 * inside containers), the JVM, the OS, the CPU and the memory. Run with the same JDK and in the same
 * place as the benchmarks: {@code java -cp benchmarks.jar dev.iobench.suite.probe.EnvProbe DIR}.
 *
 * <p>Exit codes: 0 ok, 2 bad arguments, 3 the folder is missing or not writable.
 */
public final class EnvProbe {
    private EnvProbe() {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: EnvProbe DIR");
            System.exit(2);
        }
        try {
            System.out.println(probe(Path.of(args[0])));
        } catch (IOException e) {
            System.err.println("probe: " + args[0] + ": " + e);
            System.exit(3);
        }
    }

    /** @return the fingerprint of {@code dir} and this JVM as JSON text */
    public static String probe(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException("not a directory");
        }
        Path probe = Files.createTempFile(dir, ".iobench-probe", ".tmp");
        Files.delete(probe);
        MountInfo m = MountInfo.of(dir);
        JsonWriter w = new JsonWriter();
        w.begin();
        w.begin("fs");
        w.field("type", m.type);
        w.field("path", dir.toRealPath().toString());
        w.field("mountPoint", m.mountPoint);
        w.field("options", m.options);
        w.field("superOptions", m.superOptions);
        w.field("device", m.source);
        w.field("deviceNumber", m.device);
        w.end();
        w.begin("jdk");
        String version = System.getProperty("java.version");
        w.field("version", version);
        w.field("major", Runtime.version().feature());
        w.field("vendor", System.getProperty("java.vendor"));
        w.field("home", System.getProperty("java.home"));
        w.field("vmName", System.getProperty("java.vm.name"));
        w.field("vmVersion", System.getProperty("java.vm.version"));
        w.end();
        w.begin("os");
        w.field("kernel", System.getProperty("os.version"));
        w.field("distro", distro());
        w.field("arch", System.getProperty("os.arch"));
        w.end();
        w.begin("cpu");
        w.field("model", cpuModel());
        w.field("count", Runtime.getRuntime().availableProcessors());
        w.end();
        w.field("memoryBytes", memTotal());
        w.field("maxHeapBytes", Runtime.getRuntime().maxMemory());
        w.field("user", System.getProperty("user.name"));
        w.end();
        return w.toString();
    }

    private static String distro() {
        for (String line : lines(Path.of("/etc/os-release"))) {
            if (line.startsWith("PRETTY_NAME=")) {
                return line.substring("PRETTY_NAME=".length()).replace("\"", "");
            }
        }
        return System.getProperty("os.name");
    }

    private static String cpuModel() {
        for (String line : lines(Path.of("/proc/cpuinfo"))) {
            if (line.startsWith("model name")) {
                return line.substring(line.indexOf(':') + 1).trim();
            }
        }
        return System.getProperty("os.arch");
    }

    private static long memTotal() {
        for (String line : lines(Path.of("/proc/meminfo"))) {
            if (line.startsWith("MemTotal:")) {
                String kb = line.substring("MemTotal:".length()).replace("kB", "").trim();
                return Long.parseLong(kb) * 1024L;
            }
        }
        return -1;
    }

    private static List<String> lines(Path p) {
        try {
            return Files.readAllLines(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return List.of();
        }
    }

    /** A minimal JSON object writer; the suite carries no JSON library. */
    static final class JsonWriter {
        private final StringBuilder sb = new StringBuilder();
        private boolean first = true;

        void begin() {
            sb.append('{');
            first = true;
        }

        void begin(String name) {
            key(name);
            sb.append('{');
            first = true;
        }

        void end() {
            sb.append('}');
            first = false;
        }

        void field(String name, String value) {
            key(name);
            if (value == null) {
                sb.append("null");
            } else {
                quote(value);
            }
        }

        void field(String name, long value) {
            key(name);
            sb.append(String.format(Locale.ROOT, "%d", value));
        }

        private void key(String name) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            quote(name);
            sb.append(':');
        }

        private void quote(String s) {
            sb.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') {
                    sb.append('\\').append(c);
                } else if (c < 0x20) {
                    sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                } else {
                    sb.append(c);
                }
            }
            sb.append('"');
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }
}
