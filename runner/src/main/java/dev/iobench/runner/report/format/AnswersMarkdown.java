package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.model.Why;
import dev.iobench.runner.report.read.SideFiles.Profile;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The answers section of a report: each published claim's opening, variants' table, chart, source layout and the
 * system calls that explain it, then the JVM-vs-fio answer and how to read a cell.
 */
record AnswersMarkdown(ReportModel model, ReportMarkdown report) {

    void write(StringBuilder sb) {
        if (model.answers.isEmpty() && model.fio.isEmpty()) {
            return;
        }
        sb.append("## Answers\n\n");
        for (int i = 0; i < model.answers.size(); i++) {
            Answers.Answer a = model.answers.get(i);
            SuiteGuide.Claim claim = a.claim();
            sb.append("### ").append(claim.title()).append("\n\n");
            boolean manyMachines = Answers.manyMachines(a);
            ReportModel.Reproduced reproduced = model.reproduced.get(claim.title());
            if (reproduced != null) {
                ClaimsFormat.answerOpening(sb, reproduced, manyMachines, model.results);
                if (DecisionNumbers.COMMIT_LOG.equals(claim.title())) {
                    DecisionNumbers.commitLogSourceLayout(sb, reproduced, model.results);
                }
                sb.append("**Variants that explain it.** ");
            }
            sb.append("Claimed by ").append(claim.source()).append(": ").append(claim.claim()).append(". ")
                    .append(claim.measured()).append("\n\n");
            String sentence = a.sentence();
            if (!sentence.isEmpty()) {
                sb.append("**Measured here.** ").append(sentence).append("\n\n");
            }
            Table table = new Table(Table.cells("Environment",
                    claim.columns().stream().map(col -> Md.text(col.title()))));
            a.rows().forEach((env, cells) -> table.row(Table.cells(Md.text(Answers.rowLabel(env, manyMachines)),
                    cells.stream().map(cell -> Md.text(Answers.cell(cell))))));
            sb.append(table).append('\n').append(variantStatistic(a)).append("\n\n");
            report.charts(sb, "answer-" + i);
            sourceLayout(sb, a);
            why(sb, Why.of(a, model.syscalls), manyMachines);
        }
        fioOverhead(sb);
        if (model.answers.isEmpty()) {
            return;
        }
        sb.append("Each cell: candidate vs baseline (the column says which is which) in words, then how far the ends "
                + "of the ").append(model.levels()).append(" interval of the ratio lie below and above it: `180x "
                + "slower (-48% / +93%)` means the interval runs from 48% below 180 to 93% above it (the interval is "
                + "taken on the log of the ratio, so it is asymmetric, never ±). A ratio carries the figures its "
                + "interval supports, as the Particle Data Group rounds (the interval's larger side to two significant "
                + "digits where they read 100-354, else one; the ratio to the same place; at most 3), big numbers in "
                + "scientific form (`1.7e5x`). `~` in front when the interval includes equality; `n too small` (a "
                + "value, no interval) when a side has fewer than ").append(Summary.MIN_UNITS).append(" independent "
                + "units; `" + Verdict.AT_TIMER_FLOOR + "` instead of a ratio when a side scores below ")
                .append(Fmt.plain(Units.TIMER_FLOOR_NS)).append(" ns/op, where JMH's own empty benchmark lies (about "
                + "0.3-0.5 ns/op), so the harness, not the code, is measured. The same verdict, by the same rule, is "
                + "in the full report's pair tables, the charts (inconclusive cells hatched grey) and `answers.csv`. "
                + "How the numbers are made is below.\n\n");
        String pairing = Answers.pairingGain(model.answers);
        if (!pairing.isEmpty()) {
            sb.append("Where the answers' cells ran interleaved (one fork of each per round, in a shuffled order), a "
                    + "ratio and its interval are taken over the pairs of forks of the same round, and `units` in "
                    + "`answers.csv` counts the pairs. ").append(pairing).append("\n\n");
        }
    }

    /** @return the line under an answer's variants table that says what its ratios are of */
    private static String variantStatistic(Answers.Answer a) {
        String words = a.rows().values().stream().flatMap(List::stream).filter(java.util.Objects::nonNull)
                .map(AnswersCsv::statistic).distinct().map(st -> switch (st) {
                    case "fork median" -> "each fork's median latency (fork median)";
                    case "fork mean" -> "each fork's mean score (fork mean)";
                    default -> st;
                }).collect(Collectors.joining(", "));
        return "Ratios of " + words + ", over forks: paired by round where the two sides "
                + "moved together, else each side's forks (interleaved forks 10%-trimmed from 10 on, their spread "
                + "raised toward the environment's where smaller); `answers.csv` names each cell's statistic.";
    }

