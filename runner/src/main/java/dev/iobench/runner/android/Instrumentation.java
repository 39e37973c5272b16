package dev.iobench.runner.android;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Follows {@code am instrument -w}: tests run and finished, why it failed, warnings and output files. */
final class Instrumentation {
    private static final Pattern STATUS = Pattern.compile("^INSTRUMENTATION_STATUS: ([^=]+)=(.*)$");
    private static final Pattern STATUS_CODE = Pattern.compile("^INSTRUMENTATION_STATUS_CODE: (-?\\d+)");
    private static final Pattern RESULT_CODE = Pattern.compile("^INSTRUMENTATION_CODE: (-?\\d+)");
    private static final Pattern OK = Pattern.compile("^OK \\((\\d+) tests?\\)");
    private static final Pattern WARNING = Pattern.compile(
            "(?i)(WARNING|ERRORS? \\(not suppressed\\)|emulator|debuggable|unlocked|battery)");

    private String clazz;
    private String test;
    private int started;
    /** Tests that finished. */
    int finished;
    private int failedTests;
    private Integer okCount;
    private Integer resultCode;
    private String failure;
    private final Set<String> warnings = new LinkedHashSet<>();
    /** Output file paths the runner reported (androidx.benchmark 1.1+). */
    final List<String> outputFiles = new ArrayList<>();

    /** Takes one line of output; returns a progress message when it starts a test, else null. */
    String accept(String line) {
        Matcher m = STATUS.matcher(line);
        if (m.find()) {
            String key = m.group(1);
            String value = m.group(2).strip();
            switch (key) {
                case "class" -> clazz = value;
                case "test" -> test = value;
                case "stack" -> {
                    if (failure == null && !value.isEmpty()) {
                        failure = (clazz != null ? shortName(clazz) + "#" + test + ": " : "") + value;
                    }
                }
                default -> {
                    if (key.startsWith("additionalTestOutputFile")) {
                        outputFiles.add(value);
                    } else if (key.equals("Error") && failure == null) {
                        failure = value;
                    }
                }
            }
            if (!key.equals("stack") && WARNING.matcher(value).find() && !key.equals("class") && !key.equals("test")) {
                warnings.add(value);
            }
            return null;
        }
        m = STATUS_CODE.matcher(line);
        if (m.find()) {
            int code = Integer.parseInt(m.group(1));
            if (code == 1) {
                started++;
                return String.format(Locale.ROOT, "test %d: %s#%s", started, shortName(clazz), test);
            }
            finished++;
            if (code == -2 || code == -1) {
                failedTests++;
            }
            return null;
        }
        m = RESULT_CODE.matcher(line);
        if (m.find()) {
            resultCode = Integer.parseInt(m.group(1));
            return null;
        }
        m = OK.matcher(line.strip());
        if (m.find()) {
            okCount = Integer.parseInt(m.group(1));
            return null;
        }
        String t = line.strip();
        if (t.startsWith("INSTRUMENTATION_FAILED")) {
            failure = "instrumentation failed: " + t;
        } else if (t.startsWith("INSTRUMENTATION_RESULT: shortMsg=")) {
            failure = "instrumentation: " + t.substring("INSTRUMENTATION_RESULT: shortMsg=".length());
        } else if (t.startsWith("FAILURES!!!")) {
            if (failure == null) {
                failure = "tests failed";
            }
        } else if (t.startsWith("Tests run:") && failure != null) {
            failure = failure + " (" + t + ")";
        } else if (!t.startsWith("INSTRUMENTATION_") && WARNING.matcher(t).find()) {
            warnings.add(t);
        }
        return null;
    }

    /** Why the run that made adb exit with {@code exitCode} failed, or null when it succeeded. */
    String failure(int exitCode) {
        if (failure != null) {
            return failure;
        }
        if (failedTests > 0) {
            return failedTests + " test(s) failed";
        }
        if (exitCode != 0) {
            return "adb exited with code " + exitCode;
        }
        if (okCount == null) {
            return "no 'OK (n tests)' line: the instrumentation did not finish"
                    + (resultCode != null ? " (INSTRUMENTATION_CODE " + resultCode + ")" : "");
        }
        return null;
    }

    List<String> warnings() {
        return new ArrayList<>(warnings);
    }

    private static String shortName(String className) {
        return className == null ? "?" : className.substring(className.lastIndexOf('.') + 1);
    }
}
