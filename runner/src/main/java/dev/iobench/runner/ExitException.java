package dev.iobench.runner;

/**
 * The one error path: thrown anywhere, printed by {@link Main} as one line
 * {@code iobench: error: <message>} and turned into the exit code. The stack trace is shown only
 * with {@code --verbose}.
 */
public class ExitException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int code;

    /** {@code code} is one of {@link ExitCodes}; {@code message} one line naming the offending value. */
    public ExitException(int code, String message) {
        super(message);
        this.code = code;
    }

    public ExitException(int code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public static ExitException usage(String format, Object... args) {
        return new ExitException(ExitCodes.USAGE, String.format(java.util.Locale.ROOT, format, args));
    }

    public int code() {
        return code;
    }
}
