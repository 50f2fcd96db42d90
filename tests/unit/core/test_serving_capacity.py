"""How many pages a Voilà server opens (aggravation_nb.server.capacity), and what its refusal tells a teacher."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from aggravation_nb.i18n import LANGUAGES, text
from aggravation_nb.server.capacity import FEWEST, KERNEL_MB, available_memory, kernels_for_memory
from aggravation_nb.server.serving import AppKernelManager, FullHouse

ROOT = Path(__file__).resolve().parents[3]
GiB = 2**30


@pytest.mark.parametrize("gib", [2, 4, 8, 16, 24, 64])
def test_the_cap_grows_with_memory_and_keeps_half_of_it_for_the_rest(gib):
    kernels = kernels_for_memory(gib * GiB)
    assert kernels * KERNEL_MB * 2**20 <= gib * GiB / 2 < (kernels + 1) * KERNEL_MB * 2**20
    assert kernels_for_memory(2 * gib * GiB) >= 2 * kernels


def test_a_class_of_30_fits_the_projects_machine_and_a_tiny_one_still_opens_a_few():
    assert kernels_for_memory(24 * GiB) >= 60, "30 pupils with two pages each on a 24 GiB machine"
    assert kernels_for_memory(256 * 2**20) == FEWEST


def test_a_containers_memory_limit_counts_where_it_is_smaller(tmp_path):
    limit = tmp_path / "memory.max"
    limit.write_text("1073741824\n", encoding="ascii")
    assert available_memory(limit) == min(GiB, available_memory(tmp_path / "absent"))
    limit.write_text("max\n", encoding="ascii")
    assert available_memory(limit) == available_memory(tmp_path / "absent")


def test_neither_server_fixes_the_cap_so_both_size_it_to_the_machine():
    for settings in (ROOT / "voila.json", ROOT / "deploy" / "classroom" / "voila.json"):
        assert "max_kernels" not in json.loads(settings.read_text(encoding="utf-8"))["AppKernelManager"], settings
    assert AppKernelManager().max_kernels == kernels_for_memory(available_memory())


def test_the_refusal_tells_a_teacher_how_many_pages_fit_and_how_to_allow_more_in_every_language():
    words = FullHouse(57).words
    assert set(words) == set(LANGUAGES)
    for lang, said in words.items():
        assert said["teacher"] == text("full.teacher", lang, count=57)
        assert re.search(r"\b57\b", said["teacher"]) and "--AppKernelManager.max_kernels=" in said["teacher"]
        assert "docs/classroom.md" in said["teacher"]
