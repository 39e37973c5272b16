"""Puts the run archives fetched from one VM into the controller's results/runs/, trusting nothing in them.

Usage: collect-runs.py RUNS_DIR STATE_DIR LABEL HOST RUN_ID...

Runs on the controller (bench-fleet.yml calls it with Ansible's own Python). What a VM sends is data:
  - every run id must be `<yyyymmdd>T<hhmmss>Z-<LABEL>` or `...-<LABEL>-<n>` (how iobench names runs),
    with LABEL this VM's own inventory label, before any path is made from it;
  - every archive STATE_DIR/incoming/LABEL/<run>.tar.gz is listed first; it may only hold regular files
    and folders named `<run>` or `<run>/...` (no links, devices or fifos, no absolute names, no `..`, no
    control characters), within the limits of filter_plugins/fleet_rules.py (archive size, unpacked
    total, unpacked bytes per archive byte, member count, JSON size and nesting);
  - run.json's `id`/`machine` and every env.json's `machine.label` must name this run and this VM.
All archives are checked before anything is written, so a refused VM adds nothing. Each run is
unpacked into STATE_DIR/staging/LABEL/ (files created new, no owners or modes taken from the archive,
each file and folder synced) and then renamed into RUNS_DIR, which is synced too: RUNS_DIR only ever
holds whole runs, whenever the collect dies. A run already there is kept, never replaced. What an
earlier collect of this VM left in staging is removed first.
Prints `kept <run>` / `added <run>`; a refusal is one line on stderr and exit 1.
"""
import json
import os
import re
import shutil
import sys
import tarfile
import time
from itertools import accumulate

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "filter_plugins"))
from fleet_rules import LIMITS, machine_label  # noqa: E402

CHUNK = 1 << 20
# a pause point for tests: with this set to a path, the collect creates that file once it has written
# the first file of a run into staging, and waits there until it is killed
PAUSE = "IOBENCH_COLLECT_PAUSE"
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
# a JSON string, for measuring how deep a document nests outside its strings
JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


class Refused(Exception):
    pass


def shown(name, limit=80):
    """A name from the VM as it may appear in our one-line message: escaped, and cut when long."""
    text = json.dumps(name[:limit], ensure_ascii=True)
    return text + ("..." if len(name) > limit else "")


def size(n):
    """A byte count as our messages give it."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.1f} {unit}".replace(".0 ", " ")
    return f"{n} bytes"


def run_id_pattern(label):
    return re.compile(r"[0-9]{8}T[0-9]{6}Z-" + re.escape(label) + r"(-[0-9]+)?")


def member_path(run, member):
    """The member's path parts below the run folder; refuses anything but files and folders under <run>/."""
    name = member.name
    if not (member.isreg() or member.isdir()):
        kind = ("a symlink" if member.issym() else "a hard link" if member.islnk()
                else "a fifo" if member.isfifo() else "a device" if member.isdev()
                else "not a regular file or folder")
        raise Refused(f"its archive holds {shown(name)}, {kind}")
    if name.startswith("/") or "\0" in name:
        raise Refused(f"its archive holds the absolute name {shown(name)}")
    if CONTROL.search(name):
        raise Refused(f"its archive holds {shown(name)}, a name with control characters")
    parts = [p for p in name.split("/") if p not in ("", ".")]
    if ".." in parts:
        raise Refused(f"its archive holds {shown(name)}, a name with '..'")
    if not parts or parts[0] != run:
        raise Refused(f"its archive holds {shown(name)}, outside {run}/")
    if len(parts) == 1 and not member.isdir():
        raise Refused(f"its archive holds {run} as a file, not a folder")
    return parts[1:]


def json_depth(text):
    """How deep arrays and objects nest in a JSON text, counted outside its strings."""
    brackets = re.sub(r"[^\[\]{}]", "", JSON_STRING.sub("", text))
    return max(accumulate(1 if c in "[{" else -1 for c in brackets), default=0)


def labels_in(run, rel, data, label):
    """Refuses a run.json or env.json that nests too deep or names another run or machine."""
    if rel[-1] not in ("run.json", "env.json"):
        return
    where = "/".join(rel)
    text = data.decode("utf-8", "replace")
    depth = json_depth(text)
    if depth > LIMITS["json_depth"]:
        raise Refused(f"its {where} nests arrays and objects {depth} deep, over the limit of "
                      f"{LIMITS['json_depth']} (json_depth)")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        # a file another reader might still take (trailing content, say) cannot be left unchecked
        raise Refused(f"its {where} is not one whole JSON document ({shown(str(e))})")
    if not isinstance(doc, dict):
        raise Refused(f"its {where} is not a JSON object")
    if rel == ["run.json"]:
        if "id" in doc and doc["id"] != run:
            raise Refused(f"its {where} belongs to run {shown(str(doc['id']))}")
        if "machine" in doc and doc["machine"] != label:
            raise Refused(f"its {where} names machine {shown(str(doc['machine']))}, not {label}")
    elif rel[-1] == "env.json":
        machine = doc.get("machine")
        if not isinstance(machine, dict) or machine.get("label") != label:
            named = machine.get("label") if isinstance(machine, dict) else None
            raise Refused(f"its {where} names machine {shown(str(named))}, not {label}" if named is not None
                          else f"its {where} names no machine (machine.label), so it cannot be told to be {label}'s")


