# Keeps, per host, the reason of the last task that failed or could not reach it, in
# $FLEET_STATE/reasons/<host>, so the fleet summary can say why a VM stopped even where a task
# had no failure handling of its own (an ssh drop in the middle of any step). The host's alias becomes
# the file name only when it is a name by the machine-label rule (check-inventory.py refuses any other
# before a run); the file is made inside the reasons folder, never through a link.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "filter_plugins"))
from fleet_rules import machine_label, one_line  # noqa: E402
from fleet_words import ssh_cause, vm_address  # noqa: E402

from ansible.plugins.callback import CallbackBase

DOCUMENTATION = """
    name: fleet_reasons
    type: aggregate
    short_description: keeps each host's last failure reason for the iobench fleet summary
    description: writes $FLEET_STATE/reasons/<host> on every failed or unreachable task result
    requirements:
      - FLEET_STATE set in the environment (scripts/fleet/bench-fleet.sh sets it)
"""


def write_reason(state, host, text):
    """Writes text as the reason of host in state/reasons/, when host is a name that stays in there."""
    if not machine_label(host):
        return
    folder = os.path.join(state, "reasons")
    os.makedirs(folder, exist_ok=True)
    dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        fd = os.open(host, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644, dir_fd=dir_fd)
    finally:
        os.close(dir_fd)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


class CallbackModule(CallbackBase):
    CALLBACK_VERSION = 2.0
    CALLBACK_TYPE = "aggregate"
    CALLBACK_NAME = "fleet_reasons"
    CALLBACK_NEEDS_ENABLED = True

    def _keep(self, result, kind):
        state = os.environ.get("FLEET_STATE")
        if not state:
            return
        msg = one_line(result._result.get("msg") or result._result.get("stderr") or "no message", 400)
        if msg.startswith("Task failed: "):
            msg = msg[len("Task failed: "):]
        if kind == "unreachable":
            hv = result._host.get_vars()
            host = hv.get("ansible_host", result._host.get_name())
            port = hv.get("ansible_port", 22)
            kind = "unreachable at " + one_line(vm_address(host, port), 100)
            msg = ssh_cause(msg, host, port)
        task = one_line(result._task.get_name(), 100)
        write_reason(state, result._host.get_name(), f"{kind} during '{task}': {msg}\n")

    def v2_runner_on_unreachable(self, result):
        self._keep(result, "unreachable")

    def v2_runner_on_failed(self, result, ignore_errors=False):
        if not ignore_errors:
            self._keep(result, "error")
