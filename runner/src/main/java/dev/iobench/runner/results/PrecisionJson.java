package dev.iobench.runner.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.results.PrecisionFile.Cell;
import dev.iobench.runner.results.PrecisionFile.CellId;
import dev.iobench.runner.results.PrecisionFile.Counts;
import dev.iobench.runner.results.PrecisionFile.Pair;
import dev.iobench.runner.results.PrecisionFile.Prior;
import dev.iobench.runner.results.PrecisionFile.Probe;
import dev.iobench.runner.results.PrecisionFile.Redone;
import dev.iobench.runner.results.PrecisionFile.Spread;
import dev.iobench.runner.results.PrecisionFile.Window;

/** The JSON tree of a {@link PrecisionFile}, for its writer {@link PrecisionFile#write}. */
final class PrecisionJson {

    private PrecisionJson() {
    }

    /** @return the JSON of {@code f} */
    static ObjectNode json(PrecisionFile f) {
        ObjectNode o = Json.object();
        o.put("version", f.version());
        o.setAll((ObjectNode) Json.mapper().valueToTree(f.plan()));
        o.put("seed", f.seed());
        if (f.checkForkAfter() != null) {
            o.put("checkForkAfter", f.checkForkAfter());
        }
        o.put("forkFlags", f.forkFlags());
        if (f.machineNoise() != null) {
            o.set("machineNoise", probe(f.machineNoise()));
        }
        if (f.answersSpread() != null) {
            Spread s = f.answersSpread();
            ObjectNode n = o.putObject("answersSpread");
            n.put("afterRound", s.afterRound());
            n.set("medianForkSd", number(s.medianForkSd()));
            n.put("cells", s.cells());
            n.put("forksForTarget", s.forksForTarget());
            n.put("roundsLeft", s.roundsLeft());
            n.put("secondsLeft", Math.round(s.secondsLeft() * 10) / 10.0);
        }
        ArrayNode cells = o.putArray("cells");
        f.cells().forEach(c -> cells.add(cell(c)));
        ArrayNode notRun = o.putArray("notRun");
        f.notRun().forEach(n -> notRun.add(id(n.id()).put("role", n.role())));
        ArrayNode pairs = o.putArray("pairs");
        for (Pair p : f.pairs()) {
            ObjectNode n = pairs.addObject();
            n.put("what", p.what());
            n.set("baseline", id(p.baseline()));
            n.set("candidate", id(p.candidate()));
            n.put("pairs", p.pairs());
            n.set("ratio", number(p.ratio()));
            n.set("low", number(p.low()));
            n.set("high", number(p.high()));
            n.set("widestSide", number(p.widestSide()));
            n.put("reached", p.reached());
        }
        if (f.priors() != null) {
            ObjectNode n = o.putObject("priors");
            prior(n.putObject("cells"), f.priors().cells());
            prior(n.putObject("pairs"), f.priors().pairs());
        }
        Counts k = f.counts();
        o.put("pairsReached", k.pairsReached());
        o.put("pairsRun", k.pairsRun());
        o.put("cellsReached", k.cellsReached());
        o.put("cellsRun", k.cellsRun());
        o.put("answersReached", k.answersReached());
        o.put("answersRun", k.answersRun());
        o.put("heavyForks", k.heavyForks());
        o.put("redoneForks", k.redoneForks());
        ObjectNode heavy = o.putObject("heavyWhen");
        heavy.put("steal", k.heavySteal());
        heavy.put("othersCpu", k.heavyOthersCpu());
        o.put("seconds", f.seconds());
        if (f.answersBudget() != null) {
            ObjectNode b = o.putObject("answersBudget");
            b.put("seconds", Math.round(f.answersBudget().seconds() * 10) / 10.0);
            b.put("turns", f.answersBudget().turns());
        }
        return o;
    }

    private static ObjectNode probe(Probe p) {
        ObjectNode n = Json.object();
        n.put("benchmark", p.benchmark());
        if (p.notMeasured() != null) {
            n.put("notMeasured", p.notMeasured());
            return n;
        }
        n.put("mode", p.mode());
        n.put("forks", p.forks());
        n.put("iterations", p.iterations());
        n.set("mean", number(p.mean()));
        n.put("unit", p.unit());
        n.set("forkCv", number(p.forkCv()));
        n.set("iterationCv", number(p.iterationCv()));
        n.put("file", p.file());
        n.put("seconds", p.seconds());
        return n;
    }

    private static ObjectNode cell(Cell c) {
        ObjectNode n = id(c.id());
        n.put("role", c.role());
        n.put("statistic", c.statistic());
        n.put("forks", c.forks());
        n.set("mean", number(c.mean()));
        n.set("halfWidth", number(c.halfWidth()));
        n.set("relativeHalfWidth", number(c.relativeHalfWidth()));
        n.put("reached", c.reached());
        n.put("stop", c.stop());
        n.put("status", c.status());
        n.put("rounds", c.rounds());
        if (c.forkRounds() != null) {
            ArrayNode order = n.putArray("forkRounds");
            c.forkRounds().forEach(rp -> order.addArray().add(rp[0]).add(rp[1]));
        }
        ArrayNode noise = n.putArray("noise");
        for (Window w : c.noise()) {
            ObjectNode x = noise.addObject();
            x.put("seconds", Math.round(w.seconds() * 100) / 100.0);
            x.set("steal", number(w.steal()));
            x.set("othersCpu", number(w.othersCpu()));
            x.set("loadAverage", number(w.loadAverage()));
            x.put("heavy", w.heavy());
        }
        n.put("heavyForks", c.heavyForks());
        if (c.redoneForks() != null) {
            ArrayNode redone = n.putArray("redoneForks");
            for (Redone r : c.redoneForks()) {
                ObjectNode x = redone.addObject();
                x.put("round", r.round());
                x.set("value", number(r.value()));
                x.put("seconds", Math.round(r.noise().seconds() * 100) / 100.0);
                x.set("steal", number(r.noise().steal()));
                x.set("othersCpu", number(r.noise().othersCpu()));
                x.set("loadAverage", number(r.noise().loadAverage()));
            }
        }
        n.put("seconds", Math.round(c.seconds() * 10) / 10.0);
        return n;
    }

    private static ObjectNode id(CellId id) {
        ObjectNode n = Json.object();
        n.put("benchmark", id.benchmark());
        n.put("mode", id.mode());
        ObjectNode p = n.putObject("params");
        id.params().forEach(p::put);
        return n;
    }

    private static void prior(ObjectNode o, Prior p) {
        o.set("df", number(p.df()));
        o.set("variance", number(p.variance()));
    }

    /** @return a double as JMH writes it: a number, or the text NaN, +INF, -INF */
    private static JsonNode number(double d) {
        if (Double.isNaN(d)) {
            return JsonNodeFactory.instance.textNode("NaN");
        }
        if (Double.isInfinite(d)) {
            return JsonNodeFactory.instance.textNode(d > 0 ? "+INF" : "-INF");
        }
        return JsonNodeFactory.instance.numberNode(d);
    }
}
