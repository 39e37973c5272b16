package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.report.model.SuiteGuide.Selector;
import dev.iobench.runner.results.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers' cells run interleaved: one fork of each a round, in a shuffled order seeded per run. */
class InterleavedAnswersTest {
    private static final StopRule.Limits LIMITS = new StopRule.Limits(0.05, 0.95, 3, 6, 1000);
    /** Steady on its own, but a side of a ratio that stays wide: runs to its fork cap with its partner. */
    private static final Cell BASE = new Cell("b.B.base", "avgt", new TreeMap<>());
    /** Noisy: runs to its fork cap. */
    private static final Cell CAND = new Cell("b.B.cand", "avgt", new TreeMap<>());
    /** Steady, a third answer cell outside the pair: stops on its own interval. */
    private static final Cell OTHER = new Cell("b.C.other", "avgt", new TreeMap<>(Map.of("size", "1")));
    private static final Cell REST = new Cell("b.R.rest", "avgt", new TreeMap<>());

    private static AnswerCells answers() {
        Selector base = new Selector(BASE.benchmark(), null, null);
        Selector cand = new Selector(CAND.benchmark(), null, null);
        Selector other = new Selector(OTHER.benchmark(), null, null);
        return new AnswerCells(List.of(base, cand, other), List.of(new AnswerCells.Pair("base vs cand", base, cand)));
    }

    private static PrecisionPlan plan(long seed) {
        return plan(LIMITS, seed);
    }

    private static PrecisionPlan plan(StopRule.Limits limits, long seed) {
        return new PrecisionPlan(limits, null, List.of(REST, BASE, CAND, OTHER), 1, 0, 0.2, 0.6, "x", Instant.now(),
                answers()).seed(seed).noiseProbe(false);  // the machine-noise probe is NoiseTest's
    }

    private static double[] data(Cell c, int fork) {
        if (c.equals(BASE) || c.equals(REST) || c.equals(OTHER)) {
            return new double[] {100, 100 + fork % 2 * 0.1, 100};
        }
        double v = fork % 2 == 0 ? 50 : 150;
        return new double[] {v, v, v};
    }

    /** Runs the plan with {@code seed}; returns the fake JMH (its forks in the order they ran). */
    private static FakeJmh run(Path dir, long seed) throws Exception {
        return run(dir, seed, InterleavedAnswersTest::data);
    }

    private static FakeJmh run(Path dir, long seed, FakeJmh.Data data) throws Exception {
        return run(dir, LIMITS, seed, data);
    }

    private static FakeJmh run(Path dir, StopRule.Limits limits, long seed, FakeJmh.Data data) throws Exception {
        Files.createDirectories(dir);
        FakeJmh jmh = new FakeJmh(dir, data);
        assertEquals(0, FakeJmh.run(new FakeJmh.Settings(plan(limits, seed)), jmh, "test", dir,
                dir.resolve("jmh.json")).exitCode());
        return jmh;
    }

    /** @return each answer cell's rounds, from {@code precision.json}'s forkRounds, and its stop reason */
    private static Map<String, String> roundsAndStops(Path dir) throws Exception {
        JsonNode p = Json.mapper().readTree(dir.resolve("precision.json").toFile());
        Map<String, String> out = new TreeMap<>();
        for (JsonNode c : p.get("cells")) {
            if (c.has("forkRounds")) {
                List<Integer> rounds = new ArrayList<>();
                c.get("forkRounds").forEach(rp -> rounds.add(rp.get(0).asInt()));
                out.put(c.get("benchmark").asText(), rounds + " " + c.get("stop").asText());
            }
        }
        return out;
    }

    @Test
    void aCellWithinTheTarget_takesACheckForkFourRoundsLater_whileOthersRun(@TempDir Path tmp) throws Exception {
        StopRule.Limits limits = new StopRule.Limits(0.05, 0.95, 3, 12, 1000);
        run(tmp, limits, 3, InterleavedAnswersTest::data);
        Map<String, String> got = roundsAndStops(tmp);
        // the noisy pair runs every round to its cap; the steady cell is within the target when round 4
        // is decided, and takes its check fork in round 8, with the pair; then it is done
        assertEquals("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] fork cap", got.get(BASE.benchmark()), got.toString());
        assertEquals("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] fork cap", got.get(CAND.benchmark()), got.toString());
        assertEquals("[1, 2, 3, 8] precision reached", got.get(OTHER.benchmark()), got.toString());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        assertEquals(AnswerRounds.CHECK_AFTER, p.get("checkForkAfter").asInt());
    }

