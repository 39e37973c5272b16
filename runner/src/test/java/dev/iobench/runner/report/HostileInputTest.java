package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A corpus of hostile result files (shell and gnuplot command substitution, markdown and HTML,
 * the README markers, carriage returns, path traversal, links, a 4 GiB sparse file, a label
 * claimed by two machines) beside good ones, through {@code report} with real gnuplot,
 * {@code report --readme} (publish), {@code compare} and {@code diff}: nothing runs, nothing is
 * written outside the output folder, each bad input gets a line, and the good results are reported.
 */
class HostileInputTest {
    @TempDir
    Path tmp;

    private Path canaries;
    private Path in;
    private Path outside;

    /** A command that would leave a canary file if anything ran it. */
    private String touch(String name) {
        return "touch " + canaries.resolve(name);
    }

    @BeforeEach
    void corpus() throws IOException {
        canaries = Files.createDirectories(tmp.resolve("canaries"));
        in = Files.createDirectories(tmp.resolve("in"));
        outside = Files.createDirectories(tmp.resolve("outside"));
        // a good run of a good machine
        Path good = run("20261124T010000Z-good");
        env(good.resolve("host-tmpfs-jdk17"), "host-tmpfs-jdk17", "good", "good-host", "tmpfs", "Debian");
        jmh(good.resolve("host-tmpfs-jdk17"), "dev.iobench.suite.Good.read", "bufferSize", "8192", 1.0);
        // free text carrying every kind of substitution and markup, in an otherwise valid run
        Path text = run("20261124T020000Z-texty");
        String evil = "x`" + touch("backtick") + "`$(" + touch("dollar") + ")'\"\\ <!-- hidden "
                + "<!-- iobench:end --> <script>alert(1)</script> [link](http://127.0.0.1/) *b* _i_ |pipe|\r\n# heading";
        env(text.resolve("host-ext4-jdk17"), "host-ext4-jdk17", "texty", "texty-host", "ext4", "Vendor" + evil);
        jmh(text.resolve("host-ext4-jdk17"), "dev.iobench.suite.Texty.write", "bufferSize", "8" + evil, 2.0);
        // names that must not become paths, titles or table columns
        Path names = run("20261124T030000Z-names");
        env(names.resolve("bad-id"), "../../etc/x`" + touch("envid") + "`", "names", "names-host", "tmpfs", "Debian");
        jmh(names.resolve("bad-id"), "dev.iobench.suite.Named.read", "bufferSize", "8", 3.0);
        Files.createDirectories(names.resolve("bad-bench"));
        jmh(names.resolve("bad-bench"), "a.B.m`" + touch("bench") + "`", "bufferSize", "8", 4.0);
        env(names.resolve("bad-fs"), "host-fs-jdk17", "names", "names-host", "ext4\n\n## Injected <img src=x>",
                "Debian");
        jmh(names.resolve("bad-fs"), "dev.iobench.suite.Fs.read", "bufferSize", "8", 3.5);
        Files.createDirectories(names.resolve("bad-label"));
        env(names.resolve("bad-label"), "host-x-jdk17", "vm<!--", "names-host", "tmpfs", "Debian");
        jmh(names.resolve("bad-label"), "dev.iobench.suite.Labelled.read", "bufferSize", "8", 5.0);
        // a link to a valid result file outside the input folder, and a link as env.json
        jmh(outside, "dev.iobench.suite.Outside.secret", "bufferSize", "8", 6.0);
        Path linked = Files.createDirectories(in.resolve("linked"));
        Files.createSymbolicLink(linked.resolve("jmh.json"), outside.resolve("jmh.json"));
        Path linkedEnv = Files.createDirectories(in.resolve("linked-env"));
        jmh(linkedEnv, "dev.iobench.suite.LinkedEnv.read", "bufferSize", "8", 7.0);
        Files.writeString(outside.resolve("env.json"), "{\"id\":\"outside-env\"}");
        Files.createSymbolicLink(linkedEnv.resolve("env.json"), outside.resolve("env.json"));
        // a folder not named as a run, claiming the good machine's label: a machine of its own
        Path fake = run("zzz-fake");
        env(fake.resolve("host-tmpfs-jdk17"), "host-tmpfs-jdk17", "good", "good-host", "tmpfs", "Debian");
        jmh(fake.resolve("host-tmpfs-jdk17"), "dev.iobench.suite.Good.read", "bufferSize", "8192", 13.0);
        // the same environment id again under a folder whose name is markup
        Path odd = Files.createDirectories(in.resolve("odd`<!-- x").resolve("host-tmpfs-jdk17"));
        env(odd, "host-tmpfs-jdk17", "good", "good-host", "tmpfs", "Debian");
        jmh(odd, "dev.iobench.suite.Texty.write", "bufferSize", "8", 2.5);
        // a 4 GiB sparse file
        try (RandomAccessFile f = new RandomAccessFile(in.resolve("huge.json").toFile(), "rw")) {
            f.setLength(4L << 30);
        }
        // a run claiming the good machine's label, newer than the good run
        Path thief = run("20261124T040000Z-thief");
        env(thief.resolve("host-tmpfs-jdk17"), "host-tmpfs-jdk17", "good", "thief-host", "tmpfs", "Debian");
        jmh(thief.resolve("host-tmpfs-jdk17"), "dev.iobench.suite.Good.read", "bufferSize", "8192", 9.0);
        // the same label on two hosts, each with its own run id
        Path other = run("20261124T050000Z-good-2");
        env(other.resolve("host-tmpfs-jdk17"), "host-tmpfs-jdk17", "good", "another-host", "tmpfs", "Debian");
        jmh(other.resolve("host-tmpfs-jdk17"), "dev.iobench.suite.Good.read", "bufferSize", "8192", 11.0);
    }

