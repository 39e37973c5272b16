package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.iobench.runner.Cli;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seals the report and compare outputs with golden files (src/test/resources/report/golden), under
 * the root locale and under a comma-decimal default locale: the bytes must not change. Regenerate
 * after an intended change with {@code -Diobench.updateGolden=true}.
 */
class GoldenFilesTest {
    private static final boolean UPDATE = Boolean.getBoolean("iobench.updateGolden");

    @TempDir
    Path tmp;

    private Locale saved;

    @BeforeEach
    void saveLocale() {
        saved = Locale.getDefault();
    }

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(saved);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ROOT", "GERMANY"})
    void report_sameBytesInEveryLocale(String locale) throws Exception {
        Locale.setDefault(locale.equals("ROOT") ? Locale.ROOT : Locale.GERMANY);
        Path runs = ReportLayout.runs(tmp);
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(0, o.code(), o.err());
        check("report-README.md", Files.readString(out.resolve("README.md")));
        check("report-results.csv", Files.readString(out.resolve("results.csv")));
        check("report-results.benchstat.txt", Files.readString(out.resolve("results.benchstat.txt")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ROOT", "GERMANY"})
    void compare_sameBytesInEveryLocale(String locale) throws Exception {
        Locale.setDefault(locale.equals("ROOT") ? Locale.ROOT : Locale.GERMANY);
        String file = Fixtures.kotlinx(Fixtures.ANDROID).toString();
        for (String format : new String[] {"markdown", "csv", "json"}) {
            Cli.Outcome o = Cli.run("compare", file, "--baseline", "inputStreamReadDevZero",
                    "--candidate", "fileChannelReadDevZero", "--format", format);
            assertEquals(0, o.code(), o.err());
            check("compare-android." + (format.equals("markdown") ? "md" : format), o.out());
        }
        String thrpt = Fixtures.kotlinx(Fixtures.JMH_THRPT).toString();
        Cli.Outcome o = Cli.run("compare", thrpt, "--baseline", "Socket(Input|Output)StreamBenchmark",
                "--candidate", "SocketChannel(Read|Write)Benchmark");
        assertEquals(0, o.code(), o.err());
        check("compare-thrpt.md", o.out());
    }

    private static void check(String name, String actual) throws Exception {
        Path golden = Fixtures.resource("golden").resolve(name);
        if (UPDATE) {
            Path source = Path.of(System.getProperty("iobench.projectDir"),
                    "runner/src/test/resources/report/golden", name);
            Files.createDirectories(source.getParent());
            Files.writeString(source, actual, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, name);
    }
}
