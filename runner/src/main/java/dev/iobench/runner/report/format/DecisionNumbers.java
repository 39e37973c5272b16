package dev.iobench.runner.report.format;

import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The numbers a reader decides on, per environment, for a README's first screen: a synced and an unsynced
 * write's time, and a commit log's append forced after every record vs after every N records.
 */
public final class DecisionNumbers {
    /** The commit log's question, as report.json names it. */
    public static final String COMMIT_LOG = "Does batching the force of a commit log pay?";
    /** Marks a RAM-backed environment in the table; the line under it says what it means. */
    private static final String RAM_MARK = "†";

    private DecisionNumbers() {
    }

    /** @return the table and its one-line legend, or empty when the run has neither answer */
    static String table(ReportModel model) {
        ReportModel.Reproduced synced = model.reproduced.get("What does a synced write cost?");
        ReportModel.Reproduced log = model.reproduced.get(COMMIT_LOG);
        Map<String, Reproduction.Cell> syncedByEnv = headlineByEnv(synced);
        Map<String, Reproduction.Cell> logByEnv = headlineByEnv(log);
        if (syncedByEnv.isEmpty() && logByEnv.isEmpty()) {
            return "";
        }
        Map<String, Environment> byId = new LinkedHashMap<>();
        Stream.of(syncedByEnv, logByEnv).forEach(m -> m.values().forEach(c -> byId.putIfAbsent(c.env().id(), c.env())));
        // disk-backed first: a RAM-backed environment is outside the synced write's claim
        List<Environment> envs = byId.values().stream()
                .sorted(Comparator.comparing(e -> outside(syncedByEnv.get(e.id())))).toList();
        String label = logByEnv.isEmpty() ? "N"
                : logByEnv.values().iterator().next().spec().label().replace("force every ", "");
        StringBuilder sb = new StringBuilder();
        sb.append("**The numbers to decide on**, per environment: one synced and one unsynced write, and a commit "
                + "log's force after every record vs after every ").append(Md.text(label)).append(":\n\n");
        Table table = new Table("Environment", "synced write, ms", "unsynced write, ms",
                "commit log: force every record, us per record", "force every " + Md.text(label) + ", us per record",
                "batching pays");
        boolean anyOutside = false;
        boolean anyZero = false;
        for (Environment env : envs) {
            Reproduction.Cell s = syncedByEnv.get(env.id());
            Reproduction.Cell l = logByEnv.get(env.id());
            BenchmarkResult every = l == null ? null : forceEveryRecord(model.results, env);
            List<String> cells = List.of(s == null ? "-" : value(Reproduction.side(synced.spec(), s, true)),
                    s == null ? "-" : value(Reproduction.side(synced.spec(), s, false)),
                    every == null ? "-" : value(everyRecordUs(every)), l == null ? "-" : value(everyNUs(log, l)),
                    every == null ? "-" : batchingPays(l.candidateResult(), every));
            anyOutside |= outside(s);
            anyZero |= cells.stream().anyMatch(c -> c.endsWith(" ± 0"));
            table.row(Table.cells(Md.text(env.id()) + (outside(s) ? " " + RAM_MARK : ""), cells.stream()));
        }
        sb.append(table);
        if (anyOutside) {
            sb.append("\n").append(RAM_MARK).append(" RAM-backed: no device, fsync returns at once; outside the "
                    + "synced-write claim.\n");
        }
        sb.append("\nMeans over forks ± their ").append(Fmt.plainPercent(
                        (syncedByEnv.isEmpty() ? logByEnv : syncedByEnv).values().iterator().next().level()))
                .append(" interval, to the interval's digits (a value without one: fewer than 3 forks")
                .append(anyZero ? ZERO_NOTE : "")
                .append("), at the claims' sizes (")
                .append(syncedByEnv.isEmpty() ? "" : "a write: each fork's median latency, "
                        + syncedByEnv.values().iterator().next().spec().label() + "; ")
                .append("a commit-log record is 525 bytes, and its time covers the append alone, not the source's "
                        + "whole put with its random value, memtable and SSTable flush); batching pays: force every "
                        + "record / force every ").append(Md.text(label))
                .append(" with its interval over forks (paired by round where they ran interleaved), ~ where it "
                        + "includes equality.\n");
        return sb.toString();
    }

    /** A commit log's two decision numbers in an environment, us per record; label: {@code force every 1000}. */
    public record Batching(Environment env, String label, Summary everyRecord, Summary everyN) {
    }

    /** @return per environment of the commit-log answer with both sides measured, its decision numbers */
    public static List<Batching> batching(ReportModel model) {
        ReportModel.Reproduced log = model.reproduced.get(COMMIT_LOG);
        List<Batching> out = new ArrayList<>();
        for (Reproduction.Cell l : headlineByEnv(log).values()) {
            BenchmarkResult every = forceEveryRecord(model.results, l.env());
            if (every != null) {
                out.add(new Batching(l.env(), l.spec().label(), everyRecordUs(every), everyNUs(log, l)));
            }
        }
        return out;
    }

    private static Summary everyRecordUs(BenchmarkResult every) {
        return every.comparedEstimate().summary().scaled(Units.factor(every.unit(), "us/op"));
    }

