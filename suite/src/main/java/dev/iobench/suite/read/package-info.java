/**
 * Benchmarks of reading: a whole file through each API, the caching article's code and its improved
 * variant, and random record lookups in a large file. Imports the JDK, JMH and {@code dev.iobench.suite}.
 */
package dev.iobench.suite.read;
