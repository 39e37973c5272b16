package dev.iobench.runner.report;

/** How a pair comparison decides whether the difference is real (then a speedup is shown). */
public enum TestKind {
    /** The kotlinx-io rule: the two 0.999 confidence intervals do not overlap. */
    OVERLAP,
    /** Welch's unequal-variance t-test, p &lt; 0.001. */
    WELCH,
    /** Mann-Whitney U test (normal approximation with tie correction, as benchstat), p &lt; 0.001. */
    MWU
}
