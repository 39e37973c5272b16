package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.process.ChildProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** {@code java -jar benchmarks.jar -l} lists the four groups with every API the report relies on. */
class SuiteListTest {
    private static final List<String> EXPECTED = List.of(
            "write.WholeFileWriteBenchmark.fileWriter", "write.WholeFileWriteBenchmark.bufferedWriter",
            "write.WholeFileWriteBenchmark.filesWrite", "write.WholeFileWriteBenchmark.filesWriteString",
            "write.WholeFileWriteBenchmark.fileOutputStream", "write.WholeFileWriteBenchmark.randomAccessFile",
            "write.WholeFileWriteBenchmark.fileChannelHeap", "write.WholeFileWriteBenchmark.fileChannelDirect",
            "write.WholeFileWriteBenchmark.mappedByteBuffer",
            "write.KotlinWriteBenchmark.fileOutputStreamSync", "write.KotlinWriteBenchmark.writeText",
            "write.FioLikeWriteBenchmark.inPlaceForce",
            "commitlog.CommitLogBenchmark.filesWriteAppend", "commitlog.CommitLogBenchmark.randomAccessFileSync",
            "commitlog.CommitLogBenchmark.bufferedWriterFlush", "commitlog.CommitLogBatchBenchmark.fileChannelForce",
            "commitlog.CommitLogBatchBenchmark.fileChannelForceDirect",
            "read.CachingArticleBenchmark.loadWholeFileThenScan", "read.CachingArticleBenchmark.loadCachedFilesThenScan",
            "read.CachedReadBenchmark.readFromDisk", "read.CachedReadBenchmark.readFromCache",
            "read.WholeFileReadBenchmark.bufferedReader", "read.WholeFileReadBenchmark.filesReadAllLines",
            "read.WholeFileReadBenchmark.filesReadAllBytes", "read.WholeFileReadBenchmark.fileChannel",
            "read.WholeFileReadBenchmark.mappedByteBuffer", "read.RandomLookupBenchmark.randomAccessFileSeek",
            "read.RandomLookupBenchmark.fileChannelPositional", "read.RandomLookupBenchmark.mappedByteBuffer",
            "streams.StreamsVsChannelsBenchmark.streamReadDevZero", "streams.StreamsVsChannelsBenchmark.channelReadDevZero",
            "streams.StreamsVsChannelsBenchmark.streamWriteDevNull", "streams.StreamsVsChannelsBenchmark.channelWriteDevNull",
            "streams.StreamsVsChannelsBenchmark.streamReadFile", "streams.StreamsVsChannelsBenchmark.channelReadFile",
            "streams.StreamsVsChannelsBenchmark.streamWriteFile", "streams.StreamsVsChannelsBenchmark.channelWriteFile",
            "streams.StreamsVsChannelsBenchmark.streamReadSocket", "streams.StreamsVsChannelsBenchmark.channelReadSocket",
            "streams.StreamsVsChannelsBenchmark.streamWriteSocket", "streams.StreamsVsChannelsBenchmark.channelWriteSocket");

    @Test
    void jarLists_everyBenchmarkOfTheFourGroups() throws Exception {
        Path jar = Path.of(System.getProperty("iobench.benchmarksJar"));
        ChildProcess.Result r = ChildProcess.capture(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", jar.toString(), "-l"), Duration.ofMinutes(1));
        assertEquals(0, r.exitCode(), r.tail().toString());
        Set<String> listed = new TreeSet<>();
        for (String line : r.stdout().split("\n")) {
            if (line.strip().startsWith("dev.iobench.suite.")) {
                listed.add(line.strip().substring("dev.iobench.suite.".length()));
            }
        }
        for (String name : EXPECTED) {
            assertTrue(listed.contains(name), name + " listed in " + listed);
        }
        assertEquals(new TreeSet<>(EXPECTED), listed, "nothing unexpected either");
    }
}
