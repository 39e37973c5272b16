package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.PairingGain;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.SuiteGuide;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.read.ResultReader;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.ForkSpread;
import dev.iobench.runner.report.stats.SpreadPrior;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.report.stats.Units;
import dev.iobench.runner.report.stats.Verdict;
import dev.iobench.runner.results.Machine;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The markdown of a report: environment summary, per-group tables, pair tables, percentile tables,
 * with links to the charts that were rendered.
 */
public final class ReportMarkdown {
    private static final List<String> PAIR_EXTRA = List.of(CompareFormat.ENVIRONMENT, CompareFormat.P_WELCH,
            CompareFormat.P_MWU);
    private static final double[] TABLE_PERCENTILES = {0, 50, 90, 95, 99, 99.9, 100};
    private static final String[] TABLE_ROWS = {"Min", "P50 (Median)", "P90", "P95", "P99", "P99.9", "Max"};

    private final ReportModel model;
    private final List<ChartLink> charts;
    private final Function<String, String> link;

    /**
     * @param charts the charts whose PNG and SVG exist, in report order
     * @param link turns {@code charts/x.png} into the link to write (relative to the markdown file)
     */
    public ReportMarkdown(ReportModel model, List<ChartLink> charts, Function<String, String> link) {
        this.model = model;
        this.charts = charts;
        this.link = link;
    }

    /** @return the report body (everything but the title): what {@code --readme} puts between the markers */
    public String body() {
        return body(true);
    }

    /**
     * @return the body for a project README: the answers, how the numbers were made and where, and
     *     links to every table and chart, which stay in the report folder
     */
    public String readmeBody() {
        return body(false);
    }

    /** @return the table of verdicts of the published claims (a README's first screen), or empty */
    public String verdicts() {
        return ClaimsFormat.verdicts(model, fioVerdict());
    }

    /** @return the row of the JVM-vs-fio answer in the table of verdicts, or null without fio's reference */
    private String fioVerdict() {
        List<Verdict> vs = model.fio.stream().map(row -> row.ratios().get(0)).filter(v -> v != null && v.hasRatio())
                .toList();
        double[] r = vs.stream().mapToDouble(Verdict::slowdown).toArray();
        long inconclusive = vs.stream().filter(v -> v.kind() == Verdict.Kind.INCONCLUSIVE).count();
        if (r.length == 0) {
            return null;
        }
        double lo = java.util.Arrays.stream(r).min().orElseThrow();
        double hi = java.util.Arrays.stream(r).max().orElseThrow();
        String range = ClaimsFormat.timeRatioRange(lo, hi);
        // what the JVM may add to fio's time, its interval's slow end included; and where it is faster than fio's figure
        long within = vs.stream().filter(v -> overFio(v) <= FIO_CLOSE).count();
        long faster = vs.stream().filter(v -> v.kind() == Verdict.Kind.FASTER).count();
        return "|[" + FioOverhead.TITLE + "](#how-close-is-the-jvm-to-the-raw-syscall)|"
                + "(no source: our own reference) fio's 4 KiB write + fdatasync into a file it keeps open, p50|"
                + Md.text(FioOverhead.apis().get(0)) + " doing the same from the JVM, p50, " + r.length
                + " environment" + (r.length == 1 ? "" : "s") + ": " + Md.text(range) + " than fio"
                + (inconclusive > 0 ? " (" + inconclusive + " inconclusive: the interval includes equality)" : "") + "|**"
                + (within == vs.size() ? "close: the JVM adds under 1.5x to fio's time everywhere, intervals included"
                : within > 0 ? "close in " + within + " of " + vs.size() + " environments (the JVM adds under 1.5x to "
                + "fio's time, intervals included)" : "the JVM adds 1.5x or more to fio's time everywhere")
                + (faster > 0 ? "; faster than fio's figure in " + faster : "")
                + "**|";
    }

