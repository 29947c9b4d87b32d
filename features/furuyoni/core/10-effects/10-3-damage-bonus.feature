Feature: C 10-3 +X/+Y
  A "+X/+Y" effect is a modification given to an attack, never to a card: the attack's aura damage
  goes up (or, for a negative X, down) by X and its life damage by Y (C 10-3). The change belongs to
  the attack it was given to; the card that made the attack keeps its printed damage, so the next
  attack made from the same card starts from the printed values again. A 「-」 damage is no number
  and stays 「-」 (C 5-8-1, 6-4-1-4), and a decrease stops at 0 (C 6-4-1-4, 6-4-1-5).

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id      | type        | subtype  | range | damage | charge |
      | slash   | attack      |          | 3-5   | 2/1    |        |
      | prick   | attack      |          | 3-5   | -/1    |        |
      | recall  | attack      |          | 3-5   | 2/1    |        |
      | bolster | enhancement |          |       |        | 1      |
      | dull    | enhancement |          |       |        | 1      |
      | parry   | action      | reaction |       |        |        |
    And "bolster" has the effect "while_deployed: modify own_attacks add +1/+2"
    And "dull" has the effect "while_deployed: modify own_attacks add -3/-1"
    And "parry" has the effect "on_use: modify this_attack add -2/+0"
    And "recall" has the effect "after_attack: return_to_hand"
    And B has aura 5, life 10

  @clause:C-10-3
  Rule: X is added to the aura damage and Y to the life damage

    Background:
      Given A has "bolster" deployed with 1 crystal
      And A holds slash, prick in hand

    @clause:C-10-3
    Scenario: the aura side of 2/1 under +1/+2 deals 3
      When A uses "slash"
      And B takes the damage on aura
      Then B has aura 2, life 10

    @clause:C-10-3
    Scenario: the life side of 2/1 under +1/+2 deals 3
      When A uses "slash"
      And B takes the damage on life
      Then B has aura 5, life 7

    @clause:C-10-3
    Scenario: a 「-」 aura damage stays 「-」 under +1/+2, so only the life side can be taken
      When A uses "prick"
      Then B is not asked to choose the damage
      And B has aura 5, life 7

    @clause:C-10-3
    Scenario Outline: with real cards, Spirit of Fire's +1/+1 makes Cut Down's 3/1 a 4/2
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has life 3
      And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
      And A holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And B has aura 5, life 10
      When A uses "Cut Down"
      And B takes the damage on <side>
      Then B has aura <aura>, life <life>

      Examples:
        | side | aura | life |
        | aura | 1    | 10   |
        | life | 5    | 8    |

    @clause:C-10-3
    Scenario: with real cards, Glancing Strike's 「-」 aura damage stays 「-」 under Spirit of Fire's +1/+1
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has life 3
      And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
      And A holds "Glancing Strike" (NA-04-tokoyo-O-N-1) in hand
      And B has aura 5, life 10
      When A uses "Glancing Strike"
      Then B is not asked to choose the damage
      And B has aura 5, life 8

  @clause:C-10-3
  Rule: a negative X or Y decreases the damage, down to 0

    @clause:C-10-3
    Scenario: 2/1 under -3/-1 deals 0 on either side
      Given A has "dull" deployed with 1 crystal
      And A holds slash in hand
      When A uses "slash"
      And B takes the damage on life
      Then B has aura 5, life 10

  @clause:C-10-3
  Rule: the modification is given to the attack, not to the card

    @clause:C-10-3
    Scenario: the same card used again after its attack was weakened deals its printed damage
      Given A holds recall in hand
      And B holds parry in hand
      When A uses "recall"
      And B reacts with "parry"
      And B takes the damage on aura
      Then B has aura 5, life 10
      And "recall" is in A's hand
      When A uses "recall"
      And B takes the damage on aura
      Then B has aura 3, life 10
