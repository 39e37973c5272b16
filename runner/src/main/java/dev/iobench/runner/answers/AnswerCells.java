package dev.iobench.runner.answers;

import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.model.SuiteGuide.Selector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The cells the README's answers read, which the run measures first: every selector of the suite's
 * report.json that an answer compares or shows (claims' columns, source layouts and reproduction rows; the
 * JMH sides of the comparisons with fio), without repeats.
 */
public record AnswerCells(List<Selector> selectors, List<Pair> pairs) {
    /** Two sides an answer compares as a ratio, run interleaved; {@code what} is e.g. the claim and column. */
    public record Pair(String what, Selector baseline, Selector candidate) {
    }

    public AnswerCells {
        selectors = List.copyOf(selectors);
        pairs = List.copyOf(pairs);
    }

    /** @return the answers of the suite on the classpath (its report.json) */
    public static AnswerCells suite() {
        List<Selector> all = new ArrayList<>();
        List<Pair> pairs = new ArrayList<>();
        for (SuiteGuide.Claim c : SuiteGuide.GUIDE.claims()) {
            for (SuiteGuide.Column col : orEmpty(c.columns())) {
                pairs.add(new Pair(c.title() + ": " + col.title(), col.baseline(), col.candidate()));
            }
            orEmpty(c.sourceLayout()).forEach(l -> all.add(l.result()));
            for (SuiteGuide.ReproduceRow row : orEmpty(c.reproduce() == null ? null : c.reproduce().rows())) {
                pairs.add(new Pair(c.title() + ": reproduction " + row.label(), row.baseline(), row.candidate()));
            }
        }
        pairs.forEach(p -> all.addAll(Arrays.asList(p.baseline(), p.candidate())));
        SuiteGuide.Fio fio = SuiteGuide.GUIDE.fio();
        if (fio != null) {
            // the other side of these ratios is fio's own measurement, not a JMH cell
            all.addAll(orEmpty(fio.writes()));
            all.add(fio.commitLog());
        }
        return new AnswerCells(all.stream().filter(Objects::nonNull).distinct().toList(), pairs);
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    public boolean contains(String benchmark, String mode, Map<String, String> params) {
        return selectors.stream().anyMatch(s -> s.matches(benchmark, mode, params));
    }
}
