"""The lab: the terminal game, the benchmark, the bot tournament and the omniscient
reference bot. They use the engine (``blockdominoes``) and are never shipped to
players: the browser's wheel is built from ``py/blockdominoes/`` alone.

``python -m blockdominoes_lab play|bench|tournament`` (or the ``blockdominoes``
command after ``pip install -e .``).
"""
