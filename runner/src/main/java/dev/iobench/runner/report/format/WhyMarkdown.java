package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Why;
import dev.iobench.runner.report.read.SyscallProfiles.Profile;
import dev.iobench.runner.report.result.Environment;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An answer's "Why" table in the full report: system calls per op on each side of each compared pair,
 * per environment, and the call holding the op's time, with the mechanism's words and their source
 * beside the calls that hold it; one line for the environments without a profile.
 */
final class WhyMarkdown {
    private WhyMarkdown() {
    }

    static void write(StringBuilder sb, Why.Table t, boolean manyMachines) {
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
            sb.append("One fork of each cell under strace (`syscalls.json.gz`): calls per op of each file and descriptor "
                    + "call (under ").append(fmt(Why.MIN_PER_OP)).append(" per op left out), and the call holding "
                    + "most of the op's time, as its share of the op. Under ptrace counts are exact, times only "
                    + "relative.\n\n");
            sb.append("|Environment|Pair|Baseline: calls per op|Candidate: calls per op|Holds the time "
                    + "(baseline / candidate)|\n|---|---|---|---|---|\n");
            Set<String> holding = new LinkedHashSet<>();
            for (Why.Row r : t.rows()) {
                String env = dev.iobench.runner.report.model.Answers.rowLabel(r.env(), manyMachines)
                        + (r.profiledIn() == null ? "" : " (counts of " + r.profiledIn().id() + ")");
                sb.append('|').append(Md.text(env)).append('|').append(Md.text(r.column())).append('|').append(Md.text(calls(r.baseline())))
                        .append('|').append(Md.text(calls(r.candidate()))).append('|')
                        .append(Md.text(holds(r.baseline(), holding) + " / " + holds(r.candidate(), holding)))
                        .append("|\n");
            }
            sb.append('\n');
            if (t.rows().stream().anyMatch(r -> r.profiledIn() != null)) {
                sb.append("A run profiles each filesystem once, with its first JDK: \"counts of\" names the "
                        + "environment whose fork was counted (docs/syscalls.md).\n\n");
            }
            for (String call : holding) {
                String words = Why.MECHANISMS.get(call);
                if (words != null) {
                    sb.append("- `").append(Md.text(call)).append("`: ").append(words).append(".\n");
                }
            }
            if (holding.stream().anyMatch(Why.MECHANISMS::containsKey)) {
                sb.append('\n');
            }
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
    static String calls(Profile p) {
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
    static String fmt(double v) {
        return v >= 10 ? String.format(Locale.ROOT, "%.0f", v)
                : v >= 1 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    private static String ids(List<Environment> envs) {
        return envs.stream().map(Environment::id).collect(Collectors.joining(", "));
    }
}
