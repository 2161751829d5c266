// A link that downloads a text kept on this device (a save or the statistics set
// aside, as they were stored): one object URL at a time, released when replaced.

/** @param {HTMLAnchorElement} anchor */
export function createDownloadLink(anchor) {
  /** @type {string | null} */
  let url = null;
  function release() {
    if (url) URL.revokeObjectURL(url);
    url = null;
  }
  return {
    /**
     * @param {string} text
     * @param {string} name the file's name, e.g. "block-dominoes-save-2026-01-31T09-15-02-123Z.json"
     */
    offer(text, name) {
      release();
      url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      anchor.href = url;
      anchor.download = name;
    },
    release,
  };
}

/**
 * A file name for a text kept aside at `time` (ISO 8601), safe on every system.
 * @param {string} what e.g. "save"
 * @param {string} time
 */
export const keptFileName = (what, time) => `block-dominoes-${what}-${time.replace(/[:.]/g, "-")}.json`;
