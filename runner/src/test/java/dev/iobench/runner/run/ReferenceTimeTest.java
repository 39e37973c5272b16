package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.env.FioReference;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The time a precision run's plan sets aside for fio's reference after each environment's cells. */
class ReferenceTimeTest {
    @Test
    void dryRun_theReferenceIsInThePlansMinimum(@TempDir Path results, @TempDir Path dir) {
        assertTrue(FioReference.onHost(), "fio is not installed on this machine: make tools installs it");
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", dir.toString(), "--precision", "5%", "--budget", "1h",
                "--include", "StreamsVsChannelsBenchmark.streamReadDevZero", "--results", results.toString(),
                "--dry-run");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("then fio's reference, about 20s"), o.err());
    }
}
