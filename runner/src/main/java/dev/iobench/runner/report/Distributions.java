package dev.iobench.runner.report;

/**
 * The few distribution functions the statistics need, implemented here (no extra dependency):
 * Student t (CDF through the regularized incomplete beta function, quantile by bisection) and the
 * standard normal CDF.
 */
final class Distributions {
    private static final double EPS = 1e-15;
    private static final double[] LANCZOS = {
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7};

    private Distributions() {
    }

    /** @return ln(Gamma(x)) for x &gt; 0 (Lanczos, g = 7) */
    static double logGamma(double x) {
        if (x < 0.5) {
            return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
        }
        double z = x - 1;
        double a = LANCZOS[0];
        double t = z + 7.5;
        for (int i = 1; i < LANCZOS.length; i++) {
            a += LANCZOS[i] / (z + i);
        }
        return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
    }

    /** @return the regularized incomplete beta function I_x(a, b) */
    static double incompleteBeta(double x, double a, double b) {
        if (x <= 0) {
            return 0;
        }
        if (x >= 1) {
            return 1;
        }
        double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b)
                + a * Math.log(x) + b * Math.log(1 - x));
        if (x < (a + 1) / (a + b + 2)) {
            return front * betaFraction(x, a, b) / a;
        }
        return 1 - front * betaFraction(1 - x, b, a) / b;
    }

    /** Lentz's continued fraction for the incomplete beta function. */
    private static double betaFraction(double x, double a, double b) {
        double tiny = 1e-300;
        double c = 1;
        double d = 1 - (a + b) * x / (a + 1);
        d = Math.abs(d) < tiny ? tiny : d;
        d = 1 / d;
        double h = d;
        for (int m = 1; m <= 10_000; m++) {
            int m2 = 2 * m;
            double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
            d = 1 + aa * d;
            d = Math.abs(d) < tiny ? tiny : d;
            c = 1 + aa / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            h *= d * c;
            aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
            d = 1 + aa * d;
            d = Math.abs(d) < tiny ? tiny : d;
            c = 1 + aa / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double del = d * c;
            h *= del;
            if (Math.abs(del - 1) < EPS) {
                break;
            }
        }
        return h;
    }

    /** @return P(T &lt;= t) for Student's t with {@code df} degrees of freedom */
    static double studentCdf(double t, double df) {
        if (Double.isInfinite(t)) {
            return t > 0 ? 1 : 0;
        }
        double x = df / (df + t * t);
        double tail = 0.5 * incompleteBeta(x, df / 2, 0.5);
        return t > 0 ? 1 - tail : tail;
    }

    /** @return the t with P(T &lt;= t) = p for Student's t with {@code df} degrees of freedom */
    static double studentQuantile(double p, double df) {
        if (p == 0.5) {
            return 0;
        }
        if (p < 0.5) {
            return -studentQuantile(1 - p, df);
        }
        double lo = 0;
        double hi = 1;
        while (studentCdf(hi, df) < p) {
            lo = hi;
            hi *= 2;
            if (hi > 1e12) {
                return Double.POSITIVE_INFINITY;
            }
        }
        // safeguarded Newton: a Newton step when it stays inside the bracket, else bisection
        double logNorm = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
        double x = (lo + hi) / 2;
        for (int i = 0; i < 100; i++) {
            double f = studentCdf(x, df) - p;
            if (f == 0) {
                return x;
            }
            if (f < 0) {
                lo = x;
            } else {
                hi = x;
            }
            double pdf = Math.exp(logNorm - (df + 1) / 2 * Math.log1p(x * x / df));
            double next = x - f / pdf;
            if (!(next > lo && next < hi)) {
                next = (lo + hi) / 2;
            }
            if (Math.abs(next - x) <= 1e-14 * Math.max(1, Math.abs(x)) || hi - lo <= 1e-14 * hi) {
                return next;
            }
            x = next;
        }
        return x;
    }

    /** @return P(Z &lt;= z) for the standard normal distribution */
    static double normalCdf(double z) {
        return 0.5 * erfc(-z / Math.sqrt(2));
    }

    /** @return P(Z &gt; z) for the standard normal distribution, accurate far into the tail */
    static double normalUpperTail(double z) {
        return 0.5 * erfc(z / Math.sqrt(2));
    }

    /** Complementary error function (Numerical Recipes erfcc, relative error below 1.2e-7). */
    private static double erfc(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.5 * z);
        double r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196
                + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398
                + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
    }
}
