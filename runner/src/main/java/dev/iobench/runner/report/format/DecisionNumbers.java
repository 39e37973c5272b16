package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.Units;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbers a reader decides on, one row per environment, for a README's first screen: one synced
 * and one unsynced write's time (disk-backed environments first, RAM-backed ones marked outside the
 * claim), and a commit log's append with a force after every record vs after every N records, in
 * microseconds per record.
 */
final class DecisionNumbers {
    static final String SYNCED = "What does a synced write cost?";
    static final String COMMIT_LOG = "Does batching the force of a commit log pay?";
    private static final String FORCE_BENCHMARK = "CommitLogBatchBenchmark.fileChannelForce";

    private DecisionNumbers() {
    }

    /** @return the table and its one-line legend, or empty when the run has neither answer */
    static String table(ReportModel model) {
        ReportModel.Reproduced synced = model.reproduced.get(SYNCED);
        ReportModel.Reproduced log = model.reproduced.get(COMMIT_LOG);
        Map<String, Reproduction.Cell> syncedByEnv = headlineByEnv(synced);
        Map<String, Reproduction.Cell> logByEnv = headlineByEnv(log);
        if (syncedByEnv.isEmpty() && logByEnv.isEmpty()) {
            return "";
        }
        List<Environment> envs = new ArrayList<>();
        for (Map<String, Reproduction.Cell> m : List.of(syncedByEnv, logByEnv)) {
            m.values().forEach(c -> {
                if (envs.stream().noneMatch(e -> e.id().equals(c.env().id()))) {
                    envs.add(c.env());
                }
            });
        }
        // disk-backed first: a RAM-backed environment is outside the synced write's claim
        envs.sort(Comparator.comparing(e -> outside(syncedByEnv.get(e.id()))));
        String label = log == null || logByEnv.isEmpty() ? "N" : logByEnv.values().iterator().next().spec().label()
                .replace("force every ", "");
        StringBuilder sb = new StringBuilder();
        sb.append("**The numbers to decide on**, per environment: one synced and one unsynced write, and a commit "
                + "log's force after every record vs after every ").append(Md.text(label)).append(":\n\n");
        sb.append("|Environment|synced write, ms|unsynced write, ms|commit log: force every record, us per record|"
                + "force every ").append(Md.text(label)).append(", us per record|batching pays|\n|---|---|---|---|---|---|\n");
        for (Environment env : envs) {
            Reproduction.Cell s = syncedByEnv.get(env.id());
            Reproduction.Cell l = logByEnv.get(env.id());
            double everyRecord = l == null ? Double.NaN : forceEveryRecordUs(model.results, env);
            double everyN = l == null ? Double.NaN : l.candidate() * Units.factor(log.spec().units() + "/op", "us/op")
                    / log.spec().scale();
            sb.append('|').append(Md.text(env.id())).append(outside(s) ? " (RAM-backed: no device, fsync returns at once; outside the synced-write claim)" : "")
                    .append('|').append(s == null ? "-" : Fmt.sig(s.candidate()))
                    .append('|').append(s == null ? "-" : Fmt.sig(s.baseline()))
                    .append('|').append(Double.isNaN(everyRecord) ? "-" : Fmt.sig(everyRecord))
                    .append('|').append(Double.isNaN(everyN) ? "-" : Fmt.sig(everyN))
                    .append('|').append(Double.isNaN(everyRecord) || Double.isNaN(everyN) ? "-"
                            : Fmt.sig(everyRecord / everyN) + "x less per record")
                    .append("|\n");
        }
        sb.append("\nMeans over forks at the claims' sizes (")
                .append(syncedByEnv.isEmpty() ? "" : "a write: each fork's median latency, "
                        + syncedByEnv.values().iterator().next().spec().label() + "; ")
                .append("a commit-log record is 525 bytes, and its time covers the append alone, not the source's whole "
                        + "put with its random value, memtable and SSTable flush); their intervals are in the answers.\n");
        return sb.toString();
    }

    private static boolean outside(Reproduction.Cell c) {
        return c != null && c.verdict() == Reproduction.Verdict.OUTSIDE;
    }

