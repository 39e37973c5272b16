package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.read.EnvironmentResolver;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Summary.Estimate;
import dev.iobench.runner.stats.Units;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The full report after its answers: how the results were measured, where (machines, environments, noise),
 * and every result's tables: by benchmark group, by pair rule, and latency percentiles.
 */
record FullReportMarkdown(ReportModel model, ReportMarkdown report) {
    /** The percentiles of a latency table and of {@code results.csv}. */
    static final double[] TABLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    /** The rows of a latency table: {@link #TABLE_PERCENTILES} then the samples'. */
    private static final List<String> LATENCY_ROWS = List.of("Min", "P50 (Median)", "P90", "P95", "P99", "P99.9", "Max",
            "Total", "Samples");
    /** What a percentile is, for the percentile section. */
    private static final String PERCENTILES = "Percentiles are computed as JMH computes its `scorePercentiles`: over "
            + "all samples of all forks and iterations in ascending order, the value at position p (n + 1) / 100, "
            + "interpolated linearly between its neighbours (commons-math3 `Percentile`'s default, R type 6); Min and "
            + "Max are the extremes. Samples: the number of latency samples (not iterations).";

    void write(StringBuilder sb) {
        header(sb);
        environments(sb);
        groups(sb);
        pairs(sb);
        percentiles(sb);
    }

    /** How the results were measured and what every statistic in the tables means, with counts. */
    private void header(StringBuilder sb) {
        Map<String, Integer> shapes = new LinkedHashMap<>();
        Map<Estimate.Kind, Integer> kinds = new EnumMap<>(Estimate.Kind.class);
        for (BenchmarkResult r : model.results) {
            String shape = r.shape() == null ? "androidx.benchmark, " + r.estimate().countText() + " in one process"
                    : (r.shape().profile() == null ? "profile not recorded (no run.json with the command)"
                    : "profile " + Md.code(r.shape().profile())) + ": " + Md.text(r.shape().text());
            shapes.merge(shape, 1, Integer::sum);
            kinds.merge(r.estimate().kind(), 1, Integer::sum);
        }
        long tooSmall = model.results.stream().filter(r -> !r.estimate().summary().hasInterval()).count();
        int pairRows = model.pairs.stream().mapToInt(t -> t.rows().size()).sum();
        long verdicts = model.pairs.stream().flatMap(t -> t.rows().stream()).filter(c -> c.verdict().conclusive())
                .count();
        sb.append("**How the results were measured** (JMH's `forks`, `measurementIterations`, `measurementTime`, "
                + "`warmupIterations` in each result; the profile from the run's `run.json`):\n\n");
        shapes.forEach((shape, n) -> sb.append("- ").append(shape).append(": ").append(Md.count(n, "result"))
                .append('\n'));
        sb.append("\n**Cells.** The mean of a result's independent units ± the half width of the ").append(model.levels())
                .append(" confidence interval of that mean (Student t, df = units - 1): the level the precision stop "
                + "rule uses (`iobench run --confidence`, read from each run's `precision.json`, else 95%). The unit "
                + "is the JVM fork (each fork's mean) when a result has 2 or more forks; with 1 fork the units are its "
                + "measurement iterations (JMH's own rule, which cannot see variation between JVMs); SampleTime "
                + "samples are never units (an iteration's or fork's mean is). With fewer than 3 units a cell shows "
                + "its value and `n too small`, no interval. Here: ");
        sb.append(kinds.entrySet().stream().map(e -> Md.count(e.getValue(), "result") + " with " + e.getKey().plural()
                + " as units").collect(Collectors.joining(", ")))
                .append("; ").append(tooSmall).append(" of ").append(model.results.size())
                .append(" cells `n too small`").append(tooSmall == 0 ? "" : " (an interval needs at least 3 forks "
                        + "per cell, or 3 iterations of one fork, which say less)")
                .append(". Numbers have 3 significant figures (integer digits kept); ratios as many as their interval "
                        + "supports.\n\n");
        java.util.Collection<PrecisionNotes.Note> notes = model.precision.notes();
        if (!notes.isEmpty()) {
            long reached = notes.stream().filter(PrecisionNotes.Note::reached).count();
            String levels = notes.stream().map(PrecisionNotes.Note::confidence).distinct().sorted()
                    .map(Fmt::plainPercent).collect(Collectors.joining(" or "));
            sb.append("**Precision-targeted cells.** ").append(reached).append(" of ").append(notes.size())
                    .append(" ran until the ").append(levels).append(" interval of their mean over forks was within "
                    + "the target; ").append(notes.size() - reached).append(" stopped at a cap and say `precision not "
                    + "reached (±x%)` with the half width they reached (their `precision.json`), at the same level as "
                    + "the cells' intervals.\n\n");
        }
        if (pairRows > 0) {
            sb.append("**Pair tables** compare the same units. Candidate vs baseline: ").append(CompareFormat.VERDICT_TEXT)
                    .append(" It is the same verdict, by the same rule, as the answers' cells: the ")
                    .append(model.levels()).append(" interval of the ratio of the means, computed on the log of the "
                    + "ratio (delta method for the log of each mean, Welch-Satterthwaite df) and exponentiated, so no "
                    + "bound is ever negative; where both sides' forks ran interleaved (a precision run's answer "
                    + "cells) and from 10 forks on, the means are 10%-trimmed (the highest and lowest tenth of the "
                    + "forks set aside, Yuen's winsorized standard errors, so one fork far from the others does not "
                    + "set the interval; every fork stays in the tables and files), and each side's spread is "
                    + "moderated toward its environment's (Smyth's empirical-Bayes prior, fitted from the run's "
                    + "answers' cells: the Machine noise table shows it), so a few forks that happen to agree do not "
                    + "make a narrow interval (moderation only raises a spread toward the prior's, so a side above "
                    + "it keeps its own). Here: ").append(verdicts).append(" of ")
                    .append(pairRows).append(" pair rows are conclusive.\n\n");
        }
        if (!model.percentiles.isEmpty()) {
            sb.append("**Percentiles.** ").append(PERCENTILES).append("\n\n");
        }
    }

