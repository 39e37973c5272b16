package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input: one clear line, exit 2, before anything runs or is written. */
class RunValidationTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "unknown JDK           | --jdk=99                                    | no JDK 99 found",
        "JDK home that is none | --jdk=/etc                                  | not a Java home",
        "missing dir           | --dir=/nonexistent/iobench                  | --dir /nonexistent/iobench: no such directory",
        "bad regex             | --include=Write(                            | is not a valid regex",
        "regex matching none   | --include=NoSuchBenchmarkAnywhere           | matches no benchmark",
        "unknown profile       | --profile=turbo                             | unknown profile 'turbo'",
        "unknown env           | --env=cloud                                 | --env",
        "label with a slash    | --machine=a/b                               | --machine: machine label 'a/b' must be",
        "label with a space    | --machine=a b                               | --machine: machine label 'a b' must be",
        "container JDK, host   | --container-jdk=17                          | --container-jdk applies to --env container only",
    })
    void badInput_oneLineExit2NothingWritten(String name, String arg, String expected, @TempDir Path results)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--profile=quick", "--results", results.toString()));
        args.add(arg);
        Cli.Outcome o = Cli.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().startsWith("iobench: error: "), o.err());
        assertTrue(o.err().contains(expected), o.err());
        assertFalse(o.err().contains("\tat "), "no stack trace: " + o.err());
        assertFalse(Files.exists(results.resolve("runs")), "nothing written");
    }

    @Test
    void resume_runJsonOfOtherFormatVersion_oneLineExit2(@TempDir Path results) throws Exception {
        Path run = Files.createDirectories(results.resolve("runs/r1"));
        String runJson = "{\"formatVersion\":7,\"id\":\"r1\",\"environments\":[]}\n";
        Files.writeString(run.resolve("run.json"), runJson);
        Cli.Outcome o = Cli.run("run", "--resume", run.toString());
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertEquals("iobench: error: --resume " + run + ": " + run.resolve("run.json")
                + ": format version 7 is not one this iobench reads (it reads 1)", o.err().strip());
        assertEquals(runJson, Files.readString(run.resolve("run.json")), "run.json left as it was");
    }

    @Test
    void resume_settingsOfOtherTypes_oneLineExit2(@TempDir Path results) throws Exception {
        Path run = Files.createDirectories(results.resolve("runs/r1"));
        String runJson = "{\"id\":\"r1\",\"settings\":{\"env\":\"host\",\"precision\":[1]},\"environments\":[]}\n";
        Files.writeString(run.resolve("run.json"), runJson);
        Cli.Outcome o = Cli.run("run", "--resume", run.toString());
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().strip().startsWith("iobench: error: --resume " + run + ": run.json's settings are not "
                + "iobench run's: "), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertEquals(runJson, Files.readString(run.resolve("run.json")), "run.json left as it was");
    }

    @Test
    void missingBenchmarksJar_isUsageError(@TempDir Path results) {
        Cli.Outcome o = Cli.run("run", "--benchmarks-jar", results.resolve("none.jar").toString(),
                "--results", results.toString());
        assertEquals(ExitCodes.USAGE, o.code());
        assertTrue(o.err().contains("none.jar not found"), o.err());
    }

    @Test
    void help_listsSubcommands() {
        Cli.Outcome o = Cli.run("--help");
        assertEquals(0, o.code());
        for (String sub : new String[] {"run", "envs", "report", "compare", "android"}) {
            assertTrue(o.out().contains("  " + sub + " "), o.out());
        }
    }

    @Test
    void envs_listsJdksAndFilesystems() {
        Cli.Outcome o = Cli.run("envs", "--dir", "/dev/shm");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("JDKs:") && o.out().contains(System.getProperty("java.home").replace("/jre", "")
                .split("/")[1]), o.out());
        assertTrue(o.out().matches("(?s).*/dev/shm\\s+tmpfs.*"), o.out());
        assertTrue(o.out().contains("Docker engine: "), o.out());
    }
}