    /** Under this factor over fio's time, its interval's slow end included, the JVM counts as close to the raw syscall. */
    public static final double FIO_CLOSE = 1.5;

    /** @return the most the JVM's time may be over fio's by {@code v}: its interval's slow end, else its ratio */
    public static double overFio(Verdict v) {
        return v.hasInterval() ? v.slowdownHigh() : v.slowdown();
    }

    private String body(boolean full) {
        StringBuilder sb = new StringBuilder();
        if (full && !model.reproduced.isEmpty()) {
            sb.append("## Verdicts\n\n").append(verdicts()).append('\n');
        }
        answers(sb);
        sb.append(model.results.size()).append(" results from ").append(model.envs.size()).append(" environments.\n\n");
        ReportHeader.of(model).write(sb, full);
        if (full) {
            environments(sb);
            groups(sb);
            pairs(sb);
            percentiles(sb);
        } else {
            machines(sb);
            sb.append("## Every result\n\nThe tables and charts of every result, pair and percentile are in [the full report](")
                    .append(link.apply("README.md")).append("): [results by benchmark group](")
                    .append(link.apply("README.md")).append("#results-by-benchmark-group), [pair comparisons](")
                    .append(link.apply("README.md")).append("#pair-comparisons)");
            if (!model.percentiles.isEmpty()) {
                sb.append(", [latency percentiles](").append(link.apply("README.md"))
                        .append("#latency-percentiles-sampletime)");
            }
            sb.append(".\n\n");
        }
        sb.append("Machine-readable: [results.csv](").append(link.apply("results.csv"))
                .append(") (one row per benchmark x params x environment), [answers.csv](").append(link.apply("answers.csv"))
                .append(") (one row per answer cell, ratios in full precision) and [results.benchstat.txt](")
                .append(link.apply("results.benchstat.txt")).append(") (per-iteration samples for `benchstat`).\n");
        return sb.toString();
    }

    /** The answers to the published claims, first: one table, chart and sentence each. */
    private void answers(StringBuilder sb) {
        if (model.answers.isEmpty() && model.fio.isEmpty()) {
            return;
        }
        sb.append("## Answers\n\n");
        for (int i = 0; i < model.answers.size(); i++) {
            Answers.Answer a = model.answers.get(i);
            Answers.Claim claim = a.claim();
            sb.append("### ").append(claim.title()).append("\n\n");
            ReportModel.Reproduced reproduced = model.reproduced.get(claim.title());
            if (reproduced != null) {
                ClaimsFormat.answerOpening(sb, reproduced, Answers.manyMachines(a), model.results);
                sb.append("**Variants that explain it.** ");
            }
            sb.append("Claimed by ").append(claim.source()).append(": ").append(claim.claim()).append(". ")
                    .append(claim.measured()).append("\n\n");
            String sentence = a.sentence();
            if (!sentence.isEmpty()) {
                sb.append("**Measured here.** ").append(sentence).append("\n\n");
            }
            sb.append("|Environment|");
            claim.columns().forEach(col -> sb.append(c(col.title())).append('|'));
            sb.append("\n|---|");
            claim.columns().forEach(col -> sb.append("---|"));
            sb.append('\n');
            boolean manyMachines = Answers.manyMachines(a);
            a.rows().forEach((env, cells) -> {
                sb.append('|').append(c(Answers.rowLabel(env, manyMachines))).append('|');
                cells.forEach(cell -> sb.append(c(Answers.cell(cell))).append('|'));
                sb.append('\n');
            });
            sb.append('\n').append(variantStatistic(a)).append("\n\n");
            chartLinks(sb, "answer-" + i);
            sourceLayout(sb, a);
        }
        fioOverhead(sb);
        if (model.answers.isEmpty()) {
            return;
        }
        sb.append("Each cell: candidate vs baseline (the column says which is which) in words, then how far the ends "
                + "of the ").append(model.levels()).append(" interval of the ratio lie below and above it: `180x slower "
                + "(-48% / +93%)` means the interval runs from 48% below 180 to 93% above it (the interval is taken on "
                + "the log of the ratio, so it is asymmetric, never ±). A ratio has 3 significant figures when both "
                + "ends lie within 10% of it, 2 when wider, 1 past a factor of 10, with big numbers in scientific form "
                + "(`1.7e5x`). `~` in front when the interval includes equality; `n too small` (a value, no interval) "
                + "when a side has fewer than ").append(Summary.MIN_UNITS).append(" independent units; `"
                + Verdict.AT_TIMER_FLOOR + "` instead of a ratio when a side scores below ")
                .append(Fmt.plain(Units.TIMER_FLOOR_NS)).append(" ns/op, where JMH's own empty benchmark lies (about "
                + "0.3-0.5 ns/op), so the harness, not the code, is measured. The same verdict, by the same rule, is in "
                + "the full report's pair tables, the charts (inconclusive cells hatched grey) and `answers.csv`. "
                + "How the numbers are made is below.\n\n");
        String pairing = PairingGain.sentences(model.answers);
        if (!pairing.isEmpty()) {
            sb.append("Where the answers' cells ran interleaved (one fork of each per round, in a shuffled order), a "
                    + "ratio and its interval are taken over the pairs of forks of the same round, and `units` in "
                    + "`answers.csv` counts the pairs. ").append(pairing).append("\n\n");
        }
    }