    /** The fifth answer: the JVM's overhead over the raw syscall, per environment with fio's reference. */
    private void fioOverhead(StringBuilder sb) {
        if (model.fio.isEmpty()) {
            return;
        }
        sb.append("### ").append(FioOverhead.TITLE).append("\n\n")
                .append("fio measured in the same folder and run (`fio.json`): a 4 KiB in-place write + fdatasync, and "
                        + "an append + fdatasync, each run several times, the patterns interleaved run by run. A run's "
                        + "figure is its mean time per write + fdatasync (fio's own latencies of the two calls, summed "
                        + "over the run, per write). Each cell: a JVM write vs fio, JVM time over fio time in words. "
                        + "inPlaceForce does what fio does (a 4 KiB positional write at offset 0 into a file kept "
                        + "open, then fdatasync); the others are the suite's 1000-character in-place FDATASYNC "
                        + "whole-file writes, which open, write, sync and close the file every time; the last column "
                        + "is the commit log's force after every record vs fio's append. One statistic on both sides: "
                        + "the JVM's forks (each fork's mean time per op) and fio's runs (each run's mean time per "
                        + "write + fdatasync), each side's mean 10%-trimmed from 10 units on; the interval is Welch's "
                        + "on the log of the ratio at 95%, the JVM's spread raised toward its environment's where "
                        + "smaller.\n\n");
        String sentence = fioSentence();
        if (!sentence.isEmpty()) {
            sb.append("**Measured here.** ").append(sentence).append("\n\n");
        }
        boolean manyMachines = model.fio.stream().map(r -> r.env().machine()).distinct().count() > 1;
        List<String> header = new ArrayList<>(List.of("Environment",
                "fio in-place write + fdatasync, mean us per op (runs)"));
        List<String> apis = FioOverhead.apis();
        for (int i = 0; i < apis.size(); i++) {
            header.add(Md.text(apis.get(i)) + (i == 0 ? " (fio's job) vs fio" : " (open, write, sync, close) vs fio"));
        }
        header.add("commit log vs fio append");
        Table table = new Table(header);
        for (FioOverhead.Row row : model.fio) {
            List<String> cells = new ArrayList<>(List.of(Md.text(Answers.rowLabel(row.env(), manyMachines)),
                    Fmt.sig(row.fioInPlaceCentre()) + " (" + row.fioInPlace().length + ")"));
            row.ratios().forEach(v -> cells.add(v == null ? "-" : Md.text(v.cell())));
            table.row(cells);
        }
        sb.append(table).append('\n');
    }

    /** @return the fio answer's sentence: its chosen API's ratio range per filesystem ({@code ext4: 1.1x faster}) */
    private String fioSentence() {
        int column = SuiteGuide.GUIDE.fio().sentenceColumn();
        Map<String, List<Verdict>> byFs = model.fio.stream().filter(row -> row.ratios().get(column) != null
                && row.ratios().get(column).hasRatio()).collect(Collectors.groupingBy(row -> row.env().filesystem(),
                        java.util.TreeMap::new, Collectors.mapping(row -> row.ratios().get(column), Collectors.toList())));
        List<String> parts = byFs.entrySet().stream().map(e -> {
            DoubleSummaryStatistics s = e.getValue().stream().mapToDouble(Verdict::slowdown).summaryStatistics();
            long inconclusive = e.getValue().stream().filter(v -> v.kind() == Verdict.Kind.INCONCLUSIVE).count();
            return e.getKey() + ": " + ClaimsFormat.timeRatioRange(s.getMin(), s.getMax(), 2) + " ("
                    + Md.count(s.getCount(), "environment")
                    + (inconclusive > 0 ? ", " + inconclusive + " inconclusive" : "") + ")";
        }).toList();
        boolean anyInconclusive = byFs.values().stream().flatMap(List::stream)
                .anyMatch(v -> v.kind() == Verdict.Kind.INCONCLUSIVE);
        return parts.isEmpty() ? "" : FioOverhead.apis().get(column) + "'s synced in-place write vs fio's, mean per "
                + "op, by filesystem: " + String.join("; ", parts) + "."
                + (anyInconclusive ? " Inconclusive: the interval includes equality." : "");
    }