    private static Summary everyNUs(ReportModel.Reproduced log, Reproduction.Cell l) {
        return Reproduction.side(log.spec(), l, true)
                .scaled(Units.factor(log.spec().units() + "/op", "us/op") / log.spec().scale());
    }

    /** What a value's {@code ± 0} means, said under a table that has one. */
    static final String ZERO_NOTE = "; ± 0: every fork the same value, JMH's histogram resolution";

    /** @return a mean over forks ± the interval's half width, PDG-rounded */
    static String value(Summary s) {
        return Fmt.withHalfWidth(s.mean(), s.ciHalfWidth());
    }

    /** @return how many times less a record costs forced every N records, with its {@link Comparison#ratio} interval */
    private static String batchingPays(BenchmarkResult everyN, BenchmarkResult every) {
        double level = everyN.estimate().summary().level();
        double[] bu = everyN.comparedEstimate().units();
        double f = Units.factor(every.unit(), everyN.unit());
        double[] cu = Arrays.stream(every.comparedEstimate().units()).map(u -> u * f).toArray();
        var r = Comparison.ratio(everyN, Summary.ofUnits(bu, level), bu, every,
                Summary.ofUnits(cu, level), cu, level);
        if (!(r.ratio() > 0)) {
            return "-";
        }
        boolean less = r.ratio() >= 1;
        double factor = less ? r.ratio() : 1 / r.ratio();
        double low = less ? r.low() : 1 / r.high();
        double high = less ? r.high() : 1 / r.low();
        boolean tied = Double.isFinite(r.low()) && r.low() <= 1 && r.high() >= 1;
        return (tied ? "~ " : "") + Fmt.factorWithRange(factor, low, high)
                .replaceFirst("x", "x " + (less ? "less" : "more") + " per record");
    }

    private static boolean outside(Reproduction.Cell c) {
        return c != null && c.verdict() == Reproduction.Verdict.OUTSIDE;
    }

    private static Map<String, Reproduction.Cell> headlineByEnv(ReportModel.Reproduced r) {
        return r == null ? new LinkedHashMap<>() : r.cells().stream().filter(c -> c.spec().headline()).collect(
                Collectors.toMap(c -> c.env().id(), c -> c, (first, later) -> first, LinkedHashMap::new));
    }

    /** @return the commit log's force-after-every-record result in {@code env}, null where not measured */
    private static BenchmarkResult forceEveryRecord(List<BenchmarkResult> results, Environment env) {
        return Answers.first(results, env, r -> r.benchmark().endsWith("CommitLogBatchBenchmark.fileChannelForce")
                && "1".equals(r.params().get("batch")) && "time".equals(Units.family(r.unit())));
    }

    /** The commit log's answer in its source's layout, ours per filesystem in its units and in us per record. */
    static void commitLogSourceLayout(StringBuilder sb, ReportModel.Reproduced r, List<BenchmarkResult> results) {
        Map<String, Environment> firstOfFs = r.firstOfFilesystems();
        if (firstOfFs.isEmpty() || r.spec().rows().isEmpty()) {
            return;
        }
        SuiteGuide.Reproduce spec = r.spec();
        double usPerUnit = Units.factor(spec.units() + "/op", "us/op") / spec.scale();
        sb.append("In the source's layout (").append(Md.text(spec.units())).append(" for ").append(Md.text(spec.quantity()))
                .append("; ours cover the append alone, the source's whole put also built a 500-char random value, "
                        + "inserted it into a memtable and flushed SSTables; in brackets: us per record):\n\n");
        Collection<Environment> envs = firstOfFs.values();
        Table table = new Table(Stream.concat(Stream.of("Method", "Batch size", "The source"),
                envs.stream().map(env -> Md.text(env.id()))).toList());
        SuiteGuide.ReproduceRow first = spec.rows().get(0);
        table.row(Stream.concat(Stream.of(Md.text(spec.baselineLabel()), "-", Fmt.plain(first.claimed().baseline()[0])),
                envs.stream().map(env -> cellOf(r, first, env, true, usPerUnit))).toList());
        table.row(Stream.concat(Stream.of("FileChannel, force every record", "1", "-"), envs.stream().map(env -> {
            BenchmarkResult every = forceEveryRecord(results, env);
            double us = every == null ? Double.NaN : everyRecordUs(every).mean();
            return Double.isNaN(us) ? "-" : Fmt.sig(us / usPerUnit) + " (" + Fmt.sig(us) + ")";
        })).toList());
        for (SuiteGuide.ReproduceRow row : spec.rows()) {
            table.row(Stream.concat(Stream.of("FileChannel, " + Md.text(row.label()),
                    Md.text(row.label().replaceAll("\\D", "")), Fmt.plain(row.claimed().candidate()[0])),
                    envs.stream().map(env -> cellOf(r, row, env, false, usPerUnit))).toList());
        }
        sb.append(table).append('\n');
    }

    private static String cellOf(ReportModel.Reproduced r, SuiteGuide.ReproduceRow row, Environment env,
            boolean baseline, double usPerUnit) {
        return r.cells().stream().filter(c -> c.spec() == row && c.env().id().equals(env.id())).findFirst()
                .map(c -> {
                    double v = baseline ? c.baseline() : c.candidate();
                    return Fmt.sig(v) + " (" + Fmt.sig(v * usPerUnit) + ")";
                }).orElse("-");
    }
}
