package dev.iobench.runner.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.results.EnvRecord;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ProgressTest {
    /** A clock the test moves by hand. */
    static final class ManualClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private static Progress progress(ManualClock clock, StringWriter text, double planned, Instant budgetEnd,
            boolean terminal) {
        return new Progress(new PrintWriter(text, true), clock,
                List.of(new EnvRecord("host", "a"), new EnvRecord("host", "b")), planned, budgetEnd, terminal);
    }

    @Test
    void timeLeft_neverMoreThanTheBudgetHasLeft() {
        ManualClock clock = new ManualClock();
        StringWriter text = new StringWriter();
        // an estimate of an hour, a budget that ends in 30 minutes
        Progress p = progress(clock, text, 3600, clock.now.plus(Duration.ofMinutes(30)), false);
        p.start(0);
        assertEquals(1800, p.secondsLeft(), 0.001);
        clock.now = clock.now.plus(Duration.ofMinutes(29));
        assertEquals(60, p.secondsLeft(), 0.001);
        clock.now = clock.now.plus(Duration.ofMinutes(5));
        assertEquals(0, p.secondsLeft(), 0.001, "past the budget: nothing promised");
    }

    @Test
    void inALog_aLineAMinute_countsOnlyGoUp() {
        ManualClock clock = new ManualClock();
        StringWriter text = new StringWriter();
        Progress p = progress(clock, text, 600, clock.now.plus(Duration.ofMinutes(10)), false);
        p.start(0);
        for (int i = 0; i < 60; i++) {
            clock.now = clock.now.plus(Duration.ofSeconds(10));
            p.update(3, "answers' round " + i);
            p.tick();
            if (i == 30) {
                p.active(1);
            }
        }
        List<String> lines = text.toString().lines().toList();
        // the start line and one line a minute for ten minutes
        assertEquals(11, lines.size(), text.toString());
        int lastPercent = -1;
        int lastForks = -1;
        Matcher m;
        for (String line : lines) {
            m = Pattern.compile("run: (\\d+)% of 10m00s, (\\d+) forks").matcher(line);
            assertTrue(m.find(), line);
            assertTrue(Integer.parseInt(m.group(1)) >= lastPercent && Integer.parseInt(m.group(2)) >= lastForks, line);
            lastPercent = Integer.parseInt(m.group(1));
            lastForks = Integer.parseInt(m.group(2));
        }
        assertTrue(lines.get(lines.size() - 1).contains("b: answers' round"), lines.get(lines.size() - 1));
    }

    @Test
    void onATerminal_theBlockIsRedrawnInPlace_otherLinesAboveIt() {
        ManualClock clock = new ManualClock();
        StringWriter text = new StringWriter();
        Progress p = progress(clock, text, 600, null, true);
        p.start(0);
        clock.now = clock.now.plus(Duration.ofSeconds(2));
        p.update(5, "answers' round 2");
        p.writer().println("iobench: warning: something");
        String out = text.toString();
        // three lines a block: the run and each environment; each redraw first erases the last block
        assertTrue(out.contains("\033[3A\r\033[J"), out);
        int warning = out.indexOf("iobench: warning: something");
        assertTrue(warning > 0 && out.indexOf("iobench: run: ", warning) > warning, "the block is drawn again below: " + out);
        assertTrue(out.contains("> a"), out);
        assertTrue(out.contains("b                            waiting, 0 forks"), out);
    }

    @Test
    void human_formatsDurations() {
        assertEquals("45s", Durations.human(45));
        assertEquals("3m05s", Durations.human(185));
        assertEquals("1h02m", Durations.human(3720));
    }
}
