// A city's colours made safe and readable wherever we paint with them (the framed list, the share cards): only
// #rgb/#rrggbb colours are used (anything else is the default), and the text on the colour is white or near-black,
// whichever has the higher contrast (WCAG 2).
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function safeHexColor(value: string | null | undefined, fallback: string): string {
  const color = value?.trim() ?? "";
  return HEX_COLOR.test(color) ? color.toLowerCase() : fallback;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const TEXT_ON_LIGHT = "#0f172a";
export const TEXT_ON_DARK = "#ffffff";

/** The text colour to put on a background: white or near-black, whichever reads better. */
export function textColorOn(background: string): string {
  return contrastRatio(background, TEXT_ON_DARK) >= contrastRatio(background, TEXT_ON_LIGHT)
    ? TEXT_ON_DARK
    : TEXT_ON_LIGHT;
}
