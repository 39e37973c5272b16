/**
 * The launcher that runs a round of JMH invocations from one JVM (each fork still a JVM of its own),
 * started by the runner by class name. Imports the JDK and JMH only.
 */
package dev.iobench.suite.launch;
