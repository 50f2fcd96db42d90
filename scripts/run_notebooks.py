"""Execute notebooks top to bottom and store them with their outputs.

The saved widget state (model ids that change on every run) is dropped:
nbval never compares it and Voilà runs the notebook afresh anyway.
"""

import sys

import nbformat
from nbclient import NotebookClient

for path in sys.argv[1:]:
    print(f"run-notebooks: {path}")
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, kernel_name="python3", timeout=600).execute()
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
