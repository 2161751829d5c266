// The preset phrases players may send each other online (their words live in the i18n
// catalogues, "phrase.<id>"). No free text is ever sent between devices.
export const PHRASES = ["nice", "your_turn", "good_game", "thanks", "oops"];
