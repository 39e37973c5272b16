"""Puts the run archives fetched from one VM into the controller's results/runs/, trusting nothing in them.

Usage: collect-runs.py RUNS_DIR INCOMING_DIR LABEL HOST RUN_ID...

Runs on the controller (bench-fleet.yml calls it with Ansible's own Python). What a VM sends is data:
  - every run id must be `<yyyymmdd>T<hhmmss>Z-<LABEL>` or `...-<LABEL>-<n>` (how iobench names runs),
    with LABEL this VM's own inventory label, before any path is made from it;
  - every archive INCOMING_DIR/<run>.tar.gz is listed first; it may only hold regular files and
    folders named `<run>` or `<run>/...` (no links, devices or fifos, no absolute names, no `..`);
  - run.json's `id`/`machine` and every env.json's `machine.label` must name this run and this VM.
All archives are checked before anything is written, so a refused VM adds nothing. Each run is
unpacked into a fresh folder inside RUNS_DIR (made exclusively, files created new, no owners or modes
taken from the archive) and then renamed into place; a run already there is kept, never replaced.
Prints `kept <run>` / `added <run>`; a refusal is one line on stderr and exit 1.
"""
import json
import os
import re
import shutil
import sys
import tarfile
import tempfile

LABEL = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
CHUNK = 1 << 20
JSON_LIMIT = 16 << 20


class Refused(Exception):
    pass


def shown(name, limit=80):
    """A name from the VM as it may appear in our one-line message: escaped, and cut when long."""
    text = json.dumps(name[:limit], ensure_ascii=True)
    return text + ("..." if len(name) > limit else "")


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
    parts = [p for p in name.split("/") if p not in ("", ".")]
    if ".." in parts:
        raise Refused(f"its archive holds {shown(name)}, a name with '..'")
    if not parts or parts[0] != run:
        raise Refused(f"its archive holds {shown(name)}, outside {run}/")
    if len(parts) == 1 and not member.isdir():
        raise Refused(f"its archive holds {run} as a file, not a folder")
    return parts[1:]


def labels_in(run, rel, data, label):
    """Refuses a run.json or env.json that names another run or machine."""
    if rel[-1] not in ("run.json", "env.json"):
        return
    where = "/".join(rel)
    try:
        doc = json.loads(data)
    except ValueError as e:
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
        with tarfile.open(archive, "r:gz") as tar:
            members = []
            for m in tar:
                rel = member_path(run, m)
                if m.isreg() and rel and rel[-1] in ("run.json", "env.json"):
                    if m.size > JSON_LIMIT:
                        raise Refused(f"its {'/'.join(rel)} has {m.size} bytes, too big for one")
                    labels_in(run, rel, tar.extractfile(m).read(), label)
                members.append((m, rel))
    except (tarfile.TarError, OSError, EOFError) as e:
        raise Refused(f"its archive {archive} cannot be read: {e}") from e
    if not members:
        raise Refused(f"its archive {archive} is empty")
    return members


def unpack(archive, members, dest):
    """Writes the checked members below dest (a fresh folder of ours): new files and folders only."""
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
            try:
                os.utime(path, (m.mtime, m.mtime), follow_symlinks=False)
            except (OverflowError, ValueError, OSError):
                pass  # the time is a courtesy; a VM's odd one is not worth refusing the run


def main(argv):
    runs_dir, incoming, label, host, runs = argv[0], argv[1], argv[2], argv[3], argv[4:]
    if not LABEL.fullmatch(label) or ".." in label:
        raise Refused(f"label {shown(label)} of {host} is not a machine label")
    pattern = run_id_pattern(label)
    for run in runs:
        if not pattern.fullmatch(run):
            raise Refused(f"refused run name {shown(run)} from {host}: not a run id of label {label}")
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
            tmp = tempfile.mkdtemp(prefix=".incoming-", dir=runs_dir)
            try:
                os.chmod(tmp, 0o755)
                unpack(archive, members, tmp)
                if os.path.lexists(target):
                    print(f"kept {run}")
                else:
                    os.rename(tmp, target)
                    tmp = None
                    print(f"added {run}")
            finally:
                if tmp is not None:
                    shutil.rmtree(tmp, ignore_errors=True)
        if archive is not None:
            os.unlink(archive)
        else:
            try:
                os.unlink(os.path.join(incoming, run + ".tar.gz"))
            except FileNotFoundError:
                pass


if __name__ == "__main__":
    if len(sys.argv) < 6:
        print("usage: collect-runs.py RUNS_DIR INCOMING_DIR LABEL HOST RUN_ID...", file=sys.stderr)
        sys.exit(2)
    try:
        main(sys.argv[1:])
    except Refused as e:
        print(str(e), file=sys.stderr)
        sys.exit(1)
    except OSError as e:
        print(f"collecting the runs of {sys.argv[4]} into {sys.argv[1]} failed: {e}", file=sys.stderr)
        sys.exit(1)
