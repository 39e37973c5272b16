package dev.iobench.runner.report.read;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.Shown;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.results.BoundedRead;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Finds result files under the input paths (folders searched recursively, metadata such as {@code env.json}
 * skipped) and reads them all, reporting each unreadable file as one line {@code path: reason}.
 */
public final class Inputs {
    /** Everything read: the results, and how many files had problems. */
    public record Loaded(List<BenchmarkResult> results, int problems, int files, PrecisionNotes precision,
            Map<String, Map<String, double[]>> fio, Map<String, List<SideFiles.Profile>> syscalls) {
    }

    /** What to read: the input paths (files and folders), less the run folders left out (absolute, normalised). */
    public record Selection(List<Path> paths, Set<Path> leftOut) {
    }

    private Inputs() {
    }

    /** @return the paths given, or the default {@code results/runs} */
    public static List<Path> orDefault(List<Path> paths) {
        return paths == null || paths.isEmpty() ? List.of(Path.of("results", "runs")) : paths;
    }

    /** Reads every result file under {@code paths}, problems to {@code err}; {@code strict} stops at one (exit 1). */
    public static Loaded load(List<Path> paths, PrintWriter err, boolean strict) {
        return load(new Selection(paths, Set.of()), err, strict);
    }

    /** Reads every result file of {@code selection}, problems to {@code terminal}. */
    public static Loaded load(Selection selection, PrintWriter terminal, boolean strict) {
        // names from the results folder reach these lines: no control character gets through
        PrintWriter err = Shown.terminal(terminal);
        List<Path> paths = selection.paths();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                throw ExitException.usage("input %s does not exist%s", p, p.equals(Path.of("results", "runs"))
                        ? " (the default: run 'iobench run' first, or name result files or folders)" : "");
            }
        }
        ResultReader reader = new ResultReader();
        PrecisionNotes precision = new PrecisionNotes();
        SideFiles sideFiles = new SideFiles();
        List<BenchmarkResult> results = new ArrayList<>();
        int problems = 0;
        record Found(Path root, Path file) {
        }
        List<Found> found = new ArrayList<>();
        for (Path root : paths) {
            for (Path link : links(root)) {
                problems += problem(link + ": a symbolic link: not followed (a results folder holds files, not links)",
                        strict, err);
            }
            files(root).stream().filter(f -> !leftOut(f, selection.leftOut()))
                    .forEach(f -> found.add(new Found(root, f)));
        }
        // parsing is the expensive part and independent per file: in parallel, results kept in order, at most
        // PARSE_BUDGET_MIB of files at a time: a large file is parsed alone
        java.util.concurrent.Semaphore budget = new java.util.concurrent.Semaphore(PARSE_BUDGET_MIB);
        List<ResultReader.Parsed> parsed = found.parallelStream().map(f -> {
            int mib = budgetOf(f.file());
            budget.acquireUninterruptibly(mib);
            try {
                return ResultReader.parse(f.file());
            } finally {
                budget.release(mib);
            }
        }).toList();
        for (int i = 0; i < found.size(); i++) {
            Path file = found.get(i).file();
            ResultReader.FileResults fr;
            try {
                fr = reader.interpret(parsed.get(i), file, shown(found.get(i).root(), file));
            } catch (ExitException e) {
                // a run.json of a format this iobench does not read ends the report: its results would be misread
                throw e;
            } catch (RuntimeException e) {
                // a value no check foresaw is this file's problem, never the report's end
                fr = new ResultReader.FileResults(List.of(), "cannot read: " + e,
                        PrecisionFile.read(file.resolveSibling(RunLayout.PRECISION)));
            }
            results.addAll(fr.results());
            String refused = precision.add(fr);
            if (refused != null) {
                problems += problem(refused, strict, err);
            }
            if (!fr.results().isEmpty()) {
                problems += sideFiles.read(file, fr.results().get(0).env().id(), err);
            }
            if (fr.problem() != null) {
                problems += problem(file + ": " + fr.problem(), strict, err);
            }
        }
        sideFiles.printOutside(err);
        for (String line : reader.environments.problems.values()) {
            problems += problem(line, strict, err);
        }
        accountForTheRest(paths, selection.leftOut(), found.stream().map(Found::file).toList(), err);
        err.flush();
        return new Loaded(results, problems, found.size(), precision, sideFiles.fio, sideFiles.syscalls);
    }

    /** Prints a problem line and counts it (returns 1), or with {@code strict} stops at it (exit 1). */
    private static int problem(String line, boolean strict, PrintWriter err) {
        if (strict) {
            throw new ExitException(dev.iobench.runner.ExitCodes.FAILURE, Shown.plain(line));
        }
        err.println(line);
        return 1;
    }

    /** MiB of result files parsed at once (a file counts its size, at least 1 MiB, at most all of it). */
    static final int PARSE_BUDGET_MIB = 64;

    private static int budgetOf(Path file) {
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            size = 0;
        }
        return (int) Math.max(1, Math.min(PARSE_BUDGET_MIB, (size >> 20) + 1));
    }

    private static boolean leftOut(Path file, Set<Path> runs) {
        for (Path p = file.toAbsolutePath().normalize().getParent(); p != null; p = p.getParent()) {
            if (runs.contains(p)) {
                return true;
            }
        }
        return false;
    }

    private static List<Path> files(Path root) {
        if (Files.isRegularFile(root)) {
            return List.of(root);
        }
        return walk(root, f -> {
            if (!BoundedRead.isFile(f)) {
                return false;
            }
            String n = f.getFileName().toString().toLowerCase(Locale.ROOT);
            return (n.endsWith(".json") || n.endsWith(".json" + RunLayout.GZ)) && !RunLayout.METADATA.containsKey(n)
                    && !n.equals(RunLayout.MANIFEST) && !n.startsWith(".");
        });
    }

    /** @return the paths under {@code root} (itself included) that {@code keep} takes, sorted */
    private static List<Path> walk(Path root, java.util.function.Predicate<Path> keep) {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(keep).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Most files named one line each as not read; the rest are counted in one line. */
    private static final int MAX_NAMED = 20;

    /**
     * Names every file under the input folders not read as a result, with why, so nothing is passed over in silence;
     * files skipped for one reason, and those kept for people, are counted in one line. None is a problem.
     */
    private static void accountForTheRest(List<Path> paths, Set<Path> leftOut, List<Path> read,
            PrintWriter err) {
        Set<Path> readSet = read.stream().map(f -> f.toAbsolutePath().normalize()).collect(Collectors.toSet());
        Set<Path> resultDirs = readSet.stream().map(Path::getParent).collect(Collectors.toSet());
        Map<String, Integer> kept = new java.util.TreeMap<>();
        // (kind, why) -> the files skipped
        Map<List<String>, List<Path>> skipped = new java.util.LinkedHashMap<>();
        for (Path root : paths) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            for (Path f : walk(root, p -> BoundedRead.isFile(p) && !leftOut(p, leftOut))) {
                Path abs = f.toAbsolutePath().normalize();
                if (readSet.contains(abs)) {
                    continue;
                }
                String name = f.getFileName().toString();
                String why = null;
                String scratch = scratchPattern(f);
                if (scratch != null) {
                    why = RunLayout.SCRATCH.get(scratch);
                } else if (RunLayout.METADATA.containsKey(name)) {
                    if (!resultDirs.contains(abs.getParent())) {
                        why = RunLayout.METADATA.get(name) + ", read only with the result file beside it, and there is none";
                    }
                } else if (name.equals(RunLayout.MANIFEST)) {
                    if (resultDirs.stream().noneMatch(d -> d.startsWith(abs.getParent()))) {
                        why = "a run's manifest, read only with the results of its run, and there are none in its folder";
                    }
                } else if (RunLayout.KEPT_FOR_PEOPLE.containsKey(name)) {
                    kept.merge(name, 1, Integer::sum);
                } else if (name.equals(RunLayout.RESERVE)) {
                    why = "space kept free for run.json by a run that has not finished";
                } else if (name.startsWith(".")) {
                    why = name.contains(".tmp-") ? "a temp file of an unfinished write" : "a hidden file";
                } else {
                    why = "not a result file (JMH's or androidx.benchmark's JSON, named *.json)";
                }
                if (why != null) {
                    skipped.computeIfAbsent(List.of(kindOf(f, scratch), why), k -> new ArrayList<>()).add(f);
                }
            }
        }
        List<String> lines = skipped.entrySet().stream().map(e -> {
            List<Path> files = e.getValue();
            return files.size() == 1 ? files.get(0) + ": not read: " + e.getKey().get(1) : String.format(Locale.ROOT,
                    "iobench: report: skipped %d files: %s (%s)", files.size(), e.getKey().get(0), e.getKey().get(1));
        }).toList();
        lines.stream().limit(MAX_NAMED).forEach(err::println);
        if (lines.size() > MAX_NAMED) {
            err.printf(Locale.ROOT, "iobench: report: %d more files not read, as above%n", lines.size() - MAX_NAMED);
        }
        if (!kept.isEmpty()) {
            err.println("iobench: report: not read, kept for people: " + kept.entrySet().stream()
                    .map(e -> e.getValue() + " " + e.getKey() + " (" + RunLayout.KEPT_FOR_PEOPLE.get(e.getKey()) + ")")
                    .collect(Collectors.joining(", ")));
        }
    }

    /** @return the {@link RunLayout#SCRATCH} pattern {@code file} matches, else null */
    private static String scratchPattern(Path file) {
        Path parent = file.getParent();
        if (parent == null || parent.getFileName() == null) {
            return null;
        }
        String folder = parent.getFileName().toString();
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return Stream.of(folder + "/*" + (dot > 0 ? name.substring(dot) : ""), folder + "/" + name)
                .filter(RunLayout.SCRATCH::containsKey).findFirst().orElse(null);
    }

    /** @return the kind a skipped file is counted under: its scratch pattern, or {@code *.ext} */
    private static String kindOf(Path file, String scratch) {
        if (scratch != null) {
            return scratch;
        }
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? "*" + name.substring(dot) : name;
    }

    /** @return the symbolic links inside folder {@code root} */
    private static List<Path> links(Path root) {
        return Files.isDirectory(root) ? walk(root, p -> !p.equals(root) && Files.isSymbolicLink(p)) : List.of();
    }

    /** @return the file as shown in messages: the path given, or relative to the folder given */
    private static String shown(Path root, Path file) {
        if (file.equals(root)) {
            return file.toString().replace('\\', '/');
        }
        Path base = root.getFileName() == null ? root : root.getFileName();
        return base.resolve(root.relativize(file)).toString().replace('\\', '/');
    }
}
