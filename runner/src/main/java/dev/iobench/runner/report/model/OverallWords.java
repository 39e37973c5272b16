package dev.iobench.runner.report.model;

import dev.iobench.runner.report.model.Reproduction.Cell;
import dev.iobench.runner.report.model.Reproduction.Overall;
import dev.iobench.runner.report.model.Reproduction.SpecRow;
import dev.iobench.runner.report.model.Reproduction.Verdict;
import dev.iobench.runner.stats.Verdict.Kind;
import java.util.List;

/** The words of a claim's {@link Overall} verdict: how many environments hold, and the direction the others show. */
final class OverallWords {
    private OverallWords() {
    }

    /** @return the verdict over the cells inside the claim, in words */
    static Overall ofCovered(List<Cell> cells) {
        List<Cell> headline = cells.stream().filter(c -> c.spec().headline() && c.verdict() != Verdict.AT_FLOOR
                && c.verdict() != Verdict.OUTSIDE).toList();
        List<Cell> rows = cells.stream().filter(c -> c.spec().inVerdict() && c.verdict() != Verdict.AT_FLOOR
                && c.verdict() != Verdict.OUTSIDE).toList();
        if (rows.stream().anyMatch(c -> !c.spec().headline())) {
            return ofEveryRow(rows, headline);
        }
        long holds = headline.stream().filter(c -> c.verdict() == Verdict.HOLDS).count();
        long wide = headline.stream().filter(c -> c.verdict() == Verdict.TOO_WIDE).count();
        if (headline.isEmpty()) {
            boolean floor = cells.stream().anyMatch(c -> c.verdict() == Verdict.AT_FLOOR);
            boolean outside = cells.stream().anyMatch(c -> c.verdict() == Verdict.OUTSIDE);
            return new Overall(floor ? "no verdict: a side is at JMH's timer floor" : outside ? "no verdict: every "
                    + "environment is outside the claim (RAM-backed)" : "no verdict: the size the "
                    + "claim is quoted at was not run", false, headline);
        }
        if (holds == headline.size()) {
            return new Overall(headline.size() == 1 ? "holds" : "holds in all " + headline.size() + " environments",
                    true, headline);
        }
        List<Cell> same = inClaimedDirection(headline);
        String tooWide = wide == 0 ? "" : wide == headline.size() ? "" : ", too wide to tell in " + wide;
        if (holds > 0) {
            // the direction beside a partial size verdict where more cells show it than hold; how the others
            // miss the size is in the answer
            return new Overall("holds in " + holds + " of " + headline.size() + " environments" + tooWide
                    + (same.size() > holds ? "; " + direction(headline, same, false) : ""), true, headline);
        }
        List<String> other = cells.stream().filter(c -> !c.spec().headline() && c.verdict() == Verdict.HOLDS)
                .map(c -> c.spec().label()).distinct().toList();
        if (!other.isEmpty()) {
            return new Overall("holds at " + String.join(", ", other) + " only, not at "
                    + headline.get(0).spec().label() + tooWide, false, headline);
        }
        String dir = same.isEmpty() ? "" : ": " + direction(headline, same, wide == 0);
        if (wide == headline.size()) {
            boolean none = headline.stream().noneMatch(Cell::hasInterval);
            return new Overall((none ? "no verdict here: n too small" : "too wide to tell here") + dir, false, headline);
        }
        if (wide > 0) {
            return new Overall("does not hold in " + (headline.size() - wide) + " of " + headline.size()
                    + " environments" + tooWide + dir, false, headline);
        }
        return new Overall("does not hold here" + dir, false, headline);
    }

    /**
     * The verdict of a claim about all its rows: every cell counted, where it does not hold named by the
     * kind of row (the label before its size), e.g. {@code holds in 60 of 168 cells (24 rows x 7
     * environments), does not hold in 40 (file write 28, socket read 12), too wide to tell in 68}; a
     * row is one case of the claim, such as {@code file write, 8 B}.
     */
    private static Overall ofEveryRow(List<Cell> rows, List<Cell> headline) {
        long holds = rows.stream().filter(c -> c.verdict() == Verdict.HOLDS).count();
        long wide = rows.stream().filter(c -> c.verdict() == Verdict.TOO_WIDE).count();
        java.util.Map<String, Long> misses = rows.stream().filter(c -> c.verdict() == Verdict.DOES_NOT_HOLD)
                .collect(java.util.stream.Collectors.groupingBy(c -> rowKind(c.spec().label()),
                        java.util.LinkedHashMap::new, java.util.stream.Collectors.counting()));
        long miss = misses.values().stream().mapToLong(Long::longValue).sum();
        long sizes = rows.stream().map(c -> c.spec().label()).distinct().count();
        long envs = rows.stream().map(c -> c.env().id()).distinct().count();
        StringBuilder w = new StringBuilder(holds == rows.size() ? "holds in all " : "holds in " + holds + " of ")
                .append(rows.size()).append(" cells (").append(sizes).append(" rows x ").append(envs)
                .append(envs == 1 ? " environment)" : " environments)");
        if (miss > 0) {
            w.append(", does not hold in ").append(miss).append(" (");
            misses.forEach((k, n) -> w.append(w.charAt(w.length() - 1) == '(' ? "" : ", ").append(k).append(' ').append(n));
            w.append(')');
        }
        if (wide > 0) {
            w.append(", too wide to tell in ").append(wide);
        }
        return new Overall(w.toString(), miss == 0 && holds > 0, headline);
    }

    /** @return the kind of a row, its label before the size: {@code file write} of {@code file write, 8 B} */
    static String rowKind(String label) {
        int comma = label.lastIndexOf(',');
        return comma < 0 ? label : label.substring(0, comma);
    }

    /** @return the cells whose interval lies wholly on the side of 1 the source's range does (none where it spans 1) */
    static List<Cell> inClaimedDirection(List<Cell> headline) {
        Kind kind = claimedKind(headline.get(0).spec());
        return kind == null ? List.of() : headline.stream().filter(c -> c.comparison().kind() == kind).toList();
    }

    private static Kind claimedKind(SpecRow row) {
        double[] claimed = row.claimedRatio();
        return claimed[1] < 1 ? Kind.FASTER : claimed[0] > 1 ? Kind.SLOWER : null;
    }

    /**
     * The direction the source claims, where the headline cells show it though not at its size: a size
     * verdict alone ("does not hold") reads as "no effect" to a reader of the question.
     *
     * @param same the headline cells conclusively in the claim's direction ({@link #inClaimedDirection})
     * @param by whether to say how they miss the source's size, where they all miss it one way
     * @return e.g. {@code faster in all 7 environments, by less than its source}, {@code slower in 6 of 7
     *     environments, by less than its source}; empty where {@code same} is
     */
    static String direction(List<Cell> headline, List<Cell> same, boolean by) {
        if (same.isEmpty()) {
            return "";
        }
        List<String> misses = same.stream().map(c -> c.verdict() == Verdict.DOES_NOT_HOLD ? c.miss() : "holds")
                .distinct().toList();
        String how = !by || misses.size() != 1 ? "" : misses.get(0).startsWith("smaller") ? ", by less than its source"
                : misses.get(0).startsWith("larger") ? ", by more than its source" : "";
        String word = claimedKind(headline.get(0).spec()) == Kind.FASTER ? "faster" : "slower";
        String where = headline.size() == 1 ? " here" : " in " + (same.size() == headline.size() ? "all " : same.size()
                + " of ") + headline.size() + " environments";
        return word + where + how;
    }
}
