package dev.iobench.runner.report.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.BoundedRead;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an environment's {@code syscalls.json} (JMH JSON of its profiled forks) into what the suite's
 * SyscallProfiler measured per cell: its secondary metrics {@code ·syscall.NAME} (calls per op) and
 * {@code ·syscall.NAME.share} (% of the op's time; {@code ·syscall.time.share}, their sum, is not read).
 */
public final class SyscallProfiles {
    /** The profiler's metric prefix, without JMH's '·'. */
    static final String PREFIX = "syscall.";

    /** One cell's profile: calls per op and % of the op's time, each by syscall name. */
    public record Profile(String benchmark, String mode, Map<String, String> params, Map<String, Double> perOp,
            Map<String, Double> share) {
        /** @return whether strace counted this cell's calls (an untraced fork has no metrics) */
        public boolean counted() {
            return !perOp.isEmpty();
        }
    }

    private SyscallProfiles() {
    }

    /** @return each cell's profile in file order, cells checked as in results, metrics without finite score left out */
    public static List<Profile> read(Path file) throws IOException {
        List<Profile> out = new ArrayList<>();
        try (InputStream in = BoundedRead.stream(file); JsonParser p = BoundedRead.JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new IOException("not JMH JSON (an array of results)");
            }
            for (int i = 0; p.nextToken() != JsonToken.END_ARRAY; i++) {
                JsonNode e = ResultReader.ELEMENT.readValue(p);
                if (e == null) {
                    break;
                }
                out.add(profile(e, "[" + i + "]."));
            }
        } catch (BadInputException e) {
            throw new IOException(e.getMessage());
        }
        return out;
    }

    private static Profile profile(JsonNode e, String where) throws BadInputException {
        JmhResultParser.Cell cell = JmhResultParser.cell(e, where);
        Map<String, String> params = JmhResultParser.params(e, where);
        Map<String, Double> perOp = new LinkedHashMap<>();
        Map<String, Double> share = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> kv : e.path("secondaryMetrics").properties()) {
            JsonNode score = kv.getValue().get("score");
            if (score == null || !score.isNumber() || !Double.isFinite(score.asDouble())) {
                continue;
            }
            String name = Names.text(where + "secondaryMetrics key", kv.getKey().replaceFirst("^[:\u00b7]+", ""));
            if (!name.startsWith(PREFIX) || name.equals(PREFIX + "time.share")) {
                continue;
            }
            name = name.substring(PREFIX.length());
            if (name.endsWith(".share")) {
                share.put(name.substring(0, name.length() - ".share".length()), score.asDouble());
            } else {
                perOp.put(name, score.asDouble());
            }
        }
        return new Profile(cell.benchmark(), cell.mode(), params, perOp, share);
    }
}
