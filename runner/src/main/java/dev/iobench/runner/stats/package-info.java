/**
 * Numbers of one set of values: samples and percentiles, mean and interval, units and their
 * conversion, and how numbers are written; shared by the run (precision) and the report. Imports
 * nothing else of the runner.
 */
package dev.iobench.runner.stats;
