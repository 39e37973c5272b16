/**
 * The command line: {@link dev.iobench.runner.Main}, the root command naming the subcommands of
 * {@code run}, {@code android} and {@code report}, which sets Testcontainers' settings
 * ({@code container.ContainerOptions}) before it runs; and what every package shares: the exit codes,
 * {@link dev.iobench.runner.ExitException}, the build's version, the project's paths,
 * {@code --verbose} and how text from outside is shown ({@link dev.iobench.runner.Shown}). Those
 * shared classes import nothing of iobench; any package may import them.
 */
package dev.iobench.runner;
