package dev.iobench.runner.report.format;

import dev.iobench.runner.report.model.Answers;
import dev.iobench.runner.report.model.FioOverhead;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.model.Reproduction;
import java.util.function.Function;

/**
 * The answers in brief, for a project README: each answer's verdict and its numbers per environment at
 * the source's size, with a link to the whole answer in the report (the variants, every size, the
 * charts).
 */
final class BriefAnswers {
    private final ReportModel model;
    private final Function<String, String> link;

    BriefAnswers(ReportModel model, Function<String, String> link) {
        this.model = model;
        this.link = link;
    }

    void write(StringBuilder sb) {
        if (model.answers.isEmpty() && model.fio.isEmpty()) {
            return;
        }
        String report = link.apply("README.md");
        sb.append("## Answers\n\nEach answer's numbers here, per environment; [the full report](").append(report)
                .append(") explains each with its variants, every size and the charts.\n\n");
        for (Answers.Answer a : model.answers) {
            String title = a.claim().title();
            sb.append("### ").append(Md.text(title)).append("\n\n");
            ReportModel.Reproduced r = model.reproduced.get(title);
            if (r != null) {
                sb.append("**").append(Md.text(Reproduction.overall(r.cells()).words())).append(".**\n\n");
                ClaimsFormat.headlineTable(sb, r, Answers.manyMachines(a));
            }
            sb.append("[The whole answer](").append(report).append('#').append(ClaimsFormat.anchor(title))
                    .append(").\n\n");
        }
        if (!model.fio.isEmpty()) {
            sb.append("### ").append(FioOverhead.TITLE).append("\n\n[The whole answer](").append(report).append('#')
                    .append(ClaimsFormat.anchor(FioOverhead.TITLE)).append(").\n\n");
        }
    }
}
