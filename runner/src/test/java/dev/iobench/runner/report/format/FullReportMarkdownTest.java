package dev.iobench.runner.report.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.iobench.runner.stats.Summary;
import org.junit.jupiter.api.Test;

class FullReportMarkdownTest {
    @Test
    void cellText_meanAndHalfWidth_orNTooSmall() {
        assertEquals("0.00123 ± 0.000456",
                FullReportMarkdown.cellText(new Summary(3, 0.00123, 1, 0.000456, Summary.JMH_LEVEL)));
        assertEquals("0.00123 (n too small)",
                FullReportMarkdown.cellText(Summary.ofUnits(new double[] {0.00123, 0.00123})));
    }
}
