Feature: C 10-15 Other goddesses
  A card of another goddess is a card whose user differs from the user of the card that has the
  effect; an attack of another goddess is an attack whose user differs from the user of the card
  that has the effect (C 10-15). An attack made by a card's use has the card's user (C 9-2-1 i); one
  made by an effect has the user of the card that generated the effect (C 10-5). Test cards mark
  such effects "other_goddess".
  Our reading: a card or attack without a user (C 6-2-1-4) is no goddess's, so it is never another
  goddess's.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id       | type        | user   | range | damage | charge |
      | banner   | enhancement | yurina |       |        | 1      |
      | slash    | attack      | saine  | 3-5   | 1/1    |        |
      | cut      | attack      | yurina | 3-5   | 1/1    |        |
      | stray    | attack      |        | 3-5   | 1/1    |        |
      | volley   | action      | saine  |       |        |        |
      | hail     | action      | yurina |       |        |        |
      | recruit  | action      | yurina |       |        |        |
    And "banner" has the effect "while_deployed: modify own_attacks add +1/+0 other_goddess"
    And "volley" has the effect "on_use: perform_attack 3-5 1/1"
    And "hail" has the effect "on_use: perform_attack 3-5 1/1"
    And "recruit" has the effect "on_use: remove_from_game self.discard other_goddess"
    And B has aura 5

  @clause:C-10-15
  Rule: an attack of another goddess is one whose user differs from the effect's card's user

    Background:
      Given A has "banner" deployed with 1 crystal

    @clause:C-10-15
    Scenario: an attack from another goddess's card gets the bonus
      Given A holds slash in hand
      When A uses "slash"
      And B takes the damage on aura
      Then B has aura 3

    @clause:C-10-15
    Scenario: an attack from a card of the same goddess does not
      Given A holds cut in hand
      When A uses "cut"
      And B takes the damage on aura
      Then B has aura 4

    @clause:C-10-15
    Scenario: an attack made by another goddess's card's effect has that card's user and gets the bonus
      Given A holds volley in hand
      When A uses "volley"
      And B takes the damage on aura
      Then B has aura 3

    @clause:C-10-15
    Scenario: an attack made by the same goddess's card's effect does not
      Given A holds hail in hand
      When A uses "hail"
      And B takes the damage on aura
      Then B has aura 4

    @clause:C-10-15
    Scenario: an attack without a user is no other goddess's
      Given A holds stray in hand
      When A uses "stray"
      And B takes the damage on aura
      Then B has aura 4

    @clause:C-10-15
    Scenario Outline: with real cards, Spirit of Fire, Yurina's, boosts Saine's Cut Down but not Yurina's Slash
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has life 3
      And A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals
      And A holds <card> in hand
      And B has aura 5, life 10
      When A uses "<name>"
      And B takes the damage on life
      Then B has life <life>

      Examples:
        | card                            | name    | life |
        | "Cut Down" (NA-02-saine-O-N-2)  | Cut Down | 8    |
        | "Slash" (NA-01-yurina-O-N-1)    | Slash    | 9    |

  @clause:C-10-15
  Rule: a card of another goddess is one whose user differs from the effect's card's user

    @clause:C-10-15
    Scenario: only the other goddess's card can be picked
      Given A holds recruit in hand
      And A's discard pile holds cut, slash
      When A uses "recruit"
      Then A must decide choose
      And the options are exactly choose slash
