"""Runs a command where the kernel refuses ptrace: a seccomp filter (as a container's seccomp profile
does) makes every ptrace call of the command and its children fail with EPERM.

usage: no-ptrace.py COMMAND [ARG...]
"""
import ctypes
import os
import platform
import sys

# the ptrace system call's number and the audit arch of the machines this runs on
ARCHES = {"x86_64": (101, 0xC000003E), "aarch64": (117, 0xC00000B7)}
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
LD_W_ABS, JEQ_K, RET_K = 0x20, 0x15, 0x06
RET_ALLOW, RET_EPERM = 0x7FFF0000, 0x00050000 | 1


class Insn(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class Prog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(Insn))]


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: no-ptrace.py COMMAND [ARG...]")
    machine = platform.machine()
    if machine not in ARCHES:
        sys.exit("no-ptrace.py: unknown machine " + machine)
    nr, arch = ARCHES[machine]
    insns = (Insn * 6)(
        Insn(LD_W_ABS, 0, 0, 4),  # seccomp_data.arch
        Insn(JEQ_K, 0, 3, arch),
        Insn(LD_W_ABS, 0, 0, 0),  # seccomp_data.nr
        Insn(JEQ_K, 0, 1, nr),
        Insn(RET_K, 0, 0, RET_EPERM),
        Insn(RET_K, 0, 0, RET_ALLOW))
    prog = Prog(len(insns), insns)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        sys.exit("no-ptrace.py: PR_SET_NO_NEW_PRIVS failed, errno %d" % ctypes.get_errno())
    if libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) != 0:
        sys.exit("no-ptrace.py: seccomp filter refused, errno %d" % ctypes.get_errno())
    os.execv(sys.argv[1], sys.argv[1:])


main()
