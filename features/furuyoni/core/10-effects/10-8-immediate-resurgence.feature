Feature: C 10-8 即再起 (immediate resurgence)
  Immediate resurgence is a while-used effect that only trumps have: as soon as the condition
  written after it is met, the trump becomes unused again (C 10-8), back in its holder's trump zone
  (C 10-17) — in any phase, in either player's turn, in the middle of an attack. Test cards write
  it "while_used: immediate_resurgence if <condition>".
  Our reading for a condition written as a state: like every while-used effect with a condition,
  it is looked at by the state rules (C 5-5-6, 9-1-1-8), so a trump that becomes used while its
  condition already holds returns at once. The printed conditions of real cards are mostly changes
  ("your life becomes 3 or less"): test cards write those "immediate_resurgence becomes <condition>",
  met only when the condition comes to hold while the trump is used.

  Background:
    Given the test cards:
      | id     | type   | category | cost | range | damage |
      | ember  | action | trump    | 0    |       |        |
      | cinder | action | trump    | 0    |       |        |
      | cleave | attack |          |      | 3-5   | -/2    |
    And "ember" has the effect "on_use: gain_concentration self 1"
    And "ember" has the effect "while_used: immediate_resurgence if self.life <= 3"
    And "cinder" has the effect "on_use: gain_concentration self 1"
    And "cinder" has the effect "while_used: immediate_resurgence becomes self.life <= 3"

  @clause:C-10-8
  Rule: the trump becomes unused as soon as its condition is met

    Background:
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has the used trump "ember"
      And A has aura 0
      And B holds cleave in hand

    @clause:C-10-8
    Scenario: the opponent's attack takes the holder's life to 3, and the trump returns during that turn
      Given A has life 5
      When B uses "cleave"
      Then A has life 3
      And "A:ember" is an unused trump
      And the ruling cites "C 10-8"

    @clause:C-10-8
    Scenario: with the life left at 4 the trump stays used
      Given A has life 6
      When B uses "cleave"
      Then A has life 4
      And "A:ember" is a used trump
      And the ruling does not cite "C 10-8"

  @clause:C-10-8
  Rule: a trump used while its condition holds returns as soon as it is used

    @clause:C-10-8
    Scenario: the trump used at life 3 is unused again once its use is over
      Given a duel in A's main phase with a standard action
      And A has life 3, concentration 0
      And A has the unused trump "ember"
      When A uses "ember"
      Then A has concentration 1
      And "A:ember" is an unused trump

  @clause:C-10-8
  Rule: a condition written as a change is met only when it comes to hold while the trump is used

    @clause:C-10-8
    Scenario: the trump used at life 3 stays used, its condition having been met before
      Given a duel in A's main phase with a standard action
      And A has life 3, concentration 0
      And A has the unused trump "cinder"
      When A uses "cinder"
      Then A has concentration 1
      And "A:cinder" is a used trump

    @clause:C-10-8
    Scenario: the life dropping to 3 while the trump is used brings it back
      Given a duel in B's main phase with a standard action
      And the distance is 4
      And A has the used trump "cinder"
      And A has aura 0, life 5
      And B holds cleave in hand
      When B uses "cleave"
      Then A has life 3
      And "A:cinder" is an unused trump

    @clause:C-10-8
    Scenario: with real cards, Ukifune Serene used at life 3 stays used: its condition was met before it was used
      Given a duel in A's main phase with a standard action
      And A has the unused trump "Ukifune Serene" (NA-01-yurina-O-S-3)
      And A has life 3, flare 2
      When A uses "Ukifune Serene"
      Then "Ukifune Serene" is a used trump
