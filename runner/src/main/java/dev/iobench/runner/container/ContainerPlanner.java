package dev.iobench.runner.container;

import dev.iobench.runner.run.EnvironmentTask;
import dev.iobench.runner.run.Jdk;
import java.util.List;

/** Turns {@code --env container} options into one task per (filesystem x JDK). */
public final class ContainerPlanner {
    private ContainerPlanner() {
    }

    /** Validates the options (usage errors before anything runs) and plans the tasks. */
    public static List<EnvironmentTask> plan(ContainerOptions options, List<Jdk> jdks, java.nio.file.Path projectDir) {
        throw new dev.iobench.runner.ExitException(dev.iobench.runner.ExitCodes.USAGE,
                "--env container is not implemented yet");
    }
}
