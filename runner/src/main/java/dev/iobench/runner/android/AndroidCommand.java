package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iobench android}: Android devices over adb; its small subcommands {@code devices} and {@code import}. */
@Command(name = "android", mixinStandardHelpOptions = true,
        description = {"Run androidx.benchmark suites on devices over adb and import their results.",
            "adb is called with argument lists, never through a host shell; it must be on PATH or given with --adb.",
            ""},
        subcommands = {AndroidCommand.Devices.class, AndroidRunCommand.class, AndroidCommand.Import.class})
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

    /** A new run in results root {@code results}, its command {@code iobench android} and the arguments given. */
    static RunDirectory newRun(CommandSpec spec, Path results) throws IOException {
        List<String> command = new ArrayList<>(List.of("iobench", "android"));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        return RunDirectory.create(results.toAbsolutePath(), Instant.now(), command);
    }

    /** {@code iobench android import}: androidx.benchmark JSON produced elsewhere, into one new run. */
    @Command(name = "import", mixinStandardHelpOptions = true,
            description = {"Import androidx.benchmark JSON files produced elsewhere "
                + "(e.g. by Gradle's connected test task)",
                "into one new run, one environment android-<model>-<sdk> per file, env.json from the file's context.",
                "The files are copied, never modified. The last line on stdout is the run folder.", ""})
    public static final class Import implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "androidx.benchmark JSON files.")
        List<Path> files;

        @Option(names = "--model", paramLabel = "M",
                description = "Model name for the environment id when the file's context has none (or to override it).")
        String model;

        @Option(names = "--results", paramLabel = "DIR", defaultValue = "results",
                description = "Results root; the run goes to DIR/runs/<run-id> (default: ${DEFAULT-VALUE}).")
        Path results;

        @Override
        public Integer call() throws IOException {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<BenchmarkData> valid = new ArrayList<>();
            for (Path f : files) {
                try {
                    valid.add(BenchmarkData.read(f));
                } catch (IOException e) {
                    err.println(f + ": " + e.getMessage());
                }
            }
            if (valid.isEmpty()) {
                throw ExitException.usage("nothing to import: no valid androidx.benchmark JSON among %d file(s)",
                        files.size());
            }
            RunDirectory run = newRun(spec, results);
            for (BenchmarkData data : valid) {
                String m = model != null ? model : data.model();
                EnvRecord record = run.add(new EnvRecord("android", "import " + data.file().getFileName()));
                EnvSlot slot = new EnvSlot(run, record);
                Instant now = Instant.now();
                slot.start(now);
                Path envDir = slot.open(BenchmarkData.envId(m, data.sdk()));
                record.details.put("importedFrom", data.file().toAbsolutePath().toString());
                // a copy under a temp name in the folder, kept by the slot once whole: the user's file stays
                Path copy = envDir.resolve("." + RunLayout.ANDROID + ".partial");
                Files.copy(data.file(), copy);
                slot.keep(copy, RunLayout.ANDROID);
                slot.close(() -> data.importedEnvJson(record.id, model, now.toString()));
                err.printf("iobench: imported %s as %s%n", data.file(), record.id);
            }
            boolean allValid = valid.size() == files.size();
            run.finish(allValid ? RunDirectory.Status.ok : RunDirectory.Status.failed, Instant.now());
            out.println(run.path());
            out.flush();
            return allValid ? ExitCodes.OK : ExitCodes.FAILURE;
        }
    }
}
