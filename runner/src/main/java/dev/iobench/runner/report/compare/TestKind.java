package dev.iobench.runner.report.compare;

/** How a pair comparison decides whether the difference is real (then the ratio is given in words). */
public enum TestKind {
    /** The kotlinx-io rule: the two 0.999 confidence intervals do not overlap. */
    OVERLAP,
    /** Welch's unequal-variance t-test over the units, Holm-adjusted p &lt; 0.001. */
    WELCH,
    /** Mann-Whitney U test over the units (exact p for small samples without ties), Holm-adjusted p &lt; 0.001. */
    MWU
}