    private Path run(String id) throws IOException {
        Path dir = Files.createDirectories(in.resolve(id));
        Files.writeString(dir.resolve("run.json"), "{\"id\":\"" + id + "\",\"command\":[\"iobench\",\"run\"]}");
        return dir;
    }

    private static void env(Path dir, String id, String label, String host, String fsType, String vendor)
            throws IOException {
        Files.createDirectories(dir);
        ObjectNode n = Json.mapper().createObjectNode();
        n.put("id", id).put("kind", "host");
        n.putObject("fs").put("type", fsType).put("options", "rw");
        n.putObject("jdk").put("version", "17.0.15").put("major", 17).put("vendor", vendor);
        n.putObject("machine").put("label", label).put("hostname", host);
        Files.writeString(dir.resolve("env.json"), Json.mapper().writeValueAsString(n));
    }

    /** A JMH result of 3 forks x 3 iterations around {@code score}. */
    private static void jmh(Path dir, String benchmark, String param, String value, double score) throws IOException {
        Files.createDirectories(dir);
        ObjectNode e = Json.mapper().createObjectNode();
        e.put("benchmark", benchmark).put("mode", "avgt").put("forks", 3).put("warmupIterations", 1)
                .put("warmupTime", "200 ms").put("measurementIterations", 3).put("measurementTime", "200 ms");
        e.putObject("params").put(param, value);
        ObjectNode pm = e.putObject("primaryMetric");
        pm.put("score", score).put("scoreUnit", "us/op");
        var raw = pm.putArray("rawData");
        for (int f = 0; f < 3; f++) {
            var fork = raw.addArray();
            for (int i = 0; i < 3; i++) {
                fork.add(score * (1 + 0.01 * (f - 1) + 0.002 * i));
            }
        }
        Files.writeString(dir.resolve("jmh.json"), "[" + Json.mapper().writeValueAsString(e) + "]");
    }

    /** @return every path under {@code tmp} outside {@code except}, with its size: what must not change */
    private List<String> everythingBut(Path except) throws IOException {
        List<String> all = new ArrayList<>();
        try (Stream<Path> s = Files.walk(tmp)) {
            for (Path p : s.filter(p -> !p.startsWith(except)).sorted().toList()) {
                all.add(tmp.relativize(p) + (Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                        ? " " + Files.size(p) : ""));
            }
        }
        return all;
    }

    private void assertNothingRan() throws IOException {
        try (Stream<Path> s = Files.list(canaries)) {
            assertEquals(List.of(), s.toList(), "a command from a result file ran");
        }
    }

    @Test
    void report_hostileCorpus_nothingRunsNothingOutsideEachBadInputNamedGoodReported() throws Exception {
        Path out = tmp.resolve("out");
        List<String> before = everythingBut(out);

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString());

