package dev.iobench.runner.report.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.iobench.runner.report.compare.Diff;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.RunDrift;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.results.Json;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Renders a {@link Diff.Result} as markdown (the default), CSV or JSON. */
public final class DiffFormat {
    private DiffFormat() {
    }

    /** @return the summary line, the run-to-run drift line, one table of every cell, and what only one side has */
    public static String markdown(Diff.Result d) {
        StringBuilder sb = new StringBuilder();
        long slower = d.regressions().size();
        long faster = d.rows().stream().filter(r -> r.verdict().equals("faster")).count();
        sb.append(String.format(Locale.ROOT, "%d cell(s) in both runs: %d slower, %d faster, %d ~ (threshold %s, %s "
                        + "interval of new / old on the log scale, Welch t over JVM forks or, with one fork, "
                        + "iterations, plus the run-to-run drift below; fewer than %d units: n too small; a side below "
                        + "1 ns/op: at timer floor, not divided by). Change: the ratio in words, then how far the "
                        + "interval's ends lie below and above it (-a%% / +b%%; the interval is asymmetric).%n%n",
                d.rows().size(), slower, faster, d.rows().size() - slower - faster, Fmt.plainPercent(d.threshold()),
                Fmt.plainPercent(Diff.CONFIDENCE), Summary.MIN_UNITS));
        sb.append(driftLine(d)).append("\n\n");
        if (!d.rows().isEmpty()) {
            Table table = new Table(" ", List.of("Benchmark", "Params", "Environment", "Old", "New", "Change",
                    "Verdict"), "| --- | --- | --- | ---: | ---: | --- | --- |");
            d.rows().forEach(r -> table.row(shortName(r.key().benchmark()) + " (" + r.key().mode() + ")",
                    r.key().params().isEmpty() ? "-" : Md.text(r.key().params().toString()),
                    Md.text(r.key().env().shown()), Fmt.sig(r.oldMean()) + " " + r.unit(),
                    Fmt.sig(r.newMean()) + " " + r.unit(), (r.judged().words() + " " + r.judged().interval()).strip(),
                    r.verdict() + (r.note() == null ? "" : " (" + Md.text(r.note()) + ")")));
            sb.append(table);
        }
        appendOnly(sb, "Only in OLD", d.onlyOld());
        appendOnly(sb, "Only in NEW", d.onlyNew());
        return sb.toString();
    }

    private static void appendOnly(StringBuilder sb, String title, List<Diff.Key> keys) {
        if (keys.isEmpty()) {
            return;
        }
        sb.append('\n').append(title).append(" (").append(keys.size()).append("):\n\n");
        keys.forEach(k -> sb.append("- ").append(shortName(k.benchmark())).append(" (").append(k.mode()).append(')')
                .append(k.params().isEmpty() ? "" : " " + Md.text(k.params().toString())).append(", ")
                .append(Md.text(k.env().shown())).append('\n'));
    }

    /** @return the run-to-run drift added to the intervals in one line, with each kind of cells' own where present */
    private static String driftLine(Diff.Result d) {
        if (d.schedules().isEmpty()) {
            return driftLine(d.drift());
        }
        String kinds = d.schedules().stream().map(g -> g.schedule().name() + " "
                + (g.own().status() == RunDrift.Status.TOO_FEW_CELLS ? g.own().cells() + " cells, too few for a drift "
                + "of their own" : shown(g.own()) + " from " + g.own().cells() + " cells"))
                .collect(Collectors.joining(", "));
        return "run-to-run drift (between-run sd of the cells' log ratios beyond their own intervals): "
                + shown(d.drift()) + " over all " + d.drift().cells() + " cells; by how the forks ran: " + kinds
                + "; each interval gets the larger of its kind's and all cells'";
    }

    private static String shown(RunDrift e) {
        return e.status() == RunDrift.Status.ESTIMATED ? "±" + Fmt.figures(e.relative() * 100, 2) + "%" : "none";
    }

    private static String driftLine(RunDrift drift) {
        return "run-to-run drift: " + switch (drift.status()) {
            case ESTIMATED -> shown(drift) + " (between-run sd of the cells' log "
                    + "ratios beyond their own intervals, from " + drift.cells() + " cells), added to every interval";
            case NONE -> "none beyond the cells' own intervals (from " + drift.cells() + " cells)";
            case TOO_FEW_CELLS -> "not estimated: " + drift.cells() + " cell(s) with an interval, fewer than the "
                    + RunDrift.MIN_CELLS + " it takes; intervals are the cells' own";
            case OFF -> "not estimated (--no-drift); intervals are the cells' own";
        };
    }

