Feature: C 10-17 Returning a trump to unused
  "Return it to unused" moves the card the effect names to its holder's trump zone, in the unused
  state (C 10-17) — face down there, and usable again (C 7-1-11). It is the holder's trump zone
  wherever the card was, whoever the effect belongs to (C 7-2). Test cards write
  "return_to_unused" for this card, or "return_to_unused <zone>" for a used trump chosen there.

  Background:
    Given the test cards:
      | id     | type        | category | range | damage | cost | charge |
      | revive | action      |          |       |        |      |        |
      | blast  | attack      | trump    | 3-5   | -/1    | 0    |        |
      | ward   | action      | trump    |       |        | 0    |        |
      | fresh  | action      | trump    |       |        | 0    |        |
      | shrine | enhancement | trump    |       |        | 0    | 1      |
    And "revive" has the effect "on_use: return_to_unused self.trumps"
    And "shrine" has the effect "on_destroy: return_to_unused"

  @clause:C-10-17
  Rule: the chosen used trump goes back to the trump zone, unused

    Background:
      Given a duel in A's main phase with a standard action
      And A holds revive in hand

    @clause:C-10-17
    Scenario: only the used trumps can be picked
      Given A has the used trump "blast"
      And A has the used trump "ward"
      And A has the unused trump "fresh"
      When A uses "revive"
      Then A must decide choose
      And the options are exactly choose blast, choose ward

    @clause:C-10-17
    Scenario: the picked trump becomes unused, the other stays used
      Given A has the used trump "blast"
      And A has the used trump "ward"
      When A uses "revive"
      And A chooses "blast"
      Then "A:blast" is an unused trump
      And "A:ward" is a used trump
      And the ruling cites "C 10-17"

    @clause:C-10-17
    Scenario: the returned trump can be used again
      Given A has the used trump "blast"
      And the distance is 4
      When A uses "revive"
      And A chooses "blast"
      Then the options include use blast

    @clause:C-10-17
    Scenario: with no used trump nothing is asked and nothing moves
      Given A has the unused trump "fresh"
      When A uses "revive"
      Then "A:fresh" is an unused trump
      And "revive" is in A's discard pile

    @clause:C-10-17
    Scenario: with real cards, Windbeast Reincarnation returns the used trump its user picks to the trump zone, unused
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Windbeast Reincarnation" (NA-12-raira-O-S-3-Ex2)
      And A has the used trump "Tsukikage Crush" (NA-01-yurina-O-S-1)
      And A has the used trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has flare 1
      When A uses "Windbeast Reincarnation"
      Then A must decide choose
      When A chooses "Ukifune Serene"
      Then "Ukifune Serene" is an unused trump
      And "Tsukikage Crush" is a used trump

  @clause:C-10-17
  Rule: the card goes to its holder's trump zone

    @clause:C-10-17
    Scenario: B's trump enhancement destroyed in A's enhancement zone returns unused to B's trump zone
      Given a duel at the start of turn 3 with A active
      And A has "B:shrine" deployed with 1 crystal
      When the position is submitted
      Then "B:shrine" is an unused trump
      And A has 0 cards in enhancement zone
