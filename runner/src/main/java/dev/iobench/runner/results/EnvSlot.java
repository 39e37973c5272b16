package dev.iobench.runner.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.stream.Stream;

/**
 * One environment's place in a run, from start to end: its folder {@code <run>/<env-id>/}, its raw
 * result (checked whole, put in place never over another), its {@code env.json} (written first, so
 * a folder with a raw result always has it), and its status and attempts in {@code run.json}.
 */
public final class EnvSlot {
    /** Name JMH writes its JSON under while it runs (not read by reports). */
    public static final String PARTIAL_JMH = ".jmh.json.partial";

    private final RunDirectory run;
    private final EnvRecord record;
    private Path dir;
    private Path pending;
    private String rawName;

    public EnvSlot(RunDirectory run, EnvRecord record) {
        this.run = run;
        this.record = record;
    }

    public EnvRecord record() {
        return record;
    }

    /** Marks the environment running from {@code now} and saves {@code run.json}. */
    public void start(Instant now) throws IOException {
        record.start(now);
        run.save();
    }

    /** Skips the environment without starting it and saves {@code run.json}. */
    public void skip(String reason) {
        record.status = EnvRecord.Status.skipped;
        record.reason = reason;
        try {
            run.save();
        } catch (IOException e) {
            // kept as the run's write failure
        }
    }

    /** @return the environment's new folder, {@code baseId} or with a suffix when taken, its name recorded as the id */
    public Path open(String baseId) throws IOException {
        try {
            dir = RunDirectory.createNew(run.path(), baseId);
        } catch (IOException e) {
            run.noteWriteFailure(e);
            throw e;
        }
        record.id = dir.getFileName().toString();
        run.save();
        return dir;
    }

    public Path partialJmh() {
        return dir.resolve(PARTIAL_JMH);
    }

    /**
     * @return whether {@code source} is one whole JSON document (a non-empty array for JMH), kept for
     *     {@link #close} to rename to {@code name} (gzip if it ends in {@code .gz}); if not, it is deleted
     *     and the environment fails
     */
    public boolean keep(Path source, String name) {
        String problem = wholeJson(source);
        if (problem != null) {
            deleteQuietly(source);
            if (!failedForSpace(name + " from the benchmark is not whole")) {
                record.fail(name + " from the benchmark is not whole: " + problem, null, record.logTail);
            }
            return false;
        }
        pending = source;
        rawName = name;
        record.status = EnvRecord.Status.ok;
        return true;
    }

    /**
     * @return whether {@code what} (a benchmark's output) was not written because the disk is full; the
     *     environment then fails for it and the run keeps it as its write failure, so it stops
     */
    public boolean failedForSpace(String what) {
        Path where = dir != null ? dir : run.path();
        long free;
        try {
            free = Files.getFileStore(where).getUsableSpace();
        } catch (IOException e) {
            return false;
        }
        if (free >= 256 << 10) { // less after a failed write: the disk is full
            return false;
        }
        String reason = String.format(java.util.Locale.ROOT, "No space left on device in %s (%d KiB free): %s",
                run.path(), free >> 10, what);
        run.noteWriteFailure(new java.nio.file.FileSystemException(run.path().toString(), null,
                "No space left on device"));
        record.fail(reason, null, record.logTail);
        return true;
    }

