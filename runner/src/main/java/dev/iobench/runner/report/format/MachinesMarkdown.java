package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.read.PrecisionNotes;
import dev.iobench.runner.report.read.EnvironmentResolver;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.ForkSpread;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.results.Machine;
import java.util.List;
import java.util.Map;

/**
 * Where a report's results were measured: the machines, the environments and the machine's own noise
 * in each precision-targeted one.
 */
final class MachinesMarkdown {
    private MachinesMarkdown() {
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

    /** Each machine once (what it is), then the table of environments, each with where it was read from, then the machine's noise. */
    static void environments(StringBuilder sb, ReportModel model) {
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
        machineNoise(sb, model);
    }

    /** The machine's own noise in each environment of a precision run, as its precision.json recorded it. */
    private static void machineNoise(StringBuilder sb, ReportModel model) {
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
                + "\n\n");
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
                + "reaches ±%s%% (%s%% interval) in about %d forks a side, at 10%% in about %d", plainPercent(target),
                plainPercent(level), ForkSpread.forksForRatio(0.03, target, level, cap),
                ForkSpread.forksForRatio(0.10, target, level, cap));
    }

    /** @return a prior's spread (the root of its variance) and weight, e.g. {@code 3.8% (1.4)}; {@code -} without one */
    private static String prior(SpreadPrior p) {
        return p.any() ? Fmt.percent1(Math.sqrt(p.variance())) + " (" + String.format(java.util.Locale.ROOT, "%.1f",
                p.df()) + ")" : "-";
    }

    /** @return e.g. {@code 5} for 0.05, {@code 2.5} for 0.025 */
    private static String plainPercent(double fraction) {
        return java.math.BigDecimal.valueOf(fraction).movePointRight(2).stripTrailingZeros().toPlainString();
    }

    /** @return the probes' benchmarks after a colon, short names in code spans, or that the runs had none */
    private static String probes(java.util.Collection<PrecisionNotes.Noise> noise) {
        List<String> names = noise.stream().map(PrecisionNotes.Noise::probe).filter(java.util.Objects::nonNull)
                .map(b -> Md.code(b.substring(b.lastIndexOf('.', b.lastIndexOf('.') - 1) + 1))).distinct().toList();
        return names.isEmpty() ? " (a benchmark without I/O in its operation; these runs have none: -)"
                : ": " + String.join(", ", names) + " (a benchmark without I/O in its operation)";
    }
}
