package dev.iobench.runner.results;

import java.io.IOException;

/**
 * A run folder whose {@code run.json} asks for something outside the run: an environment id that is
 * not a name, or a folder that leaves the run. The run is invalid input; nothing of it is changed.
 */
public final class UnsafeRunException extends IOException {
    private static final long serialVersionUID = 1L;

    public UnsafeRunException(String message) {
        super(message);
    }
}
