/**
 * Benchmarks of an LSM commit log: one record appended per operation, synced each time or in groups.
 * Imports the JDK, JMH and {@code dev.iobench.suite}.
 */
package dev.iobench.suite.commitlog;
