# Porta Nigra's rules summary and image legend (/portanigra rules), from
# shared/rules/porta_nigra.md.

porta-ui-rules =
    {""}**Porta Nigra** — build Roman Trier: **3 rounds with 2 players, 2 rounds with 3-4**.
    On your turn, **play one card** from your hand (in your DM or with the private "Play a card" button) and use as many of its icons as it shows torches, each once (a torch token adds one more):
    • **buy a brick** in the shop of the quarter where your master builder stands; he moves only clockwise, 1 sestertius per border crossed (the white shop is in every quarter);
    • **build** a section on a free site with exactly the bricks it needs (white stands in for any colour) and a Roman of yours on top: you score the site's VP, take the matching building card if it is on display, and every 3rd brick you have in that building pays its master builder reward;
    • **take sestertii**, a **torch** or an **influence** token.
    You may give up an action (or return a torch) for 1 sestertius. Influence buys one **honor card** per turn, Romans (1 each) and extra builds (2).
    {""}**Intermediate scoring**: after round 1 (and round 2 with 2 players), each player counts the bricks of their sections on the board, ×2 with 3-4 players (×1 with 2), and splits that number freely between VP and sestertii. The player with the fewest VP then picks the next start player.
    The game also ends early when the brick supply and market run dry or someone places a 15th section: that player gets 5 VP, everyone else has one more turn.
    {""}**Final scoring**: building card sets (1-4 different buildings: 2/6/12/20 VP), final honor cards, 1 VP per Roman, torch, influence, leftover brick and 3 sestertii, then majorities: each row of the Basilica and Amphitheater, the City Wall, and each Porta Nigra level 3-8. Most VP wins; ties share the win.

porta-ui-legend =
    {""}**Reading the Porta Nigra images**
    • **K B R Y W**: black, blue, red, yellow, white bricks. **"3 K"** on a site: it takes exactly 3 black; **"3-8 K"**: a Porta Nigra site of 3 to 8 black, scoring **"1/brick"** VP per brick.
    • **"×3"** by a shop: the bricks it holds. **"1B"** on a built site: its section, 1 blue brick high, with its owner's number; the VP below is what it scored.
    • **"12/6"** beside a row, **"Majority 20/10 VP"**: VP for the most / second most bricks there.
    • **"Levels 3:4/2 4:6/3 …"**: at each Porta Nigra level 3-8, the VP for the most / second most sections at least that high.
    • **"per 3 bricks: …"**: the master builder reward of that building.
    • **BA AM CW PN**: Basilica, Amphitheater, City Wall, Porta Nigra (building cards and quarters).
    • Honor cards: the circled number is the influence they cost. **"4 VP now"**; **"+2 Romans"**, **"+6 sestertii"**, **"+2 torches"**: taken at once; **"Build 1 section"**: an extra build now; **"PN +1 brick"**: a brick on one of your Porta Nigra sections; **"BA card"**: counts as a Basilica building card; **"30* 4 bld"**: 30 VP at the end, discarding 4 different building cards; **"42* −30"**, **"56* −42"**: 42 or 56 VP at the end, discarding your 30- or 42-VP card.
    • **I II III**: the rounds; the highlighted one is being played.
    • **P1 P2 P3 P4** (and the numbered discs): the players in turn order. **"walk here: 2 ses."**: what the master builder pays to walk to that quarter, clockwise (the arrows). **"reward at 3/6/9"**: each player's bricks in that building. **"leads"**: who holds each majority now (**"P1=P2"**: a tie; **"–"**: nobody).
    • Chat image: a free site: its id, the bricks it needs (a number, a block of their colour), its VP; on its colour when the player to move can build there now. A built one: its owner's disc, its height. Table: **infl.** influence, **Rom.** Romans; **built in (3/6/9)**: bricks in each building (rewards at 3, 6, 9); an honor chip: alike cards' ids, effect, (cost).
