"""The goddess layer (ARCHITECTURE decision 10): one module per goddess, ``gNN_<goddess>.py``, with
her cards' behaviour (``CARDS``), her additional rules (``RULES``, a ``hooks.GoddessRules``) and what she
adds to a player or a card (``goddess_state``); beside them the helpers of a few goddesses' larger rules
(Oboro's parts, Kanawe's story, the historian Renri's relics) and the random decks of real cards.

Nothing below this layer imports it: the core finds the goddess modules by name (``hooks``) and
reaches them only through the hooks they register. A real card is named in a position by its rules
id (``NA-01-yurina-O-N-1``); its facts come from ``carddb``, its behaviour from here
(``catalogue.real_card``).
"""
