// The invitation link as a QR code, for a phone's camera: an SVG image made by uqr
// (npm, pinned), shown as an <img> so that no markup from elsewhere enters the page.
import { renderSVG } from "uqr";

/**
 * @param {HTMLImageElement} image
 * @param {string} text
 */
export function showQrCode(image, text) {
  image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(renderSVG(text, { border: 2 }));
}
