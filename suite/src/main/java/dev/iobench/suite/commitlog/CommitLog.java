package dev.iobench.suite.commitlog;

import dev.iobench.suite.Content;
import dev.iobench.suite.IoDir;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The log file and the record appended to it; a fresh empty log per iteration so it never grows unbounded. */
final class CommitLog {
    /** Size of one record, newline included. */
    static final int RECORD_BYTES = 100;

    final byte[] record = Content.record(RECORD_BYTES, 7);
    Path file;

    void create() throws IOException {
        delete();
        file = IoDir.newFile("commitlog");
    }

    void delete() throws IOException {
        IoDir.delete(file);
        file = null;
    }

    long size() throws IOException {
        return Files.size(file);
    }
}
