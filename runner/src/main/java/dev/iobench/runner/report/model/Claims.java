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

    private static Answers.Claim claim(SuiteGuide.Claim c) {
        return new Answers.Claim(c.title(), c.source(), c.claim(), c.measured(),
                c.columns().stream().map(col -> new Answers.Column(col.title(), col.baseline(), col.candidate())).toList(),
                c.sentenceColumn(), c.chartSlug(),
                c.sourceLayout().stream().map(l -> new Answers.LayoutColumn(l.title(), l.result())).toList());
    }
}
