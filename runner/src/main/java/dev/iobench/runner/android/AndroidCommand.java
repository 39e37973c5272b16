package dev.iobench.runner.android;

import picocli.CommandLine.Command;

/** {@code iobench android}: Android devices over adb. */
@Command(name = "android", mixinStandardHelpOptions = true,
        description = {"Run androidx.benchmark suites on devices over adb and import their results.",
            "adb is called with argument lists, never through a host shell; it must be on PATH or given with --adb.",
            ""},
        subcommands = {DevicesCommand.class, AndroidRunCommand.class, AndroidImportCommand.class})
public final class AndroidCommand {
}
