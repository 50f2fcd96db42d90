"""`pip install .` without extras: the engine and every app but statistics run without numpy,
matplotlib, Voilà, JupyterLab or Babel, in every language its compiled catalogues ship (the static site
depends on it). The install itself is begun in the
background when the run starts (tests/packaging/light_install.py)."""

from __future__ import annotations

import subprocess
import sys

import background_jobs
from light_install import python_in

INSTALLED = "import importlib.metadata as m; print(*(d.metadata['Name'] for d in m.distributions()))"
"""The names of the distributions an environment holds."""

CHECK = """
import sys
from aggravation_nb.views import play, rules, variants, walkthrough
app = walkthrough("ru")
app.next_button.click()
play("en"), rules("en"), variants("en")
heavy = sorted(name for name in ("numpy", "matplotlib", "voila", "jupyterlab", "ipykernel", "babel")
               if name in sys.modules)
print(app.story.step, heavy)
from aggravation_nb.i18n import LANGUAGES, text
print(" ".join(LANGUAGES), text("next", "fr"), text("next", "ru"))
"""


def test_the_core_install_runs_the_apps_without_the_heavy_extras(run_folder, tmp_path):
    python = python_in(background_jobs.wait(run_folder, "light-install"))
    installed = subprocess.run(
        [str(python), "-c", INSTALLED], check=True, capture_output=True, text=True
    ).stdout.lower()
    assert "numpy" not in installed and "voila" not in installed and "babel" not in installed
    assert "anywidget" in installed
    result = subprocess.run([str(python), "-c", CHECK], check=True, capture_output=True, text=True, cwd=tmp_path)
    assert result.stdout.split("\n")[:2] == ["1 []", "en ru fr Suivant Далее"], result.stdout + result.stderr


def test_the_statistics_app_is_imported_only_when_asked_for():
    probe = (
        "import sys, aggravation_nb.views as v; print('numpy' in sys.modules); v.statistics; "
        "print('numpy' in sys.modules); import aggravation_nb.apps.statistics; "
        "from aggravation_nb.views import statistics; print(callable(statistics))"
    )
    result = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True)
    assert result.stdout.split() == ["False", "True", "True"]
