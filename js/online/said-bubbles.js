// A preset phrase shows by its sender's seat for a few seconds, where the players look,
// besides its line in the move log (which the screen reader announces). The table redraws
// its seats after every move, so the bubbles are painted again after each redraw (`paint`).

const SHOWN_MS = 4_000;

/**
 * @param {{table: HTMLElement}} deps the table, whose seat chips carry `data-seat`
 */
export function createSaidBubbles({ table }) {
  /** @type {Map<number, {text: string, timer: ReturnType<typeof setTimeout>}>} */
  const said = new Map();

  function paint() {
    for (const old of table.querySelectorAll(".said-bubble")) old.remove();
    for (const [seat, { text }] of said) {
      const chip = table.querySelector(`.seat-chip[data-seat="${seat}"]`);
      if (!(chip instanceof HTMLElement)) continue;
      const bubble = document.createElement("span");
      bubble.className = "said-bubble";
      bubble.setAttribute("aria-hidden", "true"); // the log says it to the screen reader
      bubble.textContent = text;
      chip.append(bubble);
    }
  }

  return {
    /**
     * @param {number} seat
     * @param {string} text the phrase in this page's language
     */
    show(seat, text) {
      clearTimeout(said.get(seat)?.timer);
      const timer = setTimeout(() => {
        said.delete(seat);
        paint();
      }, SHOWN_MS);
      said.set(seat, { text, timer });
      paint();
    },
    paint,
  };
}
