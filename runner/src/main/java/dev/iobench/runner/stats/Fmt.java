package dev.iobench.runner.stats;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Number formatting for every output: always {@link Locale#ROOT}, whatever the default locale. */
public final class Fmt {
    private Fmt() {
    }

    /** @return {@code v} with three decimals, or "NaN" */
    public static String d3(double v) {
        return Double.isFinite(v) ? new BigDecimal(v).setScale(3, RoundingMode.HALF_UP).toPlainString() : "NaN";
    }

    /** @return {@code v} with 3 significant figures, integer digits kept ({@code 0.00123}, {@code 1196}), or "NaN" */
    public static String sig(double v) {
        if (Double.isFinite(v) && Math.abs(v) >= 100) {
            return new BigDecimal(v).setScale(0, RoundingMode.HALF_UP).toPlainString();
        }
        return figures(v, 3);
    }

    /** @return candidate / baseline in words, to the figures its interval (NaN: none) supports: {@code 3.21x faster} */
    public static String ratioWords(double ratio, double low, double high, boolean higherIsBetter) {
        if (!(ratio > 0) || !Double.isFinite(ratio)) {
            return "N/A";
        }
        boolean faster = higherIsBetter ? ratio > 1 : ratio < 1;
        double factor = ratio >= 1 ? ratio : 1 / ratio;
        if (factor == 1) {
            return "1x (equal)";
        }
        return figures(factor, ratioFigures(ratio, low, high)) + "x " + (faster ? "faster" : "slower");
    }

    /**
     * @return the significant figures of a ratio, 1 to 3: to the decimal place of its uncertainty (the larger
     *     distance to an end of its interval) as {@link #pdgPlace} rounds it; 2 without a nonzero-width interval
     */
    public static int ratioFigures(double ratio, double low, double high) {
        double[] f = factor(ratio, low, high);
        double u = f == null ? 0 : Math.max(f[0] - f[1], f[2] - f[0]);
        if (!(u > 0)) {
            return 2;
        }
        int place = pdgPlace(u);
        double rounded = new BigDecimal(f[0]).setScale(-place, RoundingMode.HALF_UP).doubleValue();
        int magnitude = (int) Math.floor(Math.log10(Math.max(rounded, f[0])));
        return Math.max(1, Math.min(3, magnitude - place + 1));
    }

    /** @return {factor, low, high} of the factor in words, {@code ratio} or its inverse; null without an interval */
    private static double[] factor(double ratio, double low, double high) {
        if (!Double.isFinite(low) || !Double.isFinite(high) || !(low > 0) || !(ratio > 0)) {
            return null;
        }
        return ratio < 1 ? new double[] {1 / ratio, 1 / high, 1 / low} : new double[] {ratio, low, high};
    }

    /**
     * @return the power of ten of the last digit a positive uncertainty is written to ({@code -3} for 0.012) by the
     *     Particle Data Group's rule: two digits for leading digits 100-354, one for 355-949, 0.0097 as 0.010
     */
    static int pdgPlace(double u) {
        int exponent = (int) Math.floor(Math.log10(u));
        int lead = (int) Math.floor(u / Math.pow(10, exponent - 2) + 1e-9);
        if (lead >= 1000) {
            exponent++;
            lead /= 10;
        }
        return lead <= 354 ? exponent - 1 : exponent;
    }

    /** @return {@code v} rounded to the decimal place {@code place} (a power of ten), written plainly */
    static String atPlace(double v, int place) {
        return new BigDecimal(v).setScale(-place, RoundingMode.HALF_UP).setScale(Math.max(0, -place))
                .toPlainString();
    }

    /** @return mean ± half width to {@link #pdgPlace}: {@code 0.252 ± 0.012}, {@code 9.52 ± 0}; {@link #sig} if none */
    public static String withHalfWidth(double mean, double halfWidth) {
        if (!Double.isFinite(halfWidth) || !Double.isFinite(mean)) {
            return sig(mean);
        }
        if (halfWidth == 0) {
            return sig(mean) + " ± 0";
        }
        int place = pdgPlace(halfWidth);
        return atPlace(mean, place) + " ± " + atPlace(halfWidth, place);
    }

    /** @return a factor >= 1 and its interval's ends (NaN: none) to {@link #ratioFigures}: {@code 49x (45-54x)} */
    public static String factorWithRange(double factor, double low, double high) {
        if (!Double.isFinite(low) || !Double.isFinite(high) || !(low > 0)) {
            return figures(factor, 2) + "x";
        }
        int n = ratioFigures(factor, low, high);
        String f = figures(factor, n);
        int place = (int) Math.floor(Math.log10(Double.parseDouble(f))) - n + 1;
        return f + "x (" + atPlace(low, place) + "-" + atPlace(high, place) + "x)";
    }

    /**
     * @return {@code v} (positive) with {@code n} significant figures: plain below 1000 ({@code 1.07},
     *     {@code 180}), scientific where more integer digits than figures would be written ({@code 1.7e5})
     */
    public static String figures(double v, int n) {
        if (!Double.isFinite(v)) {
            return "NaN";
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v).round(new MathContext(n, RoundingMode.HALF_UP));
        int integerDigits = d.precision() - d.scale();
        if (Math.abs(d.doubleValue()) >= 1000 && integerDigits > n) {
            BigDecimal mantissa = d.movePointLeft(integerDigits - 1).setScale(n - 1, RoundingMode.HALF_UP);
            return mantissa.toPlainString() + "e" + (integerDigits - 1);
        }
        return d.setScale(Math.max(0, n - integerDigits), RoundingMode.HALF_UP).toPlainString();
    }

    /** @return how far the interval's ends lie from the factor written, {@code (-4.1% / +4.3%)}; empty without one */
    public static String ratioInterval(double ratio, double low, double high) {
        double[] f = factor(ratio, low, high);
        if (f == null) {
            return "";
        }
        if (f[1] == f[0] && f[2] == f[0]) {
            return "(" + ZERO_WIDTH + ")";
        }
        return "(-" + percent(1 - f[1] / f[0]) + " / +" + percent(f[2] / f[0] - 1) + ")";
    }

    /** Printed for an interval of units that are all the same value (JMH's latency histogram bins them). */
    public static final String ZERO_WIDTH = "no spread: every unit the same value, JMH's histogram resolution";

    /** @return a relative change as a percentage with 2 significant figures, e.g. {@code 4.1%}, {@code 250%} */
    public static String percent(double fraction) {
        return new BigDecimal(Math.abs(fraction) * 100).round(new MathContext(2, RoundingMode.HALF_UP))
                .toPlainString() + "%";
    }

    /** @return a level, target or threshold to at most four decimals, e.g. {@code 95%}, {@code 99.9%} */
    public static String plainPercent(double fraction) {
        return String.format(Locale.ROOT, "%.4f", 100 * fraction).replaceAll("\\.?0+$", "") + "%";
    }

    /** @return a percentage with one decimal, e.g. {@code 2.7%}; {@code -} when not a number */
    public static String percent1(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%.1f%%", 100 * fraction) : "-";
    }

    /** @return a relative half-width as {@code %.2g} writes it, e.g. {@code ±1.7%}, {@code ±0.50%}; NaN as ±? */
    public static String halfWidthPercent(double relative) {
        return Double.isNaN(relative) ? "±?" : String.format(Locale.ROOT, "±%.2g%%", 100 * relative);
    }

    /** @return the shortest decimal text of {@code v}: plain in [1e-6, 1e15), else as Java writes it ({@code 4E-62}) */
    public static String plain(double v) {
        if (v == 0) {
            return "0";
        }
        if (!Double.isFinite(v) || Math.abs(v) < 1e-6 || Math.abs(v) >= 1e15) {
            return Double.toString(v);
        }
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }
}
