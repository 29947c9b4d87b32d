Feature: SD-detail-loyalist Loyalist cards
  Yellow cards are loyalists (SD-detail-loyalist-1). A loyalist plays as a soldier does, and uses special
  abilities by moving its own health cap (SD-detail-loyalist-2). Since its damage stays, it cannot use an
  ability in a way that goes past that damage (SD-detail-loyalist-3): the document's example is a
  loyalist of health 4 holding 1 damage (SD-detail-loyalist-4), which cannot use a minus-4 ability
  (SD-detail-loyalist-5). Our readings: an ability's cost is added to the cap; one ability per loyalist
  per turn, in its owner's turn; an ability may take exactly the health left, and the loyalist, its
  damage now equal to its cap, is destroyed once the effect has resolved.

  Background:
    Given the cards:
      | id      | kind     | mark    | attack | health |
      | captain | loyalist | skull   | 2      | 4      |
      | pikeman | soldier  | recycle | 2      | 2      |
    And "captain" has the ability "+1: gain 1 life"
    And "captain" has the ability "-3: damage 3 to the opponent"
    And "captain" has the ability "-4: damage 4 to the opponent"
    And a game in A's turn 3

  @clause:SD-detail-loyalist-2
  Rule: a loyalist is a soldier that pays abilities with its health cap

    @clause:SD-detail-loyalist-2
    Scenario: a plus ability raises the cap and takes effect
      Given A has "captain" in play
      When A uses the "+1" ability of "captain"
      Then A's "captain" has health cap 5
      And A has life 21
      And the ruling cites "SD-detail-loyalist-2"

    @clause:SD-detail-loyalist-2
    Scenario: a minus ability lowers the cap and takes effect
      Given A has "captain" in play
      When A uses the "-3" ability of "captain"
      Then A's "captain" has health cap 1
      And B has life 17

    @clause:SD-detail-loyalist-2
    Scenario: one ability per turn
      Given A has "captain" in play
      When A uses the "+1" ability of "captain"
      And A tries to use the "+1" ability of "captain"
      Then the action is illegal citing "SD-detail-loyalist-2"

    @clause:SD-detail-loyalist-2
    Scenario: a loyalist attacks and is hit back like a soldier
      Given A has "captain" in play
      And B has "pikeman" in play
      When A attacks "pikeman" with "captain"
      Then B's "pikeman" is in the recursion zone
      And A's "captain" has 2 damage

    @clause:SD-detail-loyalist-2
    Scenario: a soldier has no abilities
      Given A has "pikeman" in play
      When A tries to use the "+1" ability of "pikeman"
      Then the action is illegal citing "SD-detail-loyalist-2"

    @clause:SD-detail-loyalist-2
    Scenario: abilities are used in the owner's turn only
      Given B has "captain" in play
      When B tries to use the "+1" ability of "captain"
      Then the action is illegal citing "SD-detail-loyalist-2"

  @clause:SD-detail-loyalist-3
  Rule: an ability cannot take more than the health left above the damage

    @clause:SD-detail-loyalist-3 @clause:SD-detail-loyalist-5
    Scenario: the document's example: health 4 and 1 damage cannot pay minus 4
      Given A has "captain" in play with 1 damage
      When A tries to use the "-4" ability of "captain"
      Then the action is illegal citing "SD-detail-loyalist-3"
      And B has life 20

    @clause:SD-detail-loyalist-3 @clause:SD-detail-loyalist-5
    Scenario: without damage the same loyalist pays minus 4, and is destroyed after the effect
      Given A has "captain" in play
      When A uses the "-4" ability of "captain"
      Then B has life 16
      And A's "captain" is in the graveyard

    @clause:SD-detail-loyalist-3
    Scenario: taking exactly the health left is allowed, and the loyalist falls after its effect
      Given A has "captain" in play with 1 damage
      When A uses the "-3" ability of "captain"
      Then B has life 17
      And A's "captain" is in the graveyard
      And the ruling cites "SD-detail-loyalist-3"

    @clause:SD-detail-loyalist-3
    Scenario: paying all it has left, it is still in play while its ability resolves
      Given the cards:
        | id     | kind     | mark  | attack | health |
        | herald | loyalist | skull | 1      | 2      |
      And "herald" has the ability "-2: damage 1 to any soldier; gain 1 life"
      And A has "herald" in play
      And B has "pikeman" in play
      When A uses the "-2" ability of "herald"
      Then A must decide "choose"
      And the options include choose A:herald
      And the options include choose B:pikeman

    @clause:SD-detail-loyalist-3
    Scenario: a cap already lowered counts, not the printed health
      Given A has "captain" in play with health cap 3 and 1 damage
      When the position is submitted
      Then the options do not include ability 1 of A:captain
      And the options include ability 0 of A:captain
