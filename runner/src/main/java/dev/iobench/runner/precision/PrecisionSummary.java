package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * What {@code make bench-precision} prints for each way it ran the same cells: wall time, the
 * share of cells whose interval over forks is within the target, and the median relative
 * half-width. The interval is the stop rule's (Student t over fork means, 95%); a cell with fewer
 * than 3 forks has none and counts as not within. For comparison, the median half-width of the
 * interval JMH's own rule gives (every iteration pooled, same level) is shown beside it. Then, from
 * each way's fork-to-fork spread, the forks a cell would need for the target and the time 90% of
 * the cells within it would take ({@link TargetProjection}); whether the precision goal holds (the
 * last way, precision-targeted, brings 90% of the cells within the target in at most a third of
 * the wall time of the way labelled {@code full}); and, with {@code --noise}, how much a benchmark
 * without I/O varies on this machine ({@link MachineNoise}).
 *
 * <p>Usage: {@code PrecisionSummary TARGET [--noise RUN_DIR] LABEL=RUN_DIR:WALL_SECONDS...}
 */
public final class PrecisionSummary {
    /** Share of cells the goal asks to be within the target. */
    static final double GOAL_SHARE = 0.9;
    /** The goal's time: at most this part of the {@code full} way's wall time. */
    static final double GOAL_TIME_OF_FULL = 1.0 / 3;

    private PrecisionSummary() {
    }

    /** One way's figures, and its cells as the projection needs them. */
    record Figures(int cells, int within, double medianForks, double medianPooled, double medianForkCount,
            List<TargetProjection.Cell> spread) {
    }

    /** One way as the script ran it. */
    record Way(String label, Path run, double wallSeconds) {
        static Way parse(String arg) {
            String rest = arg.substring(arg.indexOf('=') + 1);
            return new Way(arg.substring(0, arg.indexOf('=')), Path.of(rest.substring(0, rest.lastIndexOf(':'))),
                    Double.parseDouble(rest.substring(rest.lastIndexOf(':') + 1)));
        }
    }

    public static void main(String[] args) {
        List<String> rest = new ArrayList<>(Arrays.asList(args));
        Path noise = null;
        int at = rest.indexOf("--noise");
        if (at >= 0 && at + 1 < rest.size()) {
            noise = Path.of(rest.get(at + 1));
            rest.subList(at, at + 2).clear();
        }
        if (rest.size() < 2) {
            System.err.println("usage: PrecisionSummary TARGET [--noise RUN_DIR] LABEL=RUN_DIR:WALL_SECONDS...");
            System.exit(2);
        }
        double target = rest.get(0).endsWith("%") ? Double.parseDouble(rest.get(0).replace("%", "")) / 100
                : Double.parseDouble(rest.get(0));
        List<Way> ways = rest.subList(1, rest.size()).stream().map(Way::parse).toList();
        print(target, ways, noise, new PrintWriter(System.out, true, StandardCharsets.UTF_8));
    }

    /** Prints the table, the goal line and, with {@code noise} (a run folder, or null), the machine's noise. */
    static void print(double target, List<Way> ways, Path noise, PrintWriter out) {
        String pct = PrecisionPlan.percent(target);
        String share = PrecisionPlan.percent(GOAL_SHARE);
        out.printf(Locale.ROOT, "%-22s %9s %6s %16s %18s %18s %6s %14s %20s%n", "way", "wall", "cells",
                "within ±" + pct, "median ± (forks)", "median ± (pooled)", "forks", "forks for ±" + pct,
                share + " within would take");
        List<Figures> all = new ArrayList<>();
        List<TargetProjection.Estimate> projections = new ArrayList<>();
        for (Way w : ways) {
            Figures f = figures(w.run(), target, 0.95, w.wallSeconds());
            TargetProjection.Estimate e = TargetProjection.of(f.spread(), target, 0.95, GOAL_SHARE);
            all.add(f);
            projections.add(e);
            String within = String.format(Locale.ROOT, "%d (%.0f%%)", f.within(),
                    f.cells() > 0 ? 100.0 * f.within() / f.cells() : 0);
            out.printf(Locale.ROOT, "%-22s %9s %6d %16s %18s %18s %6s %14s %20s%n", w.label(),
                    Durations.human(w.wallSeconds()), f.cells(), within, pct(f.medianForks()), pct(f.medianPooled()),
                    trim(f.medianForkCount()), trim(Math.ceil(median(e.forks()))), time(e.seconds()));
        }
        int last = ways.size() - 1;
        Way full = ways.stream().filter(w -> w.label().equals("full")).findFirst().orElse(null);
        if (full != null && last >= 0 && ways.get(last) != full) {
            double limit = GOAL_TIME_OF_FULL * full.wallSeconds();
            Figures p = all.get(last);
            boolean met = p.cells() > 0 && p.within() >= Math.ceil(GOAL_SHARE * p.cells() - 1e-9)
                    && ways.get(last).wallSeconds() <= limit;
            out.printf(Locale.ROOT, "goal: at least %s of the cells within ±%s in at most a third of full's wall time "
                    + "(%s): %s (%s: %d of %d within in %s; at its fork-to-fork spread, %s of the cells within ±%s "
                    + "would take %s)%n", share, pct, Durations.human(limit), met ? "met" : "not met",
                    ways.get(last).label(), p.within(), p.cells(), Durations.human(ways.get(last).wallSeconds()),
                    share, pct, time(projections.get(last).seconds()));
        }
        if (noise != null) {
            for (JsonNode e : entries(noise)) {
                MachineNoise n = MachineNoise.of(e);
                out.printf(Locale.ROOT, "machine noise: %s (no I/O) varies %s from fork to fork (standard deviation over "
                        + "the mean, %d forks of %d iterations) and %s from one iteration to the next inside a fork%n",
                        shortName(e.path("benchmark").asText()), plain(n.forkCv()), n.forks(), n.iterations(),
                        plain(n.iterationCv()));
            }
        }
        out.flush();
    }

