# Aqua Romana's own sentences: its options (buttons, menus), events, refusals and questions
# (rules/aqua_romana), the table's words (cogs/aqua_romana/adapter.py) and the terminal's board
# description. Each English entry is the engine's English word for word (tests/i18n).

## Nouns inside sentences

aqua-w-the-builder = the { $kind ->
    [C] curve
    [S] straight
    [B] bridge
    [D] double curve
   *[J] joker
} builder
aqua-w-a-builder = a { $kind ->
    [C] curve
    [S] straight
    [B] bridge
    [D] double curve
   *[J] joker
} builder
aqua-w-workman = { $colour }{ $number }
aqua-w-channel = { $start }-{ $to }
aqua-w-channels = { $first } + { $second }
aqua-w-tile = { $type } ({ $shape })
aqua-w-above = top, above { $column }
aqua-w-below = bottom, below { $column }
aqua-w-beside = { $side ->
    [right] right
   *[left] left
}, beside row { $row }

## Options

aqua-w-pick = { $verb ->
    [setup] Set up
   *[place] Place
} { $builder } on the { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
}
aqua-w-at = Put { $builder } on { $square } ({ $where })
aqua-w-use = Use { $builder } on { $square } ({ $where })
aqua-w-move = Move { $builder } from { $square } ({ $where }) to { $to }
aqua-w-column = Extra tile in column { $column }
aqua-w-square = Extra tile on { $square }
aqua-w-lay = Lay a { $tile } on { $square }
aqua-w-extend = Extend { $workman }'s aqueduct ({ $length } long, { $length ->
    [0] at the reservoir
   *[other] at { $square }
}, facing { $facing })
aqua-w-help = No move of your own: build on { $workman }'s aqueduct ({ $length } long)
aqua-w-water = { $kind ->
    [C] Curve
    [S] Straight
    [B] Bridge
   *[D] Double curve
}, water { $flow ->
    [on] flows on
   *[turns] turns
} { $to ->
    [north] north
    [east] east
    [south] south
   *[west] west
}{ $kind ->
    [D] {" "}(second curve { $second })
   *[other] {""}
}
aqua-w-tile-option = { $water }: { $length } long, { $closed ->
    [yes] closed
   *[no] open
}
aqua-w-close = Close { $workman }'s aqueduct now ({ $length } long)
aqua-w-claim = Take { $builder } from the reserve
aqua-w-keep = Close no aqueduct

## Events (after the player's name, or whole sentences)

aqua-ev-put = put { $builder } on { $square }
aqua-ev-moved = { $stuck ->
    [yes] could not build and moved
   *[no] moved
} { $builder } from { $start } to { $to }
aqua-ev-fountain-tile = laid the fountain tile, a { $tile }, on { $square }
aqua-ev-laid = laid a { $tile } on { $square } for { $workman }
aqua-ev-passed-fountain = The builder passed a fountain: an extra tile is laid.
aqua-ev-closed = closed { $workman }'s aqueduct voluntarily
aqua-ev-closed-by-tile = { $workman }'s aqueduct is closed by the tile on { $square }
aqua-ev-grew-closed = { $workman }'s aqueduct grew to { $length } and is closed
aqua-ev-grew = { $workman }'s aqueduct grew to { $length }, now facing { $facing }
aqua-ev-scores = { $podium ->
    [0] scores 0: { $workman } (aqueduct of { $length }) finds no podium with room
   *[other] scores { $podium }: { $workman } (aqueduct of { $length }) goes to podium { $podium }
}
aqua-ev-took = took { $builder } from the reserve
aqua-ev-sits-out = has no workman on the board and sits the turn out
aqua-ev-game-over = The game is over: the open aqueducts are scored.
aqua-ev-bonus = gets the +{ $points } bonus for { $workman }

## What each step asks (inside a sentence: "Now Ann must …")