    /**
     * Ends the environment: its end time, {@code env.json}, the raw result {@link #keep} accepted (or
     * else {@link #partialJmh()} deleted), the attempt and {@code run.json}. A failure to write any of it
     * fails the environment and is kept as the run's {@link RunDirectory#writeFailure()}.
     */
    public void close(Content envJson) {
        record.finish(Instant.now());
        if (dir != null) {
            try {
                AtomicFiles.create(dir.resolve(RunLayout.ENV), Json.write(envJson.get()));
                if (pending != null) {
                    if (rawName.endsWith(RunLayout.GZ)) {
                        AtomicFiles.moveNewCompressed(pending, dir.resolve(rawName));
                        // the result is kept: nothing appends to its log any more
                        Path log = dir.resolve(RunLayout.JMH_LOG);
                        if (Files.isRegularFile(log, LinkOption.NOFOLLOW_LINKS)) {
                            AtomicFiles.moveNewCompressed(log, dir.resolve(RunLayout.JMH_LOG_GZ));
                        }
                    } else {
                        AtomicFiles.moveNew(pending, dir.resolve(rawName));
                    }
                    pending = null;
                } else {
                    deleteQuietly(partialJmh()); // a failed or interrupted JMH's, never read as a result
                }
            } catch (IOException e) {
                run.noteWriteFailure(e);
                String m = message(e);
                record.fail(m.contains("No space left on device") ? "No space left on device in " + run.path()
                        + ": cannot write " + dir.getFileName() : "cannot write " + dir.getFileName() + ": " + m,
                        null, record.logTail);
            }
        }
        if (pending != null) {
            deleteQuietly(pending);
            pending = null;
            if (record.status == EnvRecord.Status.ok) {
                record.fail("no folder for the result", null, record.logTail);
            }
        }
        if (record.status == EnvRecord.Status.ok) {
            record.reason = null;
        }
        record.recordAttempt();
        try {
            run.save();
        } catch (IOException e) {
            // kept as the run's write failure; the run stops at the next environment
        }
    }

    /** The {@link EnvJson} to write, built when the end time is known (tests pass any value). */
    @FunctionalInterface
    public interface Content {
        Object get() throws IOException;
    }

    /**
     * @return on resume, whether {@code stored} is finished (its folder holds JMH's result), then marked
     *     {@code ok}; else its folder is removed for the rerun and an attempt iobench was killed in is
     *     recorded as skipped; {@link RunDirectory.UnsafeRunException}, nothing removed, when the id is not
     *     one of the run
     */
    public static boolean reclaim(RunDirectory run, EnvRecord stored) throws IOException {
        Path folder = stored.id != null ? run.envFolder(stored.id) : null;
        boolean hasRaw = folder != null
                && RunLayout.JMH_NAMES.stream().anyMatch(n -> Files.isRegularFile(folder.resolve(n)));
        if (hasRaw) {
            if (stored.status != EnvRecord.Status.ok) {
                if (stored.status == EnvRecord.Status.running) {
                    stored.finishedAt = EnvJson.read(folder.resolve(RunLayout.ENV)).finishedAt();
                }
                stored.status = EnvRecord.Status.ok;
                stored.reason = null;
                stored.exitCode = null;
                stored.logTail = null;
                stored.recordAttempt();
            }
            return true;
        }
        if (stored.status == EnvRecord.Status.running) {
            stored.status = EnvRecord.Status.skipped;
            stored.reason = "interrupted: iobench ended before the environment finished";
            stored.recordAttempt();
        }
        if (folder != null) {
            AtomicFiles.deleteTree(folder);
        }
        return false;
    }

    /** Removes what a killed iobench left: hidden files and folders no record names that hold no JMH result. */
    public static void sweep(RunDirectory run) throws IOException {
        java.util.Set<String> named = run.manifest().environments.stream().map(r -> r.id)
                .filter(java.util.Objects::nonNull).collect(java.util.stream.Collectors.toSet());
        try (Stream<Path> entries = Files.list(run.path())) {
            for (Path p : entries.toList()) {
                String n = p.getFileName().toString();
                if (n.startsWith(".") || Files.isDirectory(p) && !named.contains(n)
                        && RunLayout.JMH_NAMES.stream().noneMatch(raw -> Files.exists(p.resolve(raw)))) {
                    AtomicFiles.deleteTree(p);
                }
            }
        }
    }

    /** @return null when {@code file} is one whole JSON document, else what is wrong */
    static String wholeJson(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return "missing";
            }
            JsonNode n = Json.mapper().readTree(file.toFile());
            if (n == null || n.isMissingNode()) {
                return "empty";
            }
            if (n.isArray() && n.isEmpty()) {
                return "no results in it";
            }
            return null;
        } catch (IOException e) {
            return message(e);
        }
    }

    /** @return the one-line reason of {@code e}, e.g. {@code No space left on device} */
    public static String message(IOException e) {
        String m = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        if (e instanceof com.fasterxml.jackson.core.JacksonException j) {
            m = j.getOriginalMessage();
        } else if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            m = f.getReason();
        }
        return m.lines().findFirst().orElse(m);
    }

    /** Deletes a temp file if it is there. */
    public static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // a temp name the report never reads
        }
    }
}
