# Keeps, per host, the reason of the last task that failed or could not reach it, in
# $FLEET_STATE/reasons/<host>, so the fleet summary can say why a VM stopped even where a task
# had no failure handling of its own (an ssh drop in the middle of any step).
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "filter_plugins"))
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


class CallbackModule(CallbackBase):
    CALLBACK_VERSION = 2.0
    CALLBACK_TYPE = "aggregate"
    CALLBACK_NAME = "fleet_reasons"
    CALLBACK_NEEDS_ENABLED = True

    def _keep(self, result, kind):
        state = os.environ.get("FLEET_STATE")
        if not state:
            return
        msg = str(result._result.get("msg") or result._result.get("stderr") or "no message")
        msg = re.sub(r"^Task failed: ", "", re.sub(r"\s+", " ", msg).strip())
        if kind == "unreachable":
            hv = result._host.get_vars()
            host = hv.get("ansible_host", result._host.get_name())
            port = hv.get("ansible_port", 22)
            kind = "unreachable at " + vm_address(host, port)
            msg = ssh_cause(msg, host, port)
        task = result._task.get_name()
        folder = os.path.join(state, "reasons")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, result._host.get_name()), "w", encoding="utf-8") as f:
            f.write(f"{kind} during '{task}': {msg}\n")

    def v2_runner_on_unreachable(self, result):
        self._keep(result, "unreachable")

    def v2_runner_on_failed(self, result, ignore_errors=False):
        if not ignore_errors:
            self._keep(result, "error")
