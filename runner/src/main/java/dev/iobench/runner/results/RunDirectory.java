package dev.iobench.runner.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.BuildInfo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.LinkOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One run's folder, {@code <results>/runs/<run-id>/}, with its manifest {@code run.json} ({@link Manifest})
 * and one folder per environment. It is created new, never reused; {@code run.json} is replaced atomically
 * as the run goes.
 */
public final class RunDirectory {
    public enum Status { running, ok, failed, interrupted }

    /** The format version of {@code run.json}. */
    public static final int FORMAT_VERSION = 1;

    /** An environment id, the name of its folder in the run: {@code host-ext4-jdk17}, {@code android-SM-A145R-13}. */
    public static final Pattern ENV_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._+-]{0,127}");
    /** A run id is this UTC time, a dash and the machine label, e.g. {@code 20261122T134500Z-vm1}. */
    private static final DateTimeFormatter ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private final Path dir;
    private final Manifest manifest;
    private IOException writeFailure;

    /** The model of {@code run.json}; a file without {@code formatVersion} is version 1. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"formatVersion", "id", "machine", "status", "createdAt", "finishedAt", "command", "iobench",
            "settings", "attempts", "environments"})
    public static final class Manifest {
        public int formatVersion = FORMAT_VERSION;
        public String id;
        /** The machine label (as in each environment's {@code env.json} {@code machine.label}). */
        public String machine;
        public Status status = Status.running;
        public String createdAt;
        public String finishedAt;
        /** The arguments iobench was called with. */
        public List<String> command = new ArrayList<>();
        /** {@code version} and {@code commit} of the iobench that made the run. */
        public Map<String, String> iobench = new LinkedHashMap<>();
        /** The settings the run was made with, saved again as read: a resume keeps what an older iobench wrote. */
        @JsonProperty("settings")
        private JsonNode settings;
        /** Every invocation of iobench that worked on this run: the first, then one per resume. */
        public List<RunAttempt> attempts = new ArrayList<>();
        public List<EnvRecord> environments = new ArrayList<>();

        /**
         * @return the settings the run was made with, for {@code iobench run --resume} and the report; null in runs
         *     made without them
         * @throws IllegalArgumentException when they are not iobench run's settings, saying why in its first line
         */
        public RunSettings settings() {
            if (settings == null || settings.isNull()) {
                return null;
            }
            try {
                return BoundedRead.JSON.treeToValue(settings, RunSettings.class);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }

        /** Reads run.json: {@link UnknownVersion}, JacksonException if it is not one, or BoundedRead's refusal. */
        public static Manifest read(Path file) throws IOException {
            JsonNode tree = BoundedRead.JSON.readTree(BoundedRead.bytes(file));
            String other = Json.otherVersion(tree, FORMAT_VERSION);
            if (other != null) {
                throw new UnknownVersion(file, other);
            }
            return BoundedRead.JSON.treeToValue(tree, Manifest.class);
        }
    }

    /**
     * One invocation of iobench on this run: {@code finishedAt} null while running or when it was killed,
     * {@code pid} to tell a live run from a dead one.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record RunAttempt(String startedAt, String finishedAt, Status status, long pid, List<String> command) {
    }

    /** A run.json of a format version this iobench does not read. */
    public static final class UnknownVersion extends IOException {
        UnknownVersion(Path file, String version) {
            super(file + ": format version " + version + " is not one this iobench reads (it reads "
                    + FORMAT_VERSION + ")");
        }
    }

    /**
     * A run folder whose {@code run.json} asks for something outside the run: an environment id that is
     * not a name, or a folder that leaves the run. The run is invalid input; nothing of it is changed.
     */
    public static final class UnsafeRunException extends IOException {
        private static final long serialVersionUID = 1L;

        UnsafeRunException(String message) {
            super(message);
        }
    }

    private RunDirectory(Path dir, Manifest manifest) {
        this.dir = dir;
        this.manifest = manifest;
    }

    /** Creates a new run folder under {@code resultsRoot/runs} for this host, with a suffix when the id is taken. */
    public static RunDirectory create(Path resultsRoot, Instant now, List<String> command) throws IOException {
        return create(resultsRoot, now, Machine.defaultLabel(), command, null, List.of());
    }

    /**
     * {@link #create(Path, Instant, List)} for the machine labelled {@code machine}, with the run's settings
     * and whole plan in the first {@code run.json}, so a run killed at any moment has a plan to resume.
     */
    public static RunDirectory create(Path resultsRoot, Instant now, String machine, List<String> command,
            RunSettings settings, List<EnvRecord> environments) throws IOException {
        Path runs = resultsRoot.resolve("runs");
        Files.createDirectories(runs);
        Path dir = createNew(runs, ID_TIME.format(now) + "-" + Machine.checkLabel(machine));
        Manifest m = new Manifest();
        m.id = dir.getFileName().toString();
        m.machine = machine;
        m.createdAt = now.toString();
        m.command.addAll(command);
        m.iobench.put("version", BuildInfo.version());
        m.iobench.put("commit", BuildInfo.commit());
        m.settings = settings == null ? null : Json.mapper().valueToTree(settings);
        m.environments.addAll(environments);
        RunDirectory run = new RunDirectory(dir, m);
        run.beginAttempt(now, command);
        return run;
    }

    /** @return the new folder {@code name} in {@code parent}, or {@code name-2}, ... when the name is taken */
    static Path createNew(Path parent, String name) throws IOException {
        for (int i = 1; ; i++) {
            try {
                return Files.createDirectory(parent.resolve(i == 1 ? name : name + "-" + i));
            } catch (FileAlreadyExistsException e) {
                // taken: try the next suffix
            }
        }
    }

    /** Opens an existing run folder to resume it; IOException when it holds no readable {@code run.json}. */
    public static RunDirectory open(Path dir) throws IOException {
        Path file = dir.resolve(RunLayout.MANIFEST);
        if (!Files.isRegularFile(file)) {
            throw new IOException("not a run folder (no " + RunLayout.MANIFEST + " in it)");
        }
        Manifest m;
        try {
            m = Manifest.read(file);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IOException(file + " is not a run.json: " + e.getOriginalMessage(), e);
        }
        if (m == null || m.id == null || !m.id.equals(dir.getFileName().toString())) {
            throw new IOException(file + " belongs to run " + (m == null ? null : m.id) + ", not to folder "
                    + dir.getFileName());
        }
        RunDirectory run = new RunDirectory(dir, m);
        for (EnvRecord r : m.environments) {
            if (r == null) {
                throw new UnsafeRunException(file + " has an empty environment");
            }
            if (r.id != null) {
                run.envFolder(r.id);
            }
        }
        return run;
    }

    /**
     * The folder of environment {@code id} as {@code run.json} names it, directly inside the run folder
     * (it may not exist): the one check between an id read from a file and a folder written or removed.
     * {@link UnsafeRunException} when the id is not {@link #ENV_ID} or its folder is a link or outside.
     */
    public Path envFolder(String id) throws UnsafeRunException {
        if (id == null || !ENV_ID.matcher(id).matches()) {
            throw unsafe(id, "which is not an environment id (" + ENV_ID.pattern() + ")");
        }
        Path root = dir.toAbsolutePath().normalize();
        Path folder = root.resolve(id).normalize();
        if (!root.equals(folder.getParent())) {
            throw unsafe(id, "whose folder is outside the run");
        }
        if (Files.isSymbolicLink(folder)) {
            throw unsafe(id, "whose folder is a symbolic link");
        }
        if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            boolean inside;
            try {
                inside = root.toRealPath().equals(folder.toRealPath().getParent());
            } catch (IOException e) {
                throw unsafe(id, "whose folder cannot be resolved: " + e.getMessage());
            }
            if (!inside) {
                throw unsafe(id, "whose folder resolves outside the run");
            }
        }
        return folder;
    }

    /** @return the refusal of {@code id}, quoted, control characters as {@code ?}, cut at 60 characters */
    private static UnsafeRunException unsafe(String id, String why) {
        String shown = id == null ? "null" : "'" + (id.length() > 60 ? id.substring(0, 60) + "..." : id)
                .replaceAll("[\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029]", "?") + "'";
        return new UnsafeRunException(RunLayout.MANIFEST + " names environment " + shown + ", " + why);
    }

    /** Starts an invocation on this run (the first, or a resume): status running, a new attempt. */
    public synchronized void beginAttempt(Instant now, List<String> command) throws IOException {
        manifest.status = Status.running;
        manifest.finishedAt = null;
        manifest.attempts.add(new RunAttempt(now.toString(), null, Status.running,
                ProcessHandle.current().pid(), List.copyOf(command)));
        save();
    }

    /** @return the first failure to write into this run's folder (a full disk shows here), or null */
    public synchronized IOException writeFailure() {
        return writeFailure;
    }

    /** Remembers a failure to write into the run's folder (the first one is kept). */
    public synchronized void noteWriteFailure(IOException e) {
        if (writeFailure == null) {
            writeFailure = e;
        }
    }

    public Path path() {
        return dir;
    }

    public String id() {
        return manifest.id;
    }

    /** @return the manifest; {@link #save()} it after changing it */
    public Manifest manifest() {
        return manifest;
    }

    /** Adds an environment to the manifest (status pending) and saves it. */
    public synchronized EnvRecord add(EnvRecord env) throws IOException {
        manifest.environments.add(env);
        save();
        return env;
    }

    /** Keeps room for {@code run.json}, best effort: a file given back when the disk fills ({@link #save}). */
    public synchronized void reserveSpace() {
        Path reserve = dir.resolve(RunLayout.RESERVE);
        if (Files.exists(reserve)) {
            return;
        }
        try {
            AtomicFiles.replace(reserve, new byte[512 << 10]); // several manifests' worth, written in full
        } catch (IOException e) {
            // no room for it: run.json has what is left
        }
    }

    /** Gives the reserved space back (the run is over, or the disk is full). */
    public synchronized void releaseSpace() {
        try {
            Files.deleteIfExists(dir.resolve(RunLayout.RESERVE));
        } catch (IOException e) {
            // it stays: a hidden file the next resume sweeps
        }
    }

    /**
     * Writes {@code run.json} atomically, a failure kept as {@link #writeFailure()}; on a full disk, once more
     * after giving the reserved space back, so run.json can still record why the run stopped.
     */
    public synchronized void save() throws IOException {
        byte[] json = Json.write(manifest).getBytes(StandardCharsets.UTF_8);
        try {
            AtomicFiles.replace(dir.resolve(RunLayout.MANIFEST), json);
        } catch (IOException e) {
            noteWriteFailure(e);
            if (Files.exists(dir.resolve(RunLayout.RESERVE))) {
                releaseSpace();
                AtomicFiles.replace(dir.resolve(RunLayout.MANIFEST), json);
                return;
            }
            throw e;
        }
    }

    /** Marks the run, and this invocation's attempt, finished with {@code status}; saves the manifest. */
    public synchronized void finish(Status status, Instant now) throws IOException {
        manifest.status = status;
        manifest.finishedAt = now.toString();
        endLastAttempt(status, manifest.finishedAt);
        save();
        releaseSpace();
    }

    /** Ends the last attempt, if it has no end yet, with {@code status} at {@code now} (null: not known). */
    public synchronized void endLastAttempt(Status status, String now) {
        int last = manifest.attempts.size() - 1;
        RunAttempt a = last >= 0 ? manifest.attempts.get(last) : null;
        if (a != null && a.finishedAt() == null) {
            manifest.attempts.set(last, new RunAttempt(a.startedAt(), now, status, a.pid(), a.command()));
        }
    }
}