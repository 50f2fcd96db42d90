"""The class list of a JupyterHub (deploy/jupyterhub/classes.json): who logs in, in which group, who teaches it.

The file is `{"7a": {"teachers": ["irina"], "pupils": ["anna", "oleg"]}, ...}`. Each class becomes a
JupyterHub group of its pupils, and a role `teacher-<class>` whose scopes are all filtered to that group:
its teachers list the class's pupils, see their activity, start, stop and open their servers (so their work),
and nothing of another class. Adding a pupil while the Hub runs is `add` below (the Hub's REST API, with
the token of the Hub's `class-list` service), which also writes the file for the Hub's next start:

    python -m aggravation_nb.server.class_list add 7a yuri

with the Hub's environment (`AGGRAVATION_HUB_STATE`, `AGGRAVATION_HUB_CLASSES`, `AGGRAVATION_HUB_API_PORT`).
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import requests

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,23}$")
"""A login or class name: lowercase letters, digits, - and _ (not first), at most 24 characters
(so `jupyter-<name>` fits Unix's 32)."""

TEACHER_SCOPES = (
    "list:users",
    "read:users",
    "read:users:activity",
    "servers",
    "access:servers",
    "read:groups",
    "list:groups",
)
"""What a teacher may do, each filtered to their class's group (`<scope>!group=<class>`)."""

TOKEN_FILE = "class-list-token"
"""In the Hub's state folder (readable by the Hub's user alone): the `class-list` service's API token."""


@dataclass(frozen=True)
class SchoolClass:
    teachers: tuple[str, ...]
    pupils: tuple[str, ...]


def read_classes(path: Path) -> dict[str, SchoolClass]:
    """The class list, every name checked against `NAME` (a ValueError names the one that is not)."""
    classes = {}
    for name, members in json.loads(Path(path).read_text(encoding="utf-8")).items():
        school_class = SchoolClass(tuple(members.get("teachers", ())), tuple(members["pupils"]))
        for person in (name, *school_class.teachers, *school_class.pupils):
            if not NAME.match(person):
                raise ValueError(f"{path}: {person!r} is not a name the Hub takes ({NAME.pattern})")
        classes[name] = school_class
    return classes


def groups(classes: dict[str, SchoolClass]) -> dict[str, dict]:
    """`JupyterHub.load_groups`: a group per class, of its pupils."""
    return {name: {"users": list(school_class.pupils)} for name, school_class in classes.items()}


def teacher_roles(classes: dict[str, SchoolClass]) -> list[dict]:
    """`JupyterHub.load_roles` for the teachers: `teacher-<class>`, scoped to the class's group, and the admin page
    (which shows a teacher only what their scopes let them list)."""
    return [
        {
            "name": f"teacher-{name}",
            "users": list(school_class.teachers),
            "scopes": [f"{scope}!group={name}" for scope in TEACHER_SCOPES] + ["admin-ui"],
        }
        for name, school_class in classes.items()
        if school_class.teachers
    ]


def add(class_name: str, pupil: str, classes_file: Path, hub_api: str, token: str) -> None:
    """`pupil` into `class_name`: in the running Hub (the user, then the group), then in the class list's file."""
    classes = read_classes(classes_file)
    if class_name not in classes:
        raise ValueError(f"no class {class_name!r} in {classes_file}")
    if not NAME.match(pupil):
        raise ValueError(f"{pupil!r} is not a name the Hub takes ({NAME.pattern})")
    headers = {"Authorization": f"token {token}"}
    made = requests.post(f"{hub_api}/users/{pupil}", headers=headers, timeout=30)
    if made.status_code not in (201, 409):  # 409: the Hub has the user already
        made.raise_for_status()
    joined = requests.post(f"{hub_api}/groups/{class_name}/users", json={"users": [pupil]}, headers=headers, timeout=30)
    joined.raise_for_status()
    listed = json.loads(Path(classes_file).read_text(encoding="utf-8"))
    if pupil not in listed[class_name]["pupils"]:
        listed[class_name]["pupils"].append(pupil)
        Path(classes_file).write_text(json.dumps(listed, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] != "add":
        print("usage: python -m aggravation_nb.server.class_list add <class> <pupil>", file=sys.stderr)
        return 2
    state = Path(os.environ.get("AGGRAVATION_HUB_STATE", Path.home() / ".aggravation-hub"))
    classes_file = Path(os.environ.get("AGGRAVATION_HUB_CLASSES", Path.cwd() / "deploy/jupyterhub/classes.json"))
    hub_api = f"http://127.0.0.1:{os.environ.get('AGGRAVATION_HUB_API_PORT', '8081')}/hub/api"
    add(argv[1], argv[2], classes_file, hub_api, (state / TOKEN_FILE).read_text(encoding="ascii").strip())
    print(f"class_list: {argv[2]} is in {argv[1]}; they log in and choose their password")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
