/**
 * The subcommand {@code android}: devices over adb, androidx.benchmark runs and imports kept as runs.
 * Imports the root package, {@code process} and {@code results} only.
 */
package dev.iobench.runner.android;
