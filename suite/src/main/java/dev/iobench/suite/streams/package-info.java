/**
 * Benchmarks of java.io streams against java.nio channels over {@code /dev/zero}, {@code /dev/null}, a
 * file and a loopback socket, {@code bufferSize} bytes an operation. Imports the JDK, JMH and {@code dev.iobench.suite}.
 */
package dev.iobench.suite.streams;
