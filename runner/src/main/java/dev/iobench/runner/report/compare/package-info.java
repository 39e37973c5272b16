/**
 * Comparisons between results: baseline vs candidate with its ratio interval, pairing, and the old
 * vs new diff of two runs.
 */
package dev.iobench.runner.report.compare;
