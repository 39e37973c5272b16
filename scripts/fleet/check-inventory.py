"""Checks a fleet inventory before anything runs; prints one line and exits 2 on the first problem.

Reads the inventory as Ansible itself parses it (`ansible-inventory --list` JSON on stdin) and
checks the fleet contract: every host's alias and its `label` are names by the machine-label rule
(filter_plugins/fleet_rules.py: letters, digits, '.', '_', '-', starting with a letter or digit, no '..',
at most 64 characters; the label becomes part of run ids, both become paths on the controller), labels are unique,
`checkout` is a folder the fleet may replace the contents of (an absolute path or ~/..., no '.' or '..'
parts, not ~, / or a top-level system folder; the VM checks the folder itself again), and every host
can be found without asking the network: `ansible_host` set, or its alias is an IP address, a name in
/etc/hosts, a Host of the ssh client's config, or a dotted DNS name.
On success prints the hosts as `alias label` lines.
"""
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "filter_plugins"))
from fleet_rules import machine_label  # noqa: E402

NAME_RULE = "letters, digits, '.', '_' or '-', start with a letter or digit, hold no '..' and have at most 64 characters"
# what a checkout path may hold: it is used in shell commands on the VM (quoted there too)
CHECKOUT_CHARS = re.compile(r"[A-Za-z0-9._/+@%,:=-]*")
# top-level folders of a Linux system: never a checkout, whose contents the fleet replaces as root
SYSTEM = {"bin", "boot", "dev", "etc", "home", "lib", "lib32", "lib64", "libx32", "lost+found", "media", "mnt",
          "opt", "proc", "root", "run", "sbin", "snap", "srv", "sys", "tmp", "usr", "var"}


def fail(msg):
    print(f"bench-fleet: error: {sys.argv[1]}: {msg}", file=sys.stderr)
    sys.exit(2)


def shown(value, limit=80):
    """A value from the inventory as it may appear in our one-line message: quoted, escaped, cut when long."""
    return json.dumps(value[:limit]) + ("..." if len(value) > limit else "")


def checkout_problem(checkout):
    """@return why `checkout` cannot be a VM's checkout folder, or None"""
    what = f"checkout {shown(checkout)}"
    if not (checkout == "~" or checkout.startswith("/") or checkout.startswith("~/")):
        return f"{what} must be an absolute path or start with ~/ (the fleet replaces its contents)"
    if not CHECKOUT_CHARS.fullmatch(checkout.lstrip("~")):
        return f"{what} may hold only letters, digits and . _ / + @ % , : = -"
    parts = checkout.lstrip("~").split("/")
    if "." in parts or ".." in parts:
        return f"{what} must not have '.' or '..' parts"
    parts = [p for p in parts if p]
    if not parts:
        return f"{what} is {'the home folder' if checkout.startswith('~') else '/'}: the fleet replaces its contents"
    if checkout.startswith("/") and len(parts) == 1 and parts[0] in SYSTEM:
        return f"{what} is a system folder: the fleet replaces its contents"
    if checkout.startswith("/") and len(parts) == 2 and parts[0] == "home":
        return f"{what} is a user's home folder: the fleet replaces its contents"
    return None


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
        if not machine_label(host):
            fail(f"host alias {shown(host)} must be {NAME_RULE} (it names the VM's files on the controller)")
    for host in hosts:
        hv = hostvars.get(host, {})
        label = hv.get("label")
        if label is None or str(label) == "":
            fail(f"host '{host}' has no label (set label=NAME, letters, digits, '.', '_' or '-')")
        label = str(label)
        if not machine_label(label):
            fail(f"host '{host}': label {shown(label)} must be {NAME_RULE} (it becomes part of the run id)")
        if label in owners:
            fail(f"hosts '{owners[label]}' and '{host}' have the same label '{label}' (labels must be unique)")
        owners[label] = host
        for name, value in hv.items():
            if isinstance(value, str) and re.search(r"\{\{|\{%|\{#", value):
                fail(f"host '{host}': {name}={shown(value)} holds Ansible template syntax ({{{{, {{% or {{#): "
                     "inventory values are data")
    # a run id is <time>-<label>, perhaps with -<n>: no label may be another's with -<n> after it, or one
    # VM's runs could pass for the other's
    for label, host in owners.items():
        hv = hostvars.get(host, {})
        base = re.fullmatch(r"(.+)-[0-9]+", label)
        if base and base.group(1) in owners:
            fail(f"hosts '{owners[base.group(1)]}' and '{host}' have labels '{base.group(1)}' and '{label}': "
                 f"a run id of '{base.group(1)}' can end in -<n>, so '{label}' would be ambiguous; rename one")
        problem = checkout_problem(str(hv.get("checkout", "~/iobench")))
        if problem:
            fail(f"host '{host}': {problem}")
        if hv.get("ansible_host") or hv.get("ansible_connection") == "local":
            continue
        if not (is_ip(host) or in_etc_hosts(host) or "." in host or in_ssh_config(host)):
            fail(f"unknown host alias '{host}': no ansible_host, and not an IP address, a name in /etc/hosts, "
                 "a dotted DNS name or a Host of ~/.ssh/config")
    for host in hosts:
        print(host, hostvars.get(host, {}).get("label"))


if __name__ == "__main__":
    main()
