package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.EnvJson;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/** The adb executable, called with argument lists (never a shell), bound to {@code serial} unless null. */
record Adb(Path executable, String serial) {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    /** The first executable {@code name} in the folders of {@code path}, or null. */
    static Path lookup(String name, String path) {
        return Arrays.stream(path.split(File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, name))
                .filter(candidate -> Files.isRegularFile(candidate) && Files.isExecutable(candidate))
                .findFirst().orElse(null);
    }

    /** The full command line for {@code args}. */
    List<String> command(List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(executable.toString()));
        if (serial != null) {
            cmd.addAll(List.of("-s", serial));
        }
        cmd.addAll(args);
        return cmd;
    }

    /** Runs adb and captures its output; a failure to start is an environment error. */
    ChildProcess.Result run(String... args) {
        try {
            return ChildProcess.capture(command(List.of(args)), TIMEOUT);
        } catch (IOException e) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "cannot run " + executable + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted while running adb", e);
        }
    }

    List<Device> devices() {
        ChildProcess.Result r = run("devices", "-l");
        if (!r.ok()) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "adb devices failed (exit " + r.exitCode() + "): "
                    + String.join(" ", r.tail()));
        }
        return Device.parseList(r.stdout());
    }

    /** System property {@code key} on the device ("" when unset). */
    String getprop(String key) {
        ChildProcess.Result r = run("shell", "getprop", key);
        return r.ok() ? r.stdout().strip() : "";
    }

    /**
     * One line of {@code adb devices -l}, e.g. {@code R58W12ABCDE  device usb:1-1 model:SM_A145R transport_id:1};
     * the state is {@code device}, {@code unauthorized}, {@code offline}, ...
     */
    record Device(String serial, String state, String listedModel) {
        /** The devices listed in the output of {@code adb devices -l}. */
        static List<Device> parseList(String output) {
            List<Device> out = new ArrayList<>();
            for (String line : output.split("\\R")) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("List of devices") || t.startsWith("*")) {
                    continue; // header, or "* daemon started successfully"
                }
                String[] parts = t.split("\\s+");
                if (parts.length < 2) {
                    continue;
                }
                // the model as listed (SM_A145R: adb writes spaces and dashes as _), or ""
                String model = Arrays.stream(parts, 2, parts.length).filter(p -> p.startsWith("model:"))
                        .reduce((first, last) -> last).map(p -> p.substring("model:".length())).orElse("");
                // "no permissions (...)" spans words: keep the state word, the rest is a reason
                out.add(new Device(parts[0], parts[1], model));
            }
            return out;
        }

        boolean emulatorSerial() {
            return serial.startsWith("emulator-");
        }

        /** env.json's {@code android} object from {@code adb shell getprop}, {@code adb} bound to this device. */
        EnvJson.Android info(Adb adb) {
            String sdk = adb.getprop("ro.build.version.sdk");
            String hardware = adb.getprop("ro.hardware");
            boolean emulator = emulatorSerial() || "1".equals(adb.getprop("ro.kernel.qemu"))
                    || hardware.equals("goldfish") || hardware.equals("ranchu");
            String model = adb.getprop("ro.product.model");
            return new EnvJson.Android(serial, adb.getprop("ro.product.brand"),
                    model.isEmpty() ? listedModel : model, adb.getprop("ro.product.device"),
                    sdk.matches("\\d+") ? Integer.parseInt(sdk) : 0,
                    adb.getprop("ro.build.version.release"), adb.getprop("ro.build.fingerprint"),
                    adb.getprop("ro.product.cpu.abi"), emulator);
        }
    }

    /** {@code --adb} and {@code --serial}, and choosing the one device to talk to. */
    static final class Options {
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
}
