package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
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
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which runs a report shows by default: of the run folders inside an input folder (a
 * {@code results/runs}), only the newest run of each machine. A run's machine is the
 * {@code machine.label} of its {@code env.json} files, else the part of its run id after the
 * timestamp ({@code 20261123T101500Z-vm}: {@code vm}); newest is the latest run id. Run folders and
 * files named as inputs themselves are always shown.
 */
public final class RunSelection {
    /** What was left out: the older run folders, and the machines they belong to. */
    public record Left(Set<Path> olderRuns, List<String> machines) {
    }

    private static final Pattern RUN_ID = Pattern.compile("^\\d{8}T\\d{6}Z-(.+)$");

    private RunSelection() {
    }

    /** @return the run folders under {@code inputs} that are not their machine's newest run */
    public static Left olderRuns(List<Path> inputs) {
        Set<Path> older = new HashSet<>();
        Set<String> machines = new java.util.TreeSet<>();
        for (Path input : inputs) {
            // machine -> run id -> run folder, ids in time order
            Map<String, TreeMap<String, Path>> byMachine = new TreeMap<>();
            for (Path run : runFolders(input)) {
                String id = run.getFileName().toString();
                byMachine.computeIfAbsent(machine(run), k -> new TreeMap<>()).put(id, run);
            }
            byMachine.forEach((machine, runs) -> {
                if (runs.size() > 1) {
                    machines.add(machine);
                    runs.headMap(runs.lastKey()).values().forEach(p -> older.add(p.toAbsolutePath().normalize()));
                }
            });
        }
        return new Left(older, new ArrayList<>(machines));
    }

    /** @return the folders directly inside {@code input} that hold a {@code run.json} */
    private static List<Path> runFolders(Path input) {
        if (!Files.isDirectory(input)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(input)) {
            return s.filter(p -> Files.isRegularFile(p.resolve("run.json"))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the machine a run was made on */
    static String machine(Path run) {
        try (Stream<Path> s = Files.list(run)) {
            for (Path env : s.map(d -> d.resolve("env.json")).filter(Files::isRegularFile).sorted().toList()) {
                try {
                    JsonNode label = Json.mapper().readTree(env.toFile()).path("machine").path("label");
                    if (label.isTextual() && !label.asText().isBlank()) {
                        return label.asText();
                    }
                } catch (IOException e) {
                    // an unreadable env.json is reported when the results are read; fall back to the id
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String id = run.getFileName().toString();
        Matcher m = RUN_ID.matcher(id);
        return m.matches() ? m.group(1) : id;
    }
}
