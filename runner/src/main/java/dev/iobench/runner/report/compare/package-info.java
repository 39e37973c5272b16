/**
 * Comparisons between results: baseline vs candidate with its ratio interval and tests (Welch, Mann-
 * Whitney, Holm), pairing, and the old vs new diff of two runs.
 */
package dev.iobench.runner.report.compare;
