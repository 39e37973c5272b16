package dev.iobench.runner.results;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;

/** How the writer of {@link PrecisionFile} writes some of its values. */
final class PrecisionJson {

    private PrecisionJson() {
    }

    /** A double as JMH writes it: a number, or the text NaN, +INF, -INF. */
    static final class JmhNumber extends StdSerializer<Double> {
        JmhNumber() {
            super(Double.class);
        }

        @Override
        public void serialize(Double d, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
            if (d.isNaN()) {
                gen.writeString("NaN");
            } else if (d.isInfinite()) {
                gen.writeString(d > 0 ? "+INF" : "-INF");
            } else {
                gen.writeNumber(d);
            }
        }
    }

    /** A double rounded to tenths. */
    static final class Tenths extends StdSerializer<Double> {
        Tenths() {
            super(Double.class);
        }

        @Override
        public void serialize(Double d, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
            gen.writeNumber(Math.round(d * 10) / 10.0);
        }
    }

    /** A double rounded to hundredths. */
    static final class Hundredths extends StdSerializer<Double> {
        Hundredths() {
            super(Double.class);
        }

        @Override
        public void serialize(Double d, JsonGenerator gen, SerializerProvider provider) throws java.io.IOException {
            gen.writeNumber(Math.round(d * 100) / 100.0);
        }
    }

    /** A probe as written: one not measured says only its benchmark and why. */
    static final class ProbeShape extends StdConverter<PrecisionFile.Probe, Object> {
        private record NotMeasured(String benchmark, String notMeasured) {
        }

        @Override
        public Object convert(PrecisionFile.Probe p) {
            return p.notMeasured() == null ? p : new NotMeasured(p.benchmark(), p.notMeasured());
        }
    }
}
