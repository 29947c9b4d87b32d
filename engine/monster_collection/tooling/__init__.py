"""Monster Collection's contributions to the referee's tools (no rule lives here: a mutant patches
nothing in this package, ``referee.conformance.mutation.TOOLING``)."""
