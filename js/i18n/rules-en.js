// The rules page in English (merged into the English catalog by i18n.js).
export const rulesEn = {
  "rules.open": "Rules",
  "rules.back": "Back to the game",
  "rules.title": "How to play Block dominoes",
  "rules.loading": "(the diagram appears once the engine is ready)",
  "rules.failed": "(the diagram needs the game engine, which could not start)",

  "rules.about.title": "The idea",
  "rules.about.1":
    "Block is the plainest of domino games: nobody ever draws a tile. You try to get rid of all your tiles, or to be stuck with the fewest pips when the line cannot grow any more. Points come only at the end of a round, from the pips left in the other hands.",
  "rules.about.2":
    "This page covers the classic game (individual Block, as Pagat gives it), which is the default, and then the options on the set-up screen. Every diagram is a position played by the game's own engine.",

  "rules.deal.title": "Tiles and the deal",
  "rules.deal.set":
    "The game uses a double-six set: 28 tiles from [0|0] to [6|6], each of them once. A tile is worth the pips on both its halves together, so [6|6] counts 12 and [0|0] nothing.",
  "rules.deal.players": "Two, three or four people play, and each keeps a score of their own.",
  "rules.deal.caption": "How many tiles each player gets, and the target of a match",
  "rules.deal.th.players": "Players",
  "rules.deal.th.hand": "Tiles each",
  "rules.deal.th.asleep": "Tiles left out",
  "rules.deal.th.target": "Target",
  "rules.deal.sleep":
    "All tiles are shuffled face down and dealt. Keep your own tiles out of sight. The tiles nobody was dealt stay face down and out of play for the whole round: nobody looks at them and nobody draws from them.",
  "rules.deal.lot":
    "A fair lot decides who opens the first round: every player picks one tile at random and the highest value wins. When several players tie for the highest, only they pick again, until one is left. The lot tiles go back before the deal.",
  "rules.deal.lead":
    "The opener may put down any tile from their hand; holding the highest double gives no right to open. Turns then go clockwise.",

  "rules.play.title": "Playing a tile",
  "rules.play.match":
    "On your turn, lay one tile at one of the two open ends of the line, with a half showing the same number as that end. The tile's other half becomes the new number at that end. A blank half only fits another blank: [0|0] is not a wild tile.",
  "rules.play.must":
    "If one of your tiles fits, you have to play. If none fits, you pass and draw nothing. Playing or passing ends your turn, and passing while you hold a tile that fits is not allowed.",
  "rules.play.noscore":
    "Laying a tile never scores, not even the first tile or the last one. All points are counted when the round is over.",
  "rules.play.markers":
    "In the diagrams, the dashed outlines with a plus show the two places where the next tile may go.",
  "rules.fig.lead-1-4": "[1|4] opens the line, so the next tile must show a 1 or a 4.",
  "rules.fig.double-1-1":
    "[1|1] goes on the 1. The double lies across the line, and the open numbers are still 1 and 4.",
  "rules.fig.double-6-6": "[6|6] goes on the 6 of [3|6]. The line carries on from the 3 or the 6, without any branch.",
  "rules.fig.lead-0-0": "An opening [0|0]: both ends are blank, so only a tile with a blank half can follow.",

  "rules.doubles.title": "Doubles stay in the line",
  "rules.doubles.1":
    "A double is laid crosswise, yet it never opens side branches, not even as the first tile. The line always has exactly two open ends; it may bend to fit the table, and it still has just two ends.",
  "rules.fig.double-4-4":
    "[4|4] goes on the 4 of [1|4]. It stays part of the line, and the other open end is still a 1.",
  "rules.fig.after-3-4": "[3|4] continues from the [4|4], so the open numbers are now 1 and 3.",
  "rules.fig.lead-2-2":
    "An opening [2|2] lies across the line. Play goes on from either side with a 2; there is no branch.",

  "rules.end.title": "The end of a round and the score",
  "rules.end.1":
    "A round stops at once when a player lays their last tile (a domino), or when nobody can play: the line is blocked. The game calls the block as soon as, after a play, no player holds a tile that fits either end.",
  "rules.end.2": "All hands are then shown, and each is counted: the pips on both halves of every tile left.",
  "rules.end.domino":
    "Domino: whoever went out wins the round and scores all the pips left in the other players' hands. An opponent left with only [0|0] does not tie with the empty hand, and if the opponents hold no pips at all the winner still wins the round, with 0 points.",
  "rules.end.blocked":
    "Blocked: the player with the lowest total, on their own, wins the round. They score the other players' totals added up, minus their own total taken once. When two or more players share the lowest total, nobody scores and the round has no winner.",
  "rules.end.raw":
    "Points are plain pips: never rounded, never divided by five, and nothing is ever taken away from anyone's score.",
  "rules.fig.blocked-3-7-8": "A blocked round of three players, left with 3, 7 and 8 pips.",
  "rules.fig.blocked-3-3-8": "A blocked round where two players share the lowest total: 3, 3 and 8 pips.",
  "rules.fig.domino-0-0-and-8": "A domino: one opponent keeps only [0|0], the other 8 pips.",

  "rules.match.title": "The next round and the match",
  "rules.match.next":
    "After each round the first turn moves one seat clockwise from the previous opener, whoever won the round, and also after a tied block. If the match goes on, all 28 tiles are shuffled and dealt again.",
  "rules.match.target":
    "The target is looked at only when a round has been scored in full: 100 points with two players, 61 with three or four. Once someone has reached it, the match is over and the highest score wins; points beyond the target are kept. When two or more players share the highest score, the match is a draw.",
  "rules.match.example":
    "For example, three players stand at 58, 40 and 20, and the first one goes out and collects 9: 67 wins the match, and all 67 points stay on the board.",

  "rules.options.title": "Options",
  "rules.options.intro":
    "The set-up screen offers four games. Options combine where that makes sense; a combination that does not (partners with two players) is refused with an explanation.",
  "rules.options.classic": "Classic match: the rules above.",
  "rules.options.quick":
    "Quick game: a single round decides. The holder of the highest double opens with it; if nobody holds a double, the heaviest tile opens (between equal values, the tile with the higher half, so [1|6] comes before [2|5]). Going out wins; in a block the single lowest total wins, and a shared lowest total makes the game a draw. The round's points are still shown.",
  "rules.options.partnership":
    "Partnership: four players, partners facing each other (seats 1 and 3 against seats 2 and 4). All 28 tiles are dealt, seven each, and the score is kept per team. After a domino, the team of the player who went out scores the pips of both opponents. In a block each team adds up its two hands, and the team with the lower total scores the difference; equal totals score nothing. The target is 100.",
  "rules.options.draw":
    "Draw game: the tiles not dealt form a face-down boneyard. When you cannot play, you draw one tile at a time until one fits, and then you must play it, or until the boneyard is empty. You may pass only when nothing fits and the boneyard is empty. Only the player who draws a tile sees it.",
  "rules.options.target":
    "Target: any whole number from 1 to 1000 can stand in for the usual 100 or 61, for instance 121 for a full cribbage board.",

  "rules.keys.title": "Keyboard and screen readers",
  "rules.keys.1":
    "Tab takes you to your tiles, and the arrow keys move between them. Enter picks a tile and moves to the places where it fits; the arrow keys choose a place and Enter plays there. Escape takes you back to your tiles.",
  "rules.keys.2":
    "P passes, D draws from the boneyard, H asks for a hint, L moves to the list of moves, T returns to your tiles and B reads out the line of tiles.",
  "rules.keys.3": "Screen readers announce every play, pass, draw and round result as it happens.",
};
