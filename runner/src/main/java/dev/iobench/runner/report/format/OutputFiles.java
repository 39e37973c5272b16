package dev.iobench.runner.report.format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes the files a report generates (README.md, CSV, chart scripts) so a reader never sees half of one. */
public final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * Writes {@code text} (UTF-8) via a temp file and an atomic rename, unforced as it can be generated again (the
     * user's own {@code --readme} goes through {@link dev.iobench.runner.results.AtomicFiles#replace}, which forces).
     */
    public static void write(Path target, String text) throws IOException {
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