    private static Map<String, Reproduction.Cell> headlineByEnv(ReportModel.Reproduced r) {
        Map<String, Reproduction.Cell> m = new LinkedHashMap<>();
        if (r != null) {
            r.cells().stream().filter(c -> c.spec().headline()).forEach(c -> m.putIfAbsent(c.env().id(), c));
        }
        return m;
    }

    /** @return the commit log's force-after-every-record append in us per record, NaN where not measured */
    static double forceEveryRecordUs(List<BenchmarkResult> results, Environment env) {
        return results.stream()
                .filter(r -> r.env() != null && r.env().id().equals(env.id()) && r.benchmark().endsWith(FORCE_BENCHMARK)
                        && "1".equals(r.params().get("batch")) && "time".equals(Units.family(r.unit())))
                .findFirst().map(r -> r.comparedEstimate().summary().mean() * Units.factor(r.unit(), "us/op"))
                .orElse(Double.NaN);
    }

    /**
     * The commit log's answer in its source's table layout: method, batch size, seconds for the
     * source's records, with a force after every record beside every N, ours per filesystem (its first
     * environment) in the same seconds and in us per record.
     */
    static void commitLogSourceLayout(StringBuilder sb, ReportModel.Reproduced r, List<BenchmarkResult> results) {
        Map<String, Environment> firstOfFs = new LinkedHashMap<>();
        r.cells().forEach(c -> firstOfFs.putIfAbsent(c.env().filesystem(), c.env()));
        if (firstOfFs.isEmpty() || r.spec().rows().isEmpty()) {
            return;
        }
        Reproduction.Spec spec = r.spec();
        double usPerUnit = Units.factor(spec.units() + "/op", "us/op") / spec.scale();
        sb.append("In the source's layout (").append(Md.text(spec.units())).append(" for ").append(Md.text(spec.quantity()))
                .append("; ours cover the append alone, the source's whole put also built a 500-char random value, "
                        + "inserted it into a memtable and flushed SSTables; in brackets: us per record):\n\n|Method|Batch size|The source|");
        firstOfFs.forEach((fs, env) -> sb.append(Md.text(env.id())).append('|'));
        sb.append("\n|---|---|---|");
        firstOfFs.forEach((fs, env) -> sb.append("---|"));
        sb.append('\n');
        Reproduction.SpecRow first = spec.rows().get(0);
        sb.append("|").append(Md.text(spec.baselineLabel())).append("|-|").append(Fmt.plain(first.claimedBaseline()[0])).append('|');
        firstOfFs.forEach((fs, env) -> sb.append(cellOf(r, first, env, true, usPerUnit)).append('|'));
        sb.append("\n|FileChannel, force every record|1|-|");
        firstOfFs.forEach((fs, env) -> {
            double us = forceEveryRecordUs(results, env);
            sb.append(Double.isNaN(us) ? "-" : Fmt.sig(us / usPerUnit) + " (" + Fmt.sig(us) + ")").append('|');
        });
        sb.append('\n');
        for (Reproduction.SpecRow row : spec.rows()) {
            sb.append("|FileChannel, ").append(Md.text(row.label())).append('|')
                    .append(Md.text(row.label().replaceAll("\\D", ""))).append('|')
                    .append(Fmt.plain(row.claimedCandidate()[0])).append('|');
            firstOfFs.forEach((fs, env) -> sb.append(cellOf(r, row, env, false, usPerUnit)).append('|'));
            sb.append('\n');
        }
        sb.append('\n');
    }

    private static String cellOf(ReportModel.Reproduced r, Reproduction.SpecRow row, Environment env, boolean baseline,
            double usPerUnit) {
        return r.cells().stream().filter(c -> c.spec() == row && c.env().id().equals(env.id())).findFirst()
                .map(c -> {
                    double v = baseline ? c.baseline() : c.candidate();
                    return Fmt.sig(v) + " (" + Fmt.sig(v * usPerUnit) + ")";
                }).orElse("-");
    }
}
