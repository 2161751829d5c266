// The end-of-round panel: every hand revealed, pip totals, the points and their
// arithmetic (from the engine's result.terms), scores, and the match result.

/**
 * @param {{root: HTMLElement, renderer, describe, t: Function,
 *          onNext: Function, onNewMatch: Function}} deps
 */
export function createRoundSummary({ root, renderer, describe, t, onNext, onNewMatch }) {
  const $ = (id) => root.querySelector(`#${id}`);
  const nextButton = $("summary-next");
  const newButton = $("summary-new");
  nextButton.addEventListener("click", () => onNext());
  newButton.addEventListener("click", () => onNewMatch());

  function scoreText(view, index) {
    const score = view.scores[index];
    return view.target == null ? t("table.score.single", { score }) : t("table.score", { score, target: view.target });
  }

  function show(view) {
    const result = view.result;
    $("summary-title").textContent = t("summary.title", { n: view.round });
    $("summary-reason").textContent =
      result.reason === "domino" ? describe.about(view, result.went_out, "summary.domino") : t("summary.blocked");
    const outcome = $("summary-outcome");
    outcome.hidden = result.winner == null;
    outcome.textContent =
      result.winner == null
        ? ""
        : describe.aboutWinner(view, result.winner, "summary.points", { count: result.points });
    $("summary-arithmetic").textContent = result.winner == null ? t("summary.tie") : describe.arithmetic(result);

    const hands = $("summary-hands");
    hands.replaceChildren();
    result.hands.forEach((tiles, seat) => {
      const item = document.createElement("li");
      item.className = "summary-hand" + (result.went_out === seat ? " went-out" : "");
      const name = document.createElement("span");
      name.className = "summary-name";
      name.textContent = describe.seatName(view, seat);
      const row = document.createElement("span");
      row.className = "summary-tiles";
      if (tiles.length) renderer.renderTiles(row, tiles);
      else row.textContent = t("summary.empty");
      const total = document.createElement("span");
      total.className = "summary-total";
      total.textContent = t("summary.pips", { count: result.totals[seat] });
      item.append(name, row, total);
      hands.appendChild(item);
    });

    const scores = $("summary-scores");
    scores.replaceChildren();
    view.scores.forEach((_, index) => {
      const item = document.createElement("li");
      const name = view.teams ? describe.teamName(view, index) : describe.seatName(view, index);
      item.textContent = t("summary.score.line", { name, score: scoreText(view, index) });
      if (result.winner === index) item.className = "round-winner";
      scores.appendChild(item);
    });

    const match = view.match_result;
    const matchLine = $("summary-match");
    matchLine.hidden = !match;
    if (match) {
      matchLine.textContent =
        match.winner == null
          ? t("summary.match.draw")
          : describe.aboutWinner(
              view,
              match.winner,
              match.reason === "single" ? "summary.single.winner" : "summary.match.winner",
            );
    }
    nextButton.hidden = Boolean(match);
    newButton.hidden = !match;
    root.hidden = false;
    (match ? newButton : nextButton).focus();
  }

  function hide() {
    root.hidden = true;
  }

  return { show, hide };
}
