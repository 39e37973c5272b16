package dev.iobench.runner.report.charts;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import dev.iobench.runner.stats.Units;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM-vs-fio answer's decision chart: per environment with fio's reference, fio's in-place write +
 * fdatasync (each run's mean time per op) beside the JVM doing the same (each fork's mean time per
 * op: the statistic the answer's ratios take on both sides), both in us, each with its interval over runs or forks where it has one.
 */
final class FioBars {
    private FioBars() {
    }

    /** Adds the chart of {@code rows}, linked from {@code anchor}; nothing without a JVM result beside fio's. */
    static void add(Charts out, List<FioOverhead.Row> rows, String anchor) {
        boolean manyMachines = rows.stream().map(r -> r.env().machine()).distinct().count() > 1;
        List<String> labels = new ArrayList<>();
        List<Summary[]> sides = new ArrayList<>();
        double level = Summary.DEFAULT_LEVEL;
        for (FioOverhead.Row row : rows) {
            BenchmarkResult jvm = row.jvm().get(0);
            if (jvm == null || row.fioInPlace().length == 0) {
                continue;
            }
            Summary j = jvm.estimate().summary();
            level = j.level();
            Summary jvmUs = j.scaled(Units.factor(jvm.unit(), "us/op"));
            labels.add(Answers.rowLabel(row.env(), manyMachines));
            sides.add(new Summary[] {Summary.ofUnits(row.fioInPlace(), level), jvmUs});
        }
        if (sides.isEmpty()) {
            return;
        }
        String api = FioOverhead.apis().get(0);
        AnswerBars.draw(out, new AnswerBars.Pairs(out.unique("jvm-vs-fio-decision"), FioOverhead.TITLE,
                "4 KiB in-place write + fdatasync, mean per op: error bars " + Fmt.plainPercent(level)
                        + " CI over fio's runs and the JVM's forks", labels, sides,
                "fio", "JVM: " + api, "us/op"), anchor);
    }
}
