package dev.iobench.runner.report.model;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Mode;
import dev.iobench.runner.stats.SpreadPrior;
import dev.iobench.runner.stats.Units;
import dev.iobench.runner.stats.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The JVM's overhead over the raw syscall: in each environment with a {@code fio.json}, the suite's
 * durable in-place writes named in report.json against fio's 4 KiB in-place write + fdatasync in the same
 * folder and run, and the commit log's force-every-record time against fio's append + fdatasync.
 */
public final class FioOverhead {
    /** The answer's question, as the README and {@code answers.csv} name it. */
    public static final String TITLE = "How close is the JVM to the raw syscall?";

    /**
     * One environment: each of fio's runs' mean time per in-place write + fdatasync (us), how many runs of
     * fio's append the commit log's ratio has (0: none), and per {@link #columns()} the JVM's result and its
     * ratio over fio, null where the JVM's result or fio's pattern is missing.
     */
    public record Row(Environment env, double[] fioInPlace, int fioAppendRuns, List<Verdict> ratios,
            List<BenchmarkResult> jvm) {
        /** @return fio's in-place time per op as the ratios take it: the trimmed mean of its runs, us */
        public double fioInPlaceCentre() {
            return Intervals.trimmedMean(fioInPlace);
        }
    }

    private FioOverhead() {
    }

    /** @return the APIs (methods) whose in-place durable write is compared, in column order */
    public static List<String> apis() {
        return SuiteGuide.GUIDE.fio().writes().stream().map(w -> SuiteGuide.simpleName(w.benchmark())).toList();
    }

    /** @return the comparisons of a row in words, candidate vs baseline: each API, then the commit log */
    public static List<String> columns() {
        List<String> apis = apis();
        return Stream.concat(IntStream.range(0, apis.size()).mapToObj(i -> apis.get(i) + (i == 0 ? " (fio's job)"
                : " (open, write, sync, close)") + " vs fio's in-place write + fdatasync"),
                Stream.of("commit log (force every record) vs fio's append + fdatasync")).toList();
    }

    /** @return one row per environment that has fio's reference and at least one of the compared results */
    static List<Row> of(List<BenchmarkResult> results, Map<String, Map<String, double[]>> fio) {
        List<Row> rows = new ArrayList<>();
        // in the answers' row order: by machine, then filesystem
        for (Environment env : Answers.environments(results)) {
            Map<String, double[]> f = fio.get(env.id());
            if (f == null || !f.containsKey("inplace-fdatasync")) {
                continue;
            }
            double[] inPlace = f.get("inplace-fdatasync");
            List<Verdict> ratios = new ArrayList<>();
            List<BenchmarkResult> jvm = new ArrayList<>();
            for (SuiteGuide.Selector write : SuiteGuide.GUIDE.fio().writes()) {
                BenchmarkResult r = Answers.first(results, env, write);
                jvm.add(r);
                ratios.add(r == null ? null : ratio(r, inPlace));
            }
            BenchmarkResult log = Answers.first(results, env, SuiteGuide.GUIDE.fio().commitLog());
            double[] append = f.get("append-fdatasync");
            jvm.add(append == null ? null : log);
            ratios.add(log == null || append == null ? null : ratio(log, append));
            if (ratios.stream().anyMatch(Objects::nonNull)) {
                rows.add(new Row(env, inPlace, append == null ? 0 : append.length, ratios, jvm));
            }
        }
        return rows;
    }

    /**
     * @return the JVM result's time vs fio's runs' ({@code us} per write + fdatasync): each fork's mean time
     *     per op over fio's runs' means, the JVM's spread moderated toward its environment's where its priors
     *     were fitted on these units
     */
    static Verdict ratio(BenchmarkResult r, double[] fioRuns) {
        double[] units = r.estimate().units();
        double f = Units.factor(r.unit(), "us/op");
        double[] us = Arrays.stream(units).map(v -> v * f).toArray();
        double level = r.estimate().summary().level();
        double[] ci = Intervals.trimmedLogRatio(fioRuns, us, level, SpreadPrior.NONE,
                Arrays.equals(units, r.comparedEstimate().units()) ? r.priors().cells() : SpreadPrior.NONE);
        return Verdict.ofInterval(Mode.AVGT, ci[0], ci[1], ci[2], level, Math.min(units.length, fioRuns.length), 0);
    }
}
