Feature: C 10-16 Becoming a copy
  When card S "becomes a copy of" card T, every piece of information S has as an object is read
  from T instead — all but its category (C 6-2-1-1), which stays S's own. If T can no longer be
  referenced, the copy effect stops applying. Where the copied text speaks of a player, or of a
  player's zones or values, it means S's holder (C 10-16). Test cards write "constant: copy_of
  <card id>", or "copy_of sealed:<card id>" for "a copy of the card sealed under your <card>" (a
  card that can be referenced only while it lies face up).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id     | type      | category | user   | range | damage | cost |
      | vault  | action    | trump    | kururu |       |        | 0    |
      | mimic  | undefined |          | kururu |       |        |      |
      | echo   | undefined |          | kururu |       |        |      |
      | slash  | attack    |          | saine  | 3-5   | -/1    |      |
      | meteor | attack    | trump    | saine  | 3-5   | -/2    | 0    |
      | boon   | action    |          | saine  |       |        |      |
      | cut    | attack    |          | yurina | 3-5   | 1/1    |      |
    And "mimic" has the effect "constant: copy_of sealed:vault"
    And "echo" has the effect "constant: copy_of slash"
    And "slash" has the effect "after_attack: move dust -> self.aura 1"
    And "boon" has the effect "constant: modify own_attacks add +1/+0"
    And A has aura 2
    And B has aura 5, life 10
    And the dust is 2

  @clause:C-10-16
  Rule: the copy reads the original's information instead of its own

    @clause:C-10-16
    Scenario: a card of undefined type copying an attack card is used as that attack
      Given A has the used trump "vault"
      And "B:slash" is sealed under A's "vault"
      And A holds mimic in hand
      When A uses "mimic"
      Then B has life 9
      And "mimic" is in A's discard pile
      And the ruling cites "C 9-2-1"

    @clause:C-10-16
    Scenario: a copy of a card named by its id is used as that card
      Given A holds echo in hand
      When A uses "echo"
      Then B has life 9

    @clause:C-10-16
    Scenario: the copied effects in force apply while the original's own are not, being sealed
      Given A has the used trump "vault"
      And "B:boon" is sealed under A's "vault"
      And A holds mimic, cut in hand
      When A uses "cut"
      And B takes the damage on aura
      Then B has aura 3

    @clause:C-10-16
    Scenario: with real cards, Dupligear copying the Slash sealed under Industria is used as a 3/1 attack
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the used trump "Industria" (NA-10-kururu-O-S-3)
      And "Slash" (NA-01-yurina-O-N-1) is sealed under A's "Industria"
      And A has "Dupligear" (NA-10-kururu-O-S-3-Ex1) in hand
      And B has aura 5, life 10
      When A uses "Dupligear"
      And B takes the damage on aura
      Then B has aura 2, life 10
      And "Dupligear" is in A's discard pile

  @clause:C-10-16
  Rule: the category is not copied

    @clause:C-10-16
    Scenario: a normal card copying a trump goes to the discard pile after its use
      Given A has the used trump "vault"
      And "B:meteor" is sealed under A's "vault"
      And A holds mimic in hand
      When A uses "mimic"
      Then B has life 8
      And "mimic" is in A's discard pile
      And A has 1 card in trump zone

  @clause:C-10-16
  Rule: the copied text's players are the copy's holder

    @clause:C-10-16
    Scenario: the copied after-attack arrow to "your aura" fills the copy's holder's aura
      Given A has the used trump "vault"
      And "B:slash" is sealed under A's "vault"
      And A holds mimic in hand
      When A uses "mimic"
      Then A has aura 3
      And B has aura 5

  @clause:C-10-16
  Rule: when the original cannot be referenced the copy effect does not apply

    @clause:C-10-16
    Scenario: with its sealer face down as an unused trump, the copy is its own undefined card
      Given A has the unused trump "vault"
      And "B:slash" is sealed under A's "vault"
      And A holds mimic in hand
      When A tries to use "mimic"
      Then the action is illegal citing "C 6-2-1-5"

    @clause:C-10-16
    Scenario: with nothing sealed under its sealer, the copy is its own undefined card
      Given A has the used trump "vault"
      And A holds mimic in hand
      When A tries to use "mimic"
      Then the action is illegal citing "C 6-2-1-5"

    @clause:C-10-16
    Scenario: with real cards, with nothing sealed under Industria, Dupligear is its own undefined card and cannot be used
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the used trump "Industria" (NA-10-kururu-O-S-3)
      And A has "Dupligear" (NA-10-kururu-O-S-3-Ex1) in hand
      When A tries to use "Dupligear"
      Then the action is illegal citing "C 6-2-1-5"
