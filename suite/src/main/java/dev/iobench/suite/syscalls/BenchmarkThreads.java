package dev.iobench.suite.syscalls;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * The Linux thread ids of the threads JMH runs a benchmark's ops on, in the forked JVM: its workers
 * are named {@code BENCHMARK-jmh-worker-N}, and the JVM's own thread dump (the {@code Thread.print}
 * diagnostic command, as {@code jcmd} runs it) gives each thread's name and native id
 * ({@code nid=0x3700}, or {@code nid=14310} on newer JDKs).
 */
final class BenchmarkThreads {
    private static final Pattern NID = Pattern.compile(" nid=(0x[0-9a-fA-F]+|[0-9]+)");

    private BenchmarkThreads() {
    }

    /** @return the ids of {@code benchmark}'s worker threads, empty when the JVM cannot say */
    static List<Long> of(String benchmark) {
        String dump;
        try {
            dump = String.valueOf(ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "threadPrint",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()}));
        } catch (JMException | RuntimeException e) {
            return List.of();
        }
        return workers(dump, benchmark);
    }

    /** @return the native ids of the threads of {@code dump} named {@code benchmark-jmh-worker-N} */
    static List<Long> workers(String dump, String benchmark) {
        String start = "\"" + benchmark + "-jmh-worker-";
        List<Long> ids = new ArrayList<>();
        for (String line : dump.split("\n")) {
            if (!line.startsWith(start)) {
                continue;
            }
            Matcher m = NID.matcher(line.substring(line.indexOf('"', 1)));
            if (m.find()) {
                String nid = m.group(1);
                ids.add(nid.startsWith("0x") ? Long.parseLong(nid.substring(2), 16) : Long.parseLong(nid));
            }
        }
        return ids;
    }
}
