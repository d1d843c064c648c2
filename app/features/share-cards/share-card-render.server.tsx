// Draws a share card (issue #18): the layout in satori's subset of CSS, to SVG with the text as outlines, to PNG
// with resvg (its prebuilt native binary from npm). 50-200 ms a card on this machine (the first after a start also
// reads the fonts, about 0.7 s more), so cards are kept (share-cards.server.ts).
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { textColorOn } from "~/lib/hex-colors";
import { PRODUCT_NAME } from "~/lib/product";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCard } from "./share-card";
import { cardFonts, drawableText } from "./share-card-fonts.server";
import { SHARE_CARD_KIND_LABEL } from "./share-cards.copy";

/** Part of every card's cache key: change it when the drawing changes, so kept cards are drawn again. */
export const SHARE_CARD_LAYOUT_VERSION = 1;
const HEADLINE_LINES = 3;

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const { fonts, family, covers } = await cardFonts();
  const text = textColorOn(card.background);
  const headline = drawableText(card.headline, covers);
  const place = drawableText(card.place, covers);
  const svg = await satori(
    <div
      style={{
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        boxSizing: "border-box",
        backgroundColor: card.background,
        color: text,
        fontFamily: family,
        borderTop: `24px solid ${card.accent}`,
        padding: "56px 72px 56px 72px",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, fontWeight: 400 }}>
        {[SHARE_CARD_KIND_LABEL[card.kind], place].filter(Boolean).join(" · ")}
      </div>
      <div style={{ display: "flex", height: 240, alignItems: "center", width: SHARE_CARD_WIDTH - 144 }}>
        {headline ? (
          <div
            style={{
              display: "block",
              width: SHARE_CARD_WIDTH - 144,
              fontSize: 64,
              fontWeight: 700,
              lineHeight: 1.15,
              lineClamp: HEADLINE_LINES,
            }}
          >
            {headline}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 32 }}>
        <div style={{ display: "flex" }}>{card.dateLabel ?? ""}</div>
        <div style={{ display: "flex", fontWeight: 700 }}>{PRODUCT_NAME}</div>
      </div>
    </div>,
    { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts },
  );
  // The text is outlines already: resvg needs no fonts of its own.
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
