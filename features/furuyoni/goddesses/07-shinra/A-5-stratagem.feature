@goddess:shinra
Feature: A 5 Shinra's stratagem
  A player who has Shinra holds a stratagem, divine (神算) or devious (鬼謀); it is divine when the duel
  begins and only its owner sees it until an effect reveals it (A 5-1). "Execute the stratagem, then
  prepare the next" reveals the stratagem and resolves the card's text for it, then the player picks
  the next one in secret; a player without a stratagem executes and prepares nothing. While the
  executed text resolves the next one is not prepared yet, so an execution nested inside it uses the
  same stratagem (A 5-2). At an end phase, a player whose stratagem is not prepared prepares one (A 5-3).
  Decisions taken by the suite: between the reveal and the next preparation the revealed stratagem is
  "not prepared" — that is the state A 5-3 repairs when an effect ends the phase in between; A 5-3
  applies at every end phase, the opponent's too, since the rule names no player's end phase. The
  choice of the next stratagem is a decision of its own (kind "stratagem"), whose options only the
  deciding player sees; per-player views show an opponent's prepared stratagem as hidden.

  Background:
    Given a duel in A's main phase with a standard action

  @clause:A-5-1
  Rule: A 5-1 — a player who has Shinra starts with the divine stratagem

    @clause:A-5-1
    Scenario: a duel set up with Shinra gives her player the divine stratagem, and the other player none
      Given A chooses the goddesses "shinra" and "yurina" with the test deck
      And B chooses the goddesses "saine" and "himika" with the test deck
      When the duel is set up with seed 3
      Then the setup is accepted
      And A's stratagem is divine, prepared
      And B has no stratagem

    @clause:A-5-1
    Scenario: a position where Shinra's player has no stratagem is refused
      Given A's goddesses are "shinra" and "yurina"
      When the position is submitted
      Then the position is refused citing "A 5-1"

    @clause:A-5-1
    Scenario: a position giving a stratagem to a player without Shinra is refused
      Given A's goddesses are "yurina" and "saine"
      And A's stratagem is set to devious
      When the position is submitted
      Then the position is refused citing "A 5-1"

  @clause:A-5-2
  Rule: A 5-2 — execute the stratagem, then prepare the next

    @clause:A-5-2 @card:NA-07-shinra-O-N-5
    Scenario: executing reveals the stratagem and resolves its text; the next is then chosen in secret
      Given A has Shinra with the divine stratagem
      And A has "Agitate" (NA-07-shinra-O-N-5) in hand
      And the distance is 5
      And the dust is 2
      When A uses "Agitate"
      Then the distance is 6
      And the dust is 1
      And A's stratagem is divine, revealed
      And A must decide stratagem
      And the options are exactly stratagem divine, stratagem devious
      And the ruling cites "A 5-2"
      When A prepares the devious stratagem
      Then A's stratagem is devious, prepared
      And "Agitate" is in A's discard pile

    @clause:A-5-2 @card:NA-07-shinra-O-N-5
    Scenario: the devious stratagem resolves the devious text, not the divine one
      Given A has Shinra with the devious stratagem
      And A has "Agitate" (NA-07-shinra-O-N-5) in hand
      And the distance is 5
      And the dust is 2
      And B has aura 3
      When A uses "Agitate"
      Then the distance is 4
      And the dust is 2
      And B has aura 4
      And A's stratagem is devious, revealed

    @clause:A-5-2 @card:NA-07-shinra-O-N-5
    Scenario: a player without a stratagem executes nothing and prepares nothing
      Given A has "Agitate" (NA-07-shinra-O-N-5) in hand
      And the distance is 5
      And the dust is 2
      When A uses "Agitate"
      Then the distance is 5
      And A has no stratagem
      And A must decide main_action
      And the ruling cites "A 5-2"

  @clause:A-5-3
  Rule: A 5-3 — at an end phase, a player with no prepared stratagem prepares one

    @clause:A-5-3
    Scenario: a stratagem revealed and not replaced is prepared again at the end phase
      Given a duel in A's end phase
      And A has Shinra with the devious stratagem revealed
      When the position is submitted
      Then A must decide stratagem
      When A prepares the divine stratagem
      Then A's stratagem is divine, prepared
      And the ruling cites "A 5-3"

    @clause:A-5-3
    Scenario: the rule applies at the opponent's end phase too
      Given a duel in B's end phase
      And A has Shinra with the divine stratagem revealed
      When the position is submitted
      Then A must decide stratagem
      When A prepares the devious stratagem
      Then A's stratagem is devious, prepared

    @clause:A-5-3
    Scenario: a prepared stratagem is left alone at the end phase
      Given a duel in A's end phase
      And A has Shinra with the devious stratagem
      When the position is submitted
      Then B must decide reshuffle
      And A's stratagem is devious, prepared
