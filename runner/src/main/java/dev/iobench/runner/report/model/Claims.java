package dev.iobench.runner.report.model;

import java.util.List;

/** The published claims the suite was built to check (named in its report.json), as the answers use them. */
final class Claims {
    private Claims() {
    }

    /** @return the claims in the order the report answers them */
    static List<Answers.Claim> suite() {
        return SuiteGuide.claims().stream().map(Claims::claim).toList();
    }

    /** @return each claim's title to how its source's experiment is rerun (claims without one left out), in order */
    static java.util.Map<String, Reproduction.Spec> reproductions() {
        java.util.Map<String, Reproduction.Spec> out = new java.util.LinkedHashMap<>();
        SuiteGuide.claims().stream().filter(c -> c.reproduce() != null)
                .forEach(c -> out.put(c.title(), spec(c.reproduce())));
        return out;
    }

    private static Reproduction.Spec spec(SuiteGuide.Reproduce r) {
        return new Reproduction.Spec(r.op(), r.statistic(), r.units(), r.scale() == 0 ? 1 : r.scale(), r.quantity(),
                r.baselineLabel(), r.candidateLabel(), r.claimedText(), r.sourceTable(), r.scope(),
                r.rows().stream().map(row -> new Reproduction.SpecRow(row.label(), row.headline(), row.baseline(),
                        row.candidate(), row.claimed().baseline(), row.claimed().candidate(), row.claimed().ratio(),
                        row.headline() || SuiteGuide.Reproduce.EVERY_ROW.equals(r.verdictOver())))
                        .toList());
    }

    private static Answers.Claim claim(SuiteGuide.Claim c) {
        return new Answers.Claim(c.title(), c.source(), c.claim(), c.measured(),
                c.columns().stream().map(col -> new Answers.Column(col.title(), col.baseline(), col.candidate())).toList(),
                c.sentenceColumn(), c.chartSlug(),
                c.sourceLayout().stream().map(l -> new Answers.LayoutColumn(l.title(), l.result())).toList());
    }
}
