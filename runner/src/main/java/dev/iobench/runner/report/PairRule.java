package dev.iobench.runner.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One of the suite's pair tables: which results are baselines, which candidates, and how they match.
 *
 * @param title table title
 * @param slug file-name part of its chart
 * @param baselineKey key of a baseline (null if the result is none)
 * @param candidateKey key of a candidate (null if none)
 * @param hiddenParams params not shown as columns (they differ inside a pair by design)
 * @param note one sentence under the table saying what the ratio means
 */
record PairRule(String title, String slug, Function<BenchmarkResult, String> baselineKey,
        Function<BenchmarkResult, String> candidateKey, Set<String> hiddenParams, String note) {

    private static final Pattern STREAM = Pattern.compile("^(stream|inputStream|outputStream)(.*)$");
    private static final Pattern CHANNEL = Pattern.compile("^(channel|fileChannel|socketChannel)(.*)$");

    /** @return every pair rule of the suite, in report order */
    static List<PairRule> suite() {
        return List.of(
            new PairRule("Stream vs channel", "stream-vs-channel",
                r -> prefixed(r, STREAM), r -> prefixed(r, CHANNEL), Set.of(),
                "Baseline: the java.io stream benchmark, candidate: the channel benchmark with the same name "
                        + "suffix, class and params (e.g. streamReadDevZero vs channelReadDevZero, "
                        + "inputStream vs channel)."),
            new PairRule("Cached vs disk reads", "cached-vs-disk",
                r -> method(r, "CachedReadBenchmark", "readFromDisk"),
                r -> method(r, "CachedReadBenchmark", "readFromCache"), Set.of(),
                "Baseline: CachedReadBenchmark.readFromDisk (page cache dropped), candidate: readFromCache."),
            new PairRule("FSYNC vs NONE per write API", "fsync-vs-none",
                r -> durability(r, "NONE"), r -> durability(r, "FSYNC"), Set.of("durability"),
                "Baseline: WholeFileWriteBenchmark.<api> with durability=NONE, candidate: the same API and "
                        + "params with durability=FSYNC; the ratio is what fsync costs."),
            new PairRule("Commit-log batch sizes vs Files.write", "commitlog-batch",
                r -> r.benchmark().endsWith("CommitLogBenchmark.filesWriteAppend") ? envMode(r) : null,
                r -> r.benchmark().endsWith("CommitLogBatchBenchmark.fileChannelForce") ? envMode(r) : null,
                Set.of(), "Baseline: CommitLogBenchmark.filesWriteAppend, candidate: "
                        + "CommitLogBatchBenchmark.fileChannelForce per batch size."));
    }

    /** @return the params shown for a comparison: baseline's, then candidate's extra ones, minus hidden */
    Map<String, String> shownParams(Comparison c) {
        Map<String, String> p = new LinkedHashMap<>(c.baseline().params());
        c.candidate().params().forEach(p::putIfAbsent);
        hiddenParams.forEach(p::remove);
        return p;
    }

    private static String prefixed(BenchmarkResult r, Pattern p) {
        Matcher m = p.matcher(r.method());
        if (!m.matches()) {
            return null;
        }
        return Pairing.standardKey(r) + '\u0000' + r.group() + '\u0000' + m.group(2).toLowerCase(Locale.ROOT);
    }

    private static String method(BenchmarkResult r, String clazz, String method) {
        return r.groupSimpleName().equals(clazz) && r.method().equals(method)
                ? Pairing.standardKey(r) + '\u0000' + r.group() : null;
    }

    private static String durability(BenchmarkResult r, String value) {
        if (!r.groupSimpleName().equals("WholeFileWriteBenchmark") || !value.equals(r.params().get("durability"))) {
            return null;
        }
        Map<String, String> rest = new LinkedHashMap<>(r.params());
        rest.remove("durability");
        return r.env().id() + '\u0000' + r.mode() + '\u0000' + r.benchmark() + '\u0000' + rest;
    }

    private static String envMode(BenchmarkResult r) {
        return r.env().id() + '\u0000' + r.mode();
    }
}
