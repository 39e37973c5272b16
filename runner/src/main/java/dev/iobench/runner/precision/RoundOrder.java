package dev.iobench.runner.precision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The order of one interleaved round: the cells an answer divides run next to each other. Cells
 * linked by a ratio, directly or through a shared side, form a group; a round shuffles the groups,
 * and the cells inside each group, afresh. A machine's slow spells (a neighbour's burst, a few seconds
 * of CPU steal) then fall on both sides of a ratio alike, and the ratio of the round's two forks
 * cancels them, where a whole-round shuffle would put the two sides half a round apart.
 */
final class RoundOrder {
    private RoundOrder() {
    }

    /**
     * @param cells this round's cells
     * @param links the pairs of cells that a ratio divides (cells not in {@code cells} are ignored)
     * @param random the run's seeded source
     * @return {@code cells} in a fresh order, each group of linked cells contiguous
     */
    static <T> List<T> shuffle(List<T> cells, List<Map.Entry<T, T>> links, Random random) {
        Map<T, T> parent = new IdentityHashMap<>();
        for (T c : cells) {
            parent.put(c, c);
        }
        for (Map.Entry<T, T> link : links) {
            if (parent.containsKey(link.getKey()) && parent.containsKey(link.getValue())) {
                parent.put(root(parent, link.getKey()), root(parent, link.getValue()));
            }
        }
        Map<T, List<T>> groups = new LinkedHashMap<>();
        for (T c : cells) {
            groups.computeIfAbsent(root(parent, c), k -> new ArrayList<>()).add(c);
        }
        List<List<T>> order = new ArrayList<>(groups.values());
        Collections.shuffle(order, random);
        List<T> out = new ArrayList<>(cells.size());
        for (List<T> group : order) {
            Collections.shuffle(group, random);
            out.addAll(group);
        }
        return out;
    }

    private static <T> T root(Map<T, T> parent, T c) {
        T r = c;
        while (parent.get(r) != r) {
            r = parent.get(r);
        }
        return r;
    }
}