    /**
     * @param wallSeconds the way's wall time: a fork's cost where no precision.json says it
     * @return the figures of every jmh.json under {@code run}
     */
    static Figures figures(Path run, double target, double confidence, double wallSeconds) {
        List<Double> byForks = new ArrayList<>();
        List<Double> pooled = new ArrayList<>();
        List<Double> forks = new ArrayList<>();
        List<double[]> spreads = new ArrayList<>();
        int within = 0;
        int allForks = 0;
        for (Path f : jmhFiles(run)) {
            double perFork = secondsPerFork(f.resolveSibling(RunLayout.PRECISION));
            for (JsonNode e : read(f)) {
                double[] means = ForkMeans.of(e);
                allForks += means.length;
                forks.add((double) means.length);
                double r = means.length >= 3 ? StopRule.interval(means, confidence).relative()
                        : Double.POSITIVE_INFINITY;
                byForks.add(Double.isNaN(r) ? Double.POSITIVE_INFINITY : r);
                within += r <= target ? 1 : 0;
                pooled.add(pooledRelative(e, confidence));
                spreads.add(new double[] {means.length >= 3 ? StopRule.relativeSpread(means) : Double.NaN, perFork});
            }
        }
        double wallPerFork = allForks > 0 ? wallSeconds / allForks : Double.NaN;
        List<TargetProjection.Cell> cells = spreads.stream()
                .map(s -> new TargetProjection.Cell(s[0], Double.isNaN(s[1]) ? wallPerFork : s[1])).toList();
        return new Figures(byForks.size(), within, median(byForks), median(pooled), median(forks), cells);
    }

    /** @return seconds a fork took in the environment of a precision.json (launches included), NaN without one */
    private static double secondsPerFork(Path precisionJson) {
        if (!Files.isRegularFile(precisionJson)) {
            return Double.NaN;
        }
        double seconds = 0;
        double forks = 0;
        for (JsonNode c : read(precisionJson).path("cells")) {
            seconds += c.path("seconds").asDouble();
            forks += c.path("forks").asDouble();
        }
        return forks > 0 ? seconds / forks : Double.NaN;
    }

    private static List<Path> jmhFiles(Path run) {
        try (Stream<Path> files = Files.walk(run)) {
            return files.filter(p -> p.getFileName().toString().equals(RunLayout.JMH)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<JsonNode> entries(Path run) {
        List<JsonNode> out = new ArrayList<>();
        for (Path f : jmhFiles(run)) {
            read(f).forEach(out::add);
        }
        return out;
    }

    private static JsonNode read(Path file) {
        try {
            return Json.mapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String shortName(String benchmark) {
        String[] parts = benchmark.split("\\.");
        return parts.length >= 2 ? parts[parts.length - 2] + "." + parts[parts.length - 1] : benchmark;
    }

    private static String plain(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.2g%%", 100 * r);
    }

    private static String time(double seconds) {
        if (Double.isNaN(seconds)) {
            return "-";
        }
        return Double.isInfinite(seconds) ? "out of reach" : "about " + Durations.human(seconds);
    }

    /** Relative half-width with every iteration (every sample in sample mode) as a unit, as JMH pools them. */
    private static double pooledRelative(JsonNode e, double confidence) {
        JsonNode pm = e.path("primaryMetric");
        double sum = 0;
        double sq = 0;
        double n = 0;
        if ("sample".equals(e.path("mode").asText())) {
            for (JsonNode fork : pm.path("rawDataHistogram")) {
                for (JsonNode it : fork) {
                    for (JsonNode pair : it) {
                        double v = pair.get(0).asDouble();
                        double c = pair.get(1).asDouble();
                        sum += v * c;
                        sq += v * v * c;
                        n += c;
                    }
                }
            }
        } else {
            for (JsonNode fork : pm.path("rawData")) {
                for (JsonNode it : fork) {
                    sum += it.asDouble();
                    sq += it.asDouble() * it.asDouble();
                    n++;
                }
            }
        }
        if (n < 3) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = sum / n;
        double var = Math.max(0, (sq - n * mean * mean) / (n - 1));
        return StopRule.t(confidence, (int) Math.min(Integer.MAX_VALUE, (long) n - 1)) * Math.sqrt(var / n) / Math.abs(mean);
    }

    private static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
    }

    private static String pct(double r) {
        if (Double.isNaN(r)) {
            return "-";
        }
        return Double.isInfinite(r) ? "n too small" : String.format(Locale.ROOT, "±%.2g%%", 100 * r);
    }

    private static String trim(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
