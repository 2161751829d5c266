// The player's turn is felt, not only shown: a short vibration when it comes (on a device
// that can, when the setting is on), and while the page is in the background the tab's
// title says so, put back once the page is seen again or the turn has gone. The hand's
// raised look is the renderer's (a class on the hand). Told by the table after every
// redraw whether it is the turn of the person at the device.

/** @type {number} milliseconds the device vibrates when the player's turn comes */
export const VIBRATE_MS = 40;

/**
 * @param {{doc: {hidden: boolean, title: string, addEventListener: (type: "visibilitychange", listener: () => void) => void},
 *          vibrate: ((ms: number) => void) | null, isOn: () => boolean, titled: (title: string) => string}} deps
 *   doc: the page's document; vibrate: the device's, or null where it has none; isOn: the
 *   vibration setting; titled: the title that says it is the player's turn, from the usual one
 */
export function createTurnSignal({ doc, vibrate, isOn, titled }) {
  let mine = false;
  /** @type {string | null} the usual title while the turn's is shown */
  let usual = null;

  function showTitle() {
    const wanted = mine && doc.hidden;
    if (wanted && usual === null) {
      usual = doc.title;
      doc.title = titled(usual);
    } else if (!wanted && usual !== null) {
      doc.title = usual;
      usual = null;
    }
  }
  doc.addEventListener("visibilitychange", showTitle);

  return {
    /** @param {boolean} now it is the turn of the person at the device */
    update(now) {
      if (now && !mine && vibrate && isOn()) vibrate(VIBRATE_MS);
      mine = now;
      showTitle();
    },
  };
}