    /** @return what a machine is from its environments' records: CPU, instance type and disks, else their CPUs */
    private static String machineOnce(List<Environment> envs) {
        java.util.Set<String> cpus = new java.util.LinkedHashSet<>();
        java.util.Set<String> types = new java.util.LinkedHashSet<>();
        Map<String, Boolean> disks = new LinkedHashMap<>();
        for (Environment e : envs) {
            Machine m = e.machineRecord();
            if (m == null) {
                cpus.add(e.cpu());
                continue;
            }
            if (m.cpu() != null) {
                cpus.add(m.cpu().model() + " x" + m.cpu().count());
            }
            if (m.dmi() != null) {
                types.add(EnvironmentResolver.dmiText(m.dmi()));
            }
            if (m.blockDevice() != null) {
                disks.merge(EnvironmentResolver.diskText(m.blockDevice()), m.blockDevice().via() != null,
                        Boolean::logicalAnd);
            }
        }
        List<String> out = new java.util.ArrayList<>(cpus);
        out.addAll(types);
        disks.forEach((d, onlyLoop) -> out.add("disk " + d + (onlyLoop ? " (under loop-mounted volumes)" : "")));
        return String.join("; ", out);
    }

    /** Each machine once (what it is), the table of environments with where each was read from, the machine's noise. */
    private void environments(StringBuilder sb) {
        sb.append("## Environments\n\n");
        Map<String, List<Environment>> byMachine = new java.util.TreeMap<>();
        model.envs.forEach(e -> byMachine.computeIfAbsent(e.machine() == null ? "-" : e.machine(),
                k -> new java.util.ArrayList<>()).add(e));
        byMachine.forEach((machine, envs) -> sb.append("- ").append(machine.equals("-") ? "Machine not recorded"
                : "Machine " + Md.code(machine)).append(": ").append(Md.text(machineOnce(envs))).append('\n'));
        Table table = new Table("Environment", "Kind", "Filesystem", "Mount options", "JDK / Android", "Kernel / OS",
                "CPU / device", "Warnings", "Source");
        model.envs.forEach(e -> table.row(Md.text(e.id()), Md.text(e.kind()), Md.text(e.filesystem()),
                Md.text(e.fsOptions()), Md.text(e.jdk()), Md.text(e.kernel()), Md.text(e.cpu()),
                e.warnings().isEmpty() ? "-" : Md.text(String.join("; ", e.warnings())), Md.text(e.source())));
        sb.append('\n').append(table).append('\n');
        machineNoise(sb);
    }