    /**
     * @return the line under an answer's variants table that says what its ratios are of: {@code Ratios of
     *     each fork's median (fork median) ...}, the statistics of its cells ({@link AnswersCsv#statistic})
     */
    private static String variantStatistic(Answers.Answer a) {
        java.util.Set<String> stats = new java.util.LinkedHashSet<>();
        a.rows().values().forEach(cells -> cells.stream().filter(java.util.Objects::nonNull)
                .forEach(cell -> stats.add(AnswersCsv.statistic(cell))));
        List<String> words = stats.stream().map(st -> switch (st) {
            case "fork median" -> "each fork's median latency (fork median)";
            case "fork mean" -> "each fork's mean score (fork mean)";
            default -> st;
        }).toList();
        return "Ratios of " + String.join(", ", words) + ", over forks: paired by round where the two sides "
                + "moved together, else each side's forks (interleaved forks 10%-trimmed from 10 on, their spread "
                + "raised toward the environment's where smaller); `answers.csv` names each cell's statistic.";
    }

    /** The fifth answer: the JVM's overhead over the raw syscall, per environment with fio's reference. */
    private void fioOverhead(StringBuilder sb) {
        if (model.fio.isEmpty()) {
            return;
        }
        sb.append("### ").append(FioOverhead.TITLE).append("\n\n")
                .append("fio measured in the same folder and run (`fio.json`): a 4 KiB in-place write + fdatasync, "
                        + "and an append + fdatasync, each run several times, the patterns interleaved run by run. A "
                        + "run's p50 is its median write latency plus its median fdatasync latency. Each cell: a JVM "
                        + "write vs fio, JVM time over fio time in words. inPlaceForce does what fio does (a 4 KiB "
                        + "positional write at offset 0 into a file kept open, then fdatasync); the others are the "
                        + "suite's 1000-character in-place FDATASYNC whole-file writes, which open, write, sync and "
                        + "close the file every time; the last column is the commit log's force after every record vs "
                        + "fio's append. Units: the JVM's forks (each fork's median latency; the commit log: each fork's "
                        + "mean time per op) and fio's runs (each run's p50), each side's mean 10%-trimmed from 10 units "
                        + "on; the interval is Welch's on the log of the ratio at 95%, the JVM's spread raised toward "
                        + "its environment's where smaller.\n\n");
        String sentence = fioSentence();
        if (!sentence.isEmpty()) {
            sb.append("**Measured here.** ").append(sentence).append("\n\n");
        }
        boolean manyMachines = model.fio.stream().map(r -> r.env().machine()).distinct().count() > 1;
        sb.append("|Environment|fio in-place p50, us (runs)|");
        List<String> apis = FioOverhead.apis();
        for (int i = 0; i < apis.size(); i++) {
            sb.append(c(apis.get(i))).append(i == 0 ? " (fio's job) vs fio|" : " (open, write, sync, close) vs fio|");
        }
        sb.append("commit log vs fio append|\n|---|---|");
        FioOverhead.apis().forEach(api -> sb.append("---|"));
        sb.append("---|\n");
        for (FioOverhead.Row row : model.fio) {
            sb.append('|').append(c(Answers.rowLabel(row.env(), manyMachines))).append('|')
                    .append(Fmt.sig(row.fioInPlaceCentre())).append(" (").append(row.fioInPlace().length).append(")|");
            row.ratios().forEach(v -> sb.append(v == null ? "-" : c(v.cell())).append('|'));
            sb.append('\n');
        }
        sb.append('\n');
    }

