package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.Verbosity;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.AtomicFiles;
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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code iobench android run}: runs an androidx.benchmark test APK over adb and keeps its JSON. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run an androidx.benchmark (Jetpack Microbenchmark) test APK on a device with `adb shell am instrument -w`,",
            "then pull the JSON it wrote into results/runs/<run-id>/android-<model>-<sdk>/benchmarkData.json",
            "with env.json (device properties, benchmark context, warnings). Install the APKs first",
            "(e.g. ./gradlew :benchmark:installReleaseAndroidTest). The last line on stdout is the run folder.",
            ""},
        footer = {"", "Example:",
            "  iobench android run --package com.example.benchmark.test --class com.example.benchmark.FilesBenchmarks"})
public final class AndroidRunCommand implements Callable<Integer> {
    /** Names and values adb passes to the device's shell: nothing a shell could interpret. */
    private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9._$]+");
    private static final Pattern SAFE_VALUE = Pattern.compile("[A-Za-z0-9._$/:,=+-]+");

    @Spec
    CommandSpec spec;

    @Mixin
    Verbosity verbosity;

    @Option(names = "--package", required = true, paramLabel = "PKG",
            description = "The test APK's package (e.g. com.example.benchmark.test).")
    String packageName;

    @Option(names = "--runner", paramLabel = "CLASS", defaultValue = "androidx.benchmark.junit4.AndroidBenchmarkRunner",
            description = "The instrumentation runner (default: ${DEFAULT-VALUE}).")
    String runner;

    @Option(names = "--class", paramLabel = "C",
            description = "Only this test class (or Class#method); repeatable.")
    List<String> classes = new ArrayList<>();

    @Option(names = "-e", arity = "2", paramLabel = "KEY VALUE",
            description = "An instrumentation argument passed as -e KEY VALUE; repeatable.")
    List<String> extras = new ArrayList<>();

    @Option(names = "--results", paramLabel = "DIR", defaultValue = "results",
            description = "Results root; the run goes to DIR/runs/<run-id> (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--if-attached",
            description = "When no device is attached (or adb is missing), say so in one line and exit 0 (for make bench-all).")
    boolean ifAttached;

    @Mixin
    Adb.Options adbOptions;

    /** Builds env.json once the raw file is pulled (called by the slot when the environment ends). */
    private EnvSlot.Content envJson = () -> null;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        validate();
        Adb adb = ifAttached ? adbOptions.findAdb() : adbOptions.requireAdb();
        if (adb == null) {
            err.println("iobench: no Android device attached, skipped (adb not found)");
            return ExitCodes.OK;
        }
        List<Adb.Device> devices = adb.devices();
        if (devices.isEmpty() && ifAttached) {
            err.println("iobench: no Android device attached, skipped");
            return ExitCodes.OK;
        }
        Adb.Device device = adbOptions.choose(devices);
        Adb onDevice = new Adb(adb.executable(), device.serial());
        EnvJson.Android info = device.info(onDevice);
        String envId = BenchmarkData.envId(info.model(), info.sdk());

        RunDirectory run = AndroidCommand.newRun(spec, results);
        EnvRecord record = run.add(new EnvRecord("android", "android " + info.model() + " sdk" + info.sdk()));
        EnvSlot slot = new EnvSlot(run, record);
        slot.start(Instant.now());
        record.details.put("serial", info.serial());
        record.details.put("package", packageName);
        err.printf("iobench: run %s: %s (%s, SDK %d) over adb%n", run.id(), info.model(), info.serial(), info.sdk());

        Path work = Files.createTempDirectory("iobench-android-");
        Instrumentation inst = new Instrumentation();
        try {
            Path log = work.resolve(RunLayout.INSTRUMENT_LOG);
            ChildProcess.Result r = ChildProcess.stream(onDevice.command(instrumentArgs()), log, line -> {
                String progress = inst.accept(line);
                if (progress != null) {
                    err.println("iobench:   " + progress);
                    err.flush();
                }
                if (verbosity.verbose()) {
                    err.println(line);
                }
            });
            record.logTail = r.tail();
            String failure = inst.failure(r.exitCode());
            if (failure != null) {
                record.fail(failure, r.exitCode(), record.logTail);
            } else {
                pullAndKeep(onDevice, info, inst, slot, work, err);
            }
        } finally {
            record.details.put("testsFinished", inst.finished);
            if (!inst.warnings().isEmpty()) {
                record.details.put("warnings", inst.warnings());
            }
            slot.close(envJson);
            run.finish(record.status == EnvRecord.Status.ok ? RunDirectory.Status.ok : RunDirectory.Status.failed,
                    Instant.now());
            AtomicFiles.deleteTree(work);
        }
        err.printf("iobench:   %-28s %s%s%n", record.id != null ? record.id : envId, record.status,
                record.reason != null ? ": " + record.reason : "");
        out.println(run.path());
        out.flush();
        return record.status == EnvRecord.Status.ok ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** Refuses, before adb runs, any name a device shell could interpret. */
    private void validate() {
        check("--package", packageName);
        check("--runner", runner);
        for (String c : classes) {
            check("--class", c.replace('#', '.'));
        }
        for (int i = 0; i < extras.size(); i += 2) {
            if (!SAFE_NAME.matcher(extras.get(i)).matches()) {
                throw ExitException.usage("-e %s: argument names may contain only [A-Za-z0-9._$]", extras.get(i));
            }
            if (!SAFE_VALUE.matcher(extras.get(i + 1)).matches()) {
                throw ExitException.usage("-e %s %s: values may contain only [A-Za-z0-9._$/:,=+-] "
                        + "(adb joins them into one device shell command)", extras.get(i), extras.get(i + 1));
            }
            if (extras.get(i).equals("class")) {
                throw ExitException.usage("-e class: use --class");
            }
        }
    }

    private static void check(String option, String value) {
        if (!SAFE_NAME.matcher(value).matches()) {
            throw ExitException.usage("%s %s: only [A-Za-z0-9._$] allowed (adb joins arguments into one device shell "
                    + "command)", option, value);
        }
    }

    /** The {@code am instrument} arguments, as a list (adb gets them one by one). */
    private List<String> instrumentArgs() {
        List<String> args = new ArrayList<>(List.of("shell", "am", "instrument", "-w",
                "-e", "androidx.benchmark.output.enable", "true"));
        if (!classes.isEmpty()) {
            args.addAll(List.of("-e", "class", String.join(",", classes)));
        }
        for (int i = 0; i < extras.size(); i += 2) {
            args.addAll(List.of("-e", extras.get(i), extras.get(i + 1)));
        }
        args.add(packageName + "/" + runner);
        return args;
    }

    /** Where the JSON lands on the device: the given output dir, else the app's media or cache folder. */
    private String outputDir(int sdk) {
        for (int i = 0; i < extras.size(); i += 2) {
            if (extras.get(i).equals("additionalTestOutputDir")) {
                String d = extras.get(i + 1);
                return d.endsWith("/") ? d : d + "/";
            }
        }
        return sdk >= 29 ? "/sdcard/Android/media/" + packageName + "/"
                : "/sdcard/Android/data/" + packageName + "/cache/";
    }

    private void pullAndKeep(Adb adb, EnvJson.Android info, Instrumentation inst, EnvSlot slot, Path work,
            PrintWriter err) throws IOException {
        EnvRecord record = slot.record();
        String remote = findRemoteJson(adb, info, inst);
        if (remote == null) {
            record.fail("no *benchmarkData.json in " + outputDir(info.sdk()) + " on the device", null, record.logTail);
            return;
        }
        Path local = work.resolve(RunLayout.ANDROID);
        ChildProcess.Result pulled = adb.run("pull", remote, local.toString());
        if (!pulled.ok() || !Files.isRegularFile(local)) {
            record.fail("adb pull " + remote + " failed: " + String.join(" ", pulled.tail()), pulled.exitCode(), record.logTail);
            return;
        }
        BenchmarkData data;
        try {
            data = BenchmarkData.read(local);
        } catch (IOException e) {
            record.fail(remote + ": " + e.getMessage(), null, record.logTail);
            return;
        }
        slot.open(BenchmarkData.envId(info.model(), info.sdk()));
        record.details.put("remoteFile", remote);
        envJson = () -> data.envJson(record.id, info, inst.warnings(), remote, record.startedAt, record.finishedAt,
                null);
        if (slot.keep(local, RunLayout.ANDROID)) {
            record.logTail = null;
        }
        err.printf("iobench:   pulled %s (%d benchmarks)%n", remote, data.json().get("benchmarks").size());
    }

    private String findRemoteJson(Adb adb, EnvJson.Android info, Instrumentation inst) {
        for (String f : inst.outputFiles) {
            if (f.endsWith(RunLayout.ANDROID)) {
                return f;
            }
        }
        String dir = outputDir(info.sdk());
        ChildProcess.Result ls = adb.run("shell", "ls", dir);
        if (!ls.ok()) {
            return null;
        }
        String best = null;
        String app = packageName.replaceAll("\\.test$", "");
        for (String name : ls.stdout().split("\\s+")) {
            if (name.endsWith(RunLayout.ANDROID) && (best == null || name.startsWith(app))) {
                best = name;
            }
        }
        return best == null ? null : dir + best;
    }

    /** Follows {@code am instrument -w}: tests run and finished, why it failed, warnings and output files. */
    static final class Instrumentation {
        private static final Pattern STATUS = Pattern.compile("^INSTRUMENTATION_STATUS: ([^=]+)=(.*)$");
        private static final Pattern STATUS_CODE = Pattern.compile("^INSTRUMENTATION_STATUS_CODE: (-?\\d+)");
        private static final Pattern RESULT_CODE = Pattern.compile("^INSTRUMENTATION_CODE: (-?\\d+)");
        private static final Pattern OK = Pattern.compile("^OK \\((\\d+) tests?\\)");
        private static final Pattern WARNING = Pattern.compile(
                "(?i)(WARNING|ERRORS? \\(not suppressed\\)|emulator|debuggable|unlocked|battery)");

        private String clazz;
        private String test;
        private int started;
        int finished;
        private int failedTests;
        private Integer okCount;
        private Integer resultCode;
        private String failure;
        private final Set<String> warnings = new LinkedHashSet<>();
        /** Output file paths the runner reported (androidx.benchmark 1.1+). */
        final List<String> outputFiles = new ArrayList<>();

        /** Takes one line of output; returns a progress message when it starts a test, else null. */
        String accept(String line) {
            Matcher m = STATUS.matcher(line);
            if (m.find()) {
                String key = m.group(1);
                String value = m.group(2).strip();
                switch (key) {
                    case "class" -> clazz = value;
                    case "test" -> test = value;
                    case "stack" -> {
                        if (failure == null && !value.isEmpty()) {
                            failure = (clazz != null ? shortName(clazz) + "#" + test + ": " : "") + value;
                        }
                    }
                    default -> {
                        if (key.startsWith("additionalTestOutputFile")) {
                            outputFiles.add(value);
                        } else if (key.equals("Error") && failure == null) {
                            failure = value;
                        }
                    }
                }
                if (!Set.of("stack", "class", "test").contains(key) && WARNING.matcher(value).find()) {
                    warnings.add(value);
                }
                return null;
            }
            m = STATUS_CODE.matcher(line);
            if (m.find()) {
                int code = Integer.parseInt(m.group(1));
                if (code == 1) {
                    started++;
                    return String.format(Locale.ROOT, "test %d: %s#%s", started, shortName(clazz), test);
                }
                finished++;
                if (code == -2 || code == -1) {
                    failedTests++;
                }
                return null;
            }
            m = RESULT_CODE.matcher(line);
            if (m.find()) {
                resultCode = Integer.parseInt(m.group(1));
                return null;
            }
            m = OK.matcher(line.strip());
            if (m.find()) {
                okCount = Integer.parseInt(m.group(1));
                return null;
            }
            String t = line.strip();
            if (t.startsWith("INSTRUMENTATION_FAILED")) {
                failure = "instrumentation failed: " + t;
            } else if (t.startsWith("INSTRUMENTATION_RESULT: shortMsg=")) {
                failure = "instrumentation: " + t.substring("INSTRUMENTATION_RESULT: shortMsg=".length());
            } else if (t.startsWith("FAILURES!!!")) {
                if (failure == null) {
                    failure = "tests failed";
                }
            } else if (t.startsWith("Tests run:") && failure != null) {
                failure = failure + " (" + t + ")";
            } else if (!t.startsWith("INSTRUMENTATION_") && WARNING.matcher(t).find()) {
                warnings.add(t);
            }
            return null;
        }

        /** Why the run that made adb exit with {@code exitCode} failed, or null when it succeeded. */
        String failure(int exitCode) {
            if (failure != null) {
                return failure;
            }
            if (failedTests > 0) {
                return failedTests + " test(s) failed";
            }
            if (exitCode != 0) {
                return "adb exited with code " + exitCode;
            }
            if (okCount == null) {
                return "no 'OK (n tests)' line: the instrumentation did not finish"
                        + (resultCode != null ? " (INSTRUMENTATION_CODE " + resultCode + ")" : "");
            }
            return null;
        }

        List<String> warnings() {
            return new ArrayList<>(warnings);
        }

        private static String shortName(String className) {
            return className == null ? "?" : className.substring(className.lastIndexOf('.') + 1);
        }
    }
}