    @Test
    void aCheckForkThatWidensTheInterval_putsTheCellBackIntoEveryRound(@TempDir Path tmp) throws Exception {
        StopRule.Limits limits = new StopRule.Limits(0.05, 0.95, 3, 12, 1000);
        // the steady cell's fourth fork (its check fork, round 8) comes out at twice its first three:
        // one in a slower minute of the machine
        FakeJmh.Data data = (c, fork) -> c.equals(OTHER) && fork == 3 ? new double[] {200, 200, 200} : data(c, fork);
        run(tmp, limits, 3, data);
        Map<String, String> got = roundsAndStops(tmp);
        assertEquals("[1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 16] fork cap", got.get(OTHER.benchmark()), got.toString());
        assertEquals("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] fork cap", got.get(BASE.benchmark()), got.toString());
    }

    @Test
    void noCheckFork_whenNoOtherCellKeepsTheRoundsGoing(@TempDir Path tmp) throws Exception {
        // every cell steady: all within the target after the minimum, the phase ends there
        FakeJmh.Data steady = (c, fork) -> new double[] {100, 100 + fork % 2 * 0.1, 100};
        run(tmp, new StopRule.Limits(0.05, 0.95, 3, 12, 1000), 3, steady);
        Map<String, String> got = roundsAndStops(tmp);
        for (Cell c : List.of(BASE, CAND, OTHER)) {
            assertEquals("[1, 2, 3] precision reached", got.get(c.benchmark()), got.toString());
        }
    }

