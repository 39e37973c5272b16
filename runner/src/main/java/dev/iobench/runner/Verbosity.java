package dev.iobench.runner;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * Whether {@code --verbose} was given, before or after the subcommand's name: a mixin for the
 * subcommands that show more on request, so none of them needs to know the root command.
 */
@Command
public final class Verbosity {
    /** Defined once on the root command and inherited by every subcommand. */
    static final String OPTION = "--verbose";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    public boolean verbose() {
        OptionSpec o = mixee.root().findOption(OPTION);
        return o != null && Boolean.TRUE.equals(o.getValue());
    }
}
