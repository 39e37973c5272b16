package dev.iobench.runner.results;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Run ids: UTC time {@code yyyyMMdd'T'HHmmss'Z'}, a dash, the machine label (default: the short host name). */
public final class RunId {
    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private RunId() {
    }

    /**
     * @return the run id for {@code now} on the machine labelled {@code label} (a valid {@link Machine} label),
     *     e.g. {@code 20261122T134500Z-vm1}
     */
    public static String of(Instant now, String label) {
        return FORMAT.format(now) + "-" + Machine.checkLabel(label);
    }

    /** @return the host name up to its first dot, reduced to {@code [A-Za-z0-9-]} */
    public static String shortHostName() {
        String name = System.getenv("HOSTNAME");
        if (name == null || name.isBlank()) {
            try {
                name = InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                name = "localhost";
            }
        }
        int dot = name.indexOf('.');
        if (dot > 0) {
            name = name.substring(0, dot);
        }
        name = name.replaceAll("[^A-Za-z0-9-]", "-");
        return name.isEmpty() ? "localhost" : name;
    }
}
