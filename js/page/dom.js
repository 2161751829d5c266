// The page's elements looked up by id, of the kind the code expects. A missing or
// different element is a defect of the markup: it is reported at once, by id,
// instead of failing later as "cannot read properties of null".

/**
 * @template {Element} T
 * @param {string} id
 * @param {{new (): T, prototype: T}} kind e.g. HTMLButtonElement
 * @param {ParentNode} [root] where to look (default: the document)
 * @returns {T}
 */
export function byId(id, kind, root = document) {
  const element = root.querySelector(`#${id}`);
  if (!(element instanceof kind)) throw new Error(`The page has no ${kind.name} #${id}`);
  return element;
}
