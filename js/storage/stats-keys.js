// Which statistics row a seat counts for. A named seat counts under its name. An
// unnamed one counts under its default name's catalogue entry ("\0name.bot:2"), not
// under the words, so that "You" and "Ty" are one player whatever the language.
const DEFAULT = "\u0000";
const TYPED = "\u0000="; // a typed name that happens to start like a default one

/**
 * @param {{defaultName: (view: import("../types.js").View, seat: number) => [string, {n?: number}],
 *          t: import("../i18n/i18n.js").Translate,
 *          catalogs: Record<string, Record<string, unknown>>}} deps
 *   defaultName: an unnamed seat's default name as a catalogue key and its parameters
 */
export function createStatsKeys({ defaultName, t, catalogs }) {
  /**
   * The row a seat counts for.
   * @param {import("../types.js").View} view
   * @param {number} seat
   */
  function keyOf(view, seat) {
    const { name } = view.seats[seat];
    if (name) return name.startsWith(DEFAULT) ? TYPED + name : name;
    const [key, params] = defaultName(view, seat);
    return DEFAULT + key + (params.n ? `:${params.n}` : "");
  }

  /**
   * A row's key in words of the current language.
   * @param {string} rowKey
   */
  function labelOf(rowKey) {
    if (rowKey.startsWith(TYPED)) return rowKey.slice(TYPED.length);
    if (!rowKey.startsWith(DEFAULT)) return rowKey;
    const [key, n] = rowKey.slice(DEFAULT.length).split(":");
    return t(key, { n: Number(n) });
  }

  // Rows saved before these keys were kept under a default name's words, in any language.
  /** @type {Map<string, string>} */
  const oldRows = new Map();
  for (const catalog of Object.values(catalogs)) {
    /**
     * @param {string} key
     * @param {number} [n]
     */
    const words = (key, n) => String(catalog[key] ?? "").replace("{n}", String(n));
    oldRows.set(words("name.you"), `${DEFAULT}name.you`);
    for (let n = 1; n <= 4; n++) {
      for (const key of ["name.bot", "name.human"]) oldRows.set(words(key, n), `${DEFAULT}${key}:${n}`);
    }
  }
  oldRows.delete("");

  /**
   * The key a row saved under a default name's words now has, or null.
   * @param {string} rowKey
   */
  const keyOfOldRow = (rowKey) => oldRows.get(rowKey) ?? null;

  return { keyOf, labelOf, keyOfOldRow };
}