aqua-ask-setup = choose a builder type and a side of the pathway to set it up
aqua-ask-setup-square = choose the pathway square for the builder
aqua-ask-place = place the reserve builder you took
aqua-ask-place-square = choose the pathway square for the reserve builder
aqua-ask-workman = choose the workman whose aqueduct to extend
aqua-ask-builder = choose a builder in the workman's line of sight
aqua-ask-tile = choose the tile and its orientation
aqua-ask-move = nobody can build: choose a builder to move on
aqua-ask-fountain-column = the builder passed a fountain: choose the column for the extra tile
aqua-ask-fountain-square = choose the square for the extra tile
aqua-ask-fountain-tile = choose the extra tile and its orientation
aqua-ask-close = you may close one of your open aqueducts
aqua-ask-claim = take a builder from the reserve

## Refusals

aqua-no-over = The game is over.
aqua-no-step = Now { $seat } must { $ask }; '{ $action }' is not such a choice.
aqua-no-type = '{ $kind }' is not a builder type (C, S, B, D or J).
aqua-no-joker-setup = The joker starts in the reserve; it is not set up on the pathway.
aqua-no-setup-done = Every { $type } builder for the pathway is already placed.
aqua-no-held = You hold no { $type } builder from the reserve.
aqua-no-side = '{ $side }' is not a side of the pathway (top, right, bottom, left).
aqua-no-side-full = The { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} side of the pathway has no free square.
aqua-no-pathway-square = '{ $arg }' is not a pathway square (P0 to P37).
aqua-no-square-taken = { $square } already holds a { $type } builder.
aqua-no-other-side = { $square } is not on the { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} side you chose.
aqua-no-workman = There is no workman called '{ $arg }'.
aqua-no-closed = { $workman }'s aqueduct is already closed.
aqua-no-own-first = You must extend one of your own aqueducts while one of them can be extended.
aqua-no-sight = No builder stands in { $workman }'s line of sight.
aqua-no-fit = No tile offered by a builder in { $workman }'s sight fits in front of him.
aqua-no-builder = There is no builder on '{ $arg }'.
aqua-no-not-seen = { $square } is not in { $workman }'s line of sight (he sees { $seen }).
aqua-no-builder-fit = No tile offered by the builder on { $square } fits in front of { $workman }.
aqua-no-tile = '{ $arg }' is not a tile and orientation.
aqua-no-stock = No { $type } tiles are left.
aqua-no-offer = The { $builder } builder offers only { $type } tiles.
aqua-no-opening = That orientation has no opening toward { $workman }.
aqua-no-joins = That tile would join two aqueducts: no aqueduct may link two outlets.
aqua-no-tile-now = '{ $arg }' is not a legal tile now.
aqua-no-column = '{ $arg }' is not a column (A to K).
aqua-no-column-room = Column { $column } has no square where the extra tile may go.
aqua-no-square = '{ $arg }' is not a square.
aqua-no-in-column = { $square } is not in column { $column }.
aqua-no-empty = { $square } is not empty.
aqua-no-faced = An aqueduct end faces { $square }: the extra tile may neither extend nor touch an aqueduct.
aqua-no-extra-type = The extra tile must be a { $type } tile.
aqua-no-yours = '{ $arg }' is not one of your workmen.
aqua-no-open = { $workman }'s aqueduct is not open.
aqua-no-reserve = The reserve holds no { $type } builder.
aqua-no-action = '{ $action }' is not a legal action now.

## The board as text (tabula play aqua-romana)

