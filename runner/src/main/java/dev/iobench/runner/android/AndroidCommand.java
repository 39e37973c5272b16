package dev.iobench.runner.android;

import picocli.CommandLine.Command;

/** {@code iobench android}: Android devices over adb. */
@Command(name = "android", mixinStandardHelpOptions = true,
        description = "Run androidx.benchmark suites on devices over adb and import their results.")
public final class AndroidCommand {
}
