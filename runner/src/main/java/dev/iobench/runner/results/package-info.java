/**
 * A run folder on disk: its layout and file names, run ids and machine labels, {@code run.json} and
 * {@code env.json} (their models, one reader and one writer each), and atomic writes. Imports the
 * root package and {@code process} only, so that every side (run, android, report) can read it.
 */
package dev.iobench.runner.results;
