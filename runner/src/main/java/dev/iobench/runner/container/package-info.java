/**
 * Container environments on the Docker engine: the benchmark image, the filesystem under test as a
 * volume in a private work folder, the container's life and what a killed run left behind. Imports the
 * root package, {@code process}, {@code results}, {@code env}, {@code precision} and the suite's
 * probe; never {@code run}.
 */
package dev.iobench.runner.container;
