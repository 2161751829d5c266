// The "Share" dialog: the link to the current match's set-up and deals, to copy.
import { createDialog } from "../page/dialog.js";

/**
 * @param {{dom: {root, opener, close, url, copy, copied}, t: Function,
 *          currentLink: () => string | null}} deps
 */
export function createShareDialog({ dom, t, currentLink }) {
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
  dom.copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(dom.url.value);
      dom.copied.textContent = t("share.copied");
    } catch {
      dom.url.focus();
      dom.url.select();
      dom.copied.textContent = t("share.copy.manual");
    }
  });
  return {
    /** Offer sharing only while a match with known settings and seed is on. */
    setAvailable(available) {
      dom.opener.hidden = !available;
    },
  };
}
