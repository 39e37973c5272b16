package dev.iobench.runner.run;

import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Profile;
import dev.iobench.runner.env.SyscallForks;
import dev.iobench.runner.precision.Cell;
import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.precision.PrecisionPlan;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * {@code iobench run --dry-run}: what a run would do, printed after its plan (a precision-targeted
 * run's plan prints itself when it is made) and nothing run or written.
 */
final class DryRun {
    private DryRun() {
    }

    /**
     * @param plan the precision-targeted plan, already printed; null for a profile's fixed settings,
     *     whose estimate and answers' share are printed here
     * @param cells the cells each environment runs
     */
    static void print(PrintWriter err, List<EnvironmentTask> tasks, PrecisionPlan plan, Profile profile, List<Cell> cells,
            boolean verbose, boolean syscalls) {
        if (plan == null) {
            int n = cells.size();
            double perEnv = n * (profile.secondsPerCell() + 1.0) + 2.0;
            err.printf(Locale.ROOT, "iobench: plan: %d environment(s) x %d cell(s), profile %s (fixed): about %s%n",
                    tasks.size(), n, profile.label(), Durations.human(tasks.size() * perEnv));
            long a = Cell.readBy(AnswerCells.suite(), cells).size();
            err.printf(Locale.ROOT, "iobench: plan: answers: %d of %d cell(s) are read by the README's answers: "
                    + "about %s%n", a, n, Durations.human(tasks.size() * a * (profile.secondsPerCell() + 1.0)));
        }
        for (EnvironmentTask t : tasks) {
            err.println("iobench:   " + t.record().label);
        }
        if (plan != null && verbose) {
            plan.answerCells().forEach(c -> err.println("iobench:   answer cell: " + c.label()));
        }
        if (plan != null && syscalls) {
            plan.answerCells().forEach(c -> err.printf(Locale.ROOT, "iobench:   profiled fork (strace), about %s "
                    + "in the first environment of each filesystem: %s%n", Durations.human(SyscallForks.FORK_SECONDS), c.label()));
        }
        err.println("iobench: dry run: nothing run, nothing written");
        err.flush();
    }
}