    /** An answer's tables in its source's layout: percentiles as rows, one table per filesystem. */
    private void sourceLayout(StringBuilder sb, Answers.Answer a) {
        if (a.layout().isEmpty()) {
            return;
        }
        sb.append("<details><summary>In the source's layout: latency percentiles of the source's own code, one table "
                + "per filesystem (Samples: the number of latency samples, the source's \"Iterations\"; Total: their "
                + "sum)</summary>\n\n");
        for (Answers.LayoutTable t : a.layout()) {
            List<BenchmarkResult> measured = t.results().stream().filter(java.util.Objects::nonNull).toList();
            String unit = Units.choose(measured.get(0).unit(),
                    measured.stream().mapToDouble(r -> r.samples().percentile(50)).toArray());
            sb.append(FullReportMarkdown.latencyTable(Table.cells(Md.text(t.filesystem()) + " (" + Md.text(t.env().id())
                    + ", " + unit + ")", a.claim().sourceLayout().stream().map(col -> Md.text(col.title()))),
                    t.results(), unit)).append('\n');
        }
        sb.append("</details>\n\n");
    }

    /** An answer's "Why" table: each pair's system calls per op and the call holding the op's time, with its why. */
    private static void why(StringBuilder sb, Why.Table t, boolean manyMachines) {
        if (t.rows().isEmpty() && t.untraced().isEmpty() && t.without().isEmpty()) {
            return;
        }
        sb.append("**Why, measured: system calls per op.** ");
        if (t.rows().isEmpty() && t.untraced().isEmpty()) {
            sb.append("The runs read here have no syscall profile (no `syscalls.json.gz`: `iobench run --syscalls`, on "
                    + "in `make bench-all`, runs one profiled fork of each answer cell).\n\n");
            return;
        }
        if (!t.rows().isEmpty()) {
            sb.append("One fork of each cell under strace (`syscalls.json.gz`): calls per op of each file and "
                    + "descriptor call (under ").append(fmt(Why.MIN_PER_OP)).append(" per op left out), and the call "
                    + "holding most of the op's time, as its share of the op. Under ptrace counts are exact, times "
                    + "only relative.\n\n");
            Table table = new Table("Environment", "Pair", "Baseline: calls per op", "Candidate: calls per op",
                    "Holds the time (baseline / candidate)");
            Set<String> holding = new LinkedHashSet<>();
            for (Why.Row r : t.rows()) {
                String env = Answers.rowLabel(r.env(), manyMachines)
                        + (r.profiledIn() == null ? "" : " (counts of " + r.profiledIn().id() + ")");
                String holder = holds(r.baseline(), holding) + " / " + holds(r.candidate(), holding);
                table.row(Md.text(env), Md.text(r.column()), Md.text(calls(r.baseline())),
                        Md.text(calls(r.candidate())), Md.text(holder));
            }
            sb.append(table).append('\n');
            if (t.rows().stream().anyMatch(r -> r.profiledIn() != null)) {
                sb.append("A run profiles each filesystem once, with its first JDK: \"counts of\" names the "
                        + "environment whose fork was counted (docs/syscalls.md).\n\n");
            }
            List<String> explained = holding.stream().filter(Why.MECHANISMS::containsKey).toList();
            explained.forEach(call -> sb.append("- `").append(Md.text(call)).append("`: ")
                    .append(Why.MECHANISMS.get(call)).append(".\n"));
            sb.append(explained.isEmpty() ? "" : "\n");
        }
        if (!t.untraced().isEmpty()) {
            sb.append("strace could not count calls in ").append(Md.text(ids(t.untraced())))
                    .append(" (ptrace refused or strace missing; its `run.json` says which).\n\n");
        }
        if (!t.without().isEmpty()) {
            sb.append("No syscall profile in ").append(Md.text(ids(t.without())))
                    .append(": its run has no `syscalls.json.gz`.\n\n");
        }
    }

    /** @return e.g. {@code openat 1.0, write 1.0, close 1.0}, most calls first; {@code -} when not profiled */
    private static String calls(Profile p) {
        if (p == null) {
            return "-";
        }
        String shown = p.perOp().entrySet().stream().filter(e -> e.getValue() >= Why.MIN_PER_OP)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .map(e -> e.getKey() + " " + fmt(e.getValue())).collect(Collectors.joining(", "));
        return shown.isEmpty() ? "none" : shown;
    }

    private static String holds(Profile p, Set<String> holding) {
        String top = p == null ? null : Why.holdsTheTime(p);
        if (top == null) {
            return "-";
        }
        holding.add(top);
        return String.format(Locale.ROOT, "%s %.0f%%", top, p.share().get(top));
    }

    /** @return a count per op to two significant digits, at most: 1.0, 0.25, 12 */
    private static String fmt(double v) {
        return String.format(Locale.ROOT, v >= 10 ? "%.0f" : v >= 1 ? "%.1f" : "%.2f", v);
    }

    private static String ids(List<Environment> envs) {
        return envs.stream().map(Environment::id).collect(Collectors.joining(", "));
    }
}
