// Which side a seat plays for: the seat itself, or its team in partnership (the engine's
// `teams`, `[[0, 2], [1, 3]]`). Scores, a round's winner and a match's are the engine's
// per side; the seat chips and the sound ask this one helper whose side a seat is on.

/**
 * The side `seat` plays for: its own index, or its team's in partnership.
 * @param {number[][] | null} teams the view's `teams`
 * @param {number} seat
 * @returns {number}
 */
export const sideOf = (teams, seat) => (teams ? teams.findIndex((team) => team.includes(seat)) : seat);

/**
 * Whether two different seats play for the same team (only in partnership).
 * @param {number[][] | null} teams
 * @param {number} a
 * @param {number} b
 */
export const arePartners = (teams, a, b) => teams !== null && a !== b && sideOf(teams, a) === sideOf(teams, b);