        assertNothingRan();
        assertEquals(before, everythingBut(out), "something outside the output folder changed");
        assertEquals(1, o.code(), o.err());
        String err = o.err();
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);
        assertTrue(err.contains("huge.json: 4096.0 MiB, more than the 256 MiB"), err);
        assertTrue(err.contains("linked/jmh.json: a symbolic link: not followed"), err);
        assertTrue(err.contains("linked-env/env.json: a symbolic link: not followed"), err);
        assertTrue(err.contains("id '../../etc/x`touch"), err);
        assertTrue(err.contains("benchmark 'a.B.m`touch"), err);
        assertTrue(err.contains("machine.label 'vm<!--' is not a machine label"), err);
        assertTrue(err.contains("20261124T040000Z-thief/host-tmpfs-jdk17/env.json: machine.label 'good' is not the "
                + "label of its run 20261124T040000Z-thief"), err);
        assertTrue(err.contains("machine label 'good' is claimed by runs from 2 hosts"), err);
        assertTrue(err.contains("fs.type 'ext4\\u000a\\u000a## Injected <img src=x>' is not a filesystem type"), err);
        assertFalse(err.contains("older run(s) of good"), "nothing of the good machine is hidden: " + err);
        assertTrue(err.lines().noneMatch(l -> l.contains("\r")), "a carriage return reached the terminal");
        String readme = Files.readString(out.resolve("README.md"));
        // the good results, the thief's (under its own label) and the second host's are all there
        assertTrue(readme.contains("Good"), readme);
        assertTrue(readme.contains("Texty"), readme);
        assertTrue(readme.contains("Named"), "the results of a refused env.json are kept under a derived id");
        assertFalse(readme.contains("Outside") || readme.contains("secret"), "a link was followed");
        assertFalse(readme.contains("outside-env"), "a linked env.json was read");
        assertFalse(readme.contains("<!--"), readme);
        assertFalse(readme.contains("<script>"), readme);
        assertFalse(readme.contains("\r"), "a carriage return reached the README");
        assertTrue(readme.contains("\\<\\!-- hidden"), "escaped, still readable: " + readme);
        assertFalse(readme.contains("## Injected"), readme);
        assertTrue(readme.contains("|1.00 ± 0.0248|9.02 ± 0.224|11.0 ± 0.273|13.0 ± 0.323|"),
                "the good machine's, the thief's, the second host's and the fake folder's results are all shown: "
                + readme);
        // every chart rendered, and each saved script is as safe as the run that wrote it
        Path charts = out.resolve("charts");
        List<Path> scripts;
        try (Stream<Path> s = Files.list(charts)) {
            scripts = s.filter(p -> p.toString().endsWith(".gp")).sorted().toList();
        }
        assertFalse(scripts.isEmpty());
        boolean sawEvil = false;
        for (Path gp : scripts) {
            String script = Files.readString(gp);
            sawEvil |= script.contains("`touch");
            for (String line : script.split("\n")) {
                assertFalse(line.matches(".*\"[^\"]*`[^\"]*\".*") && !line.startsWith("\"") && !line.startsWith("#"),
                        "a backquote inside a double-quoted gnuplot string: " + line);
            }
            assertTrue(Files.size(charts.resolve(gp.getFileName().toString().replace(".gp", ".png"))) > 0, gp.toString());
            Process p = new ProcessBuilder("gnuplot", gp.getFileName().toString()).directory(charts.toFile())
                    .redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes());
            assertEquals(0, p.waitFor(), gp + ": " + said);
        }
        assertTrue(sawEvil, "the corpus's text reached the charts, so the test exercised gnuplot with it");
        assertNothingRan();
    }

    @Test
    void publish_hostileCorpus_markersEscapedReadmeStillSplicesTwice() throws Exception {
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, "# top\n\n<!-- iobench:begin -->\nold\n<!-- iobench:end -->\n\n## after\n");
        Path out = tmp.resolve("out");

        for (int i = 0; i < 2; i++) {
            Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts", "--readme",
                    readme.toString());
            assertEquals(1, o.code(), o.err());
            String text = Files.readString(readme);
            assertEquals(1, count(text, "<!-- iobench:begin -->"), text);
            assertEquals(1, count(text, "<!-- iobench:end -->"), text);
            assertTrue(text.startsWith("# top\n\n<!-- iobench:begin -->\n"), text);
            assertTrue(text.endsWith("<!-- iobench:end -->\n\n## after\n"), text);
            assertTrue(Files.readString(out.resolve("README.md")).contains("Vendorx\\`touch"), "escaped in the report");
            assertFalse(text.contains("\r"), text);
        }
        assertNothingRan();
    }

    @Test
    void compareAndDiff_hostileCorpus_oneLineEachNothingRuns() throws Exception {
        Cli.Outcome c = Cli.run("compare", in.toString(), "--baseline", "Good", "--candidate", "Texty");
        assertNothingRan();
        assertFalse(c.out().contains("<!--") || c.out().contains("\r"), c.out());
        assertFalse(c.err().contains("Exception") || c.err().contains("\tat "), c.err());
        assertTrue(c.err().contains("huge.json: 4096.0 MiB"), c.err());
        assertTrue(c.err().contains("a symbolic link: not followed"), c.err());

        Cli.Outcome d = Cli.run("diff", in.resolve("20261124T010000Z-good").toString(),
                in.resolve("20261124T020000Z-texty").toString());
        assertNothingRan();
        assertFalse(d.err().contains("Exception") || d.err().contains("\tat "), d.err());
        assertFalse(d.out().contains("\r") || d.out().contains("<!--"), d.out());

        Cli.Outcome d2 = Cli.run("diff", in.resolve("20261124T010000Z-good").toString(), in.toString());
        assertNothingRan();
        assertTrue(d2.err().contains("huge.json: 4096.0 MiB"), d2.err());
        assertFalse(d2.out().contains("\r"), d2.out());
        assertFalse(d2.out().toLowerCase(Locale.ROOT).contains("<script>"), d2.out());
        assertTrue(new TreeSet<>(List.of(d2.out().split("\n"))).size() > 0);
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }
}
