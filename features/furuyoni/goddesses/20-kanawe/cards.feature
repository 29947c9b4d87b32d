@goddess:kanawe
Feature: Kanawe (No. 20) — her cards as printed
  Each scenario names a real card of season na-s9-2 by its English name and rules id and exercises what
  is distinctive about it. Only the cards that do not depend on her story board are encoded so far.

  @clause:C-9-4 @card:NA-20-kanawe-O-S-3
  Rule: Better Part of Valor (NA-20-kanawe-O-S-3) turns away the non-trump attack it answers

    Background:
      Given a duel in B's main phase with a standard action
      And the test cards:
        | id     | type   | category | cost | range | damage |
        | strike | attack |          |      | 4     | 3/2    |
        | bolt   | attack | trump    | 0    | 4     | 3/2    |
      And A has the unused trump "Better Part of Valor" (NA-20-kanawe-O-S-3)
      And the distance is 4
      And A has flare 4, aura 3, life 10
      And B has aura 0, life 10

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) hits, nullifies the normal attack and puts its card on top of its holder's deck
      Given B holds strike in hand
      When B uses "strike"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A has aura 3, life 10, flare 0
      And "strike" is on top of B's deck
      And the ruling cites "C 9-4 ii"

    @clause:C-9-4 @card:NA-20-kanawe-O-S-3
    Scenario: Better Part of Valor (NA-20-kanawe-O-S-3) does not nullify a trump's attack
      Given B has the unused trump "bolt"
      When B uses "bolt"
      And A reacts with "Better Part of Valor"
      Then B has life 9
      And A must decide damage
