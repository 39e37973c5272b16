package dev.iobench.runner.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
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

    @Test
    void secondsLeft_scalesRemainingByHowFinishedOnesCompared() {
        ManualClock clock = new ManualClock();
        StringWriter text = new StringWriter();
        Progress p = new Progress(new PrintWriter(text, true), clock, new double[] {100, 100, 100});
        p.start(0, "a");
        assertEquals(300, p.secondsLeft(-1), 0.001);
        clock.now = clock.now.plus(Duration.ofSeconds(50));
        p.finish(0, "a", "ok");
        // the first took half its estimate: the other two are expected to as well
        assertEquals(100, p.secondsLeft(-1), 0.001);
        p.start(1, "b");
        clock.now = clock.now.plus(Duration.ofSeconds(20));
        // 20 s in and 50% done: 20 s more for this one, 50 for the last
        assertEquals(70, p.secondsLeft(0.5), 0.001);
        assertTrue(text.toString().contains("[2/3] b: started, about 1m40s left"), text.toString());
    }

    @Test
    void human_formatsDurations() {
        assertEquals("45s", Progress.human(45));
        assertEquals("3m05s", Progress.human(185));
        assertEquals("1h02m", Progress.human(3720));
    }
}
