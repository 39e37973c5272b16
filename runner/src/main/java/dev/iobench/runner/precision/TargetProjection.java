package dev.iobench.runner.precision;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What reaching a precision target would take with the fork-to-fork spread a run measured: for
 * each cell, the forks Student's t over fork means would need at that spread
 * ({@link StopRule#forksFor}), times what one of its forks cost; and for the run, the time to bring
 * a share of its cells within the target while the rest stop at the minimum of 3 forks. The
 * spread of a cell with few forks is itself uncertain (with 3 forks its standard deviation may be
 * off by a factor of 2), so this is an estimate at that spread, not a promise.
 */
public final class TargetProjection {
    /** Forks a cell needs at the fewest: the stop rule's minimum. */
    static final int MIN_FORKS = 3;
    /** Forks beyond which a cell counts as out of reach. */
    static final int CAP = 100_000;

    /**
     * One cell as measured.
     *
     * @param cv standard deviation of its fork means over their mean (NaN with fewer than 3 forks)
     * @param secondsPerFork what one of its forks cost, JVM start and launches included
     */
    public record Cell(double cv, double secondsPerFork) {
    }

    /**
     * The projection of one run.
     *
     * @param forks the forks each cell with 3 or more forks would need for the target
     * @param seconds time to bring {@code share} of the cells within the target (NaN when some
     *     cell has fewer than 3 forks, infinite when out of reach)
     */
    public record Estimate(List<Double> forks, double seconds) {
    }

    private TargetProjection() {
    }

    /**
     * @param share the share of cells to bring within the target, e.g. 0.9
     * @return the forks and time the target would take at the cells' measured spread
     */
    public static Estimate of(List<Cell> cells, double target, double confidence, double share) {
        if (cells.isEmpty()) {
            return new Estimate(List.of(), Double.NaN);
        }
        List<double[]> costs = new ArrayList<>();
        List<Double> forks = new ArrayList<>();
        boolean unknown = false;
        for (Cell c : cells) {
            if (Double.isNaN(c.cv())) {
                unknown = true;
                continue;
            }
            int n = StopRule.forksFor(c.cv(), target, confidence, MIN_FORKS, CAP);
            forks.add((double) n);
            double cost = n >= CAP ? Double.POSITIVE_INFINITY : n * c.secondsPerFork();
            costs.add(new double[] {cost, MIN_FORKS * c.secondsPerFork()});
        }
        if (unknown) {
            return new Estimate(List.copyOf(forks), Double.NaN);
        }
        costs.sort(Comparator.comparingDouble(c -> c[0]));
        int within = (int) Math.ceil(share * cells.size() - 1e-9);
        double seconds = 0;
        for (int i = 0; i < costs.size(); i++) {
            seconds += i < within ? costs.get(i)[0] : costs.get(i)[1];
        }
        return new Estimate(List.copyOf(forks), seconds);
    }
}
