package dev.iobench.runner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Version and commit of this build, from the filtered {@code iobench.properties}. */
public final class BuildInfo {
    private static final Properties PROPS = new Properties();

    static {
        try (InputStream in = BuildInfo.class.getResourceAsStream("iobench.properties")) {
            if (in != null) {
                PROPS.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private BuildInfo() {
    }

    /** E.g. {@code 0.1.0}. */
    public static String version() {
        return PROPS.getProperty("version", "unknown");
    }

    /** The git commit this jar was built from, or {@code unknown}. */
    public static String commit() {
        String c = PROPS.getProperty("commit", "unknown");
        return c.startsWith("${") ? "unknown" : c;
    }

    public static final class VersionProvider implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"iobench " + version() + " (commit " + commit() + ")"};
        }
    }
}
