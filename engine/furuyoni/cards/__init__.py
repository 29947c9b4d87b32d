"""Card definitions (C 6-2-1): a position's inline test cards, and the real cards of a season.

A real card is named in a position by its rules id (``NA-01-yurina-O-N-1``; the data's spelling and the
other spellings of ``carddb.resolve_rules_number`` are accepted too).  Its *facts* come from the card
database (``carddb``, generated from the shared card data); its *behaviour* is code, one module per
goddess in this package (ARCHITECTURE decision 4), written with the effect vocabulary of section 10 and,
where a card does something the vocabulary has no word for, a named script (``registry.scripted``).

A card whose behaviour is not encoded is refused (``CardNotImplemented``): the engine never guesses
what an unencoded card would do.
"""

from __future__ import annotations

from .registry import (
    SCRIPTS,
    Behaviour,
    CardNotImplemented,
    GoddessRules,
    RuleEffect,
    UnknownCard,
    basic_action_replaceable,
    basic_action_restriction,
    behaviour,
    component_zone,
    definition,
    due_rule_effects,
    extra_basic_actions,
    gadget_text,
    goddess_rules,
    implemented_cards,
    is_gadget,
    perform_extra_basic_action,
    real_card,
    rule_costs,
    scripted,
    sealed_in_force,
    set_up_player,
    umbrella_sides,
    use_restriction,
)

__all__ = [
    "SCRIPTS",
    "Behaviour",
    "CardNotImplemented",
    "GoddessRules",
    "RuleEffect",
    "UnknownCard",
    "basic_action_replaceable",
    "basic_action_restriction",
    "behaviour",
    "component_zone",
    "definition",
    "due_rule_effects",
    "extra_basic_actions",
    "gadget_text",
    "goddess_rules",
    "implemented_cards",
    "is_gadget",
    "perform_extra_basic_action",
    "real_card",
    "rule_costs",
    "scripted",
    "sealed_in_force",
    "set_up_player",
    "umbrella_sides",
    "use_restriction",
]