    private static String driftStatus(RunDrift drift) {
        return drift.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * @return CSV, a line per cell in both runs, numbers in full precision, each with the run-to-run drift added
     *     to its interval and which cells it came from ({@code all}, {@code interleaved} or {@code batched})
     */
    public static String csv(Diff.Result d) {
        StringBuilder sb = new StringBuilder("benchmark,params,mode,environment,unit,old,new,ratio,ratio_low,"
                + "ratio_high,units,verdict,note,drift,drift_log_sd,drift_cells,drift_from\n");
        for (Diff.Row r : d.rows()) {
            RunDrift drift = r.drift().estimate();
            String driftCells = Csv.quote(driftStatus(drift)) + ','
                    + (drift.status() == RunDrift.Status.ESTIMATED || drift.status() == RunDrift.Status.NONE
                            ? Fmt.plain(drift.tau()) : "")
                    + ',' + drift.cells() + ',' + r.drift().from();
            sb.append(String.join(",", Csv.quote(r.key().benchmark()), Csv.quote(r.key().params()), r.key().mode(),
                    Csv.quote(r.key().env().shown()), Csv.quote(r.unit()), Fmt.plain(r.oldMean()),
                    Fmt.plain(r.newMean()), Double.isFinite(r.ratio()) ? Fmt.plain(r.ratio()) : "", Fmt.plain(r.low()),
                    Fmt.plain(r.high()), r.units(), r.verdict(), r.note() == null ? "" : Csv.quote(r.note()),
                    driftCells)).append('\n');
        }
        return sb.toString();
    }

    /** @return JSON: threshold, confidence, drift (all cells', its line, each kind's own), rows, onlyOld, onlyNew */
    public static String json(Diff.Result d) {
        RunDrift all = d.drift();
        return Json.write(new JsonDiff(d.threshold(), Diff.CONFIDENCE,
                new JsonDrift(driftStatus(all), all.tau(), all.relative(), all.cells(), RunDrift.MIN_CELLS,
                        driftLine(d), d.schedules().stream().map(g -> new JsonSchedule(g.schedule().name(),
                                driftStatus(g.own()), g.own().tau(), g.own().relative(), g.own().cells())).toList()),
                d.rows().stream().map(JsonRow::new).toList(), keys(d.onlyOld()), keys(d.onlyNew())));
    }

    private record JsonDiff(double threshold, double confidence, JsonDrift drift, List<JsonRow> rows,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<JsonKey> onlyOld,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<JsonKey> onlyNew) {
    }

    private record JsonDrift(String status, double logSd, double relative, int cells, int minCells, String text,
            List<JsonSchedule> schedules) {
    }

    private record JsonSchedule(String schedule, String status, double logSd, double relative, int cells) {
    }

    private record JsonKey(String benchmark, String params, String mode, String environment) {
        JsonKey(Diff.Key k) {
            this(k.benchmark(), k.params(), k.mode(), k.env().shown());
        }
    }

    /** A row of the JSON: its key's fields, then its numbers; a ratio or interval that is not finite is left out. */
    private record JsonRow(String benchmark, String params, String mode, String environment, String unit, double old,
            @JsonProperty("new") double newMean, @JsonInclude(JsonInclude.Include.NON_NULL) Double ratio,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double ratioLow,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double ratioHigh, String units, String verdict, String driftFrom,
            double driftLogSd, @JsonInclude(JsonInclude.Include.NON_NULL) String note) {
        JsonRow(Diff.Row r) {
            this(r.key().benchmark(), r.key().params(), r.key().mode(), r.key().env().shown(), r.unit(), r.oldMean(),
                    r.newMean(), Double.isFinite(r.ratio()) ? r.ratio() : null,
                    Double.isFinite(r.low()) ? r.low() : null, Double.isFinite(r.low()) ? r.high() : null, r.units(),
                    r.verdict(), r.drift().from(),
                    r.drift().estimate().variance() > 0 ? r.drift().estimate().tau() : 0, r.note());
        }
    }

    /** @return the keys as JSON objects, or null (left out) where there are none */
    private static List<JsonKey> keys(List<Diff.Key> keys) {
        return keys.isEmpty() ? null : keys.stream().map(JsonKey::new).toList();
    }

    /** @return the short benchmark name: simple class name and method */
    static String shortName(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
    }
}
