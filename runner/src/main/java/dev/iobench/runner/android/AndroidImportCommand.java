package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
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
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code iobench android import}: androidx.benchmark JSON produced elsewhere, into one new run. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import androidx.benchmark JSON files produced elsewhere (e.g. by Gradle's connected test task)",
            "into one new run, one environment android-<model>-<sdk> per file, env.json from the file's context.",
            "The files are copied, never modified. The last line on stdout is the run folder.", ""})
public final class AndroidImportCommand implements Callable<Integer> {
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
            throw ExitException.usage("nothing to import: no valid androidx.benchmark JSON among %d file(s)", files.size());
        }
        List<String> command = new ArrayList<>(List.of("iobench", "android"));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        RunDirectory run = RunDirectory.create(results.toAbsolutePath(), Instant.now(), command);
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
