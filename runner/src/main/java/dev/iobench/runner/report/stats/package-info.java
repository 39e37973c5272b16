/**
 * Numbers of one set of values: samples and percentiles, mean and interval, units and their
 * conversion, and how numbers are written. Imports nothing else of the report.
 */
package dev.iobench.runner.report.stats;
