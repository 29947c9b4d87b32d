Feature: C 9-1-1 Effect classes: where constant, while-deployed and while-used effects work
  A constant effect is read from any zone as long as at least one player may see the card
  (C 9-1-1-2). A while-deployed effect is read only while its enhancement sits in the enhancement
  zone (C 9-1-1-6). A while-used effect is read only while its trump is in the used state
  (C 9-1-1-8). Each effect below adds +0/+1 to its holder's attacks, so the defender's life shows
  whether it was in force: the plain attack takes 1 life, a boosted one takes 2.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 4
    And the test cards:
      | id      | type        | category | range | damage | charge | cost |
      | slash   | attack      |          | 3-4   | -/1    |        |      |
      | charm   | action      |          |       |        |        |      |
      | buckler | action      |          |       |        |        |      |
      | banner  | enhancement |          |       |        | 1      |      |
      | herald  | enhancement |          |       |        | 1      |      |
      | legacy  | action      | trump    |       |        |        | 0    |
      | meteor  | attack      | trump    | 3-4   | -/1    |        | 0    |
    And "charm" has the effect "constant: modify own_attacks add 0/1"
    And "buckler" has the effect "constant: modify opponent_attacks add 0/-1"
    And "banner" has the effect "while_deployed: modify own_attacks add 0/1"
    And "herald" has the effect "on_deploy: perform_attack 0-10 -/1"
    And "herald" has the effect "while_deployed: modify own_attacks add 0/1"
    And "legacy" has the effect "while_used: modify own_attacks add 0/1"
    And "meteor" has the effect "while_used: modify own_attacks add 0/1"
    And A holds slash in hand

  @clause:C-9-1-1-2
  Rule: a constant effect works from any zone where at least one player can see the card

    @clause:C-9-1-1-2
    Scenario: from the holder's hand, seen only by its holder
      Given A holds charm in hand
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-2
    Scenario: from the discard pile, seen by both players
      Given A's discard pile holds charm
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-2
    Scenario: from the face-down pile, whose faces its holder may see
      Given A's face-down pile holds charm
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-2
    Scenario: not from the deck, where no player sees the card
      Given A's deck is charm from the top
      When A uses "slash"
      Then B has life 9

    @clause:C-9-1-1-2
    Scenario: the defender's constant effect in the defender's own hand applies to the attack
      Given B holds buckler in hand
      When A uses "slash"
      And B does not react
      Then B has life 10

    @clause:C-9-1-1-2 @clause:C-8-3-1
    Scenario: with real cards, Shuriken's constant end-phase effect works from the discard pile, where both players see it
      Given a duel in A's end phase
      And A's discard pile holds "Shuriken" (NA-05-oboro-A1-N-2)
      And A's face-down pile holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2), "Hilt Strike" (NA-01-yurina-O-N-3)
      And B's face-down pile holds "Shoot" (NA-03-himika-O-N-1), "Magnum" (NA-03-himika-O-N-3)
      When the position is submitted
      Then A must decide may
      When A accepts
      Then "Shuriken" is in A's hand

  @clause:C-9-1-1-6
  Rule: a while-deployed effect works only while the enhancement is in the enhancement zone

    @clause:C-9-1-1-6
    Scenario: deployed, the effect boosts the attack
      Given A has "banner" deployed with 1 crystal
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-6
    Scenario: in the hand, the same card's while-deployed effect does nothing
      Given A holds banner in hand
      When A uses "slash"
      Then B has life 9

    @clause:C-9-1-1-6
    Scenario: in the discard pile, the while-deployed effect does nothing either
      Given A's discard pile holds banner
      When A uses "slash"
      Then B has life 9

    @clause:C-9-1-1-6 @clause:C-9-2-3
    Scenario: during its own on-deploy effect the card is not yet deployed, afterwards it is
      Given A holds herald in hand
      When A uses "herald"
      Then B has life 9
      And "herald" is in A's enhancement zone
      When A uses "slash"
      Then B has life 7

    @clause:C-9-1-1-6
    Scenario Outline: with real cards, Spirit of Fire's +1/+1 works only while it is deployed
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has life 3
      And <placement>
      And A holds "Cut Down" (NA-02-saine-O-N-2) in hand
      And B has aura 5, life 10
      When A uses "Cut Down"
      And B takes the damage on life
      Then B has life <life>

      Examples:
        | placement                                                     | life |
        | A has "Spirit of Fire" (NA-01-yurina-O-N-7) deployed with 4 crystals | 8    |
        | A's discard pile holds "Spirit of Fire" (NA-01-yurina-O-N-7)    | 9    |

  @clause:C-9-1-1-8
  Rule: a while-used effect works only while its trump is in the used state

    @clause:C-9-1-1-8
    Scenario: a used trump's effect boosts the attack
      Given A has the used trump "legacy"
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-8
    Scenario: the same trump still unused does nothing, although its holder can see it
      Given A has the unused trump "legacy"
      When A uses "slash"
      Then B has life 9

    @clause:C-9-1-1-8
    Scenario: once the trump has been used its effect starts to work
      Given A has the unused trump "legacy"
      When A uses "legacy"
      Then "legacy" is a used trump
      When A uses "slash"
      Then B has life 8

    @clause:C-9-1-1-8
    Scenario: while the trump is being used (in use, not yet used) its effect does not work
      Given A has the unused trump "meteor"
      When A uses "meteor"
      Then B has life 9
      And "meteor" is a used trump
      When A uses "slash"
      Then B has life 7

    @clause:C-9-1-1-8
    Scenario Outline: with real cards, Chilling Tranquility's +0/+1 to her other goddess's attacks works only while it is used
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has the <state> trump "Chilling Tranquility" (NA-02-saine-A1-S-2)
      And A holds "Slash" (NA-01-yurina-O-N-1) in hand
      And B has aura 5, life 10
      When A uses "Slash"
      And B takes the damage on life
      Then B has life <life>

      Examples:
        | state  | life |
        | used   | 8    |
        | unused | 9    |
