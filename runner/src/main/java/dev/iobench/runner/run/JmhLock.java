package dev.iobench.runner.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.locks.ReentrantLock;

/**
 * JMH's machine-wide lock ({@code jmh.lock} in the temp folder), taken by a run with host environments,
 * which then runs JMH with {@code -Djmh.ignoreLock=true}: a second iobench or JMH waits instead of failing.
 */
record JmhLock(FileChannel channel, FileLock lock) implements AutoCloseable {
    /** File locks belong to the process: runs inside one JVM (tests) take turns here first. */
    private static final ReentrantLock IN_PROCESS = new ReentrantLock();

    /** Takes the lock, waiting while another process holds it. */
    static JmhLock acquire(PrintWriter err, String who) throws IOException {
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
        if (!IN_PROCESS.tryLock()) {
            err.printf("iobench: %s: waiting for another JMH run in this process to finish%n", who);
            err.flush();
            IN_PROCESS.lock();
        }
        FileChannel ch = null;
        try {
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock l = ch.tryLock();
            if (l == null) {
                err.printf("iobench: %s: waiting for another JMH run on this machine to finish (%s)%n", who, file);
                err.flush();
                l = ch.lock();
            }
            return new JmhLock(ch, l);
        } catch (IOException | RuntimeException e) {
            if (ch != null) {
                ch.close();
            }
            IN_PROCESS.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
            IN_PROCESS.unlock();
        }
    }
}
