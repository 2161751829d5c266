// The buttons that let a computer play for a friend who has gone, one per seat: the same
// at the table (table-bar.js) and in the round's summary (round-summary.js).
import { setText } from "../page/bidi.js";

/**
 * @param {{seat: number, name: string}[]} seats the friends whose device has gone
 * @param {import("../i18n/i18n.js").Translate} t
 * @param {(seat: number) => void} standIn
 * @returns {HTMLButtonElement[]}
 */
export const standInButtons = (seats, t, standIn) =>
  seats.map(({ seat, name }) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "subtle-button";
    button.dataset.seat = String(seat);
    setText(button, t("online.stand.in", { name }));
    button.addEventListener("click", () => standIn(seat));
    return button;
  });
