package dev.iobench.runner.precision;

import dev.iobench.runner.results.PrecisionFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The machine's own noise while a fork runs, read from the {@code /proc} at {@code proc}: CPU steal and the CPU
 * time of other processes, from the deltas of {@code /proc/stat}'s first line across the fork, less the time of
 * {@code ownPids} (iobench and its descendants; {@code /proc/<pid>/stat}: utime, stime, cutime, cstime) and of
 * {@code forkPids} (the forks' processes outside iobench's tree, a container's: null when there should be some
 * and none can be found, and then there is no reading), and the 1-minute load average at the fork's end.
 */
public record ProcNoise(Path proc, Supplier<List<Long>> ownPids, Supplier<List<Long>> forkPids) {
    /** A fork ran under heavy interference when the hypervisor stole more than this share of the CPU time. */
    public static final double HEAVY_STEAL = 0.10;
    /** ... or when other processes used more than this many cores' worth of CPU time on average. */
    public static final double HEAVY_OTHERS_CORES = 0.5;

    /** System property naming the folder read as /proc, for tests of a whole run that need known numbers. */
    public static final String ROOT_PROPERTY = "iobench.procRoot";

    /** The real /proc (or {@link #ROOT_PROPERTY}'s folder), with iobench and every descendant as its own. */
    public static ProcNoise system() {
        return new ProcNoise(Path.of(System.getProperty(ROOT_PROPERTY, "/proc")), () -> {
            ProcessHandle self = ProcessHandle.current();
            return Stream.concat(Stream.of(self), self.descendants()).map(ProcessHandle::pid).toList();
        }, List::of);
    }

    /**
     * One reading, in clock ticks: {@code total} every field of the aggregate cpu line (guest time is within
     * user and nice, so not added), {@code idle} idle + iowait, {@code own} utime + stime + cutime + cstime
     * by pid, {@code forks} the pids of {@code own} outside iobench's own tree (a container's), {@code nanos}
     * System.nanoTime, {@code cores} the per-CPU lines of /proc/stat.
     */
    public record Snapshot(long total, long idle, long steal, Map<Long, Long> own, Set<Long> forks,
            double load1, long nanos, int cores) {
    }

    /** Whether a fork ran under heavy interference: {@code steal} a share of all CPU time, {@code othersCpu} cores. */
    public static boolean heavy(double steal, double othersCpu) {
        return steal > HEAVY_STEAL || othersCpu > HEAVY_OTHERS_CORES;
    }

    /** This /proc with {@code forks} as its {@code forkPids}. */
    public ProcNoise alsoOwn(Supplier<List<Long>> forks) {
        return new ProcNoise(proc, ownPids, forks);
    }

    /**
     * The processes now in the cgroup of the container of full id {@code containerId} ({@code /proc/<pid>/cgroup}
     * names it), in pid order; empty when none or /proc cannot be read.
     */
    public List<Long> inContainer(String containerId) {
        if (containerId == null || containerId.isEmpty()) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(proc)) {
            return entries.map(e -> e.getFileName().toString())
                    .filter(name -> name.chars().allMatch(Character::isDigit) && inCgroup(name, containerId))
                    .map(Long::parseLong).sorted().toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private boolean inCgroup(String pid, String containerId) {
        try {
            return Files.readString(proc.resolve(pid).resolve("cgroup")).contains(containerId);
        } catch (IOException | RuntimeException gone) {
            // the process ended while the folder was listed
            return false;
        }
    }

    /** A reading now, or null when /proc cannot be read (not Linux). */
    public Snapshot read() {
        try {
            List<String> lines = Files.readAllLines(proc.resolve("stat"));
            int cores = (int) lines.stream().filter(l -> l.matches("cpu\\d+\\s.*")).count();
            long[] v = Arrays.stream(lines.get(0).trim().split("\\s+")).skip(1).mapToLong(Long::parseLong).toArray();
            // user nice system idle iowait irq softirq steal [guest guest_nice]
            long total = Arrays.stream(v).limit(8).sum();
            long idle = v[3] + (v.length > 4 ? v[4] : 0);
            long steal = v.length > 7 ? v[7] : 0;
            List<Long> forks = forkPids.get();
            if (forks == null) {
                return null;
            }
            Map<Long, Long> own = new HashMap<>();
            Stream.concat(ownPids.get().stream(), forks.stream()).forEach(pid -> own.put(pid, processTicks(pid)));
            String load = Files.readString(proc.resolve("loadavg")).trim().split("\\s+")[0];
            return new Snapshot(total, idle, steal, own, Set.copyOf(forks), Double.parseDouble(load),
                    System.nanoTime(), Math.max(1, cores));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Utime + stime + cutime + cstime of one process, 0 when it is gone. */
    private long processTicks(long pid) {
        try {
            String s = Files.readString(proc.resolve(pid + "/stat"));
            // the command name is in parentheses and may hold spaces: fields are counted after its ')'
            String[] f = s.substring(s.lastIndexOf(')') + 2).trim().split("\\s+");
            // after ')': state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17), 1-based over the whole line
            return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /**
     * The noise between two readings, or null when either is missing or the forks' processes outside iobench's
     * tree at the first had all ended by the second (what they used is not known). Own CPU time is that of the
     * second reading's processes less their first: one that ended is left out (its time counts in its parent's
     * cutime once reaped), one that started counts whole.
     */
    public static PrecisionFile.Window between(Snapshot a, Snapshot b) {
        if (a == null || b == null) {
            return null;
        }
        if (!a.forks().isEmpty() && a.forks().stream().noneMatch(b.own()::containsKey)) {
            return null;
        }
        long ownTicks = b.own().entrySet().stream()
                .mapToLong(e -> Math.max(0, e.getValue() - a.own().getOrDefault(e.getKey(), 0L))).sum();
        double total = b.total() - a.total();
        double seconds = (b.nanos() - a.nanos()) / 1e9;
        if (total <= 0) {
            return new PrecisionFile.Window(seconds, 0, 0, b.load1(), false);
        }
        double busy = total - (b.idle() - a.idle()) - (b.steal() - a.steal());
        double others = Math.max(0, busy - ownTicks);
        // ticks summed over all cores: a share of the total times the cores is cores' worth
        double steal = (b.steal() - a.steal()) / total;
        double othersCpu = others / total * b.cores();
        return new PrecisionFile.Window(seconds, steal, othersCpu, b.load1(), heavy(steal, othersCpu));
    }
}
