/**
 * Benchmarks of writing a whole file: the Kotlin source's own code, its improved variants through
 * each Java API and durability, and fio's in-place fdatasync pattern done from the JVM. Imports the
 * JDK, JMH and {@code dev.iobench.suite}.
 */
package dev.iobench.suite.write;
