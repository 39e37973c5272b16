package dev.iobench.runner.report.read;

import dev.iobench.runner.results.BoundedRead;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an environment's {@code syscalls.json} (JMH JSON of its profiled forks) into what the suite's
 * SyscallProfiler measured per cell: its secondary metrics {@code ·syscall.NAME} (calls per op),
 * {@code ·syscall.NAME.share} and {@code ·syscall.time.share} (% of the op's time).
 */
public final class SyscallProfiles {
    /** The profiler's metric prefix, without JMH's '·'. */
    static final String PREFIX = "syscall.";

    /**
     * One cell's profile.
     *
     * @param benchmark full JMH benchmark name
     * @param mode JMH's short mode label
     * @param params the cell's parameter values
     * @param perOp calls per op by syscall name
     * @param share % of the op's time in each syscall, by name
     * @param timeShare % of the op's time in all of them, or NaN when not measured
     */
    public record Profile(String benchmark, String mode, Map<String, String> params, Map<String, Double> perOp,
            Map<String, Double> share, double timeShare) {
        /** @return whether strace counted this cell's calls (an untraced fork has no metrics) */
        public boolean counted() {
            return !perOp.isEmpty();
        }
    }

    private SyscallProfiles() {
    }

    /** @return the profile of each cell in {@code file}, in file order */
    public static List<Profile> read(Path file) throws IOException {
        List<JmhResultParser.Secondaries> entries;
        try (InputStream in = BoundedRead.stream(file); JsonParser p = BoundedRead.JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new IOException("not JMH JSON (an array of results)");
            }
            entries = JmhResultParser.readSecondaries(() -> p.nextToken() == JsonToken.END_ARRAY ? null
                    : ResultReader.ELEMENT.readValue(p));
        } catch (BadInputException e) {
            throw new IOException(e.getMessage());
        }
        List<Profile> out = new ArrayList<>();
        for (JmhResultParser.Secondaries e : entries) {
            Map<String, Double> perOp = new LinkedHashMap<>();
            Map<String, Double> share = new LinkedHashMap<>();
            double total = Double.NaN;
            for (Map.Entry<String, Double> m : e.scores().entrySet()) {
                if (!m.getKey().startsWith(PREFIX)) {
                    continue;
                }
                String name = m.getKey().substring(PREFIX.length());
                if (name.equals("time.share")) {
                    total = m.getValue();
                } else if (name.endsWith(".share")) {
                    share.put(name.substring(0, name.length() - ".share".length()), m.getValue());
                } else {
                    perOp.put(name, m.getValue());
                }
            }
            out.add(new Profile(e.benchmark(), e.mode(), e.params(), perOp, share, total));
        }
        return out;
    }
}
