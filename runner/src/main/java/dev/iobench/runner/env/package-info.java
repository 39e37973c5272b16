/**
 * What every environment of a run shares, host or container: the task it is, the run's context, the
 * JDK and profile, JMH's console output, the fio reference and the progress display. Imports
 * {@code process}, {@code results} and {@code precision}; never {@code run} or {@code container}.
 */
package dev.iobench.runner.env;
