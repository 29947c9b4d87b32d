Feature: C 10-27 Copying an attack
  Copying an attack performs a new attack with the same information as the original, its range and
  damage being the original's with every modification applied at the time of the copy. The rules'
  own note: modifications by constant effects are already in those values, so they count once, not
  twice. The copy is made by a reaction and answers the original, so it is itself reacting and cannot
  be reacted to (C 9-4 i).
  Decision (AMBIGUITIES #5): the list of copied text is missing from this text. The suite copies
  what the one card that copies spells out: range, damage, after-attack effects, Overcome (超克) and
  the user; forced (constant) text is not copied. The user is not observable with test cards.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And the test cards:
      | id      | type        | subtype  | range | damage | charge | keywords |
      | flash   | attack      |          | 3     | 2/1    |        |          |
      | crusher | attack      |          | 3     | 6/1    |        | overcome |
      | mirror  | action      | reaction |       |        |        |          |
      | shield  | action      | reaction |       |        |        |          |
      | grip    | enhancement |          |       |        | 1      |          |
      | reach   | enhancement |          |       |        | 1      |          |
    And "flash" has the effect "constant: modify this_attack add +1/+0"
    And "flash" has the effect "after_attack: gain_concentration self 1"
    And "mirror" has the effect "on_use: copy_attack"
    And "shield" has the effect "on_use: gain_concentration self 1"
    And "grip" has the effect "while_deployed: modify own_attacks add +1/+1"
    And "reach" has the effect "while_deployed: modify own_attacks range expand_far 1"
    And A has aura 5, life 10, concentration 0
    And B has aura 5, life 10, concentration 0

  @clause:C-10-27
  Scenario: the copy deals the original's modified damage, the constant modification counted once
    Given A holds flash in hand
    And A has "grip" deployed with 1 crystal
    And B holds mirror in hand
    When A uses "flash"
    And B reacts with "mirror"
    Then the ruling cites "C 10-27"
    And A must decide damage
    When A takes the damage on aura
    Then A has aura 1

  @clause:C-10-27
  Scenario: the copy's life damage is the modified one too
    Given A holds flash in hand
    And A has "grip" deployed with 1 crystal
    And B holds mirror in hand
    When A uses "flash"
    And B reacts with "mirror"
    And A takes the damage on life
    Then A has life 8

  @clause:C-10-27
  Scenario: the copy's range is the modified range
    Given the distance is 4
    And A holds flash in hand
    And A has "reach" deployed with 1 crystal
    And B holds mirror in hand
    When A uses "flash"
    And B reacts with "mirror"
    Then A must decide damage

  @clause:C-10-27
  Scenario: the copy's after-attack effects are copied and resolve for the copying player
    Given A holds flash in hand
    And B holds mirror in hand
    When A uses "flash"
    And B reacts with "mirror"
    And A takes the damage on life
    Then B has concentration 1
    And A has concentration 0

  @clause:C-10-27
  Scenario: the copy answers the original, so it cannot be reacted to
    Given A holds flash, shield in hand
    And B holds mirror in hand
    When A uses "flash"
    And B reacts with "mirror"
    Then A is not asked to react
    And A must decide damage

  @clause:C-10-27
  Scenario: Overcome is copied, so the copy keeps an aura damage above 5
    Given A holds crusher in hand
    And B holds mirror in hand
    When A uses "crusher"
    And B reacts with "mirror"
    Then A has aura 5, life 9

  @clause:C-10-27
  Scenario: with real cards, Vengeful Spirit of the Twin Mirrors copies the attack it answers, which cannot be reacted to
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    And A holds "Cut Down" (NA-02-saine-O-N-2) in hand
    And A has aura 5, life 10
    And B has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And B has flare 4, aura 5, life 5
    When A uses "Slash"
    And B reacts with "Vengeful Spirit of the Twin Mirrors"
    Then A is not asked to react
    And A must decide damage
    When A takes the damage on aura
    Then A has aura 2, life 10

  @clause:C-10-27
  Scenario: with real cards, with no less life than the attacker, Vengeful Spirit of the Twin Mirrors nullifies but copies nothing
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And A holds "Slash" (NA-01-yurina-O-N-1) in hand
    And A has aura 5, life 10
    And B has the unused trump "Vengeful Spirit of the Twin Mirrors" (NA-16-yatsuha-O-S-1)
    And B has flare 4, aura 5, life 10
    When A uses "Slash"
    And B reacts with "Vengeful Spirit of the Twin Mirrors"
    Then A has aura 5, life 10
    And B has aura 5, life 10
    And A must decide main_action
