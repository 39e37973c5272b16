package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One baseline vs candidate comparison, in the baseline's unit.
 *
 * @param baseline the baseline result
 * @param candidate the candidate result
 * @param unit the unit both summaries are in (the baseline's)
 * @param base baseline statistics in {@code unit}
 * @param cand candidate statistics in {@code unit}
 * @param ratio candidate mean / baseline mean
 * @param ratioLow lower end of the 0.999 CI of the ratio (delta method, Welch df)
 * @param ratioHigh upper end of that interval
 * @param pWelch two-sided p-value of Welch's t-test
 * @param pMwu two-sided p-value of the Mann-Whitney U test
 * @param overlap whether the two 0.999 CIs overlap
 */
public record Comparison(BenchmarkResult baseline, BenchmarkResult candidate, String unit, Summary base,
        Summary cand, double ratio, double ratioLow, double ratioHigh, double pWelch, double pMwu,
        boolean overlap) {

    /** Significance level matching the 0.999 intervals. */
    public static final double ALPHA = 1 - Summary.CONFIDENCE;

    /** @return the comparison of two results (the candidate converted to the baseline's unit) */
    public static Comparison of(BenchmarkResult baseline, BenchmarkResult candidate) {
        String unit = baseline.unit();
        double f = candidate.unit().equals(unit) ? 1 : Units.factor(candidate.unit(), unit);
        Summary b = baseline.summary();
        Summary c = candidate.summary().scaled(f);
        double ratio = c.mean() / b.mean();
        double vb = b.variance() / b.n();
        double vc = c.variance() / c.n();
        double df = welchDf(vb, b.n(), vc, c.n());
        double t = Double.isFinite(df) ? Distributions.studentQuantile(1 - ALPHA / 2, df) : Double.NaN;
        double seRatio = Math.abs(ratio) * Math.sqrt(vc / (c.mean() * c.mean()) + vb / (b.mean() * b.mean()));
        double welchT = (c.mean() - b.mean()) / Math.sqrt(vb + vc);
        double pWelch = Double.isFinite(welchT) && Double.isFinite(df)
                ? 2 * Distributions.studentCdf(-Math.abs(welchT), df) : Double.NaN;
        if (vb + vc == 0 && b.n() > 1 && c.n() > 1) {
            pWelch = c.mean() == b.mean() ? 1 : 0;
        }
        double pMwu = mannWhitney(baseline.samples(), candidate.samples(), f);
        boolean overlap = !(b.high() < c.low() || c.high() < b.low());
        if (!Double.isFinite(b.ciHalfWidth()) || !Double.isFinite(c.ciHalfWidth())) {
            overlap = true;
        }
        return new Comparison(baseline, candidate, unit, b, c, ratio, ratio - t * seRatio, ratio + t * seRatio,
                pWelch, pMwu, overlap);
    }

    /** @return whether the difference counts as real under {@code test} */
    public boolean significant(TestKind test) {
        return switch (test) {
            case OVERLAP -> !overlap;
            case WELCH -> Double.isFinite(pWelch) && pWelch < ALPHA;
            case MWU -> Double.isFinite(pMwu) && pMwu < ALPHA;
        };
    }

    /** @return the speedup (candidate / baseline mean) if significant under {@code test}, else NaN */
    public double speedup(TestKind test) {
        return significant(test) ? ratio : Double.NaN;
    }

    /** @return the p-value of {@code test}, NaN for the overlap rule (it has none) */
    public double p(TestKind test) {
        return switch (test) {
            case OVERLAP -> Double.NaN;
            case WELCH -> pWelch;
            case MWU -> pMwu;
        };
    }

    private static double welchDf(double vb, long nb, double vc, long nc) {
        double num = (vb + vc) * (vb + vc);
        double den = vb * vb / (nb - 1) + vc * vc / (nc - 1);
        return den == 0 ? (nb + nc - 2) : num / den;
    }

    /**
     * Two-sided Mann-Whitney U p-value, normal approximation with tie correction (as benchstat);
     * histogram counts act as repeated samples.
     */
    static double mannWhitney(Samples a, Samples b, double bFactor) {
        record Entry(double value, long count, boolean first) {
        }
        List<Entry> all = new ArrayList<>(a.values().length + b.values().length);
        for (int i = 0; i < a.values().length; i++) {
            all.add(new Entry(a.values()[i], a.counts()[i], true));
        }
        for (int i = 0; i < b.values().length; i++) {
            all.add(new Entry(b.values()[i] * bFactor, b.counts()[i], false));
        }
        Entry[] sorted = all.toArray(new Entry[0]);
        Arrays.sort(sorted, (x, y) -> Double.compare(x.value, y.value));
        double n1 = a.n();
        double n2 = b.n();
        double n = n1 + n2;
        double rankSumA = 0;
        double tieSum = 0;
        long position = 0;
        int i = 0;
        while (i < sorted.length) {
            int j = i;
            long tieCount = 0;
            long countA = 0;
            while (j < sorted.length && sorted[j].value == sorted[i].value) {
                tieCount += sorted[j].count;
                if (sorted[j].first) {
                    countA += sorted[j].count;
                }
                j++;
            }
            double avgRank = position + (tieCount + 1) / 2.0;
            rankSumA += avgRank * countA;
            tieSum += (double) tieCount * tieCount * tieCount - tieCount;
            position += tieCount;
            i = j;
        }
        double u = rankSumA - n1 * (n1 + 1) / 2;
        double mu = n1 * n2 / 2;
        double sigma = Math.sqrt(n1 * n2 / 12 * ((n + 1) - tieSum / (n * (n - 1))));
        if (!(sigma > 0)) {
            return 1;
        }
        double z = (Math.abs(u - mu) - 0.5) / sigma;
        return Math.min(1, 2 * Distributions.normalUpperTail(Math.max(z, 0)));
    }
}
