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
 * Group commit: {@code FileChannel.write} of one 100-byte record per operation and
 * {@code force(false)} (fdatasync) every {@code batch} records. The seeds measured 56 / 14.5 /
 * 7.95 s for batches of 10 / 100 / 1000 against 40 s for {@code Files.write} per record: the cost
 * per record falls as 1/batch towards the cost of the write alone.
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

    @Setup(Level.Iteration)
    public void open() throws IOException {
        log.create();
        channel = FileChannel.open(log.file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        record = ByteBuffer.allocateDirect(CommitLog.RECORD_BYTES);
        record.put(log.record).flip();
        pending = 0;
    }

    @TearDown(Level.Iteration)
    public void close() throws IOException {
        channel.close();
        log.delete();
    }

    /** Append one record; every {@code batch}-th record also forces the log's data to the device. */
    @Benchmark
    public void fileChannelForce() throws IOException {
        record.rewind();
        while (record.hasRemaining()) {
            channel.write(record);
        }
        if (++pending == batch) {
            channel.force(false);
            pending = 0;
        }
    }
}
