"""Each pupil's server runs as a Unix account of their own (deploy/jupyterhub/jupyterhub_config.py).

The Hub runs as root, as JupyterHub documents for its `LocalProcessSpawner`, which switches to the Unix
user named like the pupil before starting the pupil's server. `PupilSpawner` switches to `<prefix><name>`
instead (The Littlest JupyterHub's `jupyter-<name>`), so that no name on a class list ("root", "daemon")
is an existing system account, and makes that account on the pupil's first start: a home that only its
owner may read (0700); at every start, the apps' notebooks brought into it by the pupil's own account (the one
copy a pupil has: `aggravation_nb.server.notebook_copy`). An existing account
of that name that is not in the Hub's group (one this Hub did not make) is refused, as is uid 0.
Needs `jupyterhub`, which only the Hub's environment has.
"""

from __future__ import annotations

import asyncio
import grp
import os
import pwd
import subprocess
import sys
from pathlib import Path

from jupyterhub.spawner import LocalProcessSpawner, set_user_setuid
from traitlets import Unicode

NOTEBOOKS = "notebooks"
"""The folder of a pupil's home that holds their copy of the apps' notebooks."""


def ensure_account(account: str, group: str, homes: Path, notebooks: Path | None = None) -> pwd.struct_passwd:
    """The Unix account `account` in `group`, made (with its home in `homes`) if missing; its home 0700;
    what the home's `NOTEBOOKS` lacks of `notebooks` copied in by the account itself (nothing of theirs replaced)."""
    try:
        entry = pwd.getpwnam(account)
    except KeyError:
        subprocess.run(["groupadd", "--force", group], check=True, capture_output=True)
        membership = ["--gid", group] if group == account else ["--user-group", "--groups", group]
        subprocess.run(
            ["useradd", "--create-home", "--home-dir", str(homes / account), "--shell", "/usr/sbin/nologin"]
            + [*membership, "--comment", "made by JupyterHub", account],
            check=True,
            capture_output=True,
        )
        entry = pwd.getpwnam(account)
    if entry.pw_uid == 0 or grp.getgrnam(group).gr_gid not in os.getgrouplist(account, entry.pw_gid):
        raise PermissionError(f"{account} is a Unix account this Hub did not make (not in {group}): not used")
    os.chmod(entry.pw_dir, 0o700)
    if notebooks is not None:
        # As the pupil: root never writes in a home its owner controls.
        subprocess.run(
            [
                sys.executable,
                "-m",
                "aggravation_nb.server.notebook_copy",
                str(notebooks),
                entry.pw_dir + "/" + NOTEBOOKS,
            ],
            preexec_fn=set_user_setuid(account, chdir=False),
            check=True,
            capture_output=True,
        )
    return entry


class PupilSpawner(LocalProcessSpawner):
    """LocalProcessSpawner, running each pupil's server as `account_prefix` + their name (made if missing)."""

    account_prefix = Unicode("jupyter-", config=True, help="Put before a pupil's name to make their Unix account.")
    account_group = Unicode("jupyterhub-users", config=True, help="The Unix group of every account the Hub makes.")
    homes = Unicode("/home", config=True, help="The folder where new accounts get their homes.")
    notebooks = Unicode("", config=True, help="A folder brought into each home as `notebooks` ('' for none).")

    @property
    def account(self) -> str:
        return self.account_prefix + self.user.name

    def make_preexec_fn(self, name):
        return set_user_setuid(self.account)

    def user_env(self, env: dict) -> dict:
        entry = pwd.getpwnam(self.account)
        env.update(USER=self.account, HOME=entry.pw_dir, SHELL=entry.pw_shell)
        return env

    async def start(self):
        notebooks = Path(self.notebooks) if self.notebooks else None
        await asyncio.to_thread(ensure_account, self.account, self.account_group, Path(self.homes), notebooks)
        return await super().start()