    @Test
    void afterTheMinimumRounds_theRunSaysHowFarTheAnswersCellsMoveFromForkToFork(@TempDir Path tmp) throws Exception {
        // the three answers' cells' first three fork means spread by 0.1, 0.2 and 0.4 on the log scale
        // (standard deviations of e^0, e^s, e^2s); the cell of the rest by far more, and does not count
        FakeJmh.Data data = (c, fork) -> {
            double s = c.equals(BASE) ? 0.1 : c.equals(CAND) ? 0.2 : c.equals(OTHER) ? 0.4 : 2.0;
            double v = 100 * Math.exp(s * (fork % 3));
            return new double[] {v, v, v};
        };
        Files.createDirectories(tmp);
        FakeJmh jmh = new FakeJmh(tmp, data);
        FakeJmh.Settings settings = new FakeJmh.Settings(plan(LIMITS, 5));
        assertEquals(0, FakeJmh.run(settings, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode spread = Json.mapper().readTree(tmp.resolve("precision.json").toFile()).get("answersSpread");
        assertEquals(3, spread.get("afterRound").asInt(), spread.toString());
        assertEquals(3, spread.get("cells").asInt(), spread.toString());
        assertEquals(0.2, spread.get("medianForkSd").asDouble(), 1e-9, spread.toString());
        int forks = spread.get("forksForTarget").asInt();
        assertEquals(dev.iobench.runner.stats.Intervals.forksForRatio(0.2, 0.05, 0.95, AnswerRounds.SPREAD_CAP), forks);
        String err = settings.err.toString();
        String line = err.lines().filter(l -> l.contains("from fork to fork")).findFirst().orElseThrow(() -> new AssertionError(err));
        assertTrue(line.startsWith("iobench: test: after 3 rounds the answers' 3 cells vary a median 20.0% from fork to "
                + "fork: at that spread a ratio needs about " + forks + " forks a side for ±5% (fewer where its sides' "
                + "forks move together), and about " + spread.get("roundsLeft").asInt() + " more round(s) fit in the "),
                line);
        // printed once, between the minimum rounds and the fourth
        assertEquals(1, err.lines().filter(l -> l.contains("from fork to fork")).count(), err);
        assertTrue(err.indexOf(line) < err.indexOf("answers' round 4"), err);
    }

    /** @return the answers' forks, round by round (a round: the labels in the order they ran) */
    private static List<List<String>> rounds(FakeJmh jmh) {
        List<String> answers = jmh.forks.stream().filter(f -> !f.equals(REST.label())).toList();
        List<List<String>> out = new ArrayList<>();
        int at = 0;
        // rounds 1..3: all three cells; then the pair's two, to their cap of 6
        for (int r = 1; r <= LIMITS.maxForks(); r++) {
            int size = r <= LIMITS.minForks() ? 3 : 2;
            out.add(answers.subList(at, at + size));
            at += size;
        }
        assertEquals(answers.size(), at, "every answer fork is in a round: " + answers);
        return out;
    }

    @Test
    void answersForks_runInterleaved_oneForkALaunch_freshOrderEachRound_cellsStopOnTheirRule(@TempDir Path tmp)
            throws Exception {
        FakeJmh jmh = run(tmp.resolve("a"), 42);
        List<String> forks = jmh.forks;
        // the answers first, the rest after them
        int firstRest = forks.indexOf(REST.label());
        assertTrue(forks.subList(firstRest, forks.size()).stream().allMatch(REST.label()::equals), forks.toString());
        assertEquals(3 + 6 + 6, firstRest, forks.toString());
        // each answer fork its own JMH launch, selecting one cell
        for (List<String> args : jmh.invocations.subList(0, firstRest)) {
            assertEquals("1", args.get(args.indexOf("-f") + 1), args.toString());
            assertEquals(1, args.stream().filter(a -> a.startsWith("^")).count(), args.toString());
        }
        // interleaved: no answer cell's forks all side by side
        List<String> answerForks = forks.subList(0, firstRest);
        for (Cell c : List.of(BASE, CAND, OTHER)) {
            int first = answerForks.indexOf(c.label());
            int last = answerForks.lastIndexOf(c.label());
            long count = answerForks.stream().filter(c.label()::equals).count();
            assertTrue(last - first + 1 > count, c.label() + "'s forks all adjacent: " + answerForks);
        }
        // one fork of each running cell a round, in an order that is not the same every round
        List<List<String>> rounds = rounds(jmh);
        for (List<String> round : rounds) {
            assertEquals(round.size(), round.stream().distinct().count(), "one fork of each a round: " + round);
        }
        assertTrue(rounds.subList(0, 3).stream().distinct().count() > 1, "the order changes between rounds: " + rounds);
        assertTrue(rounds.subList(3, 6).stream().distinct().count() > 1, "the order changes between rounds: " + rounds);

        JsonNode p = Json.mapper().readTree(tmp.resolve("a").resolve("precision.json").toFile());
        assertEquals(42, p.get("seed").asLong());
        Map<String, JsonNode> cells = new java.util.HashMap<>();
        p.get("cells").forEach(c -> cells.put(c.get("benchmark").asText(), c));
        JsonNode other = cells.get(OTHER.benchmark());
        assertEquals(3, other.get("forks").asInt());
        assertEquals("precision reached", other.get("stop").asText());
        for (Cell c : List.of(BASE, CAND)) {
            JsonNode n = cells.get(c.benchmark());
            assertEquals(6, n.get("forks").asInt(), n.toString());
            assertEquals("fork cap", n.get("stop").asText(), n.toString());
        }
        // forkRounds: [round, position] per fork, in fork order; they rebuild the order the forks ran in
        String[][] rebuilt = new String[7][4];
        for (Cell c : List.of(BASE, CAND, OTHER)) {
            JsonNode fr = cells.get(c.benchmark()).get("forkRounds");
            assertEquals(cells.get(c.benchmark()).get("forks").asInt(), fr.size(), fr.toString());
            for (int i = 0; i < fr.size(); i++) {
                assertEquals(i + 1, fr.get(i).get(0).asInt(), "one fork a round, rounds from 1: " + fr);
                rebuilt[fr.get(i).get(0).asInt()][fr.get(i).get(1).asInt()] = c.label();
            }
        }
        for (int r = 1; r <= 6; r++) {
            List<String> round = new ArrayList<>();
            for (int pos = 1; pos < 4; pos++) {
                if (rebuilt[r][pos] != null) {
                    round.add(rebuilt[r][pos]);
                }
            }
            assertEquals(rounds.get(r - 1), round, "round " + r);
        }
        JsonNode rest = cells.get(REST.benchmark());
        assertEquals("rest", rest.get("role").asText());
        assertFalse(rest.has("forkRounds"), "the rest runs in batches: " + rest);
        assertEquals(3, rest.get("forks").asInt());
    }

    @Test
    void theRunAndTheReport_moderateTheQuietRatiosTowardTheEnvironmentsSpread_alike(@TempDir Path tmp) throws Exception {
        // twelve answer cells whose forks spread 2% to 13% (a fixed draw per cell and fork); eleven ratios
        // among them, each cell against the next: enough cells and pairs for both priors
        int cellCount = 12;
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < cellCount; i++) {
            cells.add(new Cell("b.M.c" + i, "avgt", new TreeMap<>()));
        }
        List<Selector> selectors = cells.stream().map(c -> new Selector(c.benchmark(), null, null)).toList();
        List<AnswerCells.Pair> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < cellCount; i++) {
            pairs.add(new AnswerCells.Pair("c" + i + " vs c" + (i + 1), selectors.get(i), selectors.get(i + 1)));
        }
        FakeJmh.Data data = (c, fork) -> {
            int i = cells.indexOf(c);
            double v = (100 + 50 * i) * Math.exp(0.01 * (i + 2) * new java.util.Random(31L * i + fork).nextGaussian());
            return new double[] {v, v, v};
        };
        Files.createDirectories(tmp);
        PrecisionPlan plan = new PrecisionPlan(LIMITS, null, cells, 1, 0, 0.2, 0.6, "x", Instant.now(),
                new AnswerCells(selectors, pairs)).seed(3).noiseProbe(false);
        assertEquals(0, FakeJmh.run(new FakeJmh.Settings(plan), new FakeJmh(tmp, data), "test", tmp,
                tmp.resolve("jmh.json")).exitCode());

        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        List<dev.iobench.runner.report.result.BenchmarkResult> results =
                new dev.iobench.runner.report.read.ResultReader().read(tmp.resolve("jmh.json"), "jmh.json").results();
        var priors = results.get(0).priors();
        // the run's last priors are the report's, both of them, fitted from the same forks
        for (String kind : List.of("cells", "pairs")) {
            var prior = kind.equals("cells") ? priors.cells() : priors.pairs();
            assertTrue(prior.any(), kind + ": " + priors);
            assertEquals(p.get("priors").get(kind).get("df").asDouble(), prior.df(), 1e-9, kind);
            assertEquals(p.get("priors").get(kind).get("variance").asDouble(), prior.variance(), 1e-12, kind);
        }
        // every ratio's interval as the run decided it is the report's
        int moderated = 0;
        for (JsonNode pair : p.get("pairs")) {
            var b = results.stream().filter(r -> r.benchmark().equals(pair.get("baseline").get("benchmark").asText()))
                    .findFirst().orElseThrow();
            var c = results.stream().filter(r -> r.benchmark().equals(pair.get("candidate").get("benchmark").asText()))
                    .findFirst().orElseThrow();
            var cmp = dev.iobench.runner.report.compare.Comparison.of(b, c, false);
            String what = pair.get("what").asText();
            assertEquals(pair.get("ratio").asDouble(), cmp.ratio(), 1e-12, what);
            assertEquals(pair.get("low").asDouble(), cmp.ratioLow(), 1e-12, what + ": the run's interval is the report's");
            assertEquals(pair.get("high").asDouble(), cmp.ratioHigh(), 1e-12, what + ": the run's interval is the report's");
            double[] own = dev.iobench.runner.stats.Intervals.trimmedLogRatio(b.comparedEstimate().units(),
                    c.comparedEstimate().units(), 0.95, dev.iobench.runner.stats.SpreadPrior.NONE,
                    dev.iobench.runner.stats.SpreadPrior.NONE);
            // a side noisier than the environment keeps its own spread: a ratio has its own interval exactly
            // where both sides are noisier than the prior (the forks are drawn independently: no ratio is paired)
            var shared = cmp.roundPairs();
            assertTrue(shared == null || !shared.helps(), what + ": unpaired");
            boolean bQuiet = dev.iobench.runner.stats.Intervals.spreadOf(b.comparedEstimate().units(), true)
                    .variance() <= priors.cells().variance();
            boolean cQuiet = dev.iobench.runner.stats.Intervals.spreadOf(c.comparedEstimate().units(), true)
                    .variance() <= priors.cells().variance();
            boolean isOwn = own[1] == cmp.ratioLow() && own[2] == cmp.ratioHigh();
            assertEquals(!bQuiet && !cQuiet, isOwn, what + ": sides quiet " + bQuiet + ", " + cQuiet);
            moderated += isOwn ? 0 : 1;
        }
        assertEquals(cellCount - 1, p.get("pairs").size());
        assertTrue(moderated > 0 && moderated < cellCount - 1, moderated + " of " + (cellCount - 1) + " ratios moderated");
    }

