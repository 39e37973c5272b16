package dev.iobench.runner.android;

import dev.iobench.runner.ExitException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/** {@code --adb} and {@code --serial}, and choosing the one device to talk to. */
final class AdbOptions {
    @Option(names = "--adb", paramLabel = "PATH",
            description = "The adb executable (default: adb on PATH).")
    Path adb;

    @Option(names = {"-s", "--serial"}, paramLabel = "S",
            description = "The device's serial (as in `adb devices`); needed when several are attached.")
    String serial;

    /** adb, or null when none can be found. */
    Adb findAdb() {
        Path found = adb == null ? Adb.lookup("adb", System.getenv().getOrDefault("PATH", ""))
                : Files.isExecutable(adb) ? adb.toAbsolutePath() : null;
        return found == null ? null : new Adb(found, null);
    }

    /** adb, or a one-line usage error saying it is missing. */
    Adb requireAdb() {
        Adb found = findAdb();
        if (found == null) {
            throw ExitException.usage(adb != null ? "--adb %s is not an executable" : "adb not found on PATH "
                    + "(install Android platform-tools, or apt-get install adb; or pass --adb PATH)", adb);
        }
        return found;
    }

    /** The device with {@code --serial}, else the only one attached; else a one-line usage error. */
    Device choose(List<Device> devices) {
        if (devices.isEmpty()) {
            throw ExitException.usage("no Android device attached (adb devices lists none)");
        }
        Device d;
        if (serial != null) {
            d = devices.stream().filter(x -> x.serial().equals(serial)).findFirst()
                    .orElseThrow(() -> ExitException.usage("--serial %s: no such device (attached: %s)", serial,
                            devices.stream().map(Device::serial).collect(Collectors.joining(", "))));
        } else if (devices.size() > 1) {
            throw ExitException.usage("several devices attached (%s): choose one with --serial",
                    devices.stream().map(x -> x.serial() + " " + x.state()).collect(Collectors.joining(", ")));
        } else {
            d = devices.get(0);
        }
        return switch (d.state()) {
            case "device" -> d;
            case "unauthorized" -> throw ExitException.usage(
                    "device %s is unauthorized: unlock it and accept the USB debugging prompt", d.serial());
            case "offline" -> throw ExitException.usage("device %s is offline: reconnect it or run `adb reconnect`",
                    d.serial());
            default -> throw ExitException.usage("device %s is %s, not ready", d.serial(), d.state());
        };
    }
}
