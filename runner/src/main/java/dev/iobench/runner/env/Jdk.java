package dev.iobench.runner.env;

import java.nio.file.Path;

/**
 * A Java runtime that can run the suite.
 *
 * @param home the JDK (or runtime) home, holding {@code bin/java}
 * @param version the full version, e.g. {@code 17.0.15}
 * @param major the feature version, e.g. 17
 * @param vendor the implementor, e.g. {@code Eclipse Adoptium}, or {@code unknown}
 */
public record Jdk(Path home, String version, int major, String vendor) {
    /** @return the {@code java} launcher of this JDK */
    public Path java() {
        return home.resolve("bin").resolve("java");
    }
}
