package dev.iobench.runner.stats;

/**
 * The one verdict of a baseline vs candidate comparison, used by every output that classifies one
 * (README answers, pair tables, CSV files, {@code diff}, charts).
 *
 * <p>The rule: the interval of the ratio of the means over independent units (JVM forks, else
 * iterations), taken on the log scale at the level of the two sides' intervals ({@link Intervals#logRatio}).
 * The candidate is faster or slower when the whole interval lies beyond equality (beyond
 * {@code 1 ± threshold} where a threshold is given, as {@code diff} does), inconclusive ({@code ~})
 * when it includes it. With fewer than {@value Summary#MIN_UNITS} units on a side there is no
 * interval: the ratio is a value only ({@code n too small}). A side whose score is below
 * {@value Units#TIMER_FLOOR_NS} ns/op is at the timer's floor: it is not divided by. Where the two
 * sides' forks ran interleaved, the interval is that of the pairs of forks of the same round, and
 * a ratio of forks is taken over trimmed units ({@link #ofRatio}); which applies is decided in one place,
 * {@link SharedRounds}.
 *
 * @param kind the verdict
 * @param mode the JMH mode of both sides (which way is better)
 * @param ratio candidate mean / baseline mean, in the mode's values (paired: the geometric mean of the
 *     pairs' ratios; NaN at the timer floor)
 * @param low lower bound of the ratio's interval (NaN without one)
 * @param high upper bound of the ratio's interval (NaN without one)
 * @param level the confidence level of the interval
 * @param units independent units behind the ratio: the smaller side's count, or the number of pairs
 * @param floor which side is at the timer floor ("baseline", "candidate", "both"), else null
 */