    @Test
    void aDriftOfTheMachine_thatLandsOnBothForksOfARound_cancelsInThePairedRatio(@TempDir Path tmp) throws Exception {
        // each round the machine runs at another speed (x0.5 or x1.5), the same for both forks of the
        // round: each cell's own interval is wide, the ratio over paired forks is exactly 2
        FakeJmh.Data drift = (c, fork) -> {
            double speed = fork % 2 == 0 ? 0.5 : 1.5;
            double v = (c.equals(CAND) ? 200 : 100) * speed;
            return new double[] {v, v, v};
        };
        run(tmp, 5, drift);
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        Map<String, JsonNode> cells = new java.util.HashMap<>();
        p.get("cells").forEach(c -> cells.put(c.get("benchmark").asText(), c));
        // pairing is measured before it is used (the sides' correlation over at least 4 rounds)
        for (Cell c : List.of(BASE, CAND)) {
            JsonNode n = cells.get(c.benchmark());
            assertEquals(4, n.get("forks").asInt(), n.toString());
            assertEquals("precision reached", n.get("stop").asText(), n.toString());
            assertTrue(n.get("relativeHalfWidth").asDouble() > 0.5, "its own interval is wide: " + n);
        }
        JsonNode pair = p.get("pairs").get(0);
        assertEquals("base vs cand", pair.get("what").asText());
        assertEquals(4, pair.get("pairs").asInt());
        assertEquals(2.0, pair.get("ratio").asDouble(), 1e-9);
        assertEquals(2.0, pair.get("low").asDouble(), 1e-9);
        assertEquals(2.0, pair.get("high").asDouble(), 1e-9);
        assertTrue(pair.get("reached").asBoolean(), pair.toString());
        assertEquals(1, p.get("pairsReached").asInt());
        assertEquals(1, p.get("pairsRun").asInt());
    }

