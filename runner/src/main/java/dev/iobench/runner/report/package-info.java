/**
 * The subcommands {@code report}, {@code compare} and {@code diff}. Beneath them, bottom to top,
 * each package importing only those before it and the top-level {@code stats}: {@code result}, {@code read} and
 * {@code compare}, {@code model}, {@code format}, {@code charts}.
 */
package dev.iobench.runner.report;
