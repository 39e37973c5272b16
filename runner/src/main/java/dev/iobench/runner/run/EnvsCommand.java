package dev.iobench.runner.run;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code iobench envs}. */
@Command(name = "envs", mixinStandardHelpOptions = true, description = "What this machine can run.")
public final class EnvsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        return 0;
    }
}
