/**
 * The environment's fingerprint, measured where the benchmarks run: a folder's filesystem and mount
 * options from {@code /proc/self/mountinfo}, the JVM, OS, CPU and memory, and the CPU's speed over
 * time. Imports only the JDK; the runner uses it too.
 */
package dev.iobench.suite.probe;