    @Test
    void sameSeed_sameOrder_anotherSeed_anotherOrder(@TempDir Path tmp) throws Exception {
        List<String> a = run(tmp.resolve("a"), 7).forks;
        List<String> b = run(tmp.resolve("b"), 7).forks;
        List<String> c = run(tmp.resolve("c"), 8).forks;
        assertEquals(a, b);
        assertNotEquals(a, c);
        assertEquals(a.stream().sorted().toList(), c.stream().sorted().toList(), "the same forks, in another order");
        assertEquals(7, Json.mapper().readTree(tmp.resolve("b").resolve("precision.json").toFile()).get("seed").asLong());
    }

    @Test
    void plan_countsOneLauncherPerRound_andTheAnswersAloneAsTheMinimum_andPrintsItsSeed() {
        PrecisionPlan plan = plan(123);
        // three answer cells, three rounds of one fork each, one launcher a round
        assertEquals(3 * (3 * plan.forkSeconds() + PrecisionPlan.INVOCATION_SECONDS), plan.interleavedMinimum(), 1e-9);
        assertEquals(plan.noiseProbeSeconds() + plan.interleavedMinimum(), plan.minimumPerEnvironment(), 1e-9,
                "the machine-noise probe and the answers: the rest fills what is left");
        StringWriter out = new StringWriter();
        plan.print(new PrintWriter(out, true));
        assertTrue(out.toString().contains("in a shuffled order with the sides of each ratio next to each other (seed 123), from one launcher JVM"), out.toString());
    }

    @Test
    void seedOption_isPrintedByThePlan_andRefusedWithoutAPrecisionRun(@TempDir Path tmp) {
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--include", "WholeFileWrite",
                "--budget", "2h", "--seed", "99", "--dry-run");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("(seed 99)"), o.err());
        Cli.Outcome q = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--profile", "quick", "--seed", "99",
                "--results", tmp.resolve("r").toString());
        assertEquals(ExitCodes.USAGE, q.code(), q.err());
        assertTrue(q.err().contains("--seed applies to precision-targeted runs"), q.err());
        Cli.Outcome n = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--seed", "-1", "--dry-run");
        assertEquals(ExitCodes.USAGE, n.code(), n.err());
        assertFalse(Files.exists(tmp.resolve("r")));
    }
}
