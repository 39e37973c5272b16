package dev.iobench.runner.run;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.precision.Cell;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

/** The benchmarks inside {@code benchmarks.jar}, read from JMH's own {@code META-INF/BenchmarkList}. */
public record BenchmarkCatalog(List<BenchmarkListEntry> entries) {

    /** Reads the jar's benchmark list, refusing (usage) a missing jar or one without the list. */
    public static BenchmarkCatalog of(Path jar) {
        if (!Files.isRegularFile(jar)) {
            throw ExitException.usage("benchmarks jar %s not found; build it with 'make build' or pass --benchmarks-jar", jar);
        }
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            ZipEntry e = zip.getEntry(BenchmarkList.BENCHMARK_LIST.replaceFirst("^/", ""));
            if (e == null) {
                throw ExitException.usage("%s holds no META-INF/BenchmarkList: not a JMH benchmarks jar", jar);
            }
            try (InputStream in = zip.getInputStream(e)) {
                return new BenchmarkCatalog(BenchmarkList.readBenchmarkList(in));
            }
        } catch (IOException ex) {
            throw new ExitException(ExitCodes.USAGE, "cannot read " + jar + ": " + ex.getMessage(), ex);
        }
    }

    /** Compiles the include regexes as JMH finds them, refusing (usage) a bad one or one matching nothing. */
    public List<Pattern> validateIncludes(List<String> includes) {
        List<Pattern> patterns = new ArrayList<>();
        for (String regex : includes) {
            Pattern p;
            try {
                p = Pattern.compile(regex);
            } catch (PatternSyntaxException ex) {
                throw ExitException.usage("--include '%s' is not a valid regex: %s", regex, ex.getDescription());
            }
            if (entries.stream().noneMatch(e -> p.matcher(e.getUsername()).find())) {
                throw ExitException.usage("--include '%s' matches no benchmark (see 'java -jar benchmarks.jar -l')", regex);
            }
            patterns.add(p);
        }
        return patterns;
    }

    /**
     * The cells (benchmark x mode x params) a selection runs, in the jar's order, honouring
     * {@code -p name=a,b} and {@code -bm modes} among {@code jmhArgs} as JMH does.
     */
    public List<Cell> cells(List<Pattern> includes, List<String> jmhArgs) {
        return cells(includes, jmhArgs, true);
    }

    /** As {@link #cells(List, List)}; without {@code honourModes}, in the jar's own modes (for estimates). */
    List<Cell> cells(List<Pattern> includes, List<String> jmhArgs, boolean honourModes) {
        Map<String, String[]> overrides = new LinkedHashMap<>();
        List<String> modes = null;
        for (int i = 0; i + 1 < jmhArgs.size(); i++) {
            if (jmhArgs.get(i).equals("-p")) {
                String[] kv = jmhArgs.get(i + 1).split("=", 2);
                if (kv.length == 2) {
                    overrides.put(kv[0], kv[1].split(","));
                }
            } else if (jmhArgs.get(i).equals("-bm") && honourModes) {
                modes = Arrays.stream(jmhArgs.get(i + 1).split(","))
                        .map(m -> Mode.deepValueOf(m.trim()).shortLabel()).toList();
            }
        }
        List<Cell> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (BenchmarkListEntry e : entries) {
            String name = e.getUsername();
            if (!includes.isEmpty() && includes.stream().noneMatch(p -> p.matcher(name).find())) {
                continue;
            }
            List<String> entryModes = modes != null ? modes : List.of(e.getMode().shortLabel());
            for (String mode : entryModes) {
                if (!seen.add(name + " " + mode)) {
                    continue;
                }
                List<SortedMap<String, String>> combos = List.of(new TreeMap<>());
                if (e.getParams().hasValue()) {
                    for (Map.Entry<String, String[]> param : e.getParams().get().entrySet()) {
                        String[] values = overrides.getOrDefault(param.getKey(), param.getValue());
                        combos = combos.stream().flatMap(c -> Arrays.stream(values).map(v -> {
                            SortedMap<String, String> m = new TreeMap<>(c);
                            m.put(param.getKey(), v);
                            return m;
                        })).toList();
                    }
                }
                combos.forEach(c -> out.add(new Cell(name, mode, c)));
            }
        }
        return out;
    }
}
