package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
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
 * interval JMH's own rule gives (every iteration pooled, same level) is shown beside it.
 *
 * <p>Usage: {@code PrecisionSummary TARGET LABEL=RUN_DIR:WALL_SECONDS...}
 */
public final class PrecisionSummary {
    private PrecisionSummary() {
    }

    /** One way's figures. */
    record Figures(int cells, int within, double medianForks, double medianPooled, double medianForkCount) {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: PrecisionSummary TARGET LABEL=RUN_DIR:WALL_SECONDS...");
            System.exit(2);
        }
        double target = args[0].endsWith("%") ? Double.parseDouble(args[0].replace("%", "")) / 100
                : Double.parseDouble(args[0]);
        System.out.printf(Locale.ROOT, "%-22s %9s %6s %16s %18s %14s %6s%n", "way", "wall", "cells",
                "within ±" + PrecisionPlan.percent(target), "median ± (forks)", "median ± (pooled)", "forks");
        for (String a : Arrays.copyOfRange(args, 1, args.length)) {
            String label = a.substring(0, a.indexOf('='));
            String rest = a.substring(a.indexOf('=') + 1);
            Path run = Path.of(rest.substring(0, rest.lastIndexOf(':')));
            double wall = Double.parseDouble(rest.substring(rest.lastIndexOf(':') + 1));
            Figures f = figures(run, target, 0.95);
            System.out.printf(Locale.ROOT, "%-22s %9s %6d %9d (%3.0f%%) %18s %17s %6s%n", label, Durations.human(wall),
                    f.cells(), f.within(), f.cells() > 0 ? 100.0 * f.within() / f.cells() : 0,
                    pct(f.medianForks()), pct(f.medianPooled()), trim(f.medianForkCount()));
        }
    }

    /** @return the figures of every jmh.json under {@code run} */
    static Figures figures(Path run, double target, double confidence) {
        List<Double> byForks = new ArrayList<>();
        List<Double> pooled = new ArrayList<>();
        List<Double> forks = new ArrayList<>();
        int within = 0;
        try (Stream<Path> files = Files.walk(run)) {
            for (Path f : files.filter(p -> p.getFileName().toString().equals("jmh.json")).sorted().toList()) {
                for (JsonNode e : Json.mapper().readTree(f.toFile())) {
                    double[] means = ForkMeans.of(e);
                    forks.add((double) means.length);
                    double r = means.length >= 3 ? StopRule.interval(means, confidence).relative()
                            : Double.POSITIVE_INFINITY;
                    byForks.add(Double.isNaN(r) ? Double.POSITIVE_INFINITY : r);
                    within += r <= target ? 1 : 0;
                    pooled.add(pooledRelative(e, confidence));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Figures(byForks.size(), within, median(byForks), median(pooled), median(forks));
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
