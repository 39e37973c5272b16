package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code machine} object of {@code env.json}: which machine a result was measured on. Its label names
 * it in run ids and reports (from {@code --machine}, the fleet inventory, or the host name); the rest is
 * read from its own {@code /sys} and {@code /proc}, never from the network.
 *
 * @param hostname the short host name ({@link #defaultLabel})
 * @param dmi null when vendor and product are both empty (as on most plain VMs)
 * @param blockDevice null when the folder is on no block device (tmpfs, overlay of containers, or not known)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Machine(String label, String hostname, Dmi dmi, BlockDevice blockDevice, Cpu cpu, Long memoryBytes) {
    /** What a machine label may hold, from {@code machine-label.regex}, which the fleet's scripts read too. */
    public static final Pattern LABEL = Pattern.compile(labelRule());

    /** {@code /sys/class/dmi/id/} values (e.g. {@code Amazon EC2} and {@code m6id.large}), absent when empty. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Dmi(@JsonProperty("sys_vendor") String sysVendor,
            @JsonProperty("product_name") String productName) {
    }

    /**
     * A whole disk from {@code /sys/block/<name>} (e.g. {@code vda}); {@code via} is {@code loop} when the
     * folder is on a loop device and this is the disk under its backing file.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record BlockDevice(String name, String model, Boolean rotational, String scheduler, Long sizeBytes,
            String via) {
    }

    /** {@code model name} of {@code /proc/cpuinfo} (else the architecture), processors available to the JVM. */
    public record Cpu(String model, int count) {
    }

    /** @return {@code label} when it is a valid machine label, else IllegalArgumentException with a one-line reason */
    public static String checkLabel(String label) {
        if (label == null || !LABEL.matcher(label).matches()) {
            throw new IllegalArgumentException("machine label '" + label
                    + "' must be letters, digits, '.', '_' or '-', start with a letter or digit, hold no '..'"
                    + " and have at most 64 characters (it becomes part of the run id)");
        }
        return label;
    }

    private static String labelRule() {
        try (InputStream in = Machine.class.getResourceAsStream("machine-label.regex")) {
            if (in == null) {
                throw new IllegalStateException("machine-label.regex is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("machine-label.regex holds no rule"))
                    .strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the label used when none is given: the host name up to its first dot, in {@code [A-Za-z0-9-]} */
    public static String defaultLabel() {
        String name = System.getenv("HOSTNAME");
        if (name == null || name.isBlank()) {
            try {
                name = InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                name = "localhost";
            }
        }
        int dot = name.indexOf('.');
        if (dot > 0) {
            name = name.substring(0, dot);
        }
        name = name.replaceAll("[^A-Za-z0-9-]", "-");
        return name.isEmpty() ? "localhost" : name;
    }

    /** Reads this machine's record from the real {@code /sys} and {@code /proc}. */
    public static Machine probe(String label, Path testedDir) {
        return probe(label, testedDir, Path.of("/sys"), Path.of("/proc"));
    }

    /** Reads a machine's record from {@code sys} and {@code proc}; {@code testedDir} null when there is none. */
    static Machine probe(String label, Path testedDir, Path sys, Path proc) {
        Path dmiDir = sys.resolve("class/dmi/id");
        String vendor = read(dmiDir.resolve("sys_vendor"));
        String product = read(dmiDir.resolve("product_name"));
        Dmi dmi = vendor == null && product == null ? null : new Dmi(vendor, product);
        BlockDevice disk = testedDir == null ? null : blockDevice(testedDir, sys, 0);
        String cpu = firstLine(proc.resolve("cpuinfo"), "model name")
                .map(line -> line.substring(line.indexOf(':') + 1).trim()).orElse(System.getProperty("os.arch"));
        Long memory = firstLine(proc.resolve("meminfo"), "MemTotal:")
                .map(line -> Long.parseLong(line.substring("MemTotal:".length()).replace("kB", "").trim()) * 1024L)
                .orElse(null);
        return new Machine(checkLabel(label), defaultLabel(), dmi, disk,
                new Cpu(cpu, Runtime.getRuntime().availableProcessors()), memory);
    }

    private static BlockDevice blockDevice(Path file, Path sys, int depth) {
        String devNumber = deviceNumber(file);
        if (devNumber == null) {
            return null;
        }
        Path node = sys.resolve("dev/block").resolve(devNumber);
        if (!Files.exists(node)) {
            return null; // tmpfs, overlay, btrfs subvolumes: anonymous device numbers
        }
        try {
            node = node.toRealPath();
        } catch (IOException e) {
            return null;
        }
        Path disk = Files.exists(node.resolve("partition")) ? node.getParent() : node;
        String name = disk.getFileName().toString();
        String backing = read(disk.resolve("loop/backing_file"));
        if (backing != null && depth == 0) {
            Path backingFile = Path.of(backing.replace(" (deleted)", ""));
            BlockDevice under = Files.exists(backingFile) ? blockDevice(backingFile, sys, 1) : null;
            if (under != null) {
                return new BlockDevice(under.name(), under.model(), under.rotational(), under.scheduler(),
                        under.sizeBytes(), "loop");
            }
        }
        String rotational = read(disk.resolve("queue/rotational"));
        String sectors = read(disk.resolve("size"));
        return new BlockDevice(name, read(disk.resolve("device/model")),
                rotational == null ? null : "1".equals(rotational),
                activeScheduler(read(disk.resolve("queue/scheduler"))),
                sectors == null ? null : Long.parseLong(sectors) * 512L, null);
    }

    /** @return {@code major:minor} of the device holding {@code file}, or null */
    private static String deviceNumber(Path file) {
        try {
            long dev = (Long) Files.getAttribute(file, "unix:dev");
            long major = ((dev >>> 8) & 0xfffL) | ((dev >>> 32) & ~0xfffL);
            long minor = (dev & 0xffL) | ((dev >>> 12) & ~0xffL);
            return major + ":" + minor;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return null;
        }
    }

    /** @return the scheduler in brackets of {@code none [mq-deadline] kyber}, or the only one named */
    static String activeScheduler(String line) {
        if (line == null) {
            return null;
        }
        Matcher m = Pattern.compile("\\[([^]]+)]").matcher(line);
        if (m.find()) {
            return m.group(1);
        }
        String[] words = line.trim().split("\\s+");
        return words.length == 1 && !words[0].isEmpty() ? words[0] : null;
    }

    /** @return the trimmed content of a small file, or null when it is missing, unreadable or blank */
    private static String read(Path file) {
        try {
            String s = Files.readString(file, StandardCharsets.UTF_8).trim();
            return s.isEmpty() ? null : s;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** @return the first line of {@code file} that starts with {@code prefix}; none when it cannot be read */
    private static Optional<String> firstLine(Path file, String prefix) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith(prefix))
                    .findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
