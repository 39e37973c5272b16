/**
 * The cells the README's answers compare, read from the suite's report.json, for the run to measure
 * first. Imports the report's model of that file ({@code report.model}) only.
 */
package dev.iobench.runner.answers;
