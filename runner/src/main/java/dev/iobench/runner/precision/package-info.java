/**
 * Precision-targeted runs: the plan and its budget, the rounds of interleaved forks, the stop rule
 * on fork statistics, the merge of JMH's per-fork files, and the machine's noise during each fork.
 * Imports the root package, {@code process}, {@code results}, {@code answers} and the report's
 * statistics and readers ({@code report.stats}, {@code report.result}, {@code report.read},
 * {@code report.model}, {@code report.compare}, {@code report.format}); never {@code env},
 * {@code run} or {@code container}, which drive it.
 */
package dev.iobench.runner.precision;
