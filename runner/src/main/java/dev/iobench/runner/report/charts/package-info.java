/**
 * Charts drawn from the report model as gnuplot scripts, and gnuplot run to render them; the scripts
 * are written through the format package.
 */
package dev.iobench.runner.report.charts;
