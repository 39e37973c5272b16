package dev.iobench.runner.report.result;

import dev.iobench.runner.results.Machine;
import java.util.List;

/**
 * Where a result was measured: from its {@code env.json} when present, else derived from the result file; text
 * not known is "-".
 *
 * @param id short unique name, used as table column and in benchstat names
 * @param kind host, container, android, or file (derived from a result file)
 * @param jdk JDK (version, vendor, VM) or Android release and SDK
 * @param source the env.json path or "derived from &lt;file&gt;"
 * @param machineRecord env.json's {@code machine}, or null when not recorded
 */
public record Environment(String id, String kind, String filesystem, String fsOptions, String jdk,
        String kernel, String cpu, List<String> warnings, String source, Machine machineRecord) {

    public Environment(String id, String kind, String filesystem, String fsOptions, String jdk,
            String kernel, String cpu, List<String> warnings, String source) {
        this(id, kind, filesystem, fsOptions, jdk, kernel, cpu, warnings, source, null);
    }

    /** @return the machine's label, or null when not recorded */
    public String machine() {
        return machineRecord == null ? null : machineRecord.label();
    }
}
