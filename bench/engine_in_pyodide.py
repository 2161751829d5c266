"""The engine benchmark inside Pyodide. Run from the repo root:

node tests/pyodide/run_in_pyodide.mjs bench/engine_in_pyodide.py
"""

from blockdominoes_lab.cli import main

main(["bench", "--seconds", "3", "--repeat", "3"])
