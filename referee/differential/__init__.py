"""Differential games (issue 20): random legal games played on our engine and another implementation
at once, compared after every answer, each divergence shrunk to a short replayable case.

- ``sides``: one implementation playing a game forward (our engine in a live session, any other
  through its adapter);
- ``play``: one game, the comparison of two answers, the replay of a case;
- ``shrink``: shrinking a game's choices, and delta debugging of an action list;
- ``focus``: the cards a mutant run deals, from the scenarios of the mutant's clause;
- ``run``: shards of games over local processes or a Dask cluster, merged;
- ``report``: JSON, JUnit XML, HTML and the case files;
- ``cli``: ``python -m referee differential``.
"""
