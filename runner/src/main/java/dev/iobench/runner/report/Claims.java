package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** The published claims the suite was built to check, and which of its results answer each. */
final class Claims {
    private static final String WRITE = "dev.iobench.suite.write.WholeFileWriteBenchmark.";
    private static final String CACHED = "dev.iobench.suite.read.CachedReadBenchmark.";
    private static final String LOG = "dev.iobench.suite.commitlog.CommitLogBenchmark.";
    private static final String BATCH = "dev.iobench.suite.commitlog.CommitLogBatchBenchmark.";
    private static final String STREAMS = "dev.iobench.suite.streams.StreamsVsChannelsBenchmark.";

    private Claims() {
    }

    /** @return the claims in the order the report answers them */
    static List<Answers.Claim> suite() {
        return List.of(syncedWrites(), cachedReads(), commitLog(), directBuffers());
    }

    private static Answers.Claim syncedWrites() {
        List<Answers.Column> cols = new ArrayList<>();
        for (String mode : List.of("IN_PLACE", "TRUNCATE", "RENAME")) {
            cols.add(new Answers.Column("FSYNC vs NONE, " + mode,
                    write("filesWrite", Map.of("writeMode", mode, "durability", "NONE")),
                    write("filesWrite", Map.of("writeMode", mode, "durability", "FSYNC"))));
        }
        cols.add(new Answers.Column("FDATASYNC vs NONE, IN_PLACE",
                write("filesWrite", Map.of("writeMode", "IN_PLACE", "durability", "NONE")),
                write("filesWrite", Map.of("writeMode", "IN_PLACE", "durability", "FDATASYNC"))));
        return new Answers.Claim("What does a synced write cost?", "the Kotlin write benchmark",
                "\"5-10 ms synced vs 0.05-0.1 ms unsynced\"",
                "A 1000-character whole-file write with Files.write (mean sample time), synced vs not, "
                        + "by how the file is written: in place, truncated and rewritten, or replaced by rename.",
                cols, 0, "fsync-vs-none", syncedLayout());
    }

    /** The Kotlin benchmark's table: APIs and durabilities as columns, in-place writes of 1000 characters. */
    private static List<Answers.LayoutColumn> syncedLayout() {
        List<Answers.LayoutColumn> out = new ArrayList<>();
        for (String api : List.of("filesWrite", "fileChannelHeap", "randomAccessFile")) {
            for (String durability : List.of("NONE", "FSYNC")) {
                out.add(new Answers.LayoutColumn(api + " " + durability,
                        write(api, Map.of("writeMode", "IN_PLACE", "durability", durability))));
            }
        }
        return out;
    }

    private static Answers.Claim cachedReads() {
        return new Answers.Claim("Does caching beat re-reading a small file?", "the caching article",
                "\"0.210 ms from disk vs about 1e-4 ms cached\"",
                "Reading and parsing a 4 KB CSV file on every call (from the page cache) vs returning it from an "
                        + "in-memory cache filled once.",
                List.of(new Answers.Column("cache vs disk", exact(CACHED + "readFromDisk", Map.of()),
                        exact(CACHED + "readFromCache", Map.of()))),
                0, "cached-vs-disk", List.of());
    }

    private static Answers.Claim commitLog() {
        List<Answers.Column> cols = new ArrayList<>();
        for (String batch : List.of("1", "10", "100", "1000")) {
            cols.add(new Answers.Column("force every " + batch,
                    exact(LOG + "filesWriteAppend", Map.of()).and(avgt()),
                    exact(BATCH + "fileChannelForce", Map.of("batch", batch)).and(avgt())));
        }
        return new Answers.Claim("Does batching the force of a commit log pay?", "the write-API article",
                "\"Files.write 40 s vs force every 10/100/1000 records 56/14.5/7.95 s\"",
                "Time per 100-byte record (average time): FileChannel.write on an open file with force(false) "
                        + "every N records (candidate) vs Files.write opening, appending and closing per record "
                        + "(baseline, no sync).",
                cols, 2, "commitlog-batch", List.of());
    }

    private static Answers.Claim directBuffers() {
        List<Answers.Column> cols = new ArrayList<>();
        for (String op : List.of("ReadFile", "WriteFile", "ReadDevZero", "WriteDevNull", "ReadSocket", "WriteSocket")) {
            cols.add(new Answers.Column("channel vs stream, " + op,
                    exact(STREAMS + "stream" + op, Map.of("bufferSize", "8192")),
                    exact(STREAMS + "channel" + op, Map.of("bufferSize", "8192"))));
        }
        return new Answers.Claim("Are channels with direct ByteBuffers faster than streams?", "kotlinx-io",
                "\"direct ByteBuffers are about 2x faster\"",
                "The same transfer through a java.io stream with a byte[] vs a channel with a direct ByteBuffer, "
                        + "8 KiB buffers (average time).",
                cols, 0, "stream-vs-channel", List.of());
    }

    private static Predicate<BenchmarkResult> write(String api, Map<String, String> params) {
        return exact(WRITE + api, params).and(r -> "1000".equals(r.params().get("chars")));
    }

    private static Predicate<BenchmarkResult> exact(String benchmark, Map<String, String> params) {
        return r -> r.benchmark().equals(benchmark)
                && params.entrySet().stream().allMatch(e -> e.getValue().equals(r.params().get(e.getKey())));
    }

    private static Predicate<BenchmarkResult> avgt() {
        return r -> "avgt".equals(r.mode());
    }
}
