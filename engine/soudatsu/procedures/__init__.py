"""The procedures of 奏奪, each under the rule it follows: setup (SD-guide-1 .. 6), the turn (SD-guide-7),
the actions of a turn and the card kinds (SD-guide-7-2, SD-detail-*), the effects of the test vocabulary.
Procedures are generators: they yield a decision and receive its answer (ARCHITECTURE decision 1 (b))."""
