// The share cards' typeface: Inter from the @fontsource/inter package, read from node_modules at run time (never
// downloaded). Satori reads WOFF but not WOFF2, so each subset's .woff is taken from the package's own CSS, with the
// Unicode ranges the subset covers: text the fonts cannot draw is left out rather than drawn as missing-glyph boxes.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

export type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
export type CardFonts = {
  fonts: CardFont[];
  /** The CSS font-family list: one family per subset, Latin first (satori looks in the next for a missing glyph). */
  family: string;
  covers: (codePoint: number) => boolean;
};

const CARD_FONT_FAMILY = "Inter";
const WEIGHTS = [400, 700] as const;

type FontFace = { subset: string; file: string; ranges: Array<[number, number]> };

/** Each @font-face of one weight's CSS: its .woff file and its unicode-range. */
export function fontFacesOf(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const block of css.split("@font-face").slice(1)) {
    const file = /url\(([^)]+\.woff)\)\s*format\(['"]woff['"]\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    // The subset is in the file name: "./files/inter-latin-ext-700-normal.woff".
    const subset = /-([a-z-]+)-\d+-normal\.woff$/.exec(file ?? "")?.[1];
    if (!file || !range || !subset) continue;
    faces.push({ subset, file, ranges: range.split(",").map(parseRange) });
  }
  return faces;
}

function parseRange(part: string): [number, number] {
  const [start = "0", end] = part.trim().replace(/^U\+/i, "").split("-");
  // "U+4??" style wildcards stand for a block of 16 per "?".
  const low = Number.parseInt(start.replaceAll("?", "0"), 16);
  const high = Number.parseInt((end ?? start).replaceAll("?", "f"), 16);
  return [low, high];
}

let loading: Promise<CardFonts> | undefined;

export function cardFonts(): Promise<CardFonts> {
  loading ??= loadCardFonts().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadCardFonts(): Promise<CardFonts> {
  const require = createRequire(import.meta.url);
  const fonts: CardFont[] = [];
  const ranges: Array<[number, number]> = [];
  const families = new Set<string>();
  for (const weight of WEIGHTS) {
    const cssPath = require.resolve(`@fontsource/inter/${weight}.css`);
    const faces = fontFacesOf(await readFile(cssPath, "utf8"));
    if (faces.length === 0) throw new Error(`no WOFF font faces in ${cssPath}`);
    for (const face of faces) {
      const data = await readFile(path.resolve(path.dirname(cssPath), face.file));
      const name = `${CARD_FONT_FAMILY} ${face.subset}`;
      fonts.push({ name, data, weight, style: "normal" });
      families.add(name);
      if (weight === WEIGHTS[0]) ranges.push(...face.ranges);
    }
  }
  const ordered = [...families].sort((a, b) => Number(b.endsWith(" latin")) - Number(a.endsWith(" latin")));
  return {
    fonts,
    family: ordered.map((name) => `"${name}"`).join(", "),
    covers: (codePoint) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high),
  };
}

/**
 * The text with what the fonts cannot draw taken out (a run of such characters becomes one space), or "" when
 * nothing readable is left: a headline in a script Inter lacks (Chinese, Arabic, ...) is then left off the card,
 * which still shows the city and the date; the page's og:title carries the headline itself.
 */
export function drawableText(text: string, covers: (codePoint: number) => boolean): string {
  let kept = "";
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    kept += covers(codePoint) ? character : " ";
  }
  const clean = kept.replace(/\s+/g, " ").trim();
  return /[\p{L}\p{N}]/u.test(clean) ? clean : "";
}
