/**
 * What one benchmark op asks of the kernel: a JMH profiler that runs a fork under strace and reports
 * its file and descriptor system calls per op, and the reader of strace's log it counts them from.
 */
package dev.iobench.suite.syscalls;
