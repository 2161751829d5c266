// A finished round or match shared as a link: `#replay=<the record as JSON, compressed
// (deflate-raw) and base64url-encoded>`. Written and read here; the record itself is
// checked by the engine (`read_record`). A fragment never reaches a server, so the link
// works from the offline copy too. A damaged link is refused with its reason, and a
// link that would unpack into more than LIMIT bytes is refused before it does.
import { fromBase64Url, toBase64Url } from "../network/base64url.js";

export const PREFIX = "replay=";
/** The most a link may unpack into (a whole match's record is a few kilobytes). */
export const LIMIT = 1 << 20;

/** Why a link could not be read: each has words in the catalogues ("record.reason.<reason>"). */
export class RecordLinkError extends Error {
  /** @param {"encoding" | "compression" | "too_big" | "json" | "unsupported"} reason */
  constructor(reason) {
    super(`the replay link cannot be read (${reason})`);
    this.name = "RecordLinkError";
    this.reason = reason;
  }
}

/**
 * The link's payload when the fragment is a replay link, else null.
 * @param {string} hash the fragment, with or without its "#"
 */
export function replayPayload(hash) {
  const text = hash.replace(/^#/, "");
  return text.startsWith(PREFIX) ? text.slice(PREFIX.length) : null;
}

/**
 * A stream's bytes, refused past `limit`.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} limit
 */
async function readAll(stream, limit) {
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new RecordLinkError("too_big");
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/**
 * A CompressionStream or DecompressionStream of deflate-raw, or the reason there is none
 * (a browser before Chrome 103 has no deflate-raw).
 * @template T
 * @param {() => T} make
 * @returns {T}
 */
function deflateRaw(make) {
  try {
    return make();
  } catch (error) {
    if (error instanceof TypeError || error instanceof ReferenceError) throw new RecordLinkError("unsupported");
    throw error;
  }
}

/**
 * The fragment (without "#") sharing `record`.
 * @param {unknown} record
 */
export async function recordFragment(record) {
  return PREFIX + (await recordPayload(record));
}

/**
 * The record compressed and encoded, as a link carries it after "#replay=" (and as an
 * online host sends a finished match's record to its guests).
 * @param {unknown} record
 */
export async function recordPayload(record) {
  const compressor = deflateRaw(() => new CompressionStream("deflate-raw"));
  const input = new Blob([JSON.stringify(record)]).stream().pipeThrough(compressor);
  return toBase64Url(await readAll(input, Infinity));
}

/**
 * The whole link: this page's address with the record's fragment.
 * @param {string} href the page's address
 * @param {unknown} record
 */
export async function recordLink(href, record) {
  const url = new URL(href);
  url.hash = await recordFragment(record);
  return url.href;
}

/**
 * The record a link's payload holds, as JSON (the engine checks it).
 * @param {string} payload what follows "#replay="
 * @param {number} [limit]
 * @returns {Promise<unknown>}
 */
export async function readRecordPayload(payload, limit = LIMIT) {
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || payload.length % 4 === 1) throw new RecordLinkError("encoding");
  const bytes = fromBase64Url(payload);
  const decompressor = deflateRaw(() => new DecompressionStream("deflate-raw"));
  /** @type {Uint8Array} */
  let unpacked;
  try {
    unpacked = await readAll(new Blob([bytes]).stream().pipeThrough(decompressor), limit);
  } catch (error) {
    if (error instanceof RecordLinkError) throw error;
    // The only other way this stream fails is data that is not deflate (browsers reject
    // with a TypeError, Node.js with its zlib error): the link is damaged.
    throw new RecordLinkError("compression");
  }
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(unpacked);
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof TypeError) throw new RecordLinkError("json");
    throw error;
  }
}