public record Verdict(Kind kind, Mode mode, double ratio, double low, double high, double level, long units,
        String floor) {

    /** What the comparison says. */
    public enum Kind {
        /** The candidate is faster: the whole interval lies on the faster side. */
        FASTER,
        /** The candidate is slower: the whole interval lies on the slower side. */
        SLOWER,
        /** The interval includes equality ({@code ~}). */
        INCONCLUSIVE,
        /** Fewer than {@value Summary#MIN_UNITS} units on a side: a value without an interval. */
        N_TOO_SMALL,
        /** A side is below the timer's floor: no ratio. */
        AT_TIMER_FLOOR
    }

    /** Printed instead of a ratio when a side is at the timer's floor. */
    public static final String AT_TIMER_FLOOR = "at timer floor";

    /**
     * @param base baseline statistics over its units
     * @param cand candidate statistics over its units, in {@code unit} (the baseline's)
     * @param unit the unit of both
     * @param threshold the smallest relative change that counts (0: any change whose interval excludes 1)
     * @return the verdict of candidate vs baseline
     */
    public static Verdict of(Mode mode, Summary base, Summary cand, String unit, double threshold) {
        return of(mode, base, cand, unit, threshold, 0);
    }

    /**
     * The same rule with the interval widened by a variance beyond the two runs' own: the between-run
     * drift {@code diff} estimates ({@link RunDrift}), added to the log ratio's SE^2.
     *
     * @param driftVariance variance added on the log scale (0: the cells' own intervals)
     * @return the verdict of candidate vs baseline
     */
    public static Verdict of(Mode mode, Summary base, Summary cand, String unit, double threshold,
            double driftVariance) {
        double level = Math.max(base.level(), cand.level());
        long units = Math.min(base.n(), cand.n());
        Verdict floor = atFloor(mode, base, cand, unit, level, units);
        if (floor != null) {
            return floor;
        }
        double[] ci = Intervals.logRatio(base, cand, level, driftVariance);
        return decide(mode, cand.mean() / base.mean(), ci[0], ci[1], level, units, threshold);
    }

    /**
     * The verdict from a ratio with its interval taken over the two sides' units: paired by round
     * (one fork of each side per round of an interleaved run, so the machine's drift between rounds
     * cancels in each pair's ratio, {@link Intervals#pairedLogRatio}) or unpaired over trimmed units
     * ({@link Intervals#trimmedLogRatio}).
     *
     * @param base baseline statistics over all its units (for the timer floor and the level)
     * @param cand candidate statistics over all its units, in {@code unit}
     * @param ratio {ratio, low, high} at the level of the two summaries
     * @param units the units behind it (the pairs, else the smaller side's count): the verdict's {@link #units()}
     * @return the verdict of candidate vs baseline by the same rule as {@link #of}, on that interval
     */
    public static Verdict ofRatio(Mode mode, Summary base, Summary cand, double[] ratio, long units, String unit,
            double threshold) {
        double level = Math.max(base.level(), cand.level());
        Verdict floor = atFloor(mode, base, cand, unit, level, units);
        return floor != null ? floor : decide(mode, ratio[0], ratio[1], ratio[2], level, units, threshold);
    }

    /**
     * The verdict of a ratio already taken, with its interval (no side at the timer floor).
     *
     * @param ratio candidate / baseline in the mode's values
     * @param low lower end of its interval (NaN: none, {@code n too small})
     * @param high upper end (NaN: none)
     * @param units the units behind it
     * @return the verdict by the same rule as {@link #of}, without a threshold
     */
    public static Verdict ofInterval(Mode mode, double ratio, double low, double high, double level, long units) {
        return decide(mode, ratio, low, high, level, units, 0);
    }

    /** @return the timer-floor verdict when a side's mean is below the floor, else null */
    private static Verdict atFloor(Mode mode, Summary base, Summary cand, String unit, double level, long units) {
        boolean floorB = Units.atTimerFloor(base.mean(), unit);
        boolean floorC = Units.atTimerFloor(cand.mean(), unit);
        if (!floorB && !floorC) {
            return null;
        }
        return new Verdict(Kind.AT_TIMER_FLOOR, mode, Double.NaN, Double.NaN, Double.NaN, level, units,
                floorB && floorC ? "both" : floorB ? "baseline" : "candidate");
    }

    /** @return the verdict of a ratio and its interval (NaN ends: no interval) */
    private static Verdict decide(Mode mode, double ratio, double low, double high, double level, long units,
            double threshold) {
        if (!Double.isFinite(low) || !Double.isFinite(high)) {
            return new Verdict(Kind.N_TOO_SMALL, mode, ratio, Double.NaN, Double.NaN, level, units, null);
        }
        double slowLow = mode.higherIsBetter() ? 1 / high : low;
        double slowHigh = mode.higherIsBetter() ? 1 / low : high;
        Kind kind = slowLow > 1 + threshold ? Kind.SLOWER
                : slowHigh < 1 / (1 + threshold) ? Kind.FASTER : Kind.INCONCLUSIVE;
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

    /** @return lower bound of {@link #slowdown()}'s interval */
    public double slowdownLow() {
        return mode.higherIsBetter() ? 1 / high : low;
    }

    /** @return upper bound of {@link #slowdown()}'s interval */
    public double slowdownHigh() {
        return mode.higherIsBetter() ? 1 / low : high;
    }

    /** @return the verdict in one word: {@code faster}, {@code slower}, {@code ~}, {@code n too small}, {@code at timer floor} */
    public String word() {
        return switch (kind) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case INCONCLUSIVE -> "~";
            case N_TOO_SMALL -> "n too small";
            case AT_TIMER_FLOOR -> AT_TIMER_FLOOR;
        };
    }

    /** @return the ratio in words with the figures its interval supports ({@code 24.1x slower}), or {@code at timer floor} */
    public String words() {
        return hasRatio() ? Fmt.ratioWords(ratio, low, high, mode.higherIsBetter()) : AT_TIMER_FLOOR;
    }

    /**
     * @return the interval relative to the ratio in words, {@code (-4.1% / +4.3%)}: how far its low and
     *     high ends lie from the factor written (the log-ratio interval is asymmetric); empty without one
     */
    public String interval() {
        return hasRatio() && hasInterval() ? Fmt.ratioInterval(ratio, low, high) : "";
    }

    /**
     * @return the cell every output prints: {@code 24.1x slower (-4.1% / +4.3%)}, {@code ~ 1.1x slower (-9% / +10%)},
     *     {@code 24x slower, n too small}, {@code at timer floor (candidate)}
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
