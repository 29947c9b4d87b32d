Feature: SD-errata The text errata
  Two corrections to printed cards. The dragons Redes and Wastei lost a sentence: if the dragon was cast
  from anywhere but the recursion zone, it is put into the graveyard; so cast from the hand it enters play
  and goes to the graveyard at once, and it stays only when cast from the recursion zone or put into play
  by an effect without being cast (SD-errata-1). The shifting scene's summer-autumn line lost its mark: it
  gives rebirth to the skull-mark cards in your recursion zone (SD-errata-2). The cards are encoded only
  as far as the notice quotes them; a definition names the one it is (column quoted) and states the
  rest. Our reading of rebirth: the card may be cast from its owner's recursion zone.

  Background:
    Given the cards:
      | id      | kind     | mark    | attack | health | keywords                                      | quoted         | name           |
      | redes   | soldier  | recycle | 4      | 4      | graveyard_unless_cast_from_recursion, rebirth | redes          | Redes          |
      | wastei  | soldier  | skull   | 3      | 5      | graveyard_unless_cast_from_recursion          | wastei         | Wastei         |
      | scene   | building | skull   |        |        |                                               | shifting-scene | Shifting Scene |
      | knight  | soldier  | skull   | 3      | 3      |                                               |                |                |
      | militia | soldier  | recycle | 1      | 2      |                                               |                |                |
      | muster  | action   | skull   |        |        |                                               |                |                |
    And "scene" has the lines "spring: nothing | summer-autumn: rebirth for skull cards in the recursion zone | winter: nothing"
    And "muster" does "put a soldier from the hand into play"
    And a game in A's turn 3

  @clause:SD-errata-1
  Rule: the dragons stay in play only when not cast from the hand

    @clause:SD-errata-1
    Scenario: Redes cast from the hand enters play and goes to the graveyard, whatever its mark
      Given A holds redes in hand
      When A casts "redes"
      Then A's "redes" is in the graveyard
      And A's play area holds 0 cards
      And the ruling cites "SD-errata-1"

    @clause:SD-errata-1
    Scenario: Wastei cast from the hand goes to the graveyard too
      Given A holds wastei in hand
      When A casts "wastei"
      Then A's "wastei" is in the graveyard

    @clause:SD-errata-1
    Scenario: Redes cast from the recursion zone stays in play
      Given A's recursion zone holds redes
      When A casts "redes"
      Then A's "redes" is in play
      And the ruling cites "SD-errata-1"

    @clause:SD-errata-1
    Scenario: Wastei put into play by an effect, without being cast, stays
      Given A holds muster, wastei in hand
      When A casts "muster"
      And A chooses "wastei"
      Then A's "wastei" is in play

    @clause:SD-errata-1
    Scenario: a definition of Redes without the inserted text is refused
      Given the cards:
        | id    | kind    | mark    | attack | health | quoted |
        | redes | soldier | recycle | 4      | 4      | redes  |
      And A holds redes in hand
      When the position is submitted
      Then the position is refused naming "quoted-card" and "SD-errata-1"

  @clause:SD-errata-2
  Rule: the summer-autumn line of the shifting scene gives rebirth to your skull cards

    @clause:SD-errata-2
    Scenario: on its summer-autumn line, a skull card in its owner's recursion zone may be cast
      Given A has "scene" in play after 2 line steps
      And A's recursion zone holds knight, militia
      When A casts "knight"
      Then A's "knight" is in play

    @clause:SD-errata-2
    Scenario: the recycle cards of the recursion zone get nothing
      Given A has "scene" in play after 2 line steps
      And A's recursion zone holds knight, militia
      When the position is submitted
      Then the options include cast A:knight
      And the options do not include cast A:militia

    @clause:SD-errata-2
    Scenario: on its spring line it gives nothing yet
      Given A has "scene" in play after 1 line step
      And A's recursion zone holds knight
      When the position is submitted
      Then the options do not include cast A:knight

    @clause:SD-errata-2
    Scenario: the opponent's skull cards get nothing from it
      Given a game in B's turn 4
      And A has "scene" in play after 3 line steps
      And B's recursion zone holds knight
      When the position is submitted
      Then the options do not include cast B:knight

    @clause:SD-errata-2
    Scenario: the line is read as processed: entering play, the scene stands on spring
      Given A holds scene in hand
      And A's recursion zone holds knight
      When A casts "scene"
      Then A's "scene" stands on its "spring" line
      And the options do not include cast A:knight

    @clause:SD-errata-2
    Scenario: a definition of the shifting scene with another summer-autumn line is refused
      Given "scene" has the lines "spring: nothing | summer-autumn: draw 1 | winter: nothing"
      And A holds scene in hand
      When the position is submitted
      Then the position is refused naming "quoted-card" and "SD-errata-2"