    /**
     * @return the sentence of the fio answer: the report.json's chosen API's ratio range per filesystem, in
     *     words ({@code ext4: 1.1x faster to 1.1x slower})
     */
    private String fioSentence() {
        int column = SuiteGuide.fio().sentenceColumn();
        Map<String, List<Verdict>> byFs = new java.util.TreeMap<>();
        for (FioOverhead.Row row : model.fio) {
            Verdict v = row.ratios().get(column);
            if (v != null && v.hasRatio()) {
                byFs.computeIfAbsent(row.env().filesystem(), k -> new ArrayList<>()).add(v);
            }
        }
        List<String> parts = new ArrayList<>();
        boolean anyInconclusive = false;
        for (Map.Entry<String, List<Verdict>> e : byFs.entrySet()) {
            double[] s = e.getValue().stream().mapToDouble(Verdict::slowdown).toArray();
            long inconclusive = e.getValue().stream().filter(v -> v.kind() == Verdict.Kind.INCONCLUSIVE).count();
            anyInconclusive |= inconclusive > 0;
            int n = s.length;
            parts.add(e.getKey() + ": " + ClaimsFormat.timeRatioRange(java.util.Arrays.stream(s).min().orElseThrow(),
                    java.util.Arrays.stream(s).max().orElseThrow()) + " (" + n + " environment" + (n == 1 ? "" : "s")
                    + (inconclusive > 0 ? ", " + inconclusive + " inconclusive" : "") + ")");
        }
        return parts.isEmpty() ? "" : FioOverhead.apis().get(column) + "'s synced in-place write p50 vs fio's, by "
                + "filesystem: " + String.join("; ", parts) + "."
                + (anyInconclusive ? " Inconclusive: the interval includes equality." : "");
    }

    /** An answer's tables in its source's layout: percentiles as rows, one table per filesystem. */
    private void sourceLayout(StringBuilder sb, Answers.Answer a) {
        if (a.layout().isEmpty()) {
            return;
        }
        sb.append("<details><summary>In the source's layout: latency percentiles of the source's own code, one table per "
                + "filesystem (Samples: the number of latency samples, the source's \"Iterations\"; Total: their sum)"
                + "</summary>\n\n");
        for (Answers.LayoutTable t : a.layout()) {
            double[] p50 = t.results().stream().filter(java.util.Objects::nonNull)
                    .mapToDouble(r -> r.samples().percentile(50)).toArray();
            BenchmarkResult any = t.results().stream().filter(java.util.Objects::nonNull).findFirst().orElseThrow();
            String unit = Units.choose(any.unit(), p50);
            sb.append("| ").append(c(t.filesystem())).append(" (").append(c(t.env().id())).append(", ").append(unit)
                    .append(") |");
            a.claim().sourceLayout().forEach(col -> sb.append(' ').append(c(col.title())).append(" |"));
            sb.append("\n|---|");
            a.claim().sourceLayout().forEach(col -> sb.append("---|"));
            sb.append('\n');
        for (int k = 0; k <= TABLE_PERCENTILES.length + 1; k++) {
                String row = k < TABLE_PERCENTILES.length ? TABLE_ROWS[k] : k == TABLE_PERCENTILES.length ? "Total"
                        : "Samples";
                sb.append("| ").append(row).append(" |");
                for (BenchmarkResult r : t.results()) {
                    if (r == null) {
                        sb.append(" - |");
                        continue;
                    }
                    double f = ReportModel.factor(r.unit(), unit);
                    String v = k < TABLE_PERCENTILES.length ? Fmt.sig(r.samples().percentile(TABLE_PERCENTILES[k]) * f)
                            : k == TABLE_PERCENTILES.length ? Fmt.sig(r.samples().total() * f)
                            : String.valueOf(r.samples().n());
                    sb.append(' ').append(v).append(" |");
                }
                sb.append('\n');
            }
            sb.append('\n');
        }
        sb.append("</details>\n\n");
    }

