Feature: C 10-23 Attacks that cannot be nullified
  An attack that "cannot be nullified" is not nullified by an effect that would nullify it, and
  neither are its damage nor its after-attack effects: the nullifying effects of C 9-4 ii, iv and vi
  do nothing to it. The property is printed on the attack card or given by an effect.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And A has concentration 0
    And B has aura 0
    And the test cards:
      | id      | type        | subtype  | range | damage | charge | keywords      |
      | iron    | attack      |          | 0-10  | -/1    |        | unnullifiable |
      | jab     | attack      |          | 0-10  | -/1    |        |               |
      | veil    | action      | reaction |       |        |        |               |
      | numb    | action      | reaction |       |        |        |               |
      | hush    | action      | reaction |       |        |        |               |
      | anvil   | enhancement |          |       |        | 1      |               |
    And "iron" has the effect "after_attack: gain_concentration self 1"
    And "jab" has the effect "after_attack: gain_concentration self 1"
    And "veil" has the effect "on_use: nullify_attack"
    And "numb" has the effect "on_use: nullify_damage"
    And "hush" has the effect "on_use: nullify_after_attack"
    And "anvil" has the effect "while_deployed: gain_keyword own_attacks unnullifiable"

  @clause:C-10-23
  Scenario: nullifying the attack does nothing: it hits and its after-attack effect resolves
    Given A holds iron in hand
    And B holds veil in hand
    When A uses "iron"
    And B reacts with "veil"
    Then B has life 9
    And A has concentration 1
    And the ruling cites "C 10-23"

  @clause:C-10-23
  Scenario: nullifying its damage does nothing
    Given A holds iron in hand
    And B holds numb in hand
    When A uses "iron"
    And B reacts with "numb"
    Then B has life 9
    And the ruling does not cite "C 9-4 iv"

  @clause:C-10-23
  Scenario: nullifying its after-attack effects does nothing
    Given A holds iron in hand
    And B holds hush in hand
    When A uses "iron"
    And B reacts with "hush"
    Then A has concentration 1
    And the ruling does not cite "C 9-4 vi"

  @clause:C-10-23
  Scenario: an attack given the property by an effect is not nullified either
    Given A holds jab in hand
    And A has "anvil" deployed with 1 crystal
    And B holds veil in hand
    When A uses "jab"
    And B reacts with "veil"
    Then B has life 9
    And A has concentration 1

  @clause:C-10-23
  Scenario: an attack without the property is nullified as usual
    Given A holds jab in hand
    And B holds veil in hand
    When A uses "jab"
    And B reacts with "veil"
    Then B has life 10
    And A has concentration 0

  @clause:C-10-23
  Scenario: with real cards, Railgun with its full-power gadget cannot be nullified: Immortal Flower's nullifying does nothing
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And A's discard pile holds "Art of Drawing" (NA-01-yurina-O-N-4)
    And B has the unused trump "Immortal Flower" (NA-04-tokoyo-O-S-1)
    And B has flare 5, aura 5, life 10
    When A uses "Railgun"
    And B reacts with "Immortal Flower"
    And B takes the damage on life
    Then B has aura 5, life 8

  @clause:C-10-23
  Scenario: with real cards, Railgun without its gadget is nullified by Immortal Flower as usual
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And A has "Railgun" (NA-10-kururu-A2-N-2) in hand
    And B has the unused trump "Immortal Flower" (NA-04-tokoyo-O-S-1)
    And B has flare 5, aura 5, life 10
    When A uses "Railgun"
    And B reacts with "Immortal Flower"
    Then B has aura 5, life 10
