package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunManifest;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.List;

/**
 * Runs a run's environments one after another into its folder and finishes it: progress per
 * environment, {@code run.json} kept up to date, an interrupt or a results folder that can no
 * longer be written recorded as such (what was written stays, and {@code --resume} continues).
 */
final class RunLoop {
    private RunLoop() {
    }

    /**
     * @param toRun the environments to run now, in order (a resume's are those not yet kept)
     * @return {@link ExitCodes#OK} when every environment of the run is ok, else {@link ExitCodes#FAILURE}
     * @throws ExitException when interrupted or the results folder cannot be written
     */
    static int run(RunDirectory run, List<EnvironmentTask> toRun, RunContext ctx, PrintWriter out, PrintWriter err)
            throws IOException {
        try (Cleanup.Action interrupted = Cleanup.register("run " + run.id(), () -> Resume.markInterrupted(run))) {
            for (int i = 0; i < toRun.size(); i++) {
                if (Cleanup.shuttingDown()) {
                    // the cleanup hook has already run: nothing may be started that it would not undo
                    throw new InterruptedException("interrupted");
                }
                IOException unwritable = run.writeFailure();
                if (unwritable != null) {
                    throw resultsUnwritable(run, toRun.subList(i, toRun.size()), unwritable, out);
                }
                EnvironmentTask task = toRun.get(i);
                ctx.progress().start(i, task.record().label);
                task.run(ctx);
                EnvRecord r = task.record();
                String label = r.id != null ? r.id : r.label;
                ctx.progress().finish(i, label, r.status + (r.reason != null ? " (" + r.reason + ")" : ""));
            }
        } catch (InterruptedException e) {
            Resume.markInterrupted(run);
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted; partial run kept in " + run.path()
                    + " (continue it with: iobench run --resume " + run.path() + ")");
        }
        RunManifest.Status status = RunManifest.Status.ok;
        for (EnvRecord r : run.manifest().environments) {
            if (r.status != EnvRecord.Status.ok) {
                status = RunManifest.Status.failed;
            }
        }
        IOException unwritable = run.writeFailure();
        if (unwritable != null) {
            throw resultsUnwritable(run, List.of(), unwritable, out);
        }
        try {
            run.finish(status, Instant.now());
        } catch (IOException e) {
            throw resultsUnwritable(run, List.of(), e, out);
        }
        for (EnvRecord r : run.manifest().environments) {
            err.printf("iobench:   %-28s %s%s%n", r.id != null ? r.id : r.label, r.status,
                    r.reason != null ? ": " + r.reason : "");
        }
        out.println(run.path());
        out.flush();
        return status == RunManifest.Status.ok ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /**
     * The results folder can no longer be written (a full disk): the environments not run are skipped
     * (in memory: run.json cannot take it), those written before stay as they are.
     */
    static ExitException resultsUnwritable(RunDirectory run, List<EnvironmentTask> notRun, IOException e,
            PrintWriter out) {
        for (EnvironmentTask t : notRun) {
            t.record().status = EnvRecord.Status.skipped;
            t.record().reason = "results folder not writable";
        }
        try {
            run.finish(RunManifest.Status.failed, Instant.now());
        } catch (IOException again) {
            // run.json keeps its last whole version
        }
        out.println(run.path());
        out.flush();
        return new ExitException(ExitCodes.FAILURE, "cannot write results in " + run.path() + ": "
                + EnvSlot.message(e) + "; environments written before are intact (iobench run --resume "
                + run.path() + " continues once there is room)", e);
    }

}