aqua-d-key = Builders: C curve, S straight, B bridge, D double curve, J joker.
aqua-d-workmen = Workmen (open aqueducts; lower-case letter on the board = the square he faces):
aqua-d-workman = {"  "}{ $workman }{ $pad } ({ $seat }) at { $square }, facing { $facing }, { $length } long
aqua-d-podium = { $podium }: { $workmen }
aqua-d-then = { $first }; { $rest }
aqua-d-podiums = Podiums: { $podiums }
aqua-d-none-taken = none taken
aqua-d-empty = empty
aqua-d-stock = { $type } { $count }
aqua-d-reserve = Reserve: { $reserve }   Tiles left: { $stock }
aqua-d-held-seat = { $seat }: { $types }
aqua-d-held = To place before their turn: { $held }
aqua-d-scores = Scores: { $scores }
aqua-d-over = { $count ->
    [one] Game over. Winner: { $winners }
   *[other] Game over. A tie: { $winners } share the win
}
aqua-d-to-play = { $seat } to play ({ $current }'s turn): { $ask }.

## The table: buttons, questions, players' lines, the private summary

aqua-ui-over = The game is over.
aqua-ui-group-move = Nobody can build: move a builder…
aqua-ui-pick = { $kind ->
    [C] Curve
    [S] Straight
    [B] Bridge
    [D] Double curve
   *[J] Joker
} · { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} ({ $squares })
aqua-ui-at = { $square } ({ $where })
aqua-ui-column = Column { $column }
aqua-ui-square = Square { $square }
aqua-ui-types = { $types }
aqua-ui-colours = { $first }{ $joint ->
    [and] {" "}and{" "}
   *[slash] /
}{ $second }
aqua-ui-seen = { $type } { $square }
aqua-ui-sees = { $builders }
aqua-ui-no-builder = no builder
aqua-ui-a-tile = a { $kind ->
    [C] curve
    [S] straight
    [B] bridge
    [D] double curve
   *[J] joker
}
aqua-ui-any-tile = a tile of any type
aqua-ui-left = { $count } { $type }
aqua-ui-ask-setup = **{ $player }**: set up builder { $number } of 12. Choose its type and the side of the pathway (builders left: { $left }).
aqua-ui-ask-square = **{ $player }**: choose the square for { $builder } on the { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} side ({ $squares }, { $side ->
    [top] above the columns
    [bottom] below the columns
   *[other] beside the rows
}).
aqua-ui-ask-place = **{ $player }**: before your turn, place the reserve builder you took ({ $held }). Choose { $types ->
    [several] its type and
   *[one] the
} side of the pathway.
aqua-ui-ask-workman = **{ $player }**: choose the workman whose aqueduct you extend.
aqua-ui-ask-help = **{ $player }**: none of your workmen can build, so you must extend another player's aqueduct: choose the workman.
aqua-ui-ask-builder = **{ $player }**: { $workman }'s aqueduct is { $length } long and faces **{ $facing }** (ringed). Choose the builder whose tile you lay there (he sees: { $sees }).
aqua-ui-ask-tile = **{ $player }**: with { $builder } on { $square }, lay { $offer } on **{ $facing }** for { $workman }: choose how it turns the water (north is up).
aqua-ui-ask-move = **{ $player }**: no workman on the board can build. Choose a builder to move on to the next free pathway square (no fountain tile for this).
aqua-ui-fountain-column = choose its column
aqua-ui-fountain-square = choose its square in column { $column } (ringed)
aqua-ui-fountain-tile = choose how it lies on **{ $square }** (ringed)
aqua-ui-ask-fountain = **{ $player }**: the builder passed a fountain. Lay an extra tile, { $offer }, on a square no aqueduct end faces: { $ask }.
aqua-ui-ask-close = **{ $player }**: you closed none of your aqueducts this turn, so you may close one now (it is scored at once and earns a reserve builder), or close none.
aqua-ui-ask-claim = **{ $player }**: your aqueduct was closed: take a builder from the reserve (you place it before your next turn).
aqua-ui-ask-other = **{ $player }**, choose an action.
aqua-ui-none = none
aqua-ui-end = { $workman } { $length ->
    [0] {""}
   *[other] { $length } long{" "}
}→ { $facing }
aqua-ui-status = { $mark }**{ $player }** ({ $colours }): { $points ->
    [one] { $points } point
   *[other] { $points } points
} · open: { $open }{ $holds ->
    [yes] {" "}· to place: { $held }
   *[no] {""}
}
aqua-ui-summary = **Aqua Romana** — your summary, { $player } (you play { $colours }):
aqua-ui-points = Points so far: { $points }.
aqua-ui-open-line = { $workman }: open, { $length } long, { $length ->
    [0] at the reservoir
   *[other] at { $square }
}, facing { $facing }; sees { $sees }
aqua-ui-bullet = • { $line }
aqua-ui-closed-line = • { $workman }: closed at { $length } long, { $scored ->
    [podium] on podium { $podium }
    [none] no podium (0 points)
   *[later] to be scored
}
aqua-ui-to-place = Reserve builders to place before your turn: { $held }.
aqua-ui-your-move = It is your move.
# A tile and a voluntary close in one choice (cogs/aqua_romana/folds.py).
aqua-ui-water = { $kind ->
    [C] Curve
    [S] Straight
    [B] Bridge
   *[D] Double curve
}, water { $flow ->
    [on] flows on
   *[turns] turns
} { $to ->
    [north] north
    [east] east
    [south] south
   *[west] west
}
aqua-ui-may-close = The same click may also close one of your aqueducts (it is scored at once and earns a reserve builder): the options that say “close”.
aqua-ui-lay-close = { $water }; close { $workman } ({ $length } long)
aqua-ui-extra-close = { $kind ->
    [C] Curve
    [S] Straight
    [B] Bridge
   *[D] Double curve
} ({ $shape }); close { $workman } ({ $length } long)

## The rules summary and the legend of the board images (/aquaromana rules)

aqua-ui-rules =
    {""}**Aqua Romana** — build the longest aqueducts and put your workmen on the highest podiums.
    The board has squares **A1–K8**; around it runs a pathway of squares **P0–P37** with a **fountain** at each corner. Each player's workmen (shape + letter: red square R, yellow circle Y, green triangle G, blue diamond B) start at the outlets of his reservoir.
    {""}**Setup:** in turn, players put the 12 master builders (3 curve, 3 straight, 3 bridge, 3 double curve) on pathway squares.
    {""}**Your turn:**
    1. Place any reserve builders you took since your last turn.
    2. Choose one of your workmen that can build. He looks along his row and column and sees up to 4 builders; choose one and lay a tile of that builder's type (the joker: any type) on the square the workman faces (the arrow), turned so the water runs on. You must build if you can; if none of your workmen can, you build on another player's aqueduct.
    3. The builder walks clockwise to the next free pathway square. If he passes a fountain you lay an extra tile of his type anywhere no aqueduct end faces.
    4. An aqueduct is **closed** when its end faces the board edge, a tile with no opening, or a reservoir. If you closed none of your own this turn, you may close one voluntarily.
    5. A closed aqueduct scores its length (squares passed): its workman goes to that podium, or the next lower one with room (podiums 3 and 7 hold two). Each closed aqueduct earns its owner a builder from the reserve.
    A tile may never join two outlets.
    {""}**End:** after a whole round without a tile, or when no workman is left. Open aqueducts are then scored, and the three highest podiums earn +4, +3, +2. Most points wins; ties share it.

aqua-ui-legend =
    {""}**Reading the Aqua Romana board**
    • **A–K, 1–8**: the columns and rows of the squares; **P0–P37**: the pathway squares, clockwise from the top left; a blue circle in a corner is a **fountain**.
    • Builders on the pathway: **C** curve, **S** straight, **B** bridge, **D** double curve, **J** (star) the joker.
    • Workmen: **R** red square, **Y** yellow circle, **G** green triangle, **B** blue diamond; **R2** is red's workman 2, and the arrow points to the square his next tile goes on. A dark bar across an aqueduct's loose end: closed (by its owner, the board's edge or a tile), finished.
    • Ringed in magenta: what the decision is about (the square built on; while a builder is chosen, the workman's own square, from which he sees along his row and column, and the builders he sees).
    • **Podiums 1–20**: a workman there scored that many points; **x2**: podiums 3 and 7 hold two.
    • **"printed"**: the curves printed in the four corners of the board.
    • Scores: **"3 open"**: aqueducts still open; **"to place: bridge"**: a reserve builder taken, placed at the start of that player's next turn. In the image made for the chat, **red1→B3 (4)**: red1's next tile goes on B3, his aqueduct is 4 long so far (the rows of players whose workmen no button names write him **R1→B3 (4)**, as his badge on the board); **podiums 7+3**, at the end: where that player's workmen stand.
