/**
 * The subcommands {@code run} and {@code envs}: the matrix of environments from the options, host
 * environments, the loop that runs them into one run folder, {@code --resume} and {@code --dry-run}.
 * Imports the run side beneath it ({@code process}, {@code results}, {@code answers}, {@code precision},
 * {@code env}, {@code container}), the root package and the suite's probe; never the report.
 */
package dev.iobench.runner.run;
