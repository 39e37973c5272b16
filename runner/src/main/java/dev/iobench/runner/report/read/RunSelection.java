package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Shown;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.stream.Stream;

/**
 * Which runs a report shows by default: of the run folders inside an input folder, only the newest run (latest
 * run id) of each machine, the label in its run id ({@code 20261123T101500Z-vm}: {@code vm}). Runs of one label
 * from different hosts are all kept (the newest of each) and named in a warning, so no run can hide another
 * machine's results by claiming its label. Run folders and files named as inputs themselves are always shown.
 */
public final class RunSelection {
    /** What was left out: the older run folders, the machines they belong to, and warning lines. */
    public record Left(Set<Path> olderRuns, List<String> machines, List<String> warnings) {
    }

    /** A run's machine: its label, the host its env.json files record (or null), and whether it has one. */
    private record Owner(String label, String host, boolean fingerprinted) {
    }

    private RunSelection() {
    }

    /** @return the run folders under {@code inputs} that are not their machine's newest run */
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
