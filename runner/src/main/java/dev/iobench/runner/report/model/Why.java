package dev.iobench.runner.report.model;

import dev.iobench.runner.report.read.SideFiles.Profile;
import dev.iobench.runner.report.result.Environment;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why an answer's sides differ, measured: in each environment with a profile ({@code syscalls.json}), each
 * compared pair's system calls per op on both sides and the call that holds the most of the op's time.
 */
public final class Why {
    /** Calls below this many per op are left out of a table (a setup's few calls spread over the ops). */
    public static final double MIN_PER_OP = 0.05;

    /**
     * One compared pair (the answer's column) in one environment; a side not profiled is null;
     * {@code profiledIn} is the environment whose profile this is when not {@code env}'s own (the same
     * filesystem and kind on the same machine, another JDK: a run profiles each filesystem once), else null.
     */
    public record Row(Environment env, String column, Profile baseline, Profile candidate, Environment profiledIn) {
    }

    /**
     * An answer's "Why" table: a row per environment and pair with a profile (its own, or that of the
     * environment that profiled its filesystem), the environments whose profiled forks strace could not
     * count, and those {@code without} a profile (their run has no syscalls.json).
     */
    public record Table(List<Row> rows, List<Environment> untraced, List<Environment> without) {
    }

    /** What a call that holds an op's time does, with the words' source: shown beside the measured call only. */
    public static final Map<String, String> MECHANISMS = Map.of(
            "fsync", "writes the file's dirty data and metadata to the device and waits for it; on tmpfs there is "
                    + "no device and it returns at once (fsync(2) and tmpfs(5), Linux man-pages)",
            "fdatasync", "as fsync, without the metadata a later read does not need (fdatasync(2), Linux man-pages)",
            "openat", "with O_TRUNC it frees the file's pages, waiting for those still being written back "
                    + "(truncate_inode_pages, the kernel's mm/truncate.c); ext4's auto_da_alloc starts that writeback "
                    + "when a file truncated and rewritten is closed (the kernel's Documentation/admin-guide/ext4.rst)",
            "close", "on ext4, closing a file that was truncated and rewritten starts its writeback (auto_da_alloc, "
                    + "the kernel's Documentation/admin-guide/ext4.rst)",
            "write", "copies the data into the page cache; the device is written later, by writeback, unless the "
                    + "file is synced (write(2), Linux man-pages)",
            "pwrite64", "a write at an offset: copies into the page cache as write does (pwrite(2), Linux man-pages)",
            "read", "copies from the page cache, reading the device only for pages not cached (read(2), Linux "
                    + "man-pages)");

    private Why() {
    }

    /** @return the "Why" table of {@code answer} from the profiles by environment id */
    public static Table of(Answers.Answer answer, Map<String, List<Profile>> profiles) {
        List<Row> rows = new ArrayList<>();
        List<Environment> untraced = new ArrayList<>();
        List<Environment> without = new ArrayList<>();
        for (Environment env : answer.rows().keySet()) {
            List<Profile> inEnv = profiles.get(env.id());
            Environment profiledIn = null;
            if (inEnv == null) {
                profiledIn = sameFilesystem(env, answer.rows().keySet(), profiles);
                if (profiledIn == null) {
                    without.add(env);
                    continue;
                }
                inEnv = profiles.get(profiledIn.id());
            }
            if (inEnv.stream().noneMatch(Profile::counted)) {
                untraced.add(env);
                continue;
            }
            for (SuiteGuide.Column col : answer.claim().columns()) {
                Profile b = find(inEnv, col.baseline());
                Profile c = find(inEnv, col.candidate());
                if (b != null || c != null) {
                    rows.add(new Row(env, col.title(), b, c, profiledIn));
                }
            }
        }
        return new Table(rows, untraced, without);
    }

    /** @return the one of {@code envs} with counted calls on {@code env}'s machine, kind and filesystem, or null */
    private static Environment sameFilesystem(Environment env, Collection<Environment> envs,
            Map<String, List<Profile>> profiles) {
        return envs.stream().filter(other -> other != env
                && profiles.getOrDefault(other.id(), List.of()).stream().anyMatch(Profile::counted)
                && Objects.equals(other.kind(), env.kind()) && Objects.equals(other.filesystem(), env.filesystem())
                && Objects.equals(other.fsOptions(), env.fsOptions()) && Objects.equals(other.machine(), env.machine()))
                .findFirst().orElse(null);
    }

    /** @return the counted profile the side's selector picks, or null */
    private static Profile find(List<Profile> inEnv, SuiteGuide.Selector side) {
        return inEnv.stream().filter(p -> p.counted() && side.matches(p.benchmark(), p.mode(), p.params()))
                .findFirst().orElse(null);
    }

    /** @return the call holding most of the op's time among those made {@link #MIN_PER_OP}+ times an op, or null */
    public static String holdsTheTime(Profile p) {
        // max keeps the first of equal shares; a NaN share is never the call
        return p.share().entrySet().stream()
                .filter(s -> p.perOp().getOrDefault(s.getKey(), 0.0) >= MIN_PER_OP && s.getValue() > -1)
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }
}
