package dev.iobench.suite.streams;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.suite.TestDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StreamsVsChannelsBenchmarkTest {
    private static StreamsVsChannelsBenchmark bench(int bufferSize) {
        StreamsVsChannelsBenchmark b = new StreamsVsChannelsBenchmark();
        b.bufferSize = bufferSize;
        b.setup();
        return b;
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 128, 1024, 8192})
    void devZeroAndDevNull_moveWholeBuffers(int size) throws Exception {
        StreamsVsChannelsBenchmark b = bench(size);
        StreamsVsChannelsBenchmark.DevZero zero = new StreamsVsChannelsBenchmark.DevZero();
        zero.open();
        Arrays.fill(b.array, (byte) 1);
        assertEquals(size, b.streamReadDevZero(zero));
        assertArrayEquals(new byte[size], b.array, "zeros read");
        assertEquals(size, b.channelReadDevZero(zero));
        assertEquals(size, b.direct.position());
        zero.close();
        StreamsVsChannelsBenchmark.DevNull nul = new StreamsVsChannelsBenchmark.DevNull();
        nul.open();
        b.streamWriteDevNull(nul);
        assertEquals(size, b.channelWriteDevNull(nul));
        nul.close();
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 128, 1024, 8192})
    void files_readTheFileAndWriteTheBuffer_thenCleanUp(int size, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        StreamsVsChannelsBenchmark b = bench(size);
        StreamsVsChannelsBenchmark.FileSource src = new StreamsVsChannelsBenchmark.FileSource();
        src.open();
        assertEquals(StreamsVsChannelsBenchmark.FILE_BYTES, Files.size(src.file));
        assertEquals(size, b.streamReadFile(src));
        for (int i = 0; i < size; i++) {
            assertEquals((byte) i, b.array[i], "file byte " + i);
        }
        assertEquals(size, b.channelReadFile(src));
        for (int i = 0; i < size; i++) {
            assertEquals((byte) i, b.direct.get(i), "file byte " + i + " via the channel");
        }
        src.close();
        assertFalse(Files.exists(src.file));

        StreamsVsChannelsBenchmark.FileSink sink = new StreamsVsChannelsBenchmark.FileSink();
        sink.open();
        Arrays.fill(b.array, (byte) 'a');
        b.streamWriteFile(sink);
        for (int i = 0; i < size; i++) {
            b.direct.put(i, (byte) 'b');
        }
        assertEquals(size, b.channelWriteFile(sink));
        byte[] written = Files.readAllBytes(sink.file);
        assertEquals(size, written.length, "both wrote at offset 0 of the same file, each with its own position");
        for (byte x : written) {
            assertEquals('b', x);
        }
        sink.close();
        assertFalse(Files.exists(sink.file));
    }

    @org.junit.jupiter.api.Test
    void files_reopenAfterFileBytes_streamWriterTruncatesChannelWriterDoesNot(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        StreamsVsChannelsBenchmark b = bench(8192);
        long ops = StreamsVsChannelsBenchmark.FILE_BYTES / 8192;
        StreamsVsChannelsBenchmark.FileSink sink = new StreamsVsChannelsBenchmark.FileSink();
        sink.open();
        for (long i = 0; i < ops; i++) {
            b.channelWriteFile(sink);
        }
        assertEquals(0, sink.channelWritten, "reopened after FILE_BYTES");
        b.channelWriteFile(sink);
        assertEquals(StreamsVsChannelsBenchmark.FILE_BYTES, Files.size(sink.file), "channel reopened without truncation");
        for (long i = 0; i < ops; i++) {
            b.streamWriteFile(sink);
        }
        assertEquals(0, Files.size(sink.file), "stream reopened with truncation");
        b.streamWriteFile(sink);
        assertEquals(8192, Files.size(sink.file));
        sink.close();

        StreamsVsChannelsBenchmark.FileSource src = new StreamsVsChannelsBenchmark.FileSource();
        src.open();
        for (long i = 0; i <= ops; i++) {
            assertEquals(8192, b.streamReadFile(src));
            assertEquals(8192, b.channelReadFile(src));
        }
        assertEquals(8192, src.streamRead, "read from the start again after FILE_BYTES");
        assertEquals(8192, src.channelRead);
        assertEquals(0, b.array[0]);
        src.close();
    }

    @org.junit.jupiter.api.Test
    void files_reopenAtEveryIteration_asTheSourcesSetupDoes(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        StreamsVsChannelsBenchmark b = bench(8192);
        StreamsVsChannelsBenchmark.FileSink sink = new StreamsVsChannelsBenchmark.FileSink();
        sink.open();
        for (int i = 0; i < 3; i++) {
            b.channelWriteFile(sink);
        }
        sink.reopen();
        assertEquals(0, sink.channelWritten, "a new iteration counts from zero");
        assertEquals(0, Files.size(sink.file), "the stream side reopened, truncating");
        b.channelWriteFile(sink);
        assertEquals(8192, Files.size(sink.file), "the channel side starts again at offset 0");
        for (int i = 0; i < 2; i++) {
            b.streamWriteFile(sink);
        }
        sink.reopen();
        assertEquals(0, sink.streamWritten);
        assertEquals(0, Files.size(sink.file), "the stream side truncates at every iteration");
        sink.close();

        StreamsVsChannelsBenchmark.FileSource src = new StreamsVsChannelsBenchmark.FileSource();
        src.open();
        b.streamReadFile(src);
        b.channelReadFile(src);
        src.reopen();
        assertEquals(0, src.streamRead, "readers start at offset 0 at every iteration");
        assertEquals(0, src.channelRead);
        assertEquals(0, src.channel.position());
        src.close();
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 128, 1024, 8192})
    void sockets_carryTheBytesBothWays(int size) throws Exception {
        StreamsVsChannelsBenchmark b = bench(size);
        StreamsVsChannelsBenchmark.SocketSourceStream ss = new StreamsVsChannelsBenchmark.SocketSourceStream();
        ss.open();
        int n = b.streamReadSocket(ss);
        assertEquals(size, n, "the read loops until the array is full");
        for (int i = 0; i < n; i++) {
            assertEquals(Peer.patternByte(i), b.array[i], "byte " + i + " from the peer");
        }
        ss.close();
        StreamsVsChannelsBenchmark.SocketSourceChannel sc = new StreamsVsChannelsBenchmark.SocketSourceChannel();
        sc.open();
        n = b.channelReadSocket(sc);
        assertEquals(size, n, "the read loops until the buffer is full");
        for (int i = 0; i < n; i++) {
            assertEquals(Peer.patternByte(i), b.direct.get(i));
        }
        sc.close();

        StreamsVsChannelsBenchmark.SocketSinkStream ks = new StreamsVsChannelsBenchmark.SocketSinkStream();
        ks.open();
        for (int i = 0; i < 10; i++) {
            b.streamWriteSocket(ks);
        }
        ks.socket.shutdownOutput();
        awaitBytes(ks.peer, 10L * size);
        ks.close();
        StreamsVsChannelsBenchmark.SocketSinkChannel kc = new StreamsVsChannelsBenchmark.SocketSinkChannel();
        kc.open();
        for (int i = 0; i < 10; i++) {
            assertEquals(size, b.channelWriteSocket(kc));
        }
        kc.channel.shutdownOutput();
        awaitBytes(kc.peer, 10L * size);
        kc.close();
    }

    private static void awaitBytes(Peer peer, long expected) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (peer.bytes() < expected && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(expected, peer.bytes(), "bytes the peer received");
    }
}
