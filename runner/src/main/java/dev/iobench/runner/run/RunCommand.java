package dev.iobench.runner.run;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code iobench run}. */
@Command(name = "run", mixinStandardHelpOptions = true, description = "Run the suite.")
public final class RunCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        return 0;
    }
}
