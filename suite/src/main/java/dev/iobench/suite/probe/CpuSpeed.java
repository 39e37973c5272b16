package dev.iobench.suite.probe;

import java.util.Locale;

/**
 * How fast the CPU this process runs on is, over time: a fixed piece of work (a walk over a 16 KiB
 * array, no allocation, no I/O, no system call) repeated for a while, counted per 50 ms slot of the
 * wall clock. On a machine of its own every slot counts about the same; a vCPU that shares its
 * physical core with another tenant's work (a hyperthread sibling on the host), or whose host
 * throttles it, counts fewer in the slots where that happens, which {@code /proc}'s steal does not
 * show. Pin it to one core ({@code taskset -c N}) to follow that core.
 *
 * <p>Prints one line a slot, {@code <slot start, ms since the epoch>\t<units of work done in it>};
 * slots are aligned to multiples of 50 ms of the epoch, so the lines of processes run at the same time
 * on other cores line up. The first second (the loop being compiled) and the partial last slot are
 * left out. Run: {@code java -cp benchmarks.jar dev.iobench.suite.probe.CpuSpeed SECONDS}.
 *
 * <p>Exit codes: 0 ok, 2 bad arguments.
 */
public final class CpuSpeed {
    /** Length of a slot. */
    public static final long SLOT_MILLIS = 50;
    /** Work before the first slot counted: the loop is compiled by then. */
    public static final long SKIP_MILLIS = 1000;

    private static final int[] DATA = new int[4096];
    private static volatile long sink;

    private CpuSpeed() {
    }

    public static void main(String[] args) {
        int seconds;
        try {
            seconds = args.length == 1 ? Integer.parseInt(args[0]) : -1;
        } catch (NumberFormatException e) {
            seconds = -1;
        }
        if (seconds < 2 || seconds > 3600) {
            System.err.println("usage: CpuSpeed SECONDS (2 to 3600)");
            System.exit(2);
        }
        System.out.print(measure(seconds * 1000L));
    }

    /** @return the slots' lines of {@code millis} of work, the first {@link #SKIP_MILLIS} left out */
    static String measure(long millis) {
        for (int i = 0; i < DATA.length; i++) {
            DATA[i] = i * 31;
        }
        long epochAtStart = System.currentTimeMillis();
        long nanoAtStart = System.nanoTime();
        long firstSlot = (epochAtStart + SKIP_MILLIS) / SLOT_MILLIS + 1;
        long lastSlot = (epochAtStart + millis) / SLOT_MILLIS;
        long[] units = new long[(int) Math.max(0, lastSlot - firstSlot)];
        long acc = 0;
        while (true) {
            acc += unit(acc);
            long slot = (epochAtStart + (System.nanoTime() - nanoAtStart) / 1_000_000) / SLOT_MILLIS;
            if (slot >= lastSlot) {
                break;
            }
            if (slot >= firstSlot) {
                units[(int) (slot - firstSlot)]++;
            }
        }
        sink = acc;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < units.length; i++) {
            out.append(String.format(Locale.ROOT, "%d\t%d%n", (firstSlot + i) * SLOT_MILLIS, units[i]));
        }
        return out.toString();
    }

    /** One unit of work: about 10 microseconds of array walking on a 2.4 GHz core. */
    private static long unit(long seed) {
        long acc = seed;
        for (int k = 0; k < 64; k++) {
            for (int i = 0; i < 256; i++) {
                acc += DATA[(i * 17 + k) & (DATA.length - 1)] ^ i;
            }
        }
        return acc;
    }
}
