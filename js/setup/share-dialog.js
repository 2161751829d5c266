// The "Share" dialog: the link to the current match's set-up and deals, to copy.
import { createDialog } from "../page/dialog.js";

/**
 * @param {{dom: {root: HTMLElement, opener: HTMLButtonElement, close: HTMLButtonElement,
 *                url: HTMLInputElement, copy: HTMLButtonElement, copied: HTMLElement},
 *          t: import("../i18n/i18n.js").Translate, currentLink: () => string | null,
 *          clipboard?: Clipboard | undefined}} deps
 *   currentLink: the link to the match on, null when it has none; clipboard: the browser's
 *   (missing outside a secure context)
 */
export function createShareDialog({ dom, t, currentLink, clipboard = navigator.clipboard }) {
  createDialog({
    root: dom.root,
    opener: dom.opener,
    closeButton: dom.close,
    onOpen() {
      dom.url.value = currentLink() ?? "";
      dom.copied.textContent = "";
    },
  });
  dom.url.addEventListener("focus", () => dom.url.select());
  // The browser may refuse the clipboard (no permission, not a secure context): the
  // link is then selected for the player to copy by hand.
  /**
   * @param {string} text
   * @returns {Promise<boolean>} false when the browser refused
   */
  async function copy(text) {
    if (!clipboard) return false;
    try {
      await clipboard.writeText(text);
      return true;
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
      return false;
    }
  }

  /** Copy the link, or select it for the player to copy where the clipboard refuses. */
  async function copyLink() {
    if (await copy(dom.url.value)) {
      dom.copied.textContent = t("share.copied");
      return;
    }
    dom.url.focus();
    dom.url.select();
    dom.copied.textContent = t("share.copy.manual");
  }
  dom.copy.addEventListener("click", () => void copyLink().catch(reportError));
  return {
    /** Offer sharing only while a match with known settings and seed is on. */
    /** @param {boolean} available */
    setAvailable(available) {
      dom.opener.hidden = !available;
    },
  };
}
