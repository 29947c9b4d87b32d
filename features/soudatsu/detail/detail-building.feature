Feature: SD-detail-building Building cards
  Orange cards are buildings (SD-detail-building-1). A building has durability and enters play when cast
  (SD-detail-building-2). A building whose text runs in tall lines processes them one at a time from the
  top: the first as it enters play, the next at the start of each turn (SD-detail-building-3). In the
  document's example the shifting scene processes spring as it enters, its summer-autumn line at the next
  two turn starts (SD-detail-building-4), then winter, after which it goes to the graveyard
  (SD-detail-building-5); Demowan's bequest gains durability from its hasty line and so stays in play
  (SD-detail-building-6). Our readings: every turn start counts, the opponent's too, after that turn's
  draw; a line of several seasons is processed once per season; after its last line a building without
  durability is used up and goes where its mark says.

  Background:
    Given the cards:
      | id      | kind     | mark    | attack | health | durability | quoted          | name              |
      | pikeman | soldier  | recycle | 2      | 2      |            |                 |                   |
      | wall    | building | recycle |        |        | 3          |                 |                   |
      | harvest | building | recycle |        |        |            |                 |                   |
      | watch   | building | recycle |        |        |            |                 |                   |
      | flare   | building | skull   |        |        |            |                 |                   |
      | fort    | building | recycle |        |        | 2          |                 |                   |
      | bequest | building | skull   |        |        |            | demowan-bequest | Demowan's Bequest |
    And "harvest" has the lines "spring: gain 1 life | summer-autumn: draw 1 | winter: damage 1 to the opponent"
    And "watch" has the lines "spring: nothing | summer: foresee 1 | autumn: nothing"
    And "flare" has the lines "spring: damage 1 to the opponent"
    And "fort" has the lines "spring: nothing | summer: nothing"
    And "bequest" has the lines "hasty: gain 2 durability"
    And a game in A's turn 3
    And A's deck is pikeman, pikeman#2, pikeman#3 from the top
    And B's deck is pikeman, pikeman#2, pikeman#3 from the top

  @clause:SD-detail-building-2
  Rule: a cast building enters play with its durability

    @clause:SD-detail-building-2
    Scenario: a cast building enters play and stays there
      Given A holds wall in hand
      When A casts "wall"
      Then A's "wall" is in play
      And A's "wall" has durability 3
      And the ruling cites "SD-detail-building-2"

    @clause:SD-detail-building-2
    Scenario: attacks wear the durability down across turns until the building is destroyed
      Given A has "wall" in play with durability 1
      And B has "pikeman" in play
      When A ends the turn
      And B attacks "wall" with "pikeman"
      Then A's "wall" is in the recursion zone

  @clause:SD-detail-building-3
  Rule: one line on entering play, then one at every turn start

    @clause:SD-detail-building-3
    Scenario: the first line is processed as the building enters play
      Given A holds harvest in hand
      When A casts "harvest"
      Then A has life 21
      And A's "harvest" stands on its "spring" line
      And the ruling cites "SD-detail-building-3"

    @clause:SD-detail-building-3
    Scenario: the opponent's turn start brings the next line too
      Given A has "harvest" in play after 1 line step
      When A ends the turn
      Then A's "harvest" stands on its "summer-autumn" line
      And A's "pikeman" is in hand

    @clause:SD-detail-building-3
    Scenario: a line comes after the turn's draw
      Given a game in B's turn 4
      And A has "watch" in play after 1 line step
      When B ends the turn
      Then A must decide "foresee"
      And A sees "pikeman#2" on top of the deck

  @clause:SD-detail-building-4
  Rule: a line of two seasons is processed at two turn starts

    @clause:SD-detail-building-4
    Scenario: after summer the summer-autumn line is processed once more, for autumn
      Given A has "harvest" in play after 2 line steps
      When A ends the turn
      Then A's "harvest" stands on its "summer-autumn" line
      And A's "pikeman" is in hand
      And B has life 20
      And the ruling cites "SD-detail-building-4"

    @clause:SD-detail-building-4
    Scenario: after autumn comes winter
      Given A has "harvest" in play after 3 line steps
      When A ends the turn
      Then B has life 19

  @clause:SD-detail-building-5
  Rule: after its last line the building leaves play

    @clause:SD-detail-building-5
    Scenario: a skull building goes to the graveyard after its last line
      Given A holds flare in hand
      When A casts "flare"
      Then B has life 19
      And A's "flare" is in the graveyard
      And the ruling cites "SD-detail-building-5"

    @clause:SD-detail-building-5
    Scenario: a recycle building goes to the recursion zone after its last line
      Given A has "harvest" in play after 3 line steps
      When A ends the turn
      Then A's "harvest" is in the recursion zone

    @clause:SD-detail-building-5
    Scenario: before its last line the building stays
      Given A has "harvest" in play after 2 line steps
      When A ends the turn
      Then A's "harvest" is in play

  @clause:SD-detail-building-6
  Rule: a building that holds durability after its last line stays

    @clause:SD-detail-building-6
    Scenario: Demowan's bequest gains durability from its hasty line and stays in play
      Given A holds bequest in hand
      When A casts "bequest"
      Then A's "bequest" is in play
      And A's "bequest" has durability 2
      And the ruling cites "SD-detail-building-6"

    @clause:SD-detail-building-6
    Scenario: a building printed with durability stays after its lines
      Given A has "fort" in play after 1 line step
      When A ends the turn
      Then A's "fort" is in play
      And A's "fort" has durability 2

    @clause:SD-detail-building-6
    Scenario: having stayed, it processes no more lines
      Given A has "fort" in play after 2 line steps
      When A ends the turn
      Then A's "fort" is in play
      And the ruling does not cite "SD-detail-building-3"

    @clause:SD-detail-building-6
    Scenario: a definition of Demowan's bequest without its durability gain is refused
      Given "bequest" has the lines "hasty: nothing"
      And A holds bequest in hand
      When the position is submitted
      Then the position is refused naming "quoted-card" and "SD-detail-building-6"
