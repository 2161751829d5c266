// A Replay or a Review button on a round's row of a score sheet: the same on the round
// summary's sheet and on the replay screen's, named with the round for a screen reader.

/** The words of each kind of button (the catalogues' keys, written out in full). */
const WORDS = {
  replay: { text: "replay.open", label: "replay.open.round" },
  review: { text: "review.open", label: "review.open.round" },
};

/**
 * @param {import("../i18n/i18n.js").Translate} t
 * @param {"replay" | "review"} kind
 * @param {number} round
 * @param {(event: Event) => void} onClick
 */
export function rowButton(t, kind, round, onClick) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `subtle-button sheet-${kind}`;
  button.dataset.round = String(round);
  button.textContent = t(WORDS[kind].text);
  button.setAttribute("aria-label", t(WORDS[kind].label, { n: round }));
  button.addEventListener("click", onClick);
  return button;
}
