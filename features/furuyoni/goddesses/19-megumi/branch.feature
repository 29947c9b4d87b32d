@goddess:megumi
Feature: Megumi's Branch of Possibility — X is her seeds on enhancement cards
  X is the seed crystals of hers on 《付与》 cards, its own included as it deploys (A 17-2, 17-5). Used
  as a reaction, it deploys making the attack it answered -X/+0, X read then; while deployed, at the
  start of the opponent's start phase it attacks 1-5 0/1, +X/+0 (X read whenever the damage is).

  @card:NA-19-megumi-O-S-2 @clause:A-17-7-1 @clause:C-9-4
  Scenario: Branch of Possibility (NA-19-megumi-O-S-2) as a reaction makes the answered attack -X/+0, its own seeds counted
    Given a duel in B's main phase with a standard action
    And A harbors Megumi with soil 2 ungerminated and 3 germinated
    And the test cards:
      | id  | type   | range | damage |
      | jab | attack | 0-10  | 4/1    |
    And the distance is 3
    And the dust is 0
    And A has aura 5, life 10, flare 3
    And A has the unused trump "Branch of Possibility" (NA-19-megumi-O-S-2)
    And B holds jab in hand
    When B uses "jab"
    And A reacts with "Branch of Possibility"
    And A chooses "2"
    And A chooses "1"
    Then "Branch of Possibility" has 3 crystals of which 3 are seeds
    When A takes the damage on aura
    Then A has aura 4, life 10

  @card:NA-19-megumi-O-S-2 @clause:C-8-1-2 @clause:C-10-5
  Scenario: Branch of Possibility (NA-19-megumi-O-S-2) attacks 1-5 X/1 at the start of the opponent's start phase
    Two seeds lie on it, none on another enhancement: the attack is 2/1.
    Given a duel at the start of turn 4 with B active
    And A harbors Megumi with soil 1 ungerminated and 2 germinated
    And the test cards:
      | id   | type   |
      | leaf | action |
    And B's deck is leaf, leaf from the top
    And the distance is 3
    And B has aura 5, life 10
    And A has "Branch of Possibility" (NA-19-megumi-O-S-2) deployed with 3 crystals of which 2 are seeds
    When the position is submitted
    And B takes the damage on aura
    Then B has aura 3, life 10
    And "Branch of Possibility" has 3 crystals of which 2 are seeds

  @card:NA-19-megumi-O-S-2 @clause:C-8-1-2
  Scenario: Branch of Possibility (NA-19-megumi-O-S-2) does not attack at its holder's own start phase
    Given a duel at the start of turn 3 with A active
    And A harbors Megumi with soil 1 ungerminated and 2 germinated
    And the test cards:
      | id   | type   |
      | leaf | action |
    And A's deck is leaf, leaf from the top
    And the distance is 3
    And B has aura 5, life 10
    And A has "Branch of Possibility" (NA-19-megumi-O-S-2) deployed with 3 crystals of which 2 are seeds
    When the position is submitted
    Then B has aura 5, life 10
