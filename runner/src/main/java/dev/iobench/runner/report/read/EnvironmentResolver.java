package dev.iobench.runner.report.read;

import static dev.iobench.runner.report.read.Names.string;
import static dev.iobench.runner.report.read.ResultReader.firstLine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The environment of each result file: from the {@code env.json} beside it (checked, its label matched to its
 * run), else derived from the file, ids kept unique across runs and machines. One per report. By the same label
 * rule, {@link #olderRuns} chooses which runs a report shows.
 */
public final class EnvironmentResolver {
    private static final List<String> GENERIC_STEMS = List.of("jmh", "benchmarkdata", "results", "result");

    private final Map<Path, Environment> envCache = new HashMap<>();
    private final Map<String, Path> idOwners = new HashMap<>();
    private final Map<String, String> idMachines = new HashMap<>();
    /** One line per env.json that had a problem: {@code path: reason}. */
    final Map<Path, String> problems = new LinkedHashMap<>();

    EnvironmentResolver() {
    }

    /** @return the environment from env.json beside the file, else the derived one */
    Environment environment(Path file, String shown, java.util.function.Supplier<Environment> derived) {
        Path envJson = file.resolveSibling(RunLayout.ENV);
        if (Files.exists(envJson, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Environment cached = envCache.get(envJson);
            if (cached != null) {
                return cached;
            }
            String shownEnv = shown.substring(0, shown.lastIndexOf('/') + 1) + RunLayout.ENV;
            try {
                Environment env = unique(ownLabel(fromEnvJson(BoundedRead.JSON.readTree(BoundedRead.bytes(envJson)), shownEnv),
                        envJson), envJson);
                envCache.put(envJson, env);
                return env;
            } catch (IOException | BadInputException e) {
                String why = e instanceof BadInputException || e instanceof BoundedRead.Refused ? e.getMessage()
                        : e instanceof StreamConstraintsException ? BoundedRead.TOO_DEEP : "not valid JSON";
                problems.putIfAbsent(envJson, envJson + ": " + firstLine(why)
                        + "; environment derived from the result file instead");
            }
        }
        return envCache.computeIfAbsent(file.toAbsolutePath().normalize(), key -> unique(derived.get(), key));
    }

    /**
     * Keeps environment ids unique: the same id from another env.json (another run) or another
     * file gets the name of the folder above as suffix ({@code host-ext4@<run-id>}), then a number.
     */
    private Environment unique(Environment env, Path owner) {
        Path abs = owner.toAbsolutePath().normalize();
        String id = env.id();
        Path holder = idOwners.putIfAbsent(id, abs);
        if (holder == null || holder.equals(abs)) {
            idMachines.put(id, env.machine() == null ? "" : env.machine());
            return env;
        }
        Path up = abs.getParent() == null ? null : abs.getParent().getParent();
        // another machine's environment of the same name is told apart by its machine label
        boolean otherMachine = env.machine() != null && !env.machine().equals(idMachines.get(id));
        String base = id + "@" + (otherMachine ? env.machine()
                : up == null || up.getFileName() == null ? "x" : safeId(up.getFileName().toString()));
        String candidate = base;
        for (int i = 2; idOwners.putIfAbsent(candidate, abs) != null && !idOwners.get(candidate).equals(abs); i++) {
            candidate = base + "-" + i;
        }
        idMachines.put(candidate, env.machine() == null ? "" : env.machine());
        return new Environment(candidate, env.kind(), env.filesystem(), env.fsOptions(), env.jdk(), env.kernel(),
                env.cpu(), env.warnings(), env.source(), env.machineRecord());
    }

    /**
     * @return {@code env} when its machine label is that of the run folder it lies in (the run id ending in the
     *     label, perhaps with {@code -<n>}), or when it is not in a folder named as a run
     * @throws BadInputException when an env.json claims another machine's label than its run's
     */
    private static Environment ownLabel(Environment env, Path envJson) throws BadInputException {
        Path runDir = envJson.toAbsolutePath().getParent() == null ? null : envJson.toAbsolutePath().getParent().getParent();
        if (env.machine() == null || runDir == null || runDir.getFileName() == null
                || !BoundedRead.isFile(runDir.resolve(RunLayout.MANIFEST))) {
            return env;
        }
        String run = runDir.getFileName().toString();
        Matcher m = Names.RUN_ID.matcher(run);
        if (!m.matches()) {
            // a run folder renamed by hand (old/, new/ for a diff): its label is its own word; it is a
            // machine of its own when runs are chosen (olderRuns), so it hides no other machine's runs
            return env;
        }
        if (Names.labelled(m.group(2), env.machine())) {
            return env;
        }
        throw new BadInputException("machine.label " + Shown.quoted(env.machine()) + " is not the label of its run "
                + run + " (a run's environments carry the label in its id)");
    }

    private static Environment fromEnvJson(JsonNode tree, String shownEnv) throws BadInputException {
        if (tree == null || !tree.isObject()) {
            throw new BadInputException("not a JSON object");
        }
        String id = Names.check("id", RunDirectory.ENV_ID, string(tree, "id", ""),
                "an environment id (a letter or digit, then letters, digits, . _ + -)");
        EnvJson env;
        try {
            env = EnvJson.of(tree);
        } catch (JsonProcessingException e) {
            throw new BadInputException("not an env.json: " + firstLine(e.getOriginalMessage()));
        }
        String kind = env.kind() == null ? "host" : env.kind();
        List<String> warnings = Objects.requireNonNullElse(env.warnings(), List.of());
        if ("android".equals(kind)) {
            EnvJson.Android a = env.android();
            EnvJson.Context c = env.context();
            String model = a == null ? null : a.model();
            String sdk = a == null ? null : Objects.toString(a.sdk(), null);
            String release = a == null ? null : a.release();
            String emulator = a != null && Boolean.TRUE.equals(a.emulator()) ? ", emulator" : "";
            String cores = c == null ? null : Objects.toString(c.cpuCoreCount(), null);
            String freq = c == null ? null : Objects.toString(c.cpuMaxFreqHz(), null);
            return new Environment(id, kind, "-", "-",
                    "Android " + orDash(release) + " (SDK " + orDash(sdk) + ")",
                    "-", orDash(model) + emulator + cpuText(cores, freq), warnings, shownEnv);
        }
        EnvJson.Fs f = env.fs();
        EnvJson.JdkInfo j = env.jdk();
        EnvJson.Os o = env.os();
        String volume = f == null || f.volume() == null ? null
                : Names.check("fs.volume", Names.FS_TYPE, f.volume(), "a volume kind (letters, digits, . _ -)");
        String fs = orDash(f == null || f.type() == null ? null
                : Names.check("fs.type", Names.FS_TYPE, f.type(), "a filesystem type (letters, digits, . _ -)"))
                + (volume == null ? "" : " (" + volume + ")");
        String jdk = j == null ? "-" : join(j.version(), j.vendor(), j.vmName());
        String kernel = o == null ? "-" : join(o.kernel(), o.distro(), o.arch());
        EnvJson.Cpu c = env.cpu();
        String cpu = c == null || c.model() == null ? "-" : c.model() + (c.count() == null ? "" : " x" + c.count());
        if (env.container() != null && env.container().image() != null) {
            kernel = kernel + " (image " + env.container().image() + ")";
        }
        Machine machine = env.machine();
        if (machine != null && machine.label() != null) {
            Names.check("machine.label", Machine.LABEL, machine.label(), "a machine label (letters, digits, . _ -)");
            cpu = cpu + "; " + machineText(machine);
        }
        return new Environment(id, kind, fs, orDash(f == null ? null : f.options()), jdk, kernel, cpu, warnings,
                shownEnv, machine);
    }

    /** @return e.g. {@code machine aws-m6id (Amazon EC2 m6id.large), disk nvme1n1 SSD none 442 GiB} */
    static String machineText(Machine m) {
        Machine.BlockDevice d = m.blockDevice();
        return "machine " + m.label() + (m.dmi() == null ? "" : " (" + dmiText(m.dmi()) + ")")
                + (d == null ? "" : ", disk " + diskText(d) + (d.via() == null ? "" : " via " + d.via()));
    }

    /** @return the instance type as DMI names it, e.g. {@code Amazon EC2 m6id.large} */
    public static String dmiText(Machine.Dmi dmi) {
        return join(dmi.sysVendor(), dmi.productName()).replace(", ", " ");
    }

    /** @return a block device without how it was reached, e.g. {@code nvme1n1 SSD none 442 GiB} */
    public static String diskText(Machine.BlockDevice d) {
        StringBuilder sb = new StringBuilder(d.name());
        String size = d.sizeBytes() == null ? null
                : String.format(Locale.ROOT, "%.0f GiB", d.sizeBytes() / (double) (1L << 30));
        Stream.of(d.model(), d.rotational() == null ? null : d.rotational() ? "rotational" : "SSD", d.scheduler(), size)
                .filter(Objects::nonNull).forEach(part -> sb.append(' ').append(part));
        return sb.toString();
    }

    static String cpuText(String cores, String freq) {
        if (cores == null) {
            return "";
        }
        String f = freq == null ? "" : String.format(Locale.ROOT, " @ %.2f GHz", Double.parseDouble(freq) / 1e9);
        return ", " + cores + " cores" + f;
    }

    /** The file name without .json (or .json.gz); for generic names (jmh.json) the folder name. */
    static String derivedId(Path file) {
        String stem = file.getFileName().toString()
                .replaceFirst("(?i)\\.json(" + Pattern.quote(RunLayout.GZ) + ")?$", "");
        Path parent = file.toAbsolutePath().getParent();
        if (GENERIC_STEMS.contains(stem.toLowerCase(Locale.ROOT)) && parent != null && parent.getFileName() != null) {
            return safeId(parent.getFileName().toString());
        }
        return safeId(stem);
    }

    /** @return a file or folder name as an environment id: characters an id may not hold become {@code _} */
    static String safeId(String name) {
        String id = name.replaceAll("[^A-Za-z0-9._+-]", "_");
        if (id.isEmpty() || !Character.isLetterOrDigit(id.charAt(0))) {
            id = "x" + id;
        }
        return id.length() > 128 ? id.substring(0, 128) : id;
    }

    /** @return the parts given, not blank, joined with {@code ", "}; {@code -} when there are none */
    static String join(String... parts) {
        return orDash(Stream.of(parts).filter(p -> p != null && !p.isBlank()).collect(Collectors.joining(", ")));
    }

    static String orDash(String s) {
        return s == null || s.isBlank() ? "-" : s;
    }

    /** What was left out: the older run folders, the machines they belong to, and warning lines. */
    public record Left(Set<Path> olderRuns, List<String> machines, List<String> warnings) {
    }

    /** A run's machine: its label, the host its env.json files record (or null), and whether it has one. */
    private record Owner(String label, String host, boolean fingerprinted) {
    }

    /**
     * Which runs a report shows by default: of the run folders inside an input folder, only the newest run (latest
     * run id) of each machine, the label in its run id ({@code 20261123T101500Z-vm}: {@code vm}). Runs of one label
     * from different hosts are all kept (the newest of each) and named in a warning, so no run can hide another
     * machine's results by claiming its label. Run folders and files named as inputs themselves are always shown.
     *
     * @return the run folders under {@code inputs} that are not their machine's newest run
     */
    public static Left olderRuns(List<Path> inputs) {
        Set<Path> older = new HashSet<>();
        Set<String> machines = new java.util.TreeSet<>();
        List<String> warnings = new ArrayList<>();
        for (Path input : inputs) {
            // label -> host -> run id -> run folder, ids in time order
            Map<String, Map<String, TreeMap<String, Path>>> byMachine = new TreeMap<>();
            // runs without any environment: no results to show or to hide, left out beside their machine's others
            Map<String, List<Path>> empty = new TreeMap<>();
            for (Path run : runFolders(input)) {
                String id = run.getFileName().toString();
                Owner o = owner(run);
                if (!o.fingerprinted()) {
                    empty.computeIfAbsent(o.label(), k -> new ArrayList<>()).add(run);
                    continue;
                }
                byMachine.computeIfAbsent(o.label(), k -> new TreeMap<>())
                        .computeIfAbsent(o.host() == null ? "" : o.host(), k -> new TreeMap<>()).put(id, run);
            }
            byMachine.forEach((machine, hosts) -> {
                // runs that recorded no host name (env.json files of an older iobench) belong to the one
                // host that did, when they are older than its runs: a newer run without a host is not
                // let in to hide that host's results
                if (hosts.size() == 2 && hosts.containsKey("")) {
                    TreeMap<String, Path> recorded = hosts.entrySet().stream().filter(e -> !e.getKey().isEmpty())
                            .findFirst().orElseThrow().getValue();
                    if (hosts.get("").lastKey().compareTo(recorded.firstKey()) < 0) {
                        recorded.putAll(hosts.remove(""));
                    }
                }
                if (hosts.size() > 1) {
                    List<String> newest = new ArrayList<>();
                    hosts.forEach((host, runs) -> newest.add(runs.lastKey() + " (host " + (host.isEmpty() ? "not recorded" : host) + ")"));
                    warnings.add("iobench: report: machine label " + Shown.quoted(machine) + " is claimed by runs from "
                            + hosts.size() + " hosts: the newest of each is shown (" + String.join(", ", newest)
                            + "); give each machine its own label");
                }
                hosts.forEach((host, runs) -> {
                    if (runs.size() > 1) {
                        machines.add(machine);
                        runs.headMap(runs.lastKey()).values().forEach(p -> older.add(p.toAbsolutePath().normalize()));
                    }
                });
            });
            // alone, such a run is read, so that the report says what it lacks
            empty.forEach((machine, runs) -> {
                if (byMachine.containsKey(machine)) {
                    machines.add(machine);
                    runs.forEach(p -> older.add(p.toAbsolutePath().normalize()));
                }
            });
        }
        return new Left(older, new ArrayList<>(machines), warnings);
    }

    /** @return the folders directly inside {@code input} that hold a {@code run.json} */
    private static List<Path> runFolders(Path input) {
        if (!Files.isDirectory(input)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(input)) {
            return s.filter(p -> Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && BoundedRead.isFile(p.resolve(RunLayout.MANIFEST))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Owner owner(Path run) {
        String claimed = null;
        String host = null;
        boolean fingerprinted = false;
        try (Stream<Path> s = Files.list(run)) {
            for (Path env : s.map(d -> d.resolve(RunLayout.ENV)).filter(BoundedRead::isFile).sorted().toList()) {
                fingerprinted = true;
                try {
                    JsonNode tree = Json.mapper().readTree(BoundedRead.bytes(env));
                    Machine m = tree != null && tree.isObject() ? EnvJson.of(tree).machine() : null;
                    if (claimed == null && m != null && m.label() != null && !m.label().isBlank()) {
                        claimed = m.label();
                        host = m.hostname();
                    }
                } catch (IOException e) {
                    // an unreadable env.json is reported when the results are read; fall back to the id
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String id = run.getFileName().toString();
        Matcher m = Names.RUN_ID.matcher(id);
        if (!m.matches()) {
            // not named as a run: a machine of its own, whatever its env.json claims (it can neither
            // hide nor be hidden by a machine's runs)
            return new Owner("folder " + id, host, fingerprinted);
        }
        // an env.json claiming another label than its run id's is refused when the results are read
        return new Owner(Names.labelled(m.group(2), claimed) ? claimed : m.group(2), host, fingerprinted);
    }
}
