/**
 * Writing outputs: the report markdown and its header, the compare and diff tables (markdown, CSV,
 * JSON), the machine-readable files, the README splice and the atomic writing of generated files.
 * Knows charts only as links.
 */
package dev.iobench.runner.report.format;
