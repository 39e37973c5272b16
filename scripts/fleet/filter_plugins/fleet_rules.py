# The fleet's rules for what comes from outside (an inventory, a VM), in one place for the playbook
# (as filters), the callback, check-inventory.py and collect-runs.py:
#   - machine_label: the machine-label rule, read from iobench's own machine-label.regex (the one
#     iobench checks `--machine` with), for labels and inventory aliases before they become paths;
#   - LIMITS / fleet_limit: how much a VM may send;
#   - printable / one_line: the one control-character filter every VM text passes before it reaches
#     the operator's terminal or a summary line.
# Run as a program it filters stdin to stdout line by line (bench-fleet.sh pipes Ansible's output
# through it).
import os
import re
import sys

RULE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "runner", "src", "main",
                         "resources", "dev", "iobench", "runner", "results", "machine-label.regex")


def _label_rule():
    with open(RULE_FILE, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                return re.compile(line.strip())
    raise RuntimeError(f"{RULE_FILE} holds no rule")


LABEL = _label_rule()

# what one VM may send; a run over a limit is refused whole, naming the VM and the limit
LIMITS = {
    # bytes of one run archive (tar.gz) as it lies on the VM, checked before it is fetched
    "archive_bytes": 1 << 30,
    # bytes of one run once unpacked (the sum of its files)
    "run_bytes": 4 << 30,
    # unpacked bytes per archive byte beyond the first run_ratio_floor bytes: real runs compress
    # about 20:1 (JMH's JSON), a bomb of zeros 1000:1
    "run_ratio": 200,
    "run_ratio_floor": 64 << 20,
    # files and folders in one run
    "members": 10000,
    # bytes of one run.json or env.json, which the controller parses
    "json_bytes": 16 << 20,
    # nesting of arrays and objects in one run.json or env.json
    "json_depth": 64,
}

# C0 and C1 control characters (ESC, CR, BS, CSI ...), DEL, line and paragraph separators and the
# bidirectional overrides and isolates: anything that moves the cursor, redraws a line or reorders text
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def machine_label(name):
    """@return whether name is a machine label (also the rule for inventory aliases)."""
    return isinstance(name, str) and LABEL.fullmatch(name) is not None


def fleet_limit(name):
    return LIMITS[name]


def printable(text):
    """A VM's text with every control character but tab and newline shown as '?'."""
    return CONTROL.sub("?", str(text if text is not None else ""))


def one_line(text, limit=200):
    """A VM's words for a summary line: printable, whitespace collapsed to one line, at most limit."""
    return re.sub(r"\s+", " ", printable(text)).strip()[:int(limit)]


def digits(text):
    """Only the digits of a VM's word for a number (its wall time in seconds)."""
    return re.sub(r"[^0-9]", "", str(text or ""))[:12]


class FilterModule(object):
    def filters(self):
        return {"machine_label": machine_label, "fleet_limit": fleet_limit, "printable": printable,
                "one_line": one_line, "digits": digits}


if __name__ == "__main__":
    for raw in sys.stdin.buffer:
        sys.stdout.write(printable(raw.decode("utf-8", "replace")))
        sys.stdout.flush()
