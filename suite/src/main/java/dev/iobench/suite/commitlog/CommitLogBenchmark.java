package dev.iobench.suite.commitlog;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The LSM commit log of tmsvr/tmsvr-databases (java-file-writing-performance-article.txt): one
 * {@value CommitLog#RECORD_BYTES}-byte record appended per operation.
 *
 * <p>{@link #filesWriteAppend} is the source's {@code append} before its FileChannel change: build the
 * record String ({@code key::value} and a newline, see {@link CommitLog}), {@code getBytes()}, then
 * {@code Files.write(log, bytes, APPEND)}: open, append, close per record, no sync. The source's
 * DataStorePerformanceTest.testPutPerformance puts N = 400,000 records per run and averages 5 runs:
 * Files.write 40.02 s, i.e. 100 us per record (its time also covers the memtable insert, drawing the
 * 500 random characters and the SSTable flushes every 50,000 records). To convert: seconds for the
 * source's run = our time per record (us) x 400,000 / 1e6. Compare with
 * {@link CommitLogBatchBenchmark#fileChannelForce}, which forces every {@code batch} records.
 *
 * <p>Improved variants, not in the source, with the same record encoded once:
 * {@link #randomAccessFileSync} keeps the file open and fsyncs every record (durable, about one device
 * flush each: 0.1-0.5 ms on a VM disk); {@link #bufferedWriterFlush} hands every record to the kernel
 * without any sync (a few us). Throughput and time per record.
 */
@State(Scope.Thread)
@BenchmarkMode({Mode.Throughput, Mode.AverageTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class CommitLogBenchmark {
    final CommitLog log = new CommitLog();
    RandomAccessFile raf;
    BufferedWriter writer;
    String recordText;

    @Setup(Level.Iteration)
    public void open() throws IOException {
        log.create();
        recordText = new String(log.record, StandardCharsets.US_ASCII);
        raf = new RandomAccessFile(log.file.toFile(), "rw");
        writer = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(log.file.toFile(), true),
                StandardCharsets.US_ASCII));
    }

    @TearDown(Level.Iteration)
    public void close() throws IOException {
        raf.close();
        writer.close();
        log.delete();
    }

    /** The source's record built and encoded, then {@code Files.write(log, bytes, APPEND)}: open, append, close, no sync. */
    @Benchmark
    public void filesWriteAppend() throws IOException {
        Files.write(log.file, log.nextEntry().getBytes(), StandardOpenOption.APPEND);
    }

    /** An open RandomAccessFile: write at the end and {@code getFD().sync()} per record. */
    @Benchmark
    public void randomAccessFileSync() throws IOException {
        raf.seek(raf.length());
        raf.write(log.record);
        raf.getFD().sync();
    }

    /** An open BufferedWriter: write and {@code flush()} per record (reaches the kernel, not the disk). */
    @Benchmark
    public void bufferedWriterFlush() throws IOException {
        writer.write(recordText);
        writer.flush();
    }
}
