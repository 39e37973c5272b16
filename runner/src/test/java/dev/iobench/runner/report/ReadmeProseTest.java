package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.ProjectPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No benchmark result is typed by hand into the README or a page of the manual ({@code docs/*.md}):
 * outside the generated parts, a figure that
 * reads like a result (a latency such as {@code 34 ms}, a ratio such as {@code 50x}) is allowed only
 * as a quoted claim ({@code "..."}), an example of a format in a code span, a JMH setting (iterations
 * of 200 ms) or in a paragraph that carries the date of the measurement it reports (the tool's own
 * set-up and run timings, each with the command that gave it). The README and the manual stay short:
 * no paragraph over {@value #PARAGRAPH_LINES} lines, no page of the manual over {@value #PAGE_LINES}
 * lines, the README's hand-written part within its limits, and every link between them lands.
 */
class ReadmeProseTest {
    static final int PARAGRAPH_LINES = 8;
    static final int PAGE_LINES = 400;
    /**
     * The README outside its answers' generated block ({@code iobench:begin} to {@code iobench:end}),
     * the verdicts included: with that block at 100 lines, the README stays within 300 lines and 25 KB.
     */
    static final int README_HAND_LINES = 200;
    static final int README_HAND_BYTES = 15_000;
    /** The answers' generated block: the brief answers, a link each to the whole answer. */
    static final int README_BLOCK_LINES = 100;

    /** A latency or a ratio. */
    static final Pattern FIGURE = Pattern.compile("(?<![\\w.])\\d+(\\.\\d+)?(\\s?(ns|us|µs|ms)\\b|x\\b)");
    private static final Pattern DATE = Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b");
    private static final Pattern QUOTED = Pattern.compile("`[^`]*`|\"[^\"]*\"|\\]\\([^)]*\\)");
    /** Settings: {@code iterations of 200 ms}, {@code 100 ms iterations}, a measurement's {@code 50 ms slot}. */
    private static final Pattern SETTING = Pattern.compile(
            "(iterations? of|warmup of|\\+) \\d+ ms|\\d+ ms (iterations?|warmup|slots?)|\\d+ x \\d+ ms");

    @Test
    void theReadmesProse_holdsNoHandWrittenResult() throws Exception {
        String readme = Files.readString(ProjectPaths.projectDir().resolve("README.md"));
        List<String> found = handWritten(readme);
        assertTrue(found.isEmpty(), "figures that read like results, typed by hand (generate them, quote them "
                + "as a claim, or date the measurement): " + String.join("\n", found));
    }

    @Test
    void theManualsProse_holdsNoHandWrittenResult() throws Exception {
        List<Path> pages = manual();
        assertTrue(pages.size() >= 8, "the manual's pages: " + pages);
        List<String> found = new ArrayList<>();
        for (Path page : pages) {
            found.addAll(handWritten("docs/" + page.getFileName(), Files.readString(page)));
        }
        assertTrue(found.isEmpty(), "figures that read like results, typed by hand (generate them, quote them "
                + "as a claim, or date the measurement): " + String.join("\n", found));
    }

    @Test
    void noParagraph_isOverEightLines_inTheReadmeOrTheManual() throws Exception {
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            found.addAll(longParagraphs(ProjectPaths.projectDir().relativize(page).toString(), Files.readString(page)));
        }
        assertTrue(found.isEmpty(), "paragraphs over " + PARAGRAPH_LINES + " lines (split or tighten them): "
                + String.join("\n", found));
    }

    @Test
    void noPageOfTheManual_isOver400Lines() throws Exception {
        for (Path page : manual()) {
            long lines = Files.readAllLines(page).size();
            assertTrue(lines <= PAGE_LINES, "docs/" + page.getFileName() + " has " + lines + " lines, more than "
                    + PAGE_LINES + ": split it by subject");
        }
    }

    @Test
    void theReadmesHandWrittenPart_staysWithinItsLimits() throws Exception {
        String readme = Files.readString(ProjectPaths.projectDir().resolve("README.md"));
        String hand = handWrittenPart(readme);
        long lines = hand.lines().count();
        int bytes = hand.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertTrue(lines <= README_HAND_LINES, "the README outside its answers' block has " + lines
                + " lines, more than " + README_HAND_LINES + ": move the detail to docs/");
        assertTrue(bytes <= README_HAND_BYTES, "the README outside its answers' block has " + bytes
                + " bytes, more than " + README_HAND_BYTES + ": move the detail to docs/");
        long block = readme.lines().dropWhile(l -> !l.equals("<!-- iobench:begin -->"))
                .takeWhile(l -> !l.equals("<!-- iobench:end -->")).count();
        assertTrue(block <= README_BLOCK_LINES, "the README's answers' block has " + block + " lines, more than "
                + README_BLOCK_LINES + ": the brief answers only, the rest in results/report/README.md");
        long total = readme.lines().count();
        int totalBytes = readme.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertTrue(total <= 300 && totalBytes <= 25_000, "the README has " + total + " lines and " + totalBytes
                + " bytes: at most 300 and 25 KB");
    }

    @Test
    void everyLink_betweenTheReadmeAndTheManual_landsOnAFileAndHeading() throws Exception {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            broken.addAll(brokenLinks(page));
        }
        assertTrue(broken.isEmpty(), "links to a missing file or heading: " + String.join("\n", broken));
    }

    /**
     * The committed report (what a publish leaves, as the last commit holds it, whatever a local {@code make
     * report} drew since) links only files that are committed: its answers' charts, no per-group chart.
     */
    @Test
    void theCommittedReport_linksOnlyCommittedFiles() throws Exception {
        Path root = ProjectPaths.projectDir();
        String report = git(root, "show", "HEAD:results/report/README.md");
        Set<String> committed = new HashSet<>(git(root, "ls-tree", "-r", "--name-only", "HEAD", "results/report")
                .lines().toList());
        List<String> missing = new ArrayList<>();
        Matcher m = LINK.matcher(report);
        while (m.find()) {
            String target = m.group(1).replaceFirst("#.*", "");
            if (!target.isEmpty() && !target.matches("[a-z]+:.*")) {
                String path = Path.of("results/report").resolve(target).normalize().toString();
                if (!committed.contains(path)) {
                    missing.add(target);
                }
            }
        }
        assertTrue(missing.isEmpty(), "results/report/README.md links files not committed: " + missing);
        List<String> pngs = committed.stream().filter(f -> f.endsWith(".png")).sorted().limit(5).toList();
        assertTrue(pngs.isEmpty(), "committed chart PNGs: " + pngs);
    }

    private static String git(Path root, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", root.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", cmd));
        return out;
    }

    @Test
    void theChecks_findALongParagraphAnOverLongReadmeAndABrokenLink() throws Exception {
        String nine = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\n";
        String md = "# t\n\n" + nine + "\n- an item\n  of two lines\n- " + nine + "\n| a row |\n| ---- |\n\n```\n" + nine
                + "```\n\n<!-- iobench:begin -->\n" + nine + "<!-- iobench:end -->\n";
        List<String> found = longParagraphs("x.md", md);
        assertEquals(List.of("x.md:3: 9 lines: one", "x.md:15: 9 lines: - one"), found);
        String readme = "# r\n\n" + "prose\n".repeat(README_HAND_LINES) + "<!-- iobench:begin -->\n"
                + "generated\n".repeat(1000) + "<!-- iobench:end -->\n";
        assertEquals(README_HAND_LINES + 3, handWrittenPart(readme).lines().count());
        assertEquals("a-b-c_d-e", slug("A `b` c_d: (e)"));
        Path dir = Files.createTempDirectory("links");
        try {
            Files.writeString(dir.resolve("a.md"), "# Top\n\n## The `x` part\n\n[ok](#the-x-part) [ok](b.md#b) "
                    + "[no](#gone) [no](c.md) [no](b.md#nothing) [web](https://example.org/#x)\n\n```\n# not a heading\n```\n");
            Files.writeString(dir.resolve("b.md"), "# B\n");
            assertEquals(3, brokenLinks(dir.resolve("a.md")).size(), brokenLinks(dir.resolve("a.md")).toString());
        } finally {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path f : s.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(dir);
        }
    }

    /** @return the manual's pages, {@code docs/*.md}, sorted */
    static List<Path> manual() throws Exception {
        try (Stream<Path> s = Files.list(ProjectPaths.projectDir().resolve("docs"))) {
            return s.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList();
        }
    }

    /** @return the README and the manual's pages */
    static List<Path> pages() throws Exception {
        List<Path> all = new ArrayList<>();
        all.add(ProjectPaths.projectDir().resolve("README.md"));
        all.addAll(manual());
        return all;
    }

    /** @return {@code readme} without its answers' generated block (the verdicts' block stays in) */
    static String handWrittenPart(String readme) {
        int begin = readme.indexOf("<!-- iobench:begin -->");
        int end = readme.indexOf("<!-- iobench:end -->");
        if (begin < 0 || end < begin) {
            return readme;
        }
        return readme.substring(0, begin) + readme.substring(end + "<!-- iobench:end -->".length());
    }

    /**
     * @return each paragraph of {@code text} over {@link #PARAGRAPH_LINES} lines, as {@code name:line: n lines:
     *     first line}; a paragraph is a run of prose lines outside code blocks and generated parts, ended by a
     *     blank line, a heading or a table row; a list item starts one of its own
     */
    static List<String> longParagraphs(String name, String text) {
        List<String> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean generated = false;
        boolean code = false;
        int start = -1;
        int count = 0;
        for (int i = 0; i <= lines.length; i++) {
            String line = i < lines.length ? lines[i] : "";
            boolean marker = line.startsWith("<!-- iobench:");
            boolean fence = line.startsWith("```");
            boolean item = line.matches("\\s*([-*]|\\d+\\.) .*");
            boolean ends = marker || fence || code || generated || line.isBlank() || line.startsWith("|")
                    || line.startsWith("#") || item;
            if (ends && count > PARAGRAPH_LINES) {
                out.add(name + ":" + (start + 1) + ": " + count + " lines: " + lines[start].strip());
            }
            if (ends) {
                count = 0;
            }
            if (marker) {
                generated = !line.contains(":end");
            } else if (fence && !generated) {
                code = !code;
            } else if (!generated && !code && (item || !ends)) {
                if (count == 0) {
                    start = i;
                }
                count++;
            }
        }
        return out;
    }

    /** @return the anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens */
    static String slug(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
    }

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    /** @return each relative link of {@code page} to a file that does not exist or a heading it does not have */
    static List<String> brokenLinks(Path page) throws Exception {
        List<String> out = new ArrayList<>();
        Matcher m = LINK.matcher(Files.readString(page));
        while (m.find()) {
            String target = m.group(1);
            if (target.matches("[a-z]+:.*")) {
                continue;
            }
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            Path to = file.isEmpty() ? page : page.resolveSibling(file).normalize();
            String committed = committedResult(to);
            if (committed == null && !Files.exists(to)) {
                out.add(page.getFileName() + ": " + target + ": no such file");
            } else if (hash >= 0 && to.toString().endsWith(".md") && !anchors(committed != null
                    ? git(ProjectPaths.projectDir(), "show", "HEAD:" + committed) : Files.readString(to))
                    .contains(target.substring(hash + 1))) {
                out.add(page.getFileName() + ": " + target + ": no such heading");
            }
        }
        return out;
    }

    /**
     * @return the path in git of {@code file} when it is a committed file of the project's
     *     {@code results/} (which a user's {@code make bench-all} rewrites: links are checked against
     *     what the last commit holds), else null
     */
    private static String committedResult(Path file) throws Exception {
        Path results = ProjectPaths.projectDir().resolve("results").toAbsolutePath().normalize();
        Path abs = file.toAbsolutePath().normalize();
        if (!abs.startsWith(results)) {
            return null;
        }
        String rel = ProjectPaths.projectDir().toAbsolutePath().normalize().relativize(abs).toString()
                .replace('\\', '/');
        return git(ProjectPaths.projectDir(), "ls-tree", "--name-only", "HEAD", rel).isBlank() ? null : rel;
    }

    private static Set<String> anchors(String text) {
        Set<String> out = new HashSet<>();
        boolean code = false;
        for (String line : text.lines().toList()) {
            if (line.startsWith("```")) {
                code = !code;
            } else if (!code && line.startsWith("#")) {
                out.add(slug(line.replaceFirst("^#+", "")));
            }
        }
        return out;
    }

    @Test
    void theFiveVerdictsAndDecisionNumbers_areInTheReadmesFirst60Lines() throws Exception {
        List<String> lines = Files.readAllLines(ProjectPaths.projectDir().resolve("README.md"));
        int begin = lines.indexOf(dev.iobench.runner.report.format.ReadmeSplice.VERDICTS_BEGIN);
        int end = lines.indexOf(dev.iobench.runner.report.format.ReadmeSplice.VERDICTS_END);
        assertTrue(begin >= 0 && end > begin, "the README has the verdicts' markers");
        assertTrue(end < 60, "the verdicts end on line " + (end + 1) + ", past the first 60 lines");
        List<String> block = lines.subList(begin + 1, end);
        assertTrue(block.stream().anyMatch(l -> l.startsWith("**The numbers to decide on**")),
                "the decision numbers beside the verdicts: " + block);
        assertTrue(block.stream().anyMatch(l -> l.startsWith("|host-ext4-jdk17|")), "ext4's numbers: " + block);
        List<String> rows = lines.subList(begin + 1, end).stream().filter(l -> l.startsWith("|[")).toList();
        assertEquals(5, rows.size(), "one verdict per claim: " + rows);
        for (String row : rows) {
            assertTrue(row.matches(".*\\|\\*\\*[^*]+\\*\\*\\|$"), "a verdict in bold at the end: " + row);
        }
    }

    /** A ratio cell: {@code ~ 1.8x slower (-12% / +13%)}. */
    private static final Pattern RATIO_CELL = Pattern.compile("([0-9.e]+)x (faster|slower) \\(-([0-9.]+)% / \\+([0-9.]+)%\\)");

    @Test
    void theReadmesRatios_carryTheFiguresTheirIntervalsSupport_andNoPlusMinus() throws Exception {
        String readme = Files.readString(ProjectPaths.projectDir().resolve("README.md"));
        String generated = readme.substring(readme.indexOf("<!-- iobench:begin -->"), readme.indexOf("<!-- iobench:end -->"));
        // examples of the form in code spans are prose, checked by the same rule below as written
        Matcher m = RATIO_CELL.matcher(generated.replace("`", ""));
        int cells = 0;
        while (m.find()) {
            cells++;
            double widest = Math.max(Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4)));
            int allowed = pdgFigures(Double.parseDouble(m.group(1)), widest / 100);
            assertTrue(figures(m.group(1)) <= allowed, m.group() + ": " + figures(m.group(1)) + " figures on an interval of "
                    + widest + "%, " + allowed + " as the Particle Data Group rounds");
        }
        assertTrue(cells >= 20, cells + " ratio cells in the README's brief answers (four answers, each environment)");
        assertTrue(!Pattern.compile("x (faster|slower) ±").matcher(generated).find(), "a ratio with ±");
    }

    /**
     * @return the most significant figures a factor written with an interval of {@code fraction} may carry,
     *     as the Particle Data Group rounds (the uncertainty to two digits where its leading digits are
     *     100-354, else one; the factor to that place; at most 3), allowing for the printed percentage's
     *     own rounding at the 354/355 boundary
     */
    static int pdgFigures(double factor, double fraction) {
        int most = 1;
        for (double wiggle : new double[] {0.99, 1.0, 1.01}) {
            double u = factor * fraction * wiggle;
            int exponent = (int) Math.floor(Math.log10(u));
            int lead = (int) Math.floor(u / Math.pow(10, exponent - 2));
            int place = lead <= 354 ? exponent - 1 : exponent;
            int magnitude = (int) Math.floor(Math.log10(factor));
            most = Math.max(most, Math.min(3, magnitude - place + 1));
        }
        return most;
    }

    /** @return the significant figures of a number as written: {@code 1.03} 3, {@code 51} 2, {@code 180} 2, {@code 1.7e5} 2 */
    static int figures(String number) {
        String mantissa = number.split("e")[0];
        boolean point = mantissa.contains(".");
        String digits = mantissa.replace(".", "").replaceFirst("^0+", "");
        if (!point) {
            digits = digits.replaceFirst("0+$", "");
        }
        return Math.max(1, digits.length());
    }

    @Test
    void theCheck_findsAFigureTypedByHand() {
        String md = "# t\n\nSampled latencies have long tails (maxima up to 34 ms on the VM disk).\n\n"
                + "On tmpfs a sync is 1.5x slower.\n\n" + "Quoted: \"fsync costs 5 ms\"; a format `24.1x slower`.\n\n"
                + "Each fork runs 3 iterations of 200 ms.\n\n" + "Work is counted per 50 ms slot.\n\n" + "Measured 2026-11-24: 15m38s, p50 0.1 ms. "
                + "An undated 3 ms beside it.\n\n"
                + "<!-- iobench:begin -->\n12 ms\n<!-- iobench:end -->\n";
        List<String> found = handWritten(md);
        assertEquals(3, found.size(), found.toString());
        assertTrue(found.get(2).contains("3 ms"), found.toString());
        assertTrue(found.get(0).contains("34 ms"), found.toString());
        assertTrue(found.get(1).contains("1.5x"), found.toString());
    }

    @Test
    void theCheck_findsWhatAReaderFoundInAnOlderReadme() throws Exception {
        String old = Fixtures.read(Fixtures.resource("readme-before-generated-prose.md"));
        String found = String.join("\n", handWritten(old));
        for (String figure : List.of("34 ms", "0.3 ms", "232.7 us", "100x")) {
            assertTrue(found.contains(": " + figure + " in:"), figure + " not found in:\n" + found);
        }
    }

    /** @return each figure that reads like a result in the README's text {@code readme}, as {@link #handWritten(String, String)} */
    static List<String> handWritten(String readme) {
        return handWritten("README.md", readme);
    }

    /** @return each figure that reads like a result, with its line, outside the generated parts and code blocks */
    static List<String> handWritten(String name, String readme) {
        List<String> out = new ArrayList<>();
        String[] lines = readme.split("\n", -1);
        boolean generated = false;
        boolean code = false;
        List<String> paragraph = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i <= lines.length; i++) {
            String line = i < lines.length ? lines[i] : "";
            if (line.startsWith("<!-- iobench:") && !line.contains(":end")) {
                generated = true;
            } else if (line.startsWith("<!-- iobench:") && line.contains(":end")) {
                generated = false;
                continue;
            }
            if (line.startsWith("```")) {
                code = !code;
                continue;
            }
            if (generated || code) {
                continue;
            }
            boolean row = line.startsWith("|");
            if (line.isBlank() || row) {
                check(name, paragraph, numbers, out);
                paragraph.clear();
                numbers.clear();
                if (row) {
                    paragraph.add(line);
                    numbers.add(i + 1);
                    check(name, paragraph, numbers, out);
                    paragraph.clear();
                    numbers.clear();
                }
                continue;
            }
            paragraph.add(line);
            numbers.add(i + 1);
        }
        return out;
    }

    private static void check(String name, List<String> paragraph, List<Integer> numbers, List<String> out) {
        if (paragraph.isEmpty()) {
            return;
        }
        String text = String.join("\n", paragraph);
        // quotes, code spans and settings may run over a line break: blank them, keeping every offset
        String bare = blank(SETTING, blank(QUOTED, text));
        Matcher m = FIGURE.matcher(bare);
        while (m.find()) {
            int from = Math.max(text.lastIndexOf(". ", m.start()), text.lastIndexOf(".\n", m.start()));
            int to = firstOf(text, m.end(), ". ", ".\n");
            if (DATE.matcher(text.substring(from + 1, to)).find()) {
                continue;
            }
            int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count();
            out.add(name + ":" + numbers.get(line) + ": " + m.group() + " in: " + paragraph.get(line).strip());
        }
    }

    private static String blank(Pattern p, String text) {
        Matcher m = p.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group().replaceAll("[^\n]", " ")));
        }
        return m.appendTail(sb).toString();
    }

    private static int firstOf(String text, int from, String a, String b) {
        int i = text.indexOf(a, from);
        int j = text.indexOf(b, from);
        int k = i < 0 ? j : j < 0 ? i : Math.min(i, j);
        return k < 0 ? text.length() : k;
    }
}
