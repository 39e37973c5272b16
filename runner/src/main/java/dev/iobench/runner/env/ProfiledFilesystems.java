package dev.iobench.runner.env;

import java.util.HashMap;
import java.util.Map;

/**
 * Which environment of a run profiles each filesystem: system calls per op of a Java API call are the
 * same across JDKs on one filesystem, so only the first environment of each (kind, filesystem) pair
 * (a host folder, a container filesystem) runs the profiled forks ({@link SyscallForks}); the others
 * name it.
 */
public final class ProfiledFilesystems {
    private final Map<String, String> owners = new HashMap<>();

    /**
     * @param key the environment's (kind, filesystem) pair, e.g. {@code host:/tmp} or {@code container:ext4}
     * @param envId the environment asking
     * @return null when {@code envId} profiles {@code key} (it asked first), else the environment that does
     */
    public synchronized String claim(String key, String envId) {
        String owner = owners.putIfAbsent(key, envId);
        return owner == null || owner.equals(envId) ? null : owner;
    }
}
