package dev.iobench.runner.fleet;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A "VM" for fleet tests: its own {@code sshd} on 127.0.0.1 (a port free at start, its own host key
 * and config) and its own folder holding its checkout and its temp folder. Started and stopped by
 * pid; stopping it also ends its ssh sessions, as a VM dropping off the network would.
 */
final class LoopbackVm implements AutoCloseable {
    static final Path SSHD = Path.of("/usr/sbin/sshd");

    final String alias;
    final String label;
    final Path dir;
    final int port;
    private final Path config;
    private Process sshd;

    private LoopbackVm(String alias, String label, Path dir, int port, Path config) {
        this.alias = alias;
        this.label = label;
        this.dir = dir;
        this.port = port;
        this.config = config;
    }

    /**
     * Makes the VM's folder, host key and sshd config, accepting the key {@code authorizedKeys} for
     * root, and starts its sshd.
     */
    static LoopbackVm start(String alias, String label, Path root, Path authorizedKeys) throws Exception {
        return start(alias, label, root, authorizedKeys, "");
    }

    /**
     * {@link #start(String, String, Path, Path)} with more variables for the sessions, e.g.
     * {@code HOME=/some/folder} ({@code NAME=VALUE} words, space-separated; sshd's SetEnv).
     */
    static LoopbackVm start(String alias, String label, Path root, Path authorizedKeys, String setEnv) throws Exception {
        Path dir = Files.createDirectories(root.resolve(alias));
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Path hostKey = dir.resolve("host_key");
        Shell.check(List.of("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", alias, "-f", hostKey.toString()), dir);
        int port = freePort();
        Path config = dir.resolve("sshd_config");
        Files.writeString(config, String.join("\n",
                "Port " + port,
                "ListenAddress 127.0.0.1",
                "HostKey " + hostKey,
                "PidFile " + dir.resolve("sshd.pid"),
                "AuthorizedKeysFile " + authorizedKeys,
                "PermitRootLogin prohibit-password",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "UsePAM no",
                "StrictModes no",
                "Subsystem sftp /usr/lib/openssh/sftp-server",
                // a VM of its own has its own /tmp: JMH's lock file (java.io.tmpdir/jmh.lock) is per machine
                "SetEnv JAVA_TOOL_OPTIONS=-Djava.io.tmpdir=" + tmp + (setEnv.isEmpty() ? "" : " " + setEnv),
                ""), StandardCharsets.UTF_8);
        Files.createDirectories(Path.of("/run/sshd")); // sshd's privilege separation folder
        LoopbackVm vm = new LoopbackVm(alias, label, dir, port, config);
        vm.startSshd();
        return vm;
    }

    /** Starts (or restarts, on the same port and host key) this VM's sshd and waits until it answers. */
    void startSshd() throws Exception {
        sshd = new ProcessBuilder(SSHD.toString(), "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("sshd.log").toFile()))
                .start();
        Instant deadline = Instant.now().plusSeconds(15);
        while (!listening()) {
            if (!sshd.isAlive()) {
                throw new IllegalStateException("sshd of " + alias + " exited " + sshd.exitValue() + ": "
                        + Files.readString(dir.resolve("sshd.log")));
            }
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("sshd of " + alias + " does not answer on 127.0.0.1:" + port);
            }
            Thread.sleep(100);
        }
    }

    /** Stops sshd and every ssh session it serves (by pid), as if the VM dropped off the network. */
    void stopSshd() throws InterruptedException {
        if (sshd != null) {
            Processes.stopTree(sshd.toHandle());
            sshd = null;
        }
    }

    /** @return whether something accepts connections on this VM's port */
    boolean listening() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** @return the VM's checkout folder (inventory {@code checkout}) */
    Path checkout() {
        return dir.resolve("iobench");
    }

    /** @return the file {@code name} of the fleet job folder on this VM */
    Path job(String name) {
        return checkout().resolve(".fleet").resolve(name);
    }

    /** @return the host key line for a known_hosts file */
    String knownHostsLine() throws IOException {
        return "[127.0.0.1]:" + port + " " + Files.readString(dir.resolve("host_key.pub")).strip();
    }

    /** Stops sshd, and a bench-all job still running in this VM's checkout. */
    @Override
    public void close() throws Exception {
        stopSshd();
        Optional<ProcessHandle> job = jobProcess();
        job.ifPresent(Processes::stopTree);
    }

    /** @return the fleet job's job.sh when it still runs */
    Optional<ProcessHandle> jobProcess() {
        try {
            long pid = Long.parseLong(Files.readString(job("pid")).strip());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .filter(p -> p.info().commandLine().orElse("").contains(checkout().toString()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress("127.0.0.1", 0));
            return s.getLocalPort();
        }
    }

    /**
     * Writes the inventory of {@code vms} (and their known_hosts beside it, in {@code dir}): each VM by
     * its alias on 127.0.0.1 with its label and checkout, root over ssh with {@code clientKey}, host keys
     * checked, the machine's own python3.
     *
     * @param groupVars more {@code [fleet:vars]} lines, e.g. {@code FS=\n}
     */
    static Path inventory(Path dir, List<LoopbackVm> vms, Path clientKey, String groupVars) throws IOException {
        Path knownHosts = dir.resolve("known_hosts");
        StringBuilder known = new StringBuilder();
        StringBuilder inv = new StringBuilder("[fleet]\n");
        for (LoopbackVm vm : vms) {
            known.append(vm.knownHostsLine()).append('\n');
            inv.append(vm.alias).append(" ansible_host=127.0.0.1 ansible_port=").append(vm.port)
                    .append(" label=").append(vm.label).append(" checkout=").append(vm.checkout()).append('\n');
        }
        Files.writeString(knownHosts, known.toString());
        inv.append("\n[fleet:vars]\nansible_user=root\n")
                .append("ansible_ssh_private_key_file=").append(clientKey).append('\n')
                // the python3 first on PATH here may be a pyenv shim that breaks module runs
                .append("ansible_python_interpreter=/usr/bin/python3\n")
                .append("ansible_ssh_common_args='-o UserKnownHostsFile=").append(knownHosts)
                .append(" -o StrictHostKeyChecking=yes'\n")
                .append(groupVars);
        Path file = dir.resolve("fleet.ini");
        Files.writeString(file, inv.toString(), StandardCharsets.UTF_8);
        return file;
    }

    /** Waits until {@code condition} holds, at most {@code limit}. */
    static void await(String what, Duration limit, Check condition) throws Exception {
        Instant deadline = Instant.now().plus(limit);
        while (!condition.holds()) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("timed out after " + limit.toSeconds() + " s waiting for " + what);
            }
            Thread.sleep(200);
        }
    }

    /** A condition polled by {@link #await}. */
    interface Check {
        boolean holds() throws Exception;
    }
}
