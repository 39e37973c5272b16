package dev.iobench.runner.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Testcontainers' settings iobench sets for itself, and the ones it leaves to the user. */
class EngineDefaultsTest {
    @Test
    void defaults_localEngineNothingSet_both() {
        assertEquals(Map.of("TESTCONTAINERS_RYUK_DISABLED", "true", "TESTCONTAINERS_HOST_OVERRIDE", "localhost"),
                Engine.defaults(Map.of()));
        assertEquals(2, Engine.defaults(Map.of("DOCKER_HOST", "unix:///var/run/docker.sock")).size());
    }

    @Test
    void defaults_userValuesWin_remoteEngineKeepsItsHost() {
        assertEquals(Map.of("TESTCONTAINERS_HOST_OVERRIDE", "localhost"),
                Engine.defaults(Map.of("TESTCONTAINERS_RYUK_DISABLED", "false")));
        assertEquals(Map.of("TESTCONTAINERS_RYUK_DISABLED", "true"),
                Engine.defaults(Map.of("DOCKER_HOST", "tcp://127.0.0.1:2375")));
        assertTrue(Engine.defaults(Map.of("TESTCONTAINERS_RYUK_DISABLED", "true",
                "TESTCONTAINERS_HOST_OVERRIDE", "127.0.0.1")).isEmpty());
    }
}
