package dev.iobench.runner.stats;

import java.util.HashMap;
import java.util.Map;

/**
 * Matches two interleaved cells' forks by round: the forks of the rounds both ran one in, which is
 * what a paired ratio is taken over. Both the stop rule's view of an answer's ratio and the
 * report's ({@code RoundPairs}) match forks here.
 */
public final class SharedRounds {
    private SharedRounds() {
    }

    /**
     * @param bValues the baseline's value of each fork, in fork order
     * @param bRounds the round of each of them (extra entries on either array are ignored)
     * @param cValues the candidate's
     * @param cRounds the round of each of them
     * @return {baseline values, candidate values} of the rounds both ran a fork in, in round order
     */
    public static double[][] of(double[] bValues, int[] bRounds, double[] cValues, int[] cRounds) {
        Map<Integer, Double> b = byRound(bValues, bRounds);
        Map<Integer, Double> c = byRound(cValues, cRounds);
        int[] shared = c.keySet().stream().filter(b::containsKey).mapToInt(Integer::intValue).sorted().toArray();
        double[] pb = new double[shared.length];
        double[] pc = new double[shared.length];
        for (int i = 0; i < shared.length; i++) {
            pb[i] = b.get(shared[i]);
            pc[i] = c.get(shared[i]);
        }
        return new double[][] {pb, pc};
    }

    private static Map<Integer, Double> byRound(double[] values, int[] rounds) {
        Map<Integer, Double> out = new HashMap<>();
        for (int i = 0; i < Math.min(values.length, rounds.length); i++) {
            out.put(rounds[i], values[i]);
        }
        return out;
    }

}