    /** Each machine once (what it is), then one narrow table of the environments, grouped by machine. */
    private void machines(StringBuilder sb) {
        sb.append("## Machines and environments\n\n");
        Map<String, List<Environment>> byMachine = new java.util.TreeMap<>();
        model.envs.forEach(e -> byMachine.computeIfAbsent(e.machine() == null ? "-" : e.machine(),
                k -> new java.util.ArrayList<>()).add(e));
        for (Map.Entry<String, List<Environment>> m : byMachine.entrySet()) {
            sb.append("- ").append(m.getKey().equals("-") ? "Machine not recorded" : "Machine " + Md.code(m.getKey()))
                    .append(": ").append(Md.text(machineOnce(m.getValue()))).append('\n');
        }
        sb.append("\n|Machine|Environment|Kind|Filesystem|Mount options|JDK / Android|Warnings|\n"
                + "|---|---|---|---|---|---|---|\n");
        byMachine.forEach((machine, envs) -> {
            for (Environment e : envs) {
                sb.append('|').append(c(machine)).append('|').append(c(e.id())).append('|').append(c(e.kind()))
                        .append('|').append(c(e.filesystem())).append('|').append(c(e.fsOptions())).append('|')
                        .append(c(e.jdk())).append('|')
                        .append(e.warnings().isEmpty() ? "-" : c(String.join("; ", e.warnings()))).append("|\n");
            }
        });
        sb.append('\n');
        machineNoise(sb);
    }

