// The script of a page that works as HTML until a reader uses one of its controls (issue #16, ADR 0050): the city,
// meeting, search and directory pages, for a visitor without a session. The server sends the app's scripts inert
// (the boot module script typed `x-app-module`, its modulepreloads `x-app-modulepreload`) and without the page's app
// data; this brings the data and starts them the first time a reader presses, focuses or types in a control, scrolls
// to the end of one part of a long transcript, or plays the meeting's YouTube video (or it cannot play). Links and
// forms work as HTML meanwhile. What a reader did before the app had hydrated is handed to it once it has: a press on
// a button that only the app gives meaning is pressed again, a value typed or chosen is announced again.
// It must not import React, React Router or zod (lint rule `island-without-framework`).

import { bindPlayerBeforeApp } from "~/features/meetings/components/youtube-player-handoff";
import { followProgress } from "~/features/pipeline/components/follow-progress";
import {
  disableSubmitWhileBlank,
  REQUIRES_QUERY_SELECTOR,
} from "~/features/search/components/search-form.island";
import { showCurrentLines } from "~/features/transcripts/components/scroll-to-line";
import {
  APP_DATA_PARAM,
  APP_HYDRATED_EVENT,
  INERT_MODULE_TYPE,
  INERT_PRELOAD_REL,
  NEEDS_APP_ATTRIBUTE,
  PLAYER_FRAME_ATTRIBUTE,
  REPLAY_AS_ATTRIBUTE,
  REPLAY_TARGET_ATTRIBUTE,
  SHOWN_WITH_SCRIPT_ATTRIBUTE,
  STARTS_APP_WHEN_SEEN_ATTRIBUTE,
} from "~/lib/app-on-demand";

const CONTROLS = `button, input, select, textarea, a[${NEEDS_APP_ATTRIBUTE}]`;
const TICKABLE = 'input[type="checkbox"], input[type="radio"]';

type Phase = "waiting" | "starting" | "hydrated";
type Edited = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/**
 * Where an element sits: the nearest element around it that keeps its name when React renders the page afresh (a
 * transcript line's number, an id the page set rather than one React made), and the path of element indexes from it.
 */
type Place = { anchor: string | null; path: number[] };
/** Ids React makes (useId) start with these; they are not a page's own names. */
const ANCHORS = '[data-line], [id]:not([id^="_"]):not([id^="«"]):not([id^=":"])';
type Press = { element: HTMLElement; place: Place; replayAs: string | null };

let phase: Phase = "waiting";
const presses: Press[] = [];
/** Each control a reader changed before the app ran, with the value they left in it. */
const edited = new Map<Edited, { value: string; place: Place }>();
const beforeApp = new AbortController();
/** Aborted when the app starts: from then on the app follows a run in progress, and the page is the app's. */
const followingProgress = new AbortController();

type HydrationContext = { streamController?: ReadableStreamDefaultController<string> };

/**
 * Brings the page's app data, which the server leaves out of the HTML, to the stream React Router hydrates from. If
 * it cannot be had, the app waits on the stream and never takes over: the page goes on working as HTML.
 */
async function deliverAppData(): Promise<void> {
  const stream = (window as { __reactRouterContext?: HydrationContext }).__reactRouterContext
    ?.streamController;
  if (!stream) return;
  const address = new URL(location.href);
  address.hash = "";
  address.searchParams.set(APP_DATA_PARAM, "1");
  try {
    const response = await fetch(address, { credentials: "same-origin" });
    if (!response.ok) return;
    stream.enqueue(await response.text());
    stream.close();
  } catch {
    // Offline, or the server went away: links and forms still work as HTML.
  }
}

/** Makes the inert scripts live, in place, so the document is the one the server rendered when React hydrates it. */
function startApp(): void {
  if (phase !== "waiting") return;
  phase = "starting";
  followingProgress.abort();
  document.addEventListener(APP_HYDRATED_EVENT, handOver, { once: true });
  // Asked for first: it and the app's modules come down together.
  void deliverAppData();
  for (const inert of document.querySelectorAll<HTMLLinkElement>(`link[rel="${INERT_PRELOAD_REL}"]`)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = inert.getAttribute("href") ?? "";
    if (inert.nonce) link.nonce = inert.nonce;
    inert.replaceWith(link);
  }
  // React Router's boot script: one in a page, but every inert one is made live, in document order.
  for (const boot of document.querySelectorAll<HTMLScriptElement>(`script[type="${INERT_MODULE_TYPE}"]`)) {
    const script = document.createElement("script");
    script.type = "module";
    script.async = true;
    // The page's CSP admits inline scripts by nonce; a script made here carries the boot script's.
    if (boot.nonce) script.nonce = boot.nonce;
    script.textContent = boot.textContent;
    boot.replaceWith(script);
  }
}

function isControlEvent(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(CONTROLS) !== null;
}

function onIntent(event: Event): void {
  if (isControlEvent(event)) startApp();
}

/** Whether a press on this element, before the app runs, is the app's to handle (and so waits for it). */
function pressWaitsForApp(element: HTMLElement): boolean {
  if (element instanceof HTMLAnchorElement) return true;
  // A box ticked before the app ran would leave the app's state behind the page's: the tick waits for the app.
  if (element instanceof HTMLInputElement) return !element.disabled;
  if (!(element instanceof HTMLButtonElement) || element.disabled) return false;
  // A submit button goes on as HTML (the form's GET or POST), unless it stands in for an app control.
  return element.type !== "submit" || element.hasAttribute(REPLAY_AS_ATTRIBUTE);
}

