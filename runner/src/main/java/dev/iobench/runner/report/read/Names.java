package dev.iobench.runner.report.read;

import dev.iobench.runner.Shown;
import dev.iobench.runner.results.Machine;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a name read from a result file may hold. Names become table columns, chart titles, file
 * stems and README text, so each is checked where it is read and a file with a name outside its
 * pattern is refused with one line; free text (JDK vendor, CPU model, parameter values) is not
 * checked here but escaped wherever it is written.
 */
public final class Names {
    /** A run folder: {@code yyyyMMdd'T'HHmmss'Z'-<label>}, the label perhaps followed by {@code -<n>}. */
    public static final Pattern RUN_ID = Pattern.compile(
            "^(\\d{8}T\\d{6}Z)-(" + Machine.LABEL.pattern() + "(?:-[0-9]+)?)$");
    /** A filesystem type or volume kind as env.json records it: {@code ext4}, {@code tmpfs}, {@code loop}. */
    public static final Pattern FS_TYPE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,31}");
    /** A benchmark: a Java class and method name, dot-separated ({@code org.example.Bench.read}). */
    public static final Pattern BENCHMARK = Pattern.compile(
            "[A-Za-z_$][A-Za-z0-9_$]{0,127}(\\.[A-Za-z_$][A-Za-z0-9_$]{0,127}){0,31}");
    /** A parameter name: a Java field name. */
    public static final Pattern PARAM = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,127}");
    /** A score unit: {@code ns/op}, {@code ops/s}, ... */
    public static final Pattern UNIT = Pattern.compile("[A-Za-z%]{1,16}(/[A-Za-z]{1,16})?");
    /** JMH's benchmark modes as its JSON names them. */
    public static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss");
    /** Longest parameter value or free text kept from a result file. */
    public static final int MAX_TEXT = 256;

    private Names() {
    }

    /**
     * @return {@code value} when it matches {@code pattern}
     * @throws BadInputException naming the value and what it should be
     */
    static String check(String what, Pattern pattern, String value, String expected) throws BadInputException {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new BadInputException(what + " " + Shown.quoted(value) + " is not " + expected);
        }
        return value;
    }

    /** @return a parameter's value, its name and value checked */
    static String param(String where, String name, String value) throws BadInputException {
        check(where + "params key", PARAM, name, "a Java field name");
        return text(where + "params." + name, value);
    }

    /** @return free text from a result file, at most {@value #MAX_TEXT} characters */
    static String text(String what, String value) throws BadInputException {
        if (value != null && value.length() > MAX_TEXT) {
            throw new BadInputException(what + " " + Shown.quoted(value) + " is longer than " + MAX_TEXT + " characters");
        }
        return value;
    }
}
