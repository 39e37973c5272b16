/**
 * A run folder on disk: its layout and file names, run ids and machine labels, the files {@code run.json},
 * {@code env.json} and precision.json (one reader and one writer each), atomic writes and bounded reads of
 * untrusted files ({@link dev.iobench.runner.results.BoundedRead}). Imports the root package and
 * {@code process} only, so that every side (run, android, report) can read it.
 */
package dev.iobench.runner.results;
