package dev.iobench.runner.report.read;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.PrecisionFile.CellId;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Median;
import dev.iobench.runner.stats.SharedRounds;
import dev.iobench.runner.stats.SpreadPrior.SpreadPriors;
import dev.iobench.runner.stats.Summary;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** How each cell of a precision-targeted run stopped, and the machine's noise, from its {@code precision.json}. */
public final class PrecisionNotes {

    /**
     * What a precision run said about one cell: its status ({@code within ±x%} or {@code precision not reached
     * (±x%)}), the level of the interval its stop rule used, and what stopped it ({@code precision reached},
     * {@code run budget}, {@code fork cap}, ...; empty where the run did not say).
     */
    public record Note(String status, boolean reached, double confidence, String stop) {
    }

    /**
     * What a precision run recorded of the machine's own noise in one environment.
     *
     * @param probe the no-I/O probe's benchmark, or null when the run had none
     * @param probeForks 0 when the probe was not measured
     * @param probeForkCv the probe's fork means' standard deviation over their mean
     * @param probeIterationCv the probe's within-fork standard deviation of an iteration over its mean
     * @param probeNote why the probe was not measured, or null; {@code "-"} when the run had no probe
     * @param watchedForks forks whose CPU steal and other load were read from /proc (none in containers)
     * @param maxSteal the highest share of CPU time stolen during a watched fork
     * @param medianOthers the median cores' worth of other processes' CPU time during a watched fork
     * @param forks every fork of the environment's cells, set-aside ones included
     * @param answersForkSd the median {@link Intervals#forkSpread} of the answers' cells, NaN: none has enough forks
     * @param target relative half-width, NaN when the run has none
     * @param priors fitted from the answers' interleaved cells, {@link SpreadPriors#NONE} where none was
     */
    public record Noise(String probe, int probeForks, double probeForkCv, double probeIterationCv, String probeNote,
            int watchedForks, double maxSteal, double medianOthers, int forks, int heavyForks, int redoneForks,
            double answersForkSd, int answersCells, double target, double confidence, SpreadPriors priors) {
    }

    private final Map<BenchmarkResult, Note> notes = new IdentityHashMap<>();
    private final Map<String, Noise> noise = new LinkedHashMap<>();
    private final Map<BenchmarkResult, Double> targets = new IdentityHashMap<>();

    /**
     * Takes the notes of the precision.json beside a file, if any, for the results read from it; returns why the
     * file was refused (a format version this iobench does not read), else null.
     */
    String add(ResultReader.FileResults read) {
        PrecisionFile file = read.precision().file();
        List<BenchmarkResult> results = read.results();
        if (file == null) {
            return read.precision().refused();
        }
        double confidence = file.plan().confidence();
        double target = file.plan().target();
        if (target > 0 && target < 1) {
            results.forEach(r -> targets.put(r, target));
        }
        Map<CellId, PrecisionFile.Cell> cells = cells(file);
        List<double[]> answerUnits = new ArrayList<>();
        for (BenchmarkResult r : results) {
            PrecisionFile.Cell c = cells.get(id(r));
            if (c != null) {
                notes.put(r, new Note(c.status(), c.reached(), confidence, c.stop()));
                if (c.answer()) {
                    answerUnits.add(r.comparedEstimate().units());
                }
            }
        }
        if (!results.isEmpty()) {
            List<Double> counted = new ArrayList<>();
            double sd = Intervals.medianForkSpread(answerUnits, counted);
            SpreadPriors priors = results.stream().filter(r -> r.forkRounds().length > 0).findFirst()
                    .map(BenchmarkResult::priors).orElse(SpreadPriors.NONE);
            noise.put(results.get(0).env().id(), noise(file, sd, counted.size(), priors));
        }
        return null;
    }

    /** @return the level a cell's interval is shown at: its precision run's, else {@link Summary#DEFAULT_LEVEL} */
    static double level(PrecisionFile file) {
        double c = file == null ? Double.NaN : file.plan().confidence();
        return c > 0 && c < 1 ? c : Summary.DEFAULT_LEVEL;
    }

