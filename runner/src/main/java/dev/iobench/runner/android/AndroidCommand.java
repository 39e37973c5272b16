package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.EnvJson;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code iobench android}: Android devices over adb. */
@Command(name = "android", mixinStandardHelpOptions = true,
        description = {"Run androidx.benchmark suites on devices over adb and import their results.",
            "adb is called with argument lists, never through a host shell; it must be on PATH or given with --adb.",
            ""},
        subcommands = {AndroidCommand.Devices.class, AndroidRunCommand.class, AndroidImportCommand.class})
public final class AndroidCommand {
    /** {@code iobench android devices}: what adb sees, with model, SDK, ABI and whether it is an emulator. */
    @Command(name = "devices", mixinStandardHelpOptions = true,
            description = "List attached devices (adb devices -l) with model, SDK level, ABI and emulator or not.")
    public static final class Devices implements Callable<Integer> {
        private static final String ROW = "%-20s %-13s %-16s %4s %-12s %s%n";

        @Spec
        CommandSpec spec;

        @Mixin
        Adb.Options adbOptions;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            Adb adb = adbOptions.requireAdb();
            List<Adb.Device> devices = adb.devices();
            if (devices.isEmpty()) {
                spec.commandLine().getErr().println("iobench: no Android device attached");
                return ExitCodes.OK;
            }
            out.printf(Locale.ROOT, ROW, "SERIAL", "STATE", "MODEL", "SDK", "ABI", "EMULATOR");
            for (Adb.Device d : devices) {
                if (d.state().equals("device")) {
                    EnvJson.Android i = d.info(new Adb(adb.executable(), d.serial()));
                    out.printf(Locale.ROOT, ROW, d.serial(), d.state(), i.model(), i.sdk(), i.abi(),
                            i.emulator() ? "yes" : "no");
                } else {
                    out.printf(Locale.ROOT, ROW, d.serial(), d.state(),
                            d.listedModel().isEmpty() ? "?" : d.listedModel(), "?", "?",
                            d.emulatorSerial() ? "yes" : "?");
                }
            }
            out.flush();
            return ExitCodes.OK;
        }
    }
}
