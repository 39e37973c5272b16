/**
 * One result as read (benchmark, params, mode, samples, statistics, how it was measured) and the
 * environment it was measured in.
 */
package dev.iobench.runner.report.result;
