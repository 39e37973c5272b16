package dev.iobench.suite;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/** Reproducible random content: printable ASCII, so bytes = chars in every charset used here. */
public final class Content {
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.;:-_";

    private Content() {
    }

    /** @return {@code length} random printable ASCII characters from {@code seed} */
    public static String ascii(int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    /** @return {@link #ascii} as bytes */
    public static byte[] asciiBytes(int length, long seed) {
        return ascii(length, seed).getBytes(StandardCharsets.US_ASCII);
    }

    /** @return a record of {@code length} bytes ending in a newline */
    public static byte[] record(int length, long seed) {
        byte[] b = asciiBytes(length, seed);
        b[length - 1] = '\n';
        return b;
    }
}
