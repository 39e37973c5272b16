package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RoundOrderTest {
    private static final List<String> CELLS = List.of("a", "b", "c", "d", "e", "f", "g");
    // a-b-c through the shared side b, d-e, and a link to a cell that does not run this round
    private static final List<Map.Entry<String, String>> LINKS =
            List.of(Map.entry("a", "b"), Map.entry("c", "b"), Map.entry("d", "e"), Map.entry("f", "x"));

    @Test
    void linkedCells_runNextToEachOther_inAFreshOrderEveryRound() {
        Random random = new Random(42);
        Set<List<String>> orders = new HashSet<>();
        Set<String> firsts = new HashSet<>();
        for (int round = 0; round < 200; round++) {
            List<String> order = AnswerRounds.shuffle(CELLS, LINKS, random);
            assertEquals(Set.copyOf(CELLS), Set.copyOf(order), "every cell once");
            assertEquals(CELLS.size(), order.size());
            assertContiguous(order, Set.of("a", "b", "c"));
            assertContiguous(order, Set.of("d", "e"));
            orders.add(order);
            firsts.add(order.get(0));
        }
        assertTrue(orders.size() > 100, "orders differ from round to round: " + orders.size() + " distinct");
        assertEquals(Set.copyOf(CELLS), firsts, "any cell may open a round");
    }

    @Test
    void theSameSeed_givesTheSameOrders() {
        Random one = new Random(7);
        Random two = new Random(7);
        for (int round = 0; round < 20; round++) {
            assertEquals(AnswerRounds.shuffle(CELLS, LINKS, one), AnswerRounds.shuffle(CELLS, LINKS, two));
        }
    }

    private static void assertContiguous(List<String> order, Set<String> group) {
        int first = order.size();
        int last = -1;
        for (int i = 0; i < order.size(); i++) {
            if (group.contains(order.get(i))) {
                first = Math.min(first, i);
                last = Math.max(last, i);
            }
        }
        assertEquals(group.size() - 1, last - first, group + " next to each other in " + order);
    }
}
