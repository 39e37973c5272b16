package dev.iobench.runner.report;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code iobench report}: merges results into markdown tables and gnuplot charts. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Merge results into markdown tables and gnuplot charts.")
public final class ReportCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new dev.iobench.runner.ExitException(2, "report is not implemented yet");
    }
}
