/**
 * The JMH suite that {@code benchmarks.jar} holds, run on JDK 11 to 25: what every benchmark shares,
 * the folder it works in ({@link dev.iobench.suite.IoDir}) and its reproducible content. Its packages
 * import only the JDK, JMH and this package; of the suite's code the runner imports {@code probe} only.
 */
package dev.iobench.suite;