function onClick(event: MouseEvent): void {
  if (phase === "hydrated" || !(event.target instanceof Element)) return;
  // Only a plain press: a press with a modifier opens a link elsewhere, as the browser does.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const element = event.target.closest<HTMLElement>(`button, a[${NEEDS_APP_ATTRIBUTE}], ${TICKABLE}`);
  if (!element || !pressWaitsForApp(element)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  presses.push({ element, place: placeOf(element), replayAs: element.getAttribute(REPLAY_AS_ATTRIBUTE) });
  startApp();
}

function onEdit(event: Event): void {
  if (phase === "hydrated") return;
  const target = event.target;
  if (target instanceof HTMLInputElement && target.matches(TICKABLE)) return;
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    edited.set(target, { value: target.value, place: placeOf(target) });
    startApp();
  }
}

/**
 * Tells the app about a value set before it ran. React keeps the value it saw at hydration, so an input event with
 * that same value would look like no change: the value is set back through React's setter and forward past it.
 */
function announceValue(control: Edited, value: string): void {
  if (!control.isConnected) return;
  // Hydrating a controlled control may have put the app's value back in it: the reader's goes back in.
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set;
  control.value = "";
  nativeSetter?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

function placeOf(element: Element): Place {
  const around = element.closest(ANCHORS);
  const path: number[] = [];
  for (let node = element; node !== around && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  const line = around?.getAttribute("data-line");
  const anchor = !around
    ? null
    : line !== null && line !== undefined
      ? `[data-line="${line}"]`
      : `#${CSS.escape(around.id)}`;
  return { anchor, path };
}

/**
 * The element itself or, when React rendered the page afresh instead of hydrating it (the app's data differed from
 * the HTML: a write landed between the two), the element now in its place with its tag.
 */
function foundAgain<Found extends Element>(element: Found, place: Place): Found | null {
  if (element.isConnected) return element;
  let node: Element | null | undefined = place.anchor
    ? document.querySelector(place.anchor)
    : document.documentElement;
  for (const index of place.path) node = node?.children[index];
  return node?.tagName === element.tagName ? (node as Found) : null;
}

function replayPress(press: Press): void {
  if (!press.replayAs) {
    foundAgain(press.element, press.place)?.click();
    return;
  }
  // The stand-in gives way to the app's control once the app's first effects have run: wait for it to appear, however
  // long a busy phone takes (a count of frames ran out on a loaded machine and lost the press).
  const selector = `[${REPLAY_TARGET_ATTRIBUTE}="${press.replayAs}"]`;
  const target = document.querySelector<HTMLElement>(selector);
  if (target) {
    target.click();
    return;
  }
  const observer = new MutationObserver(() => {
    const appeared = document.querySelector<HTMLElement>(selector);
    if (!appeared) return;
    observer.disconnect();
    appeared.click();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [REPLAY_TARGET_ATTRIBUTE],
  });
}

function handOver(): void {
  phase = "hydrated";
  beforeApp.abort();
  // After the app's first effects (a control that renders differently once hydrated) have rendered.
  requestAnimationFrame(() => {
    for (const [control, { value, place }] of edited) {
      const found = foundAgain(control, place);
      if (found) announceValue(found, value);
    }
    edited.clear();
    for (const press of presses.splice(0)) replayPress(press);
  });
}

const options = { capture: true, passive: true, signal: beforeApp.signal };
for (const type of ["pointerdown", "focusin", "keydown", "touchstart"]) {
  document.addEventListener(type, onIntent, options);
}
document.addEventListener("click", onClick, { capture: true, signal: beforeApp.signal });
document.addEventListener("input", onEdit, options);
document.addEventListener("change", onEdit, options);

/** Sets up the page's own elements: the page's at first, and the new main's when a run's progress replaces it. */
function setUpElements(root: ParentNode): void {
  // Controls that only work with JavaScript: a press on one starts the app and is replayed there.
  for (const control of root.querySelectorAll<HTMLElement>(`[${SHOWN_WITH_SCRIPT_ATTRIBUTE}]`)) {
    control.hidden = false;
  }

  // A shared link's moment (?t=) is the transcript's current line: the box shows it, as the app does.
  showCurrentLines();

  // The end of one part of a long transcript: once a reader scrolls to it, the app brings the whole.
  const seen = root.querySelectorAll(`[${STARTS_APP_WHEN_SEEN_ATTRIBUTE}]`);
  if (seen.length > 0) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startApp();
    });
    for (const element of seen) observer.observe(element);
    beforeApp.signal.addEventListener("abort", () => observer.disconnect());
  }

  const playerFrame = root.querySelector<HTMLIFrameElement>(`iframe[${PLAYER_FRAME_ATTRIBUTE}]`);
  // The meeting's YouTube player: playing it starts the app, and so does a player that cannot play.
  if (playerFrame) bindPlayerBeforeApp(playerFrame, startApp);

  for (const form of root.querySelectorAll<HTMLFormElement>(REQUIRES_QUERY_SELECTOR)) {
    disableSubmitWhileBlank(form, beforeApp.signal);
  }
}

setUpElements(document);
// A meeting being analysed shows the analysis once it is written, until the app takes over and follows it itself.
followProgress({ replaced: setUpElements, signal: followingProgress.signal });