def check(archive, run, label):
    """@return the archive's members with their parts below the run folder, after checking every one."""
    try:
        packed = os.path.getsize(archive)
        if packed > LIMITS["archive_bytes"]:
            raise Refused(f"its archive has {size(packed)}, over the limit of {size(LIMITS['archive_bytes'])}"
                          " (archive_bytes)")
        # what the files may add up to: the absolute limit, and a ratio to the archive that real runs
        # stay far below and a compressed bomb does not
        by_ratio = LIMITS["run_ratio_floor"] + LIMITS["run_ratio"] * packed
        total = 0
        with tarfile.open(archive, "r:gz") as tar:
            members = []
            for m in tar:
                if len(members) >= LIMITS["members"]:
                    raise Refused(f"its archive holds more than {LIMITS['members']} files and folders, the limit"
                                  " (members)")
                rel = member_path(run, m)
                if m.isreg():
                    total += m.size
                    if total > LIMITS["run_bytes"]:
                        raise Refused(f"it unpacks to more than {size(LIMITS['run_bytes'])}, the limit (run_bytes)")
                    if total > by_ratio:
                        raise Refused(f"it unpacks to more than {size(by_ratio)}, the limit for an archive of"
                                      f" {size(packed)}: {size(LIMITS['run_ratio_floor'])} plus {LIMITS['run_ratio']}"
                                      " times the archive (run_ratio)")
                if m.isreg() and rel and rel[-1] in ("run.json", "env.json"):
                    if m.size > LIMITS["json_bytes"]:
                        raise Refused(f"its {'/'.join(rel)} has {size(m.size)}, over the limit of "
                                      f"{size(LIMITS['json_bytes'])} (json_bytes)")
                    labels_in(run, rel, tar.extractfile(m).read(), label)
                members.append((m, rel))
    except (tarfile.TarError, OSError, EOFError) as e:
        raise Refused(f"its archive {archive} cannot be read: {e}") from e
    if not members:
        raise Refused(f"its archive {archive} is empty")
    return members


def pause_point():
    marker = os.environ.get(PAUSE)
    if marker:
        with open(marker, "w") as f:
            f.write(f"{os.getpid()}\n")
        while True:
            time.sleep(3600)


def fsync_dir(path):
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def unpack(archive, members, dest):
    """Writes the checked members below dest (a fresh folder of ours), new files and folders only, synced."""
    first = True
    with tarfile.open(archive, "r:gz") as tar:
        for m, rel in members:
            path = os.path.join(dest, *rel) if rel else dest
            if m.isdir():
                os.makedirs(path, mode=0o755, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(path), mode=0o755, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
            with os.fdopen(fd, "wb") as out, tar.extractfile(m) as src:
                shutil.copyfileobj(src, out, CHUNK)
                out.flush()
                os.fsync(out.fileno())
            try:
                os.utime(path, (m.mtime, m.mtime), follow_symlinks=False)
            except (OverflowError, ValueError, OSError):
                pass  # the time is a courtesy; a VM's odd one is not worth refusing the run
            if first:
                first = False
                pause_point()
    for folder, _, _ in sorted(os.walk(dest), key=lambda w: -len(w[0])):
        fsync_dir(folder)


def clean_leftovers(runs_dir, staging):
    """Removes what a collect that died left: this VM's staging folder, and temp folders of older collects."""
    shutil.rmtree(staging, ignore_errors=True)
    for name in os.listdir(runs_dir):
        path = os.path.join(runs_dir, name)
        if name.startswith(".incoming-") and os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)


def main(argv):
    runs_dir, state, label, host, runs = argv[0], argv[1], argv[2], argv[3], argv[4:]
    if not machine_label(label):
        raise Refused(f"label {shown(label)} of {shown(host)} is not a machine label")
    incoming = os.path.join(state, "incoming", label)
    staging = os.path.join(state, "staging", label)
    pattern = run_id_pattern(label)
    for run in runs:
        if not pattern.fullmatch(run):
            raise Refused(f"refused run name {shown(run)} from {host}: not a run id of label {label}")
    os.makedirs(runs_dir, exist_ok=True)
    clean_leftovers(runs_dir, staging)
    checked = []
    for run in runs:
        if os.path.lexists(os.path.join(runs_dir, run)):
            checked.append((run, None, None))
            continue
        archive = os.path.join(incoming, run + ".tar.gz")
        try:
            checked.append((run, archive, check(archive, run, label)))
        except Refused as e:
            raise Refused(f"refused run {run} from {host}: {e}") from e
    for run, archive, members in checked:
        target = os.path.join(runs_dir, run)
        if members is None or os.path.lexists(target):
            print(f"kept {run}")
        else:
            tmp = os.path.join(staging, run)
            os.makedirs(staging, mode=0o755, exist_ok=True)
            os.mkdir(tmp, 0o755)
            try:
                unpack(archive, members, tmp)
                if os.path.lexists(target):
                    print(f"kept {run}")
                else:
                    os.rename(tmp, target)
                    tmp = None
                    fsync_dir(runs_dir)
                    print(f"added {run}")
            finally:
                if tmp is not None:
                    shutil.rmtree(tmp, ignore_errors=True)
        try:
            os.unlink(os.path.join(incoming, run + ".tar.gz"))
        except FileNotFoundError:
            pass
    shutil.rmtree(staging, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) < 6:
        print("usage: collect-runs.py RUNS_DIR STATE_DIR LABEL HOST RUN_ID...", file=sys.stderr)
        sys.exit(2)
    try:
        main(sys.argv[1:])
    except Refused as e:
        print(str(e), file=sys.stderr)
        sys.exit(1)
    except OSError as e:
        print(f"collecting the runs of {sys.argv[4]} into {sys.argv[1]} failed: {e}", file=sys.stderr)
        sys.exit(1)
