package dev.iobench.runner.env;

import java.nio.file.Path;

/** A Java runtime that can run the suite: its home, full version ({@code 17.0.15}), feature version, implementor. */
public record Jdk(Path home, String version, int major, String vendor) {
    public Path java() {
        return home.resolve("bin").resolve("java");
    }
}
