package dev.iobench.runner.stats;

/**
 * The one verdict of a baseline vs candidate comparison, for every output that classifies one: faster or slower
 * when the whole interval of the ratio of the means over independent units ({@link Intervals#logRatio}) or forks
 * ({@link #ofRatio}) lies beyond {@code 1 ± threshold}, else {@code ~}; {@code n too small} without an interval;
 * a side below {@value Units#TIMER_FLOOR_NS} ns/op is at the timer's floor and not divided by.
 *
 * @param ratio candidate mean / baseline mean in the mode's values (paired: the geometric mean of the
 *     pairs' ratios; NaN at the timer floor), with its interval {@code low} to {@code high} (NaN: none)
 * @param units independent units behind the ratio: the smaller side's count, or the number of pairs
 * @param floor which side is at the timer floor ("baseline", "candidate", "both"), else null
 */
public record Verdict(Kind kind, Mode mode, double ratio, double low, double high, double level, long units,
        String floor) {

    public enum Kind {
        FASTER, SLOWER, INCONCLUSIVE, N_TOO_SMALL, AT_TIMER_FLOOR
    }

    /** Printed instead of a ratio when a side is at the timer's floor. */
    public static final String AT_TIMER_FLOOR = "at timer floor";

    /** @return the verdict of the means' ratio, its interval widened by a log-scale {@code driftVariance} (0: none) */
    public static Verdict of(Mode mode, Summary base, Summary cand, String unit, double threshold,
            double driftVariance) {
        double[] ci = Intervals.logRatio(base, cand, Math.max(base.level(), cand.level()), driftVariance);
        return ofRatio(mode, base, cand, new SharedRounds.Ratio((int) Math.min(base.n(), cand.n()),
                cand.mean() / base.mean(), ci[0], ci[1]), unit, threshold);
    }

    /** @return the verdict of a ratio over the sides' forks, the summaries giving the timer floor and level */
    public static Verdict ofRatio(Mode mode, Summary base, Summary cand, SharedRounds.Ratio r, String unit,
            double threshold) {
        double level = Math.max(base.level(), cand.level());
        boolean floorB = Units.atTimerFloor(base.mean(), unit);
        boolean floorC = Units.atTimerFloor(cand.mean(), unit);
        if (floorB || floorC) {
            return new Verdict(Kind.AT_TIMER_FLOOR, mode, Double.NaN, Double.NaN, Double.NaN, level, r.n(),
                    floorB && floorC ? "both" : floorB ? "baseline" : "candidate");
        }
        return ofInterval(mode, r.ratio(), r.low(), r.high(), level, r.n(), threshold);
    }

    /** @return the verdict of a ratio already taken with its interval (NaN: none), no side at the timer floor */
    public static Verdict ofInterval(Mode mode, double ratio, double low, double high, double level, long units,
            double threshold) {
        if (!Double.isFinite(low) || !Double.isFinite(high)) {
            return new Verdict(Kind.N_TOO_SMALL, mode, ratio, Double.NaN, Double.NaN, level, units, null);
        }
        Verdict v = new Verdict(Kind.INCONCLUSIVE, mode, ratio, low, high, level, units, null);
        Kind kind = v.slowdownLow() > 1 + threshold ? Kind.SLOWER
                : v.slowdownHigh() < 1 / (1 + threshold) ? Kind.FASTER : Kind.INCONCLUSIVE;
        return new Verdict(kind, mode, ratio, low, high, level, units, null);
    }

    public boolean conclusive() {
        return kind == Kind.FASTER || kind == Kind.SLOWER;
    }

    public boolean hasInterval() {
        return Double.isFinite(low) && Double.isFinite(high);
    }

    /** @return whether a ratio was taken (no side at the timer floor) */
    public boolean hasRatio() {
        return kind != Kind.AT_TIMER_FLOOR && ratio > 0 && Double.isFinite(ratio);
    }

    /** @return candidate time / baseline time: above 1 the candidate is slower, whatever the mode */
    public double slowdown() {
        return mode.slowdown(ratio);
    }

    public double slowdownLow() {
        return mode.higherIsBetter() ? 1 / high : low;
    }

    public double slowdownHigh() {
        return mode.higherIsBetter() ? 1 / low : high;
    }

    /** @return {@code faster}, {@code slower}, {@code ~}, {@code n too small} or {@value #AT_TIMER_FLOOR} */
    public String word() {
        return switch (kind) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case INCONCLUSIVE -> "~";
            case N_TOO_SMALL -> "n too small";
            case AT_TIMER_FLOOR -> AT_TIMER_FLOOR;
        };
    }

    /** @return the ratio in words ({@link Fmt#ratioWords}), e.g. {@code 24.1x slower}, or {@value #AT_TIMER_FLOOR} */
    public String words() {
        return hasRatio() ? Fmt.ratioWords(ratio, low, high, mode.higherIsBetter()) : AT_TIMER_FLOOR;
    }

    /** @return the interval relative to the factor written ({@link Fmt#ratioInterval}); empty without one */
    public String interval() {
        return hasRatio() && hasInterval() ? Fmt.ratioInterval(ratio, low, high) : "";
    }

    /**
     * @return the cell every output prints: {@code 24.1x slower (-4.1% / +4.3%)}, {@code ~ 1.1x slower (-9% /
     *     +10%)}, {@code 24x slower, n too small}, {@code at timer floor (candidate)}
     */
    public String cell() {
        return switch (kind) {
            case FASTER, SLOWER -> words() + " " + interval();
            case INCONCLUSIVE -> "~ " + words() + " " + interval();
            case N_TOO_SMALL -> hasRatio() ? words() + ", n too small" : "n too small";
            case AT_TIMER_FLOOR -> AT_TIMER_FLOOR + " (" + floor + ")";
        };
    }
}
