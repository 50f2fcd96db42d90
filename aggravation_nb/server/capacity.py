"""How many app pages a Voilà server of this machine may keep open at once: sized to its memory.

A page's kernel holds about `KERNEL_MB` (measured: a tour of the seven apps held 770 MB). A server may use
`SHARE` of the memory it can have (the machine's, or its cgroup's limit in a container), leaving the rest to
the system, the server itself and anything else the machine runs; a small machine still opens `FEWEST`.
"""

from __future__ import annotations

import os
from pathlib import Path

KERNEL_MB = 120
SHARE = 0.5
FEWEST = 4
CGROUP_LIMIT = Path("/sys/fs/cgroup/memory.max")


def kernels_for_memory(memory_bytes: int) -> int:
    """Page kernels that `memory_bytes` of memory holds, `SHARE` of it at `KERNEL_MB` each (at least `FEWEST`)."""
    return max(FEWEST, int(memory_bytes * SHARE / (KERNEL_MB * 2**20)))


def available_memory(cgroup_limit: Path = CGROUP_LIMIT) -> int:
    """The memory this process may use: the machine's, or its cgroup's limit where that is smaller."""
    machine = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    try:
        limit = cgroup_limit.read_text(encoding="ascii").strip()
    except OSError:
        return machine
    return min(machine, int(limit)) if limit.isdigit() else machine
