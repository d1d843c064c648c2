// Puts the server's new HTML for a part of the page in place of the old without taking away what the reader is
// using (as idiomorph and Turbo's morphing do, in a few lines): the element they are in (a box being typed in) stays
// in the page, so it keeps its words, caret and focus; a live region keeps its node and takes the new words, so a
// screen reader reads them; every other part is replaced only where it differs. Framework-free: islands import it.

const LIVE_REGION = '[role="status"], [role="alert"], [aria-live]';

function copyAttributes(from: Element, to: Element): void {
  for (const { name } of [...to.attributes]) if (!from.hasAttribute(name)) to.removeAttribute(name);
  for (const { name, value } of [...from.attributes])
    if (to.getAttribute(name) !== value) to.setAttribute(name, value);
}

function sameShape(current: Node, next: Node): boolean {
  const nextNodes = next.childNodes;
  return (
    current.childNodes.length === nextNodes.length &&
    [...current.childNodes].every((node, index) => node.nodeType === nextNodes[index]?.nodeType)
  );
}

/** Makes `current` (in the page) read as `next` (from a parsed page), keeping `kept` and every live region. */
export function updateInPlace(current: Element, next: Element, kept: Element | null): void {
  if (current.isEqualNode(next)) return;
  if (current === kept) {
    // Its attributes only: a box's value attribute is its default, not the words the reader typed.
    copyAttributes(next, current);
    return;
  }
  const holdsWhatStays =
    (kept !== null && current.contains(kept)) ||
    current.matches(LIVE_REGION) ||
    current.querySelector(LIVE_REGION) !== null;
  if (!holdsWhatStays || current.tagName !== next.tagName || !sameShape(current, next)) {
    current.replaceWith(document.importNode(next, true));
    return;
  }
  copyAttributes(next, current);
  const nextNodes = [...next.childNodes];
  [...current.childNodes].forEach((node, index) => {
    const twin = nextNodes[index];
    if (node instanceof Element && twin instanceof Element) updateInPlace(node, twin, kept);
    else if (twin && node.nodeValue !== twin.nodeValue) node.nodeValue = twin.nodeValue;
  });
}
