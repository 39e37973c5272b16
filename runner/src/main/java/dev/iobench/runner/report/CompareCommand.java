package dev.iobench.runner.report;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code iobench compare}: baseline vs candidate tables with statistics. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Compare baseline and candidate benchmarks.")
public final class CompareCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        throw new dev.iobench.runner.ExitException(2, "compare is not implemented yet");
    }
}
