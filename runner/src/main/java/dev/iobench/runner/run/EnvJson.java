package dev.iobench.runner.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.BuildInfo;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.Machine;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Builds {@code env.json}, the fingerprint kept beside every raw result: what the probe measured
 * in the environment itself ({@code fs}, {@code jdk}, {@code os}, {@code cpu}, {@code memoryBytes}),
 * the machine it ran on ({@link Machine}), plus how iobench ran it ({@code iobench}, {@code jmh}, times).
 */
public final class EnvJson {
    private EnvJson() {
    }

    /**
     * @param probe the JSON printed by {@code dev.iobench.suite.probe.EnvProbe} in the environment
     *     (may be null when the probe itself failed)
     * @param machine this machine with the disk under the tested folder ({@link Machine#probe}); null:
     *     the machine without a disk (the tested folder is on none, or it could not be probed)
     */
    public static ObjectNode build(String id, String kind, JsonNode probe, RunContext ctx,
            String startedAt, String finishedAt, Machine machine) {
        ObjectNode env = Json.object();
        env.put("id", id);
        env.put("kind", kind);
        for (String key : new String[] {"fs", "jdk", "os", "cpu", "memoryBytes", "maxHeapBytes", "user"}) {
            if (probe != null && probe.has(key)) {
                env.set(key, probe.get(key));
            }
        }
        env.set("machine", (machine != null ? machine : Machine.probe(ctx.machineLabel(), null)).toJson());
        ObjectNode iobench = env.putObject("iobench");
        iobench.put("version", BuildInfo.version());
        iobench.put("commit", BuildInfo.commit());
        ObjectNode jmh = env.putObject("jmh");
        ctx.profile().describe().forEach((k, v) -> jmh.set(k, Json.mapper().valueToTree(v)));
        jmh.set("includes", Json.mapper().valueToTree(ctx.includes()));
        jmh.set("extraArgs", Json.mapper().valueToTree(ctx.extraJmhArgs()));
        jmh.put("benchmarksJarSha256", sha256(ctx.benchmarksJar()));
        if (ctx.precision() != null) {
            jmh.set("precision", Json.mapper().valueToTree(ctx.precision().describe()));
        }
        env.put("startedAt", startedAt);
        env.put("finishedAt", finishedAt);
        return env;
    }

    /** @return the hex SHA-256 of a file, or null if it cannot be read */
    public static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                md.update(buf, 0, n);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (IOException | NoSuchAlgorithmException e) {
            return null;
        }
    }
}
