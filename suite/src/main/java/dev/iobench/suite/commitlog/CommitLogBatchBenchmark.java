package dev.iobench.suite.commitlog;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Group commit as tmsvr/tmsvr-databases' DefaultCommitLog does it (java-file-writing-performance-article.txt):
 * one {@value CommitLog#RECORD_BYTES}-byte record appended per operation to a FileChannel opened once
 * per iteration ({@code WRITE, APPEND}), and {@code force(false)} (fdatasync) every {@code batch}
 * records (1, 10, 100, 1000).
 *
 * <p>One operation of {@link #fileChannelForce}, as the source's {@code append}: build the record
 * String ({@code key::value} and a newline, see {@link CommitLog}), {@code getBytes()},
 * {@code ByteBuffer.wrap} (a heap buffer, which the JDK copies into a temporary direct one),
 * {@code FileChannel.write}, and every {@code batch}-th record {@code force(false)}. A batch left
 * unfinished when the iteration ends is forced in teardown (untimed), so every record is durable.
 *
 * <p>The source's numbers: DataStorePerformanceTest.testPutPerformance, N = 400,000 records per run,
 * average of 5 runs: FileChannel with batch 10 / 100 / 1000: 56.00 / 14.50 / 7.95 s (140 / 36 / 20 us
 * per record) vs Files.write 40.02 s (100 us per record, {@link CommitLogBenchmark#filesWriteAppend}).
 * Seconds for the source's run = our time per record (us) x 400,000 / 1e6. Its times include the
 * whole put (memtable, SSTable flushes every 50,000 records), and its repository's commit log opens
 * the channel with DSYNC (every write synced) until the first memtable flush reopens it without.
 *
 * <p>Improved variant, not in the source: {@link #fileChannelForceDirect} appends the same record
 * encoded once into a direct buffer (no String, no encoding, no heap copy per operation).
 */
@State(Scope.Thread)
@BenchmarkMode({Mode.Throughput, Mode.AverageTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class CommitLogBatchBenchmark {
    @Param({"1", "10", "100", "1000"})
    public int batch;

    final CommitLog log = new CommitLog();
    FileChannel channel;
    ByteBuffer record;
    int pending;
    /** Forces done this iteration, teardown's included (tests read it). */
    long forces;

    @Setup(Level.Iteration)
    public void open() throws IOException {
        log.create();
        channel = FileChannel.open(log.file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        record = ByteBuffer.allocateDirect(CommitLog.RECORD_BYTES);
        record.put(log.record).flip();
        pending = 0;
        forces = 0;
    }

    /** Forces an unfinished batch, so the last records are as durable as the others, then closes and deletes the log. */
    @TearDown(Level.Iteration)
    public void close() throws IOException {
        if (pending > 0) {
            force();
        }
        channel.close();
        log.delete();
    }

    /** The source's append: build the record String, {@code getBytes()}, wrap, write; every {@code batch}-th record {@code force(false)}. */
    @Benchmark
    public void fileChannelForce() throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(log.nextEntry().getBytes());
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        countAndForce();
    }

    /** Variant: the same record from a direct buffer encoded once; every {@code batch}-th record {@code force(false)}. */
    @Benchmark
    public void fileChannelForceDirect() throws IOException {
        record.rewind();
        while (record.hasRemaining()) {
            channel.write(record);
        }
        countAndForce();
    }

    private void countAndForce() throws IOException {
        if (++pending == batch) {
            force();
        }
    }

    private void force() throws IOException {
        channel.force(false);
        pending = 0;
        forces++;
    }
}
