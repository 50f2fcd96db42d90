"""Serving the apps: Voilà's kernel manager (caps sized to memory, freeing), the guard against refused page
messages, the published addresses, and the JupyterHub's pieces (a Unix account per pupil, the class list)."""
