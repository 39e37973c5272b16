package dev.iobench.runner.precision;

import dev.iobench.runner.results.PrecisionFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Follows JMH's console output as it is printed and takes a {@link ProcNoise} reading at each
 * fork's start ({@code # Fork: k of n}) and end (the next fork, the next benchmark's header, or
 * {@code # Run complete}), so each fork gets the noise of its own time span, tagged with the cell
 * the header named ({@code # Benchmark:}, {@code # Benchmark mode:}, {@code # Parameters:}).
 */
final class NoiseWatch implements Consumer<String> {
    private final ProcNoise proc;
    /** The noise of each fork seen since the last {@link #attach}, by cell, in order. */
    private final Map<Cell, List<PrecisionFile.Window>> forks = new HashMap<>();
    private String benchmark;
    private String mode;
    private TreeMap<String, String> params = new TreeMap<>();
    private Cell openCell;
    private ProcNoise.Snapshot openAt;

    NoiseWatch(ProcNoise proc) {
        this.proc = proc;
    }

    @Override
    public synchronized void accept(String line) {
        if (line.startsWith("# Fork: ")) {
            close();
            openCell = new Cell(benchmark != null ? benchmark : "?", mode != null ? mode : "?", params);
            openAt = proc.read();
        } else if (line.startsWith("# JMH version") || line.startsWith("# Run complete")) {
            close();
        } else if (line.startsWith("# Benchmark: ")) {
            benchmark = line.substring("# Benchmark: ".length()).trim();
            params = new TreeMap<>();
        } else if (line.startsWith("# Benchmark mode: ")) {
            mode = modeLabel(line.substring("# Benchmark mode: ".length()).trim());
        } else if (line.startsWith("# Parameters: (")) {
            params = new TreeMap<>();
            String inner = line.substring(line.indexOf('(') + 1, line.lastIndexOf(')'));
            for (String kv : inner.split(",")) {
                int eq = kv.indexOf('=');
                if (eq > 0) {
                    params.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
                }
            }
        }
    }

    /** Ends the open fork, if any. */
    private void close() {
        if (openCell != null) {
            PrecisionFile.Window w = ProcNoise.between(openAt, proc.read());
            if (w != null) {
                forks.computeIfAbsent(openCell, c -> new ArrayList<>()).add(w);
            }
            openCell = null;
        }
    }

    /** Gives each fork's noise seen so far to its cell among {@code states} (none: forgotten), and forgets them. */
    synchronized void attach(List<CellState> states) {
        close();
        states.forEach(s -> s.noise.addAll(forks.getOrDefault(s.cell, List.of())));
        forks.clear();
    }

    /** @return JMH's short label of a mode as its console names it, e.g. {@code Sampling time} -> {@code sample} */
    static String modeLabel(String console) {
        String c = console.toLowerCase(Locale.ROOT);
        if (c.startsWith("sampling")) {
            return "sample";
        } else if (c.startsWith("average")) {
            return "avgt";
        } else if (c.startsWith("throughput")) {
            return "thrpt";
        } else if (c.startsWith("single")) {
            return "ss";
        }
        return console;
    }
}
