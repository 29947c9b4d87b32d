"""Differential games (issue 20): random legal games played on our engine and another implementation
at once, compared after every answer, each divergence shrunk to a short replayable case.

- ``play``: one game and the comparison of two answers; the replay of a case;
- ``shrink``: delta debugging of an action list;
- ``run``: shards of games over local processes or a Dask cluster, merged;
- ``report``: JSON, JUnit XML, HTML and the case files;
- ``cli``: ``python -m referee differential``.
"""