    /** The machine's own noise in each environment of a precision run, as its precision.json recorded it. */
    private void machineNoise(StringBuilder sb) {
        Map<String, PrecisionNotes.Noise> noise = model.precision.noise();
        if (noise.isEmpty()) {
            return;
        }
        sb.append("### Machine noise\n\nWhat the machine itself did while each precision-targeted environment ran. "
                + "The no-I/O probe" + probes(noise.values()) + ", run at the environment's start: the standard "
                + "deviation of its fork means over their mean (fork to fork) and of one iteration within a fork; "
                + "small on a quiet machine and larger where the host's CPU is contended, which /proc need not show as "
                + "steal. CPU steal (the highest of any fork) and other processes' CPU time (the median fork, in "
                + "cores) are read from /proc across each fork, the fork's own processes (iobench's, and in a "
                + "container the container's) not counted as others ('not watched': no /proc reading for its forks). A "
                + "fork ran under heavy interference above 10% steal or 0.5 cores of others; such a fork of an answer "
                + "cell is set aside and run again (at most twice a cell). The answers' cells themselves: the median "
                + "over them of the standard deviation of the log of their fork values (fork medians for latencies, "
                + "fork means otherwise), the spread that sets how many forks a ratio needs"
                + spreadExample(noise.values())
                + ". Each ratio's spread is moderated toward its environment's (Smyth's empirical-Bayes prior, fitted "
                + "from the answers' cells and, for paired ratios, from the answers' pairs of forks of the same "
                + "round): the prior's spread and its weight, in forks' worth of degrees of freedom added to a cell's "
                + "own; a large weight where the cells spread alike, a small one where they differ. Moderation only "
                + "raises a spread toward the prior's, never lowers one: a cell (or pair) above it keeps its own, so a "
                + "noisier cell is never drawn toward its quieter neighbours; the prior's weight still adds degrees of "
                + "freedom, so an interval can come out a little narrower than its own forks alone give.\n\n");
        Table table = new Table("Environment", "No-I/O probe: fork to fork", "Within a fork",
                "Answers' cells: fork to fork, median", "Prior of a cell's spread (weight)",
                "Prior of a pair's spread (weight)", "CPU steal, highest fork", "Other processes, median fork",
                "Forks under heavy interference", "Set aside and run again");
        for (Environment e : model.envs) {
            PrecisionNotes.Noise n = noise.get(e.id());
            if (n == null) {
                continue;
            }
            boolean probed = n.probeNote() == null;
            boolean watched = n.watchedForks() > 0;
            table.row(Md.text(e.id()), probed ? Fmt.percent1(n.probeForkCv()) + " (" + n.probeForks() + " forks)"
                            : n.probeNote().equals("-") ? "-" : Md.text("not measured: " + n.probeNote()),
                    probed ? Fmt.percent1(n.probeIterationCv()) : "-",
                    n.answersCells() == 0 ? "-" : Fmt.percent1(n.answersForkSd()) + " (" + n.answersCells() + " cells)",
                    prior(n.priors().cells()), prior(n.priors().pairs()),
                    watched ? Fmt.percent1(n.maxSteal()) : "not watched",
                    watched ? String.format(java.util.Locale.ROOT, "%.2f cores", n.medianOthers()) : "not watched",
                    // forks nobody watched are not forks without interference
                    !watched ? "not watched" : n.heavyForks() + " of " + (n.watchedForks() < n.forks()
                            ? n.watchedForks() + " watched (" + n.forks() + " forks)" : n.forks()),
                    String.valueOf(n.redoneForks()));
        }
        sb.append(table).append('\n');
    }

    /** @return what a spread from fork to fork costs at the runs' one target, or empty where they have none or two */
    private static String spreadExample(java.util.Collection<PrecisionNotes.Noise> noise) {
        List<List<Double>> targets = noise.stream().map(n -> List.of(n.target(), n.confidence())).distinct().toList();
        if (targets.size() != 1 || !targets.get(0).stream().allMatch(v -> v > 0 && v < 1)) {
            return "";
        }
        double target = targets.get(0).get(0);
        double level = targets.get(0).get(1);
        return String.format(java.util.Locale.ROOT, ": at 3%% a ratio of two cells whose forks move independently "
                + "reaches ±%s (%s interval) in about %d forks a side, at 10%% in about %d", Fmt.plainPercent(target),
                Fmt.plainPercent(level), Intervals.forksForRatio(0.03, target, level, 1000),
                Intervals.forksForRatio(0.10, target, level, 1000));
    }

    /** @return a prior's spread (root of its variance) and weight, e.g. {@code 3.8% (1.4)}; {@code -} without one */
    private static String prior(SpreadPrior p) {
        return p.any() ? Fmt.percent1(Math.sqrt(p.variance())) + " (" + String.format(java.util.Locale.ROOT, "%.1f",
                p.df()) + ")" : "-";
    }

    /** @return the probes' benchmarks after a colon, short names in code spans, or that the runs had none */
    private static String probes(java.util.Collection<PrecisionNotes.Noise> noise) {
        List<String> names = noise.stream().map(PrecisionNotes.Noise::probe).filter(java.util.Objects::nonNull)
                .map(b -> Md.code(CompareFormat.shortName(b))).distinct().toList();
        return names.isEmpty() ? " (a benchmark without I/O in its operation; these runs have none: -)"
                : ": " + String.join(", ", names) + " (a benchmark without I/O in its operation)";
    }

