/**
 * Child processes run from argument lists with a timeout, the cleanup that runs however iobench
 * ends, and the pause points tests hold it at. Imports nothing of iobench: every package may use it.
 */
package dev.iobench.runner.process;
