@goddess:raira
Feature: A 10-3-1-1 and A 10-4 The charged state (帯電) and Raira's rule effects
  A card of a goddess other than Raira that the player harboring Raira uses becomes charged. The state
  holds only in that player's in-use, discard, enhancement and trump zones: moving elsewhere, a trump
  returning to unused, or a move between two players' zones releases it, raising nothing. The player may
  release it by a rule effect at three moments, each release raising the wind or the thunder gauge by 1:
  as the card comes into in-use (that card only, by the state rules), just before a reshuffle she chose,
  and as a standard action of her main phase.

  Background:
    Given a duel in A's main phase with a standard action
    And the distance is 3
    And B has aura 5, life 10

  @clause:A-10-3-1-1 @clause:A-10-4
  Scenario: another goddess's card used by Raira's player becomes charged, and she may release it at once
    Given A harbors Raira with wind 0 and thunder 0
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    And B takes the damage on aura
    Then A must decide may
    When A accepts
    And A chooses "thunder"
    Then A's gauges are wind 0 and thunder 1
    And A's "Slash" is not charged

  @clause:A-10-3-1-1 @clause:A-10-4
  Scenario: kept charged, the card stays charged in the discard pile
    Given A harbors Raira with wind 0 and thunder 0
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    And B takes the damage on aura
    And A declines
    Then "Slash" is in A's discard pile
    And A's "Slash" is charged
    And A's gauges are wind 0 and thunder 0

  @clause:A-10-3-1-1
  Scenario: Raira's own cards do not become charged
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 2
    And A has "Bestial Claw" (NA-12-raira-O-N-1) in hand
    When A uses "Bestial Claw"
    And B takes the damage on aura
    Then "Bestial Claw" is in A's discard pile
    And A's "Bestial Claw" is not charged
    And A must decide main_action

  @clause:A-10-3-1-1
  Scenario: a player who does not harbor Raira charges nothing
    Given A harbors "yurina" and "saine"
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Slash"
    And B takes the damage on aura
    Then A's "Slash" is not charged

  @clause:A-10-3-1-1
  Scenario: a charged card leaving for the deck is released, raising nothing
    Given A harbors Raira with wind 0 and thunder 0
    And the distance is 2
    And A has "Claw of Regrowth" (NA-12-raira-O-N-3) in hand
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A's "Slash" is charged
    When A uses "Claw of Regrowth"
    And B takes the damage on aura
    And A chooses "Slash"
    Then "Slash" is on top of A's deck
    And A's "Slash" is not charged
    And A's gauges are wind 0 and thunder 0

  @clause:A-10-3-1-1
  Scenario: a charged card outside the zones where the state holds is refused
    Given A harbors Raira with wind 0 and thunder 0
    And A has "Slash" (NA-01-yurina-O-N-1) in hand
    And A's "Slash" is charged
    When the position is submitted
    Then the position is refused citing "A 10-3-1-1"

  @clause:A-10-3-1-1
  Scenario: a charged unused trump is refused: returning to unused releases the state
    Given A harbors Raira and "yukihi" with wind 0 and thunder 0
    And A has the unused trump "Gentle Snow" (NA-06-yukihi-O-S-1)
    And A's "Gentle Snow" is charged
    When the position is submitted
    Then the position is refused citing "A 10-3-1-1"

  @clause:A-10-3-1-1 @clause:A-4-3 @card:NA-06-yukihi-O-S-1
  Scenario: the rules' example: charged Gentle Snow returns to unused as the umbrella turns and is released
    Given A harbors Raira and "yukihi" with wind 0 and thunder 0
    And A's umbrella is open
    And A has the used trump "Gentle Snow" (NA-06-yukihi-O-S-1)
    And A's "Gentle Snow" is charged
    And A has "Wield" (NA-06-yukihi-O-N-5) in hand
    When A uses "Wield"
    Then "Gentle Snow" is an unused trump
    And A's "Gentle Snow" is not charged
    And A's gauges are wind 0 and thunder 0

  @clause:A-10-3-1-1 @card:NA-07-shinra-O-N-4
  Scenario: the rules' example: the opponent's attack card used by Replicate is released returning to its holder
    Given A harbors Raira and "shinra" with wind 0 and thunder 0
    And A's stratagem is set to divine
    And A has "Replicate" (NA-07-shinra-O-N-4) in hand
    And B has "Slash" (NA-01-yurina-O-N-1) in hand
    When A uses "Replicate"
    And A uses "B:Slash"
    And B takes the damage on aura
    Then A's "B:Slash" is charged
    When A resolves "B:Slash#charged" first
    And A declines
    And A declines
    Then "Slash" is in B's discard pile
    And B's "Slash" is not charged
    And A's gauges are wind 0 and thunder 0

  @clause:A-10-4
  Scenario: releasing a charged card is a standard action of the main phase
    Given A harbors Raira with wind 2 and thunder 0
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A's "Slash" is charged
    When A releases the charged "Slash"
    And A chooses "wind"
    Then A's gauges are wind 3 and thunder 0
    And A's "Slash" is not charged
    And A must decide main_action

  @clause:A-10-4
  Scenario: a full-power action offers no release
    Given a duel in A's main phase with a full-power action
    And A harbors Raira with wind 2 and thunder 0
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A's "Slash" is charged
    When A tries to release the charged "Slash"
    Then the action is illegal citing "C 8-2-2"

  @clause:A-10-4 @clause:C-8-1-3
  Scenario: just before the reshuffle she chose, Raira's player may release her charged cards
    Given a duel at the start of turn 3 with A active
    And A harbors Raira with wind 0 and thunder 0
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1), "Brandish" (NA-01-yurina-O-N-2)
    And A's "Slash" is charged
    And A's "Brandish" is charged
    And A's deck is "Hilt Strike" (NA-01-yurina-O-N-3), "Art of Drawing" (NA-01-yurina-O-N-4) from the top
    When A reshuffles
    And A chooses "Slash"
    And A chooses "wind"
    And A chooses "Brandish"
    And A chooses "thunder"
    Then A's gauges are wind 1 and thunder 1
    And A's "Slash" is not charged
    And A's "Brandish" is not charged
    And A has 2 cards in hand

  @clause:A-10-4 @clause:C-9-7
  Scenario: a charged card going into the deck by the reshuffle is released, raising nothing
    Given a duel at the start of turn 3 with A active
    And A harbors Raira with wind 0 and thunder 0
    And A's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And A's "Slash" is charged
    And A's deck is "Hilt Strike" (NA-01-yurina-O-N-3), "Art of Drawing" (NA-01-yurina-O-N-4) from the top
    When A reshuffles
    And A declines
    Then A's "Slash" is not charged
    And A's gauges are wind 0 and thunder 0

  @clause:A-10-3-1-1 @clause:C-10-9 @card:NA-07-shinra-O-S-1
  Scenario: a charged card sealed by the opponent is released, raising nothing
    Given A has the unused trump "Shake the Mind" (NA-07-shinra-O-S-1)
    And A has flare 2
    And B harbors Raira with wind 0 and thunder 0
    And B's discard pile holds "Slash" (NA-01-yurina-O-N-1)
    And B's "Slash" is charged
    When A uses "Shake the Mind"
    And A chooses "B:Slash"
    Then "B:NA-01-yurina-O-N-1" is sealed under "Shake the Mind"
    And B's "Slash" is not charged
    And B's gauges are wind 0 and thunder 0