    /** Every result, one table per benchmark group: benchmarks down, environments across. */
    private void groups(StringBuilder sb) {
        if (model.groups.isEmpty()) {
            return;
        }
        sb.append("## Results by benchmark group\n\n");
        for (int i = 0; i < model.groups.size(); i++) {
            ReportModel.GroupTable t = model.groups.get(i);
            sb.append("### ").append(SuiteGuide.simpleName(t.group())).append(" (").append(t.mode()).append(", ")
                    .append(t.unit()).append(")\n\n`").append(t.group()).append("`, ")
                    .append(Mode.of(t.mode()).higherIsBetter() ? "higher is better" : "lower is better")
                    .append(".\n\n");
            report.charts(sb, "group-" + i);
            Table table = new Table(Table.cells("Benchmark",
                    t.envs().stream().map(e -> Md.text(e.id()) + ", " + t.unit())));
            t.rows().forEach((benchmark, byEnv) -> table.row(Table.cells(Md.text(benchmark),
                    t.envs().stream().map(e -> cell(byEnv.get(e.id()), t.unit())))));
            sb.append(table).append('\n');
        }
    }

    /** @return a group table's cell: the result in {@code unit} with its precision status where short, or - */
    private String cell(BenchmarkResult r, String unit) {
        if (r == null) {
            return "-";
        }
        Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), unit));
        PrecisionNotes.Note note = model.precision.of(r);
        return cellText(s) + (note == null || note.reached() ? "" : ", " + Md.text(note.status()));
    }

    /** The pair tables: each pair rule's candidate vs baseline, with its chart. */
    private void pairs(StringBuilder sb) {
        if (model.pairs.isEmpty()) {
            return;
        }
        sb.append("## Pair comparisons\n\n");
        for (int i = 0; i < model.pairs.size(); i++) {
            ReportModel.PairTable t = model.pairs.get(i);
            sb.append("### ").append(t.rule().title()).append(" (").append(t.mode()).append(")\n\n")
                    .append(t.rule().note()).append("\n\n");
            report.charts(sb, "pair-" + i);
            sb.append(CompareFormat.table(t.rows(), true, t.rule()::shownParams, t.unit(), false)).append('\n');
        }
    }

    /** The SampleTime results' percentiles, one small table each, folded by benchmark group. */
    private void percentiles(StringBuilder sb) {
        if (model.percentiles.isEmpty()) {
            return;
        }
        sb.append("## Latency percentiles (SampleTime)\n\n");
        report.charts(sb, "percentiles");
        sb.append(PERCENTILES).append("\n\n");
        String group = null;
        for (ReportModel.PercentileGroup g : model.percentiles) {
            if (!g.group().equals(group)) {
                sb.append(group == null ? "" : "</details>\n\n").append("<details><summary>")
                        .append(SuiteGuide.simpleName(g.group())).append("</summary>\n\n");
                group = g.group();
            }
            for (BenchmarkResult r : g.results()) {
                String unit = Units.choose(r.unit(), new double[] {r.samples().percentile(50)});
                Table table = latencyTable(List.of("Metric", "(" + Units.word(unit) + ")"), List.of(r), unit);
                table.row("Forks x iterations", r.shape() == null ? "-" : r.shape().forks() + " x "
                        + r.iterations().length / Math.max(1, r.shape().forks()));
                sb.append("**").append(Md.text(g.label())).append("** on ").append(Md.code(r.env().id())).append("\n\n")
                        .append(table).append('\n');
            }
        }
        sb.append("</details>\n\n");
    }

    /** @return a latency table: a row per {@link #LATENCY_ROWS}, a column per result in {@code unit} (null: -) */
    static Table latencyTable(List<String> header, List<BenchmarkResult> results, String unit) {
        Table table = new Table(" ", header, "|" + "---|".repeat(header.size()));
        List<List<String>> columns = results.stream().map(r -> r == null ? null : latencyColumn(r, unit)).toList();
        for (int k = 0; k < LATENCY_ROWS.size(); k++) {
            int row = k;
            table.row(Table.cells(LATENCY_ROWS.get(k), columns.stream().map(c -> c == null ? "-" : c.get(row))));
        }
        return table;
    }

    private static List<String> latencyColumn(BenchmarkResult r, String unit) {
        double f = ReportModel.factor(r.unit(), unit);
        return Stream.concat(Arrays.stream(TABLE_PERCENTILES).mapToObj(p -> Fmt.sig(r.samples().percentile(p) * f)),
                Stream.of(Fmt.sig(r.samples().total() * f), String.valueOf(r.samples().n()))).toList();
    }

    /** @return a group table cell: {@code mean ± half width}, or {@code mean (n too small)} */
    static String cellText(Summary s) {
        return s.hasInterval() ? Fmt.sig(s.mean()) + " ± " + Fmt.sig(s.ciHalfWidth())
                : Fmt.sig(s.mean()) + " (n too small)";
    }
}
