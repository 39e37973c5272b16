package dev.iobench.suite.commitlog;

import dev.iobench.suite.IoDir;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The log file and its records, shaped like tmsvr-databases' commit log records: its
 * DataStorePerformanceTest puts key {@code "key" + j} with value {@code "value-" + j + "-" + 500
 * random chars of A-Z0-9}, and DefaultCommitLog.entryToString writes {@code key + "::" + value +
 * lineSeparator}; with six-digit {@code j} (most of the source's 400,000) that is {@value #RECORD_BYTES}
 * bytes. A fresh empty log per iteration so it never grows unbounded.
 */
final class CommitLog {
    /** Size of one record, newline included: 3 + 6 + 2 + 6 + 6 + 1 + 500 + 1. */
    static final int RECORD_BYTES = 525;
    /** Random characters in a record's value, as in the source. */
    static final int RANDOM_CHARS = 500;
    /** First record number: six digits, like most of the source's, so every record has the same size. */
    static final int FIRST = 100_000;
    private static final int LAST = 999_999;
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    /** The value's random part, drawn once (the source draws it per record, outside the commit log). */
    final String randomPart = random(RANDOM_CHARS, 7);
    /** One record, encoded once, for the variants that do not build their record per operation. */
    final byte[] record = entry(FIRST).getBytes(StandardCharsets.UTF_8);
    private int next = FIRST;
    Path file;

    void create() throws IOException {
        delete();
        file = IoDir.newFile("commitlog");
        next = FIRST;
    }

    void delete() throws IOException {
        IoDir.delete(file);
        file = null;
    }

    long size() throws IOException {
        return Files.size(file);
    }

    /** @return the next record as a String, like the source's {@code entryToString(entry)} */
    String nextEntry() {
        int j = next;
        next = j == LAST ? FIRST : j + 1;
        return entry(j);
    }

    /** @return record {@code j}: {@code key<j>::value-<j>-<random part>} and a newline */
    String entry(int j) {
        return "key" + j + "::" + "value-" + j + "-" + randomPart + "\n";
    }

    private static String random(int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