    /**
     * @return {@code results} of one file, each fork of an interleaved cell with the round it ran in when
     *     {@code file} (null: none) has one per fork, so that forks of two cells from one round can be paired,
     *     and those cells with their environment's priors of spread, fitted as the run's stop rule fitted them
     */
    static List<BenchmarkResult> interleaved(PrecisionFile file, List<BenchmarkResult> results) {
        if (file == null) {
            return results;
        }
        Map<CellId, PrecisionFile.Cell> cells = cells(file);
        List<BenchmarkResult> out = new ArrayList<>(results.size());
        // in the results' order, so the fit sums the same numbers in the same order every time
        Map<CellId, BenchmarkResult> interleaved = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            PrecisionFile.Cell c = cells.get(id(r));
            int[] own = c == null || c.forkRounds() == null ? null
                    : c.forkRounds().stream().mapToInt(rp -> rp[0]).toArray();
            BenchmarkResult withRounds = own != null && own.length == r.forks() ? r.withForkRounds(own) : r;
            out.add(withRounds);
            if (withRounds.forkRounds().length > 0) {
                interleaved.put(id(r), withRounds);
            }
        }
        List<double[]> cellUnits = interleaved.entrySet().stream().filter(e -> cells.get(e.getKey()).answer())
                .map(e -> e.getValue().comparedEstimate().units()).toList();
        List<double[][]> pairUnits = new ArrayList<>();
        for (PrecisionFile.Pair p : file.pairs()) {
            BenchmarkResult b = interleaved.get(p.baseline());
            BenchmarkResult c = interleaved.get(p.candidate());
            if (b != null && c != null) {
                pairUnits.add(SharedRounds.of(b.comparedEstimate().units(), b.forkRounds(),
                        c.comparedEstimate().units(), c.forkRounds()));
            }
        }
        SpreadPriors priors = SpreadPriors.fit(cellUnits, pairUnits);
        if (!priors.equals(SpreadPriors.NONE)) {
            // the interleaved cells' ratios are moderated toward their environment's spread, as the stop rule took them
            out.replaceAll(r -> r.forkRounds().length > 0 ? r.withPriors(priors) : r);
        }
        return out;
    }

    /** @return the file's cells by id, the last of an id written twice kept */
    private static Map<CellId, PrecisionFile.Cell> cells(PrecisionFile file) {
        return file.cells().stream().collect(Collectors.toMap(PrecisionFile.Cell::id, c -> c, (first, last) -> last));
    }

    private static CellId id(BenchmarkResult r) {
        return new CellId(r.benchmark(), r.mode(), r.params());
    }

    private static Noise noise(PrecisionFile file, double answersForkSd, int answersCells, SpreadPriors priors) {
        PrecisionFile.Probe probe = Objects.requireNonNullElse(file.machineNoise(),
                PrecisionFile.Probe.notMeasured(null, "-"));
        String probeNote = probe.notMeasured() != null ? probe.notMeasured()
                : probe.forks() < 2 ? "fewer than 2 forks" : null;
        int forks = 0;
        List<PrecisionFile.Window> watched = new ArrayList<>();
        for (PrecisionFile.Cell c : file.cells()) {
            List<PrecisionFile.Redone> redone = c.redoneForks() == null ? List.of() : c.redoneForks();
            forks += c.forks() + redone.size();
            Stream.concat(c.noise().stream(), redone.stream().map(PrecisionFile.Redone::noise))
                    .filter(w -> !Double.isNaN(w.steal()) && !Double.isNaN(w.othersCpu())).forEach(watched::add);
        }
        double maxSteal = watched.stream().mapToDouble(PrecisionFile.Window::steal).max().orElse(Double.NaN);
        double medianOthers = Median.of(watched.stream().map(PrecisionFile.Window::othersCpu).toList());
        return new Noise(probe.benchmark(), probeNote == null ? probe.forks() : 0, probe.forkCv(),
                probe.iterationCv(), probeNote, watched.size(), maxSteal, medianOthers, forks,
                file.counts().heavyForks(), file.counts().redoneForks(), answersForkSd, answersCells,
                file.plan().target(), file.plan().confidence(), priors);
    }

    /** @return the machine's noise by environment id, for each environment whose run left a precision.json */
    public Map<String, Noise> noise() {
        return java.util.Collections.unmodifiableMap(noise);
    }

    /** @return the note of a result, or null when it was not a precision-targeted cell */
    public Note of(BenchmarkResult r) {
        return notes.get(r);
    }

    /**
     * @return why a ratio of {@code sides} can be short of its target: what stopped a side's cell short of it
     *     ({@code stopped by the run budget and the fork cap}); where every side's cell reached it, that the
     *     report's interval is the wider one; null where no run said (not precision-targeted)
     */
    public String whyShort(BenchmarkResult... sides) {
        java.util.LinkedHashSet<String> stops = new java.util.LinkedHashSet<>();
        int reached = 0;
        for (BenchmarkResult r : sides) {
            Note n = r == null ? null : notes.get(r);
            if (n == null) {
                return null;
            }
            // a cell of a ratio can stop on its ratio's precision without its own interval within the target
            if (n.reached() || n.stop().equals("precision reached")) {
                reached++;
            } else if (!n.stop().isEmpty()) {
                stops.add(n.stop());
            }
        }
        if (!stops.isEmpty()) {
            return "stopped by the " + String.join(" and the ", stops);
        }
        return reached == sides.length ? "the run's stop rule reached the target; the report's interval, its "
                + "spread moderated toward the environment's, is wider" : null;
    }

    /** @return the relative half-width target of the result's precision run, or NaN when it has none */
    public double target(BenchmarkResult r) {
        return targets.getOrDefault(r, Double.NaN);
    }

    public java.util.Collection<Note> notes() {
        return java.util.Collections.unmodifiableCollection(notes.values());
    }
}
