package dev.iobench.runner.report.read;

/** A result file that cannot be read; the message is the one-line reason shown to the user. */
final class BadInputException extends Exception {
    private static final long serialVersionUID = 1L;

    BadInputException(String reason) {
        super(reason);
    }
}
