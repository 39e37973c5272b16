/**
 * A run folder on disk: its layout and file names, run ids and machine labels, the files {@code run.json},
 * {@code env.json} and precision.json (one reader and one writer each), and atomic writes. Imports the
 * root package, {@code process} and the report's bounded reads ({@code report.read.BoundedRead}), so
 * that every side (run, android, report) can read it.
 */
package dev.iobench.runner.results;
