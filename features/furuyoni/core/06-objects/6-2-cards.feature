Feature: C 6-2 Cards as objects
  A card carries information (C 6-2-1). Among it: its type, one of Attack, Action, Enhancement or
  Undefined, where a card of the Undefined type has no procedure by which it could be used, so it
  cannot be used at all (C 6-2-1-5); its text, whose effects are ordered top to bottom, so that
  several effects of one class resolve in that order and all of them are resolved (C 6-2-1-7); an
  Enhancement's charge, an integer never below 0 (C 6-2-1-11); and a trump's cost, an integer never
  below 0 which is a cost, paid as such when the trump is used (C 6-2-1-12, 9-3).

  @clause:C-6-2-1-5
  Rule: a card of the Undefined type cannot be used

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id     | type      | category | subtype  | range | damage | cost |
        | blank  | undefined | normal   |          |       |        |      |
        | hollow | undefined | normal   | reaction |       |        |      |
        | relic  | undefined | trump    |          |       |        | 0    |
        | cut    | attack    | normal   |          | 4     | -/1    |      |
        | parry  | action    | normal   | reaction |       |        |      |

    @clause:C-6-2-1-5
    Scenario: using an Undefined-type card from hand is illegal
      Given A holds blank in hand
      When A tries to use "blank"
      Then the action is illegal citing "C 6-2-1-5"
      And "blank" is in A's hand

    @clause:C-6-2-1-5
    Scenario: an Undefined-type card is not offered among the legal actions, a typed card is
      Given A holds blank, cut in hand
      When the position is submitted
      Then the options include use cut
      And the options do not include use blank

    @clause:C-6-2-1-5
    Scenario: an Undefined-type trump cannot be used even at no cost
      Given A has the unused trump "relic"
      When A tries to use "relic"
      Then the action is illegal citing "C 6-2-1-5"
      And "relic" is an unused trump

    @clause:C-6-2-1-5
    Scenario: an Undefined-type card with the Reaction subtype cannot answer an attack
      Given B holds hollow, parry in hand
      And A holds cut in hand
      When A uses "cut"
      Then B must decide reaction
      And the options include decline, use parry
      And the options do not include use hollow
      When B tries to react with "hollow"
      Then the action is illegal citing "C 6-2-1-5"

    @clause:C-6-2-1-5
    Scenario: with real cards, Dupligear, of the Undefined type while it copies nothing, cannot be used from hand
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And A has "Dupligear" (NA-10-kururu-O-S-3-Ex1), "Slash" (NA-01-yurina-O-N-1) in hand
      When the position is submitted
      Then the options include use Slash
      And the options do not include use Dupligear
      When A tries to use "Dupligear"
      Then the action is illegal citing "C 6-2-1-5"
      And "Dupligear" is in A's hand

  @clause:C-6-2-1-7
  Rule: effects of one class resolve in printed order, top to bottom

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id    | type        | range | damage | charge |
        | flow  | action      |       |        |        |
        | ebb   | action      |       |        |        |
        | hook  | attack      | 4     | -/1    |        |
        | vow   | enhancement |       |        | 1      |

    @clause:C-6-2-1-7
    Scenario: on-use effects resolve top first (gather, then spend)
      Given "flow" has the effect "on_use: move dust -> self.aura 2"
      And "flow" has the effect "on_use: move self.aura -> self.flare 2"
      And A has aura 4, flare 0
      And the dust is 2
      And A holds flow in hand
      When A uses "flow"
      Then A has aura 3, flare 2
      And the dust is 1

    @clause:C-6-2-1-7
    Scenario: the same two effects printed the other way round give another result
      Given "ebb" has the effect "on_use: move self.aura -> self.flare 2"
      And "ebb" has the effect "on_use: move dust -> self.aura 2"
      And A has aura 4, flare 0
      And the dust is 2
      And A holds ebb in hand
      When A uses "ebb"
      Then A has aura 4, flare 2
      And the dust is 0

    @clause:C-6-2-1-7
    Scenario: after-attack effects resolve top first
      Given "hook" has the effect "after_attack: move dust -> self.aura 2"
      And "hook" has the effect "after_attack: move self.aura -> self.flare 2"
      And A has aura 4, flare 0
      And the dust is 2
      And A holds hook in hand
      When A uses "hook"
      Then B has life 9
      And A has aura 3, flare 2
      And the dust is 1

    @clause:C-6-2-1-7
    Scenario: on-deploy effects resolve top first
      Given "vow" has the effect "on_deploy: move self.aura -> self.flare 2"
      And "vow" has the effect "on_deploy: move self.flare -> dust 1"
      And A has aura 5, flare 0
      And the dust is 0
      And A holds vow in hand
      When A uses "vow"
      Then "vow" has 1 crystal
      And A has aura 2, flare 1
      And the dust is 1

    @clause:C-6-2-1-7
    Scenario: with real cards, Backstep's draw, printed first, resolves (with its fatigue) before its arrow
      Given a duel in A's main phase with a standard action
      And A has "Backstep" (NA-03-himika-O-N-5) in hand
      And A has aura 1, life 10
      And the dust is 1
      And the distance is 4
      When A uses "Backstep"
      Then A must decide damage
      And the distance is 4
      When A takes the damage on aura
      Then the distance is 5

  @clause:C-6-2-1-7
  Rule: all effects of the class finish even if the card changes state while they resolve

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4
      And the test cards:
        | id     | type   | range | damage |
        | recall | action |       |        |
        | hook   | attack | 4     | -/1    |
        | leaf   | action |       |        |
      And "recall" has the effect "on_use: return_to_hand"
      And "recall" has the effect "on_use: draw self 1"
      And "hook" has the effect "after_attack: return_to_hand"
      And "hook" has the effect "after_attack: draw self 1"
      And A's deck is leaf from the top

    @clause:C-6-2-1-7 @clause:C-9-2-2
    Scenario: an action that returns itself to hand first still draws with its second effect
      Given A holds recall in hand
      When A uses "recall"
      Then "recall" is in A's hand
      And "leaf" is in A's hand
      And A has 0 cards in deck
      And A has 0 cards in discard pile

    @clause:C-6-2-1-7 @clause:C-9-2-1
    Scenario: an attack card back in hand after its first after-attack effect still draws with the second
      Given A holds hook in hand
      When A uses "hook"
      Then B has life 9
      And "hook" is in A's hand
      And "leaf" is in A's hand
      And A has 0 cards in discard pile

  @clause:C-6-2-1-11
  Rule: an Enhancement's charge is an integer of 0 or more

    Background:
      Given a duel in A's main phase with a standard action

    @clause:C-6-2-1-11
    Scenario: a charge of 0 takes no crystal, so the enhancement is destroyed on arrival
      Given the test cards:
        | id   | type        | charge |
        | husk | enhancement | 0      |
      And A has aura 3
      And the dust is 2
      And A holds husk in hand
      When A uses "husk"
      Then A has aura 3
      And the dust is 2
      And "husk" is in A's discard pile

    @clause:C-6-2-1-11
    Scenario: an Enhancement printed with a negative charge is refused as a position
      Given the test cards:
        | id   | type        | charge |
        | sink | enhancement | -1     |
      And A holds sink in hand
      When the position is submitted
      Then the position is refused citing "C 6-2-1-11"

    @clause:C-6-2-1-11
    Scenario: with real cards, Reflecta, printed with no charge, takes no crystal and is destroyed on arrival
      Given A has "Reflecta" (NA-10-kururu-O-N-7) in hand
      And A has aura 3
      And the dust is 2
      When A uses "Reflecta"
      Then A has aura 3
      And the dust is 2
      And "Reflecta" is in A's discard pile

  @clause:C-6-2-1-12
  Rule: a trump's cost is an integer of 0 or more, and it is a cost

    Background:
      Given a duel in A's main phase with a standard action
      And the distance is 4

    @clause:C-6-2-1-12
    Scenario: a trump of cost 0 is used with an empty flare
      Given the test cards:
        | id    | type   | category | range | damage | cost |
        | free  | attack | trump    | 4     | -/1    | 0    |
      And A has the unused trump "free"
      And A has flare 0
      When A uses "free"
      Then B has life 9
      And A has flare 0
      And "free" is a used trump

    @clause:C-6-2-1-12
    Scenario: the cost moves from the user's flare to the dust when the trump is used
      Given the test cards:
        | id    | type   | category | range | damage | cost |
        | blade | attack | trump    | 4     | -/1    | 2    |
      And A has the unused trump "blade"
      And A has flare 3
      When A uses "blade"
      Then A has flare 1
      And the dust is 2
      And the ruling cites "C 9-3-1"

    @clause:C-6-2-1-12
    Scenario: a trump printed with a negative cost is refused as a position
      Given the test cards:
        | id    | type   | category | range | damage | cost |
        | debt  | attack | trump    | 4     | -/1    | -1   |
      And A has the unused trump "debt"
      When the position is submitted
      Then the position is refused citing "C 6-2-1-12"

    @clause:C-6-2-1-12
    Scenario: with real cards, Red Bullet, of cost 0, is used with an empty flare
      Given the distance is 5
      And A has the unused trump "Red Bullet" (NA-03-himika-O-S-1)
      And A has flare 0
      And B has aura 0, life 10
      When A uses "Red Bullet"
      Then B has life 9
      And A has flare 0
      And "Red Bullet" is a used trump

    @clause:C-6-2-1-12
    Scenario: with real cards, Eternal Migrant's cost of 2 moves from the user's flare to the dust
      Given A has the unused trump "Eternal Migrant" (NA-04-tokoyo-O-S-2)
      And A has flare 3
      And the dust is 0
      When A uses "Eternal Migrant"
      Then A has flare 1
      And the dust is 2
      And the ruling cites "C 9-3-1"
