package dev.iobench.runner;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the real command line in-process and captures what it printed. */
public final class Cli {
    /** What one invocation produced. */
    public record Outcome(int code, String out, String err) {
        /** @return the last non-empty line of stdout */
        public String lastLine() {
            String[] lines = out.strip().split("\n");
            return lines[lines.length - 1].strip();
        }
    }

    private Cli() {
    }

    /** Runs {@code iobench args...}. */
    public static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }
}
