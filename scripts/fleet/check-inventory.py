"""Checks a fleet inventory before anything runs; prints one line and exits 2 on the first problem.

Reads the inventory as Ansible itself parses it (`ansible-inventory --list` JSON on stdin) and
checks the fleet contract: every host has a `label` matching [A-Za-z0-9._-]+, labels are unique,
and every host can be found without asking the network: `ansible_host` set, or its alias is an IP
address, a name in /etc/hosts, a Host of the ssh client's config, or a dotted DNS name.
On success prints the hosts as `alias label` lines.
"""
import ipaddress
import json
import re
import subprocess
import sys

LABEL = re.compile(r"[A-Za-z0-9._-]+")


def fail(msg):
    print(f"bench-fleet: error: {sys.argv[1]}: {msg}", file=sys.stderr)
    sys.exit(2)


def is_ip(name):
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return False


def in_etc_hosts(name):
    try:
        with open("/etc/hosts", encoding="utf-8") as f:
            for line in f:
                words = line.split("#", 1)[0].split()
                if name in words[1:]:
                    return True
    except OSError:
        pass
    return False


def in_ssh_config(name):
    # `ssh -G` prints the configuration it would use, without connecting
    try:
        out = subprocess.run(["ssh", "-G", name], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return False
    for line in out.splitlines():
        if line.startswith("hostname "):
            return line.split(None, 1)[1].strip() != name
    return False


def main():
    data = json.load(sys.stdin)
    hostvars = data.get("_meta", {}).get("hostvars", {})
    hosts = sorted(set(hostvars) | set(data.get("all", {}).get("hosts", [])) | {
        h for g, v in data.items() if isinstance(v, dict) for h in v.get("hosts", [])})
    if not hosts:
        fail("no hosts")
    owners = {}
    for host in hosts:
        hv = hostvars.get(host, {})
        label = hv.get("label")
        if label is None or str(label) == "":
            fail(f"host '{host}' has no label (set label=NAME, letters, digits, '.', '_' or '-')")
        label = str(label)
        if not LABEL.fullmatch(label):
            fail(f"host '{host}': label '{label}' must be letters, digits, '.', '_' or '-' (it becomes part of the run id)")
        if label in owners:
            fail(f"hosts '{owners[label]}' and '{host}' have the same label '{label}' (labels must be unique)")
        owners[label] = host
        checkout = str(hv.get("checkout", "~/iobench"))
        if not checkout or any(c.isspace() for c in checkout) or not (checkout.startswith("/") or checkout.startswith("~")):
            fail(f"host '{host}': checkout '{checkout}' must be an absolute path or start with ~ (no spaces)")
        if hv.get("ansible_host") or hv.get("ansible_connection") == "local":
            continue
        if not (is_ip(host) or in_etc_hosts(host) or "." in host or in_ssh_config(host)):
            fail(f"unknown host alias '{host}': no ansible_host, and not an IP address, a name in /etc/hosts, "
                 "a dotted DNS name or a Host of ~/.ssh/config")
    for host in hosts:
        print(host, hostvars.get(host, {}).get("label"))


if __name__ == "__main__":
    main()
