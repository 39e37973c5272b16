/**
 * Precision-targeted runs: the plan and its budget, the rounds of interleaved forks, the stop rule
 * on fork statistics, the merge of JMH's per-fork files, what precision.json records, and the machine's
 * noise during each fork. Imports the root package, {@code process}, {@code results},
 * {@code answers} and {@code stats}; never {@code env}, {@code run} or {@code container}, which drive it.
 */
package dev.iobench.runner.precision;
