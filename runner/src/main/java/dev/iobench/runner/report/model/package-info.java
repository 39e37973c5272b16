/**
 * What a report shows, computed once: group, pair and percentile tables, the answers to the suite's
 * claims, the JVM's overhead over fio, and the suite knowledge they need (read from the suite's
 * report.json).
 */
package dev.iobench.runner.report.model;
