package dev.iobench.runner.fleet;

import java.util.List;
import java.util.concurrent.TimeUnit;

/** Stops processes the tests started, by pid, with their descendants. */
final class Processes {
    private Processes() {
    }

    /** Sends SIGTERM to {@code root} and all its descendants, then SIGKILL to whatever is left after 5 s. */
    static void stopTree(ProcessHandle root) {
        List<ProcessHandle> all = new java.util.ArrayList<>(root.descendants().toList());
        all.add(root);
        all.forEach(ProcessHandle::destroy);
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(5, TimeUnit.SECONDS);
            } catch (Exception e) {
                p.destroyForcibly();
            }
        }
    }
}
