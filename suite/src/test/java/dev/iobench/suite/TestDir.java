package dev.iobench.suite;

import java.nio.file.Path;

/** Points {@code iobench.dir} at a test's temp folder, as the runner does for a benchmark JVM. */
public final class TestDir {
    private TestDir() {
    }

    /** Sets {@code iobench.dir} to {@code dir}. */
    public static void use(Path dir) {
        System.setProperty(IoDir.PROPERTY, dir.toString());
    }

    /** @return a Blackhole for calling benchmark methods directly */
    public static org.openjdk.jmh.infra.Blackhole blackhole() {
        return new org.openjdk.jmh.infra.Blackhole(
                "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    }
}
