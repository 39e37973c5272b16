# Says in the fleet's own words why a VM could not be reached, whatever ssh printed (its messages
# differ by version, by the step that failed and by how the connection died, and are sometimes
# empty): connection refused, timed out, host key changed, ... When ssh's words say nothing we
# recognise, the controller tries the VM's address itself (one TCP connect, a few seconds at most).
import os
import re
import socket
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fleet_rules import one_line  # noqa: E402

# (pattern in ssh's message, our words)
KNOWN = [
    (r"REMOTE HOST IDENTIFICATION HAS CHANGED|Host key verification failed|host key .* (changed|mismatch)",
     "host key changed or not trusted (the VM was replaced, or known_hosts is stale)"),
    (r"Connection refused", "connection refused (no ssh server answers there)"),
    (r"timed out|Operation timed out|Connection timed out", "timed out (the VM does not answer)"),
    (r"No route to host|Network is unreachable", "no route to the VM"),
    (r"Could not resolve hostname|Name or service not known|nodename nor servname", "host name not resolved"),
    (r"Permission denied", "ssh refused the login (permission denied: key or user)"),
    (r"Connection reset|Connection closed|closed by remote host|Broken pipe|kex_exchange_identification"
     r"|Shared connection to .* closed|mux_client",
     "connection dropped (the VM went away, rebooted or its sshd stopped)"),
]


def probe(host, port, timeout=3.0):
    """Our own try at the VM's ssh port: what a plain TCP connect says."""
    try:
        with socket.create_connection((str(host), int(port)), timeout=timeout):
            return "connection dropped (the VM answers on its ssh port again)"
    except ConnectionRefusedError:
        return "connection refused (no ssh server answers there)"
    except socket.timeout:
        return "timed out (the VM does not answer)"
    except OSError as e:
        return "cannot connect: " + (e.strerror or str(e))


def ssh_cause(message, host=None, port=22):
    """ssh's message, whatever it is, as the cause in our words."""
    text = one_line(message, 1 << 16)
    for pattern, words in KNOWN:
        if re.search(pattern, text, re.IGNORECASE):
            return words
    if host:
        return probe(host, port)
    return "ssh failed" + (": " + text[:160] if text else " without saying why")


def vm_address(host, port=None):
    """host:port as the summary names a VM's address."""
    return "%s:%s" % (host, port or 22)


class FilterModule(object):
    def filters(self):
        return {"ssh_cause": ssh_cause, "vm_address": vm_address}