    /**
     * @return what a machine is, once, from its environments' machine records: CPU, instance type
     *     and disks ({@code AMD EPYC x2; disk vda ...}), a disk seen only under loop volumes said so;
     *     environments without a record add their CPU text
     */
    static String machineOnce(List<Environment> envs) {
        java.util.Set<String> cpus = new java.util.LinkedHashSet<>();
        java.util.Set<String> types = new java.util.LinkedHashSet<>();
        java.util.Map<String, Boolean> disks = new java.util.LinkedHashMap<>();
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
                types.add(ResultReader.dmiText(m.dmi()));
            }
            if (m.blockDevice() != null) {
                disks.merge(ResultReader.diskText(m.blockDevice()), m.blockDevice().via() != null,
                        Boolean::logicalAnd);
            }
        }
        List<String> out = new java.util.ArrayList<>(cpus);
        out.addAll(types);
        disks.forEach((d, onlyLoop) -> out.add("disk " + d + (onlyLoop ? " (under loop-mounted volumes)" : "")));
        return String.join("; ", out);
    }

    private void environments(StringBuilder sb) {
        sb.append("## Environments\n\n|Environment|Kind|Filesystem|Mount options|JDK / Android|Kernel / OS|CPU / device"
                + "|Warnings|Source|\n|---|---|---|---|---|---|---|---|---|\n");
        for (Environment e : model.envs) {
            sb.append('|').append(c(e.id())).append('|').append(c(e.kind())).append('|').append(c(e.filesystem()))
                    .append('|').append(c(e.fsOptions())).append('|').append(c(e.jdk())).append('|')
                    .append(c(e.kernel())).append('|').append(c(e.cpu())).append('|')
                    .append(e.warnings().isEmpty() ? "-" : c(String.join("; ", e.warnings()))).append('|')
                    .append(c(e.source())).append("|\n");
        }
        sb.append('\n');
        machineNoise(sb);
    }

    /** The machine's own noise in each environment of a precision run, as its precision.json recorded it. */
    private void machineNoise(StringBuilder sb) {
        Map<String, PrecisionNotes.Noise> noise = model.precision.noise();
        if (noise.isEmpty()) {
            return;
        }
        sb.append("### Machine noise\n\nWhat the machine itself did while each precision-targeted environment ran. "
                + "The no-I/O probe" + probes(noise.values()) + ", run at the environment's start: the standard deviation of "
                + "its fork means over their mean (fork to fork) and of one iteration within a fork; small on a quiet "
                + "machine and larger where the host's CPU is contended, which /proc need not show as steal. CPU steal "
                + "(the highest of any fork) and other processes' CPU time (the median fork, in cores) are read "
                + "from /proc across each fork, the fork's own processes (iobench's, and in a container the "
                + "container's) not counted as others ('not watched': no /proc reading for its forks). "
                + "A fork ran under heavy "
                + "interference above 10% steal or 0.5 cores of others; such a fork of an answer cell is set aside "
                + "and run again (at most twice a cell). The answers' cells themselves: the median over them of "
                + "the standard deviation of the log of their fork values (fork medians for latencies, fork means "
                + "otherwise), the spread that sets how many forks a ratio needs" + spreadExample(noise.values())
                + ". Each ratio's spread is moderated toward its environment's (Smyth's empirical-Bayes prior, "
                + "fitted from the answers' cells and, for paired ratios, from the answers' pairs of forks of the "
                + "same round): the prior's spread and its weight, in forks' worth of degrees of freedom added to a "
                + "cell's own; a large weight where the cells spread alike, a small one where they differ. Moderation "
                + "only raises a spread toward the prior's, never lowers one: a cell (or pair) above it keeps its "
                + "own, so a noisier cell is never drawn toward its quieter neighbours; the prior's weight still adds "
                + "degrees of freedom, so an interval can come out a little narrower than its own forks alone give."
                + "\n\n|Environment|No-I/O probe: fork "
                + "to fork|Within a fork|Answers' cells: fork to fork, median|Prior of a cell's spread (weight)|"
                + "Prior of a pair's spread (weight)|CPU steal, highest fork|Other "
                + "processes, median fork|Forks under heavy interference|Set aside and run again|\n"
                + "|---|---|---|---|---|---|---|---|---|---|\n");
        for (Environment e : model.envs) {
            PrecisionNotes.Noise n = noise.get(e.id());
            if (n == null) {
                continue;
            }
            sb.append('|').append(c(e.id())).append('|');
            if (n.probeNote() != null) {
                sb.append(n.probeNote().equals("-") ? "-" : c("not measured: " + n.probeNote())).append("|-|");
            } else {
                sb.append(Fmt.percent1(n.probeForkCv())).append(" (").append(n.probeForks()).append(" forks)|")
                        .append(Fmt.percent1(n.probeIterationCv())).append('|');
            }
            sb.append(n.answersCells() == 0 ? "-" : Fmt.percent1(n.answersForkSd()) + " (" + n.answersCells() + " cells)")
                    .append('|').append(prior(n.priors().cells())).append('|').append(prior(n.priors().pairs()))
                    .append('|');
            if (n.watchedForks() == 0) {
                sb.append("not watched|not watched|");
            } else {
                sb.append(Fmt.percent1(n.maxSteal())).append('|').append(String.format(java.util.Locale.ROOT, "%.2f cores",
                        n.medianOthers())).append('|');
            }
            // forks nobody watched are not forks without interference
            sb.append(n.watchedForks() == 0 ? "not watched" : n.heavyForks() + " of " + (n.watchedForks() < n.forks()
                    ? n.watchedForks() + " watched (" + n.forks() + " forks)" : n.forks()))
                    .append('|').append(n.redoneForks()).append("|\n");
        }
        sb.append('\n');
    }

    /**
     * @return what a spread from fork to fork costs at the runs' target, e.g. {@code : at 3% a ratio of two
     *     cells whose forks move independently reaches ±5% (95%) in about 5 forks a side, at 10% in about 38};
     *     empty when the runs differ in target or have none
     */
    private static String spreadExample(java.util.Collection<PrecisionNotes.Noise> noise) {
        List<List<Double>> targets = noise.stream().map(n -> List.of(n.target(), n.confidence())).distinct().toList();
        if (targets.size() != 1 || !(targets.get(0).get(0) > 0 && targets.get(0).get(0) < 1
                && targets.get(0).get(1) > 0 && targets.get(0).get(1) < 1)) {
            return "";
        }
        double target = targets.get(0).get(0);
        double level = targets.get(0).get(1);
        int cap = 1000;
        return String.format(java.util.Locale.ROOT, ": at 3%% a ratio of two cells whose forks move independently "
                + "reaches ±%s (%s interval) in about %d forks a side, at 10%% in about %d", Fmt.plainPercent(target),
                Fmt.plainPercent(level), ForkSpread.forksForRatio(0.03, target, level, cap),
                ForkSpread.forksForRatio(0.10, target, level, cap));
    }

    /** @return a prior's spread (the root of its variance) and weight, e.g. {@code 3.8% (1.4)}; {@code -} without one */
    private static String prior(SpreadPrior p) {
        if (!p.any()) {
            return "-";
        }
        return Fmt.percent1(Math.sqrt(p.variance())) + " (" + String.format(java.util.Locale.ROOT, "%.1f", p.df()) + ")";
    }

    /** @return the probes' benchmarks after a colon, short names in code spans, or that the runs had none */
    private static String probes(java.util.Collection<PrecisionNotes.Noise> noise) {
        List<String> names = noise.stream().map(PrecisionNotes.Noise::probe).filter(java.util.Objects::nonNull)
                .map(b -> Md.code(b.substring(b.lastIndexOf('.', b.lastIndexOf('.') - 1) + 1))).distinct().toList();
        return names.isEmpty() ? " (a benchmark without I/O in its operation; these runs have none: -)"
                : ": " + String.join(", ", names) + " (a benchmark without I/O in its operation)";
    }

    private void groups(StringBuilder sb) {
        if (model.groups.isEmpty()) {
            return;
        }
        sb.append("## Results by benchmark group\n\n");
        for (int i = 0; i < model.groups.size(); i++) {
            ReportModel.GroupTable t = model.groups.get(i);
            sb.append("### ").append(simple(t.group())).append(" (").append(t.mode()).append(", ").append(t.unit())
                    .append(")\n\n`").append(t.group()).append("`, ").append(Units.higherIsBetter(t.unit())
                            ? "higher is better" : "lower is better").append(".\n\n");
            chartLinks(sb, "group-" + i);
            sb.append("|Benchmark|");
            t.envs().forEach(e -> sb.append(c(e.id())).append(", ").append(t.unit()).append('|'));
            sb.append("\n|---|");
            t.envs().forEach(e -> sb.append("---|"));
            sb.append('\n');
            for (Map.Entry<String, Map<String, BenchmarkResult>> row : t.rows().entrySet()) {
                sb.append('|').append(c(row.getKey())).append('|');
                for (Environment e : t.envs()) {
                    BenchmarkResult r = row.getValue().get(e.id());
                    if (r == null) {
                        sb.append("-|");
                        continue;
                    }
                    Summary s = r.estimate().summary().scaled(ReportModel.factor(r.unit(), t.unit()));
                    PrecisionNotes.Note note = model.precision.of(r);
                    sb.append(cellText(s)).append(note == null || note.reached() ? "" : ", " + c(note.status()))
                            .append('|');
                }
                sb.append('\n');
            }
            sb.append('\n');
        }
    }

    private void pairs(StringBuilder sb) {
        if (model.pairs.isEmpty()) {
            return;
        }
        sb.append("## Pair comparisons\n\n");
        for (int i = 0; i < model.pairs.size(); i++) {
            ReportModel.PairTable t = model.pairs.get(i);
            sb.append("### ").append(t.rule().title()).append(" (").append(t.mode()).append(")\n\n")
                    .append(t.rule().note()).append("\n\n");
            chartLinks(sb, "pair-" + i);
            sb.append(CompareFormat.table(t.rows(), model.test, PAIR_EXTRA, RoundingMode.HALF_UP, t.rule()::shownParams,
                    t.unit())).append('\n');
        }
    }

    private void percentiles(StringBuilder sb) {
        if (model.percentiles.isEmpty()) {
            return;
        }
        sb.append("## Latency percentiles (SampleTime)\n\n");
        chartLinks(sb, "percentiles");
        sb.append(ReportHeader.PERCENTILES).append("\n\n");
        String group = null;
        for (ReportModel.PercentileGroup g : model.percentiles) {
            if (!g.group().equals(group)) {
                if (group != null) {
                    sb.append("</details>\n\n");
                }
                group = g.group();
                sb.append("<details><summary>").append(simple(group)).append("</summary>\n\n");
            }
            for (BenchmarkResult r : g.results()) {
                String unit = Units.choose(r.unit(), new double[] {r.samples().percentile(50)});
                double f = ReportModel.factor(r.unit(), unit);
                sb.append("**").append(c(g.label())).append("** on ").append(Md.code(r.env().id())).append("\n\n")
                        .append("| Metric | (").append(Units.word(unit)).append(") |\n|---|---|\n");
                for (int k = 0; k < TABLE_PERCENTILES.length; k++) {
                    sb.append("| ").append(TABLE_ROWS[k]).append(" | ")
                            .append(Fmt.sig(r.samples().percentile(TABLE_PERCENTILES[k]) * f)).append(" |\n");
                }
                sb.append("| Total | ").append(Fmt.sig(r.samples().total() * f)).append(" |\n")
                        .append("| Samples | ").append(r.samples().n()).append(" |\n")
                        .append("| Forks x iterations | ").append(r.shape() == null ? "-" : r.shape().forks() + " x "
                                + r.iterations().length / Math.max(1, r.shape().forks())).append(" |\n\n");
            }
        }
        sb.append("</details>\n\n");
    }

    /** @return a group table cell: {@code mean ± half width}, or {@code mean (n too small)} */
    public static String cellText(Summary s) {
        return s.hasInterval() ? Fmt.sig(s.mean()) + " ± " + Fmt.sig(s.ciHalfWidth())
                : Fmt.sig(s.mean()) + " (n too small)";
    }

    private void chartLinks(StringBuilder sb, String anchor) {
        for (ChartLink ch : charts) {
            if (ch.anchor().equals(anchor)) {
                sb.append("![").append(Md.text(ch.title())).append("](")
                        .append(link.apply("charts/" + ch.name() + ".png")).append(") ([SVG](")
                        .append(link.apply("charts/" + ch.name() + ".svg")).append("), [gnuplot script](")
                        .append(link.apply("charts/" + ch.name() + ".gp")).append("))\n\n");
            }
        }
    }

    private static String simple(String group) {
        return group.substring(group.lastIndexOf('.') + 1);
    }

    private static String c(String s) {
        return CompareFormat.cell(s);
    }
}
