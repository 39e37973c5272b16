/**
 * Reading inputs: JMH and androidx.benchmark result files, env.json, run.json, precision.json and
 * fio.json beside them, and which runs a report shows.
 */
package dev.iobench.runner.report.read;
