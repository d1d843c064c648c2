// The plain-text part of a mail, made from its HTML part by React Email's own conversion (html-to-text with React
// Email's rules) plus the conventions CivicLens's text mails have always had. The rules are compiled once: compiling
// them for each mail, as React Email's render(..., { plainText: true }) does, costs several times the conversion,
// and a digest run converts one mail per subscriber.
import { plainTextSelectors } from "@react-email/render";
import { compile, type FormatCallback } from "html-to-text";
import { LINE_BREAK_IN_TEXT } from "./line-break-in-text";

/** A link reads "its words: address"; a link whose words are its address reads as the address alone. */
const linkAfterItsWords: FormatCallback = (element, walk, builder) => {
  const href = element.attribs?.href ?? "";
  let words = "";
  builder.pushWordTransform((word) => {
    words += word;
    return word;
  });
  walk(element.children, builder);
  builder.popWordTransform();
  if (href && href !== words) builder.addInline(words ? `: ${href}` : href, { noWordTransform: true });
};

/** A section heading (a digest's city) reads "== City ==". */
const headingBetweenEquals: FormatCallback = (element, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral("== ");
  walk(element.children, builder);
  builder.addLiteral(" ==");
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** A quoted line (what an alert follows) is indented by two spaces. */
const indented: FormatCallback = (element, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2, reservedLineLength: 2 });
  walk(element.children, builder);
  builder.closeBlock({
    trailingLineBreaks: 2,
    blockTransform: (block) =>
      block
        .split("\n")
        .map((line) => `  ${line}`)
        .join("\n"),
  });
};

const toPlainText = compile({
  wordwrap: false,
  formatters: { linkAfterItsWords, headingBetweenEquals, indented },
  selectors: [
    ...plainTextSelectors,
    { selector: "a", format: "linkAfterItsWords" },
    // The words a search matched stand out *like this*.
    { selector: "mark", format: "inlineSurround", options: { prefix: "*", suffix: "*" } },
    { selector: "h2", format: "headingBetweenEquals" },
    { selector: "blockquote", format: "indented" },
    // The signature line before a mail's footer.
    { selector: "hr", options: { length: 2, trailingLineBreaks: 1 } },
    { selector: LINE_BREAK_IN_TEXT, format: "lineBreak" },
  ],
});

/** The plain-text part for a mail's rendered HTML. */
export function mailText(html: string): string {
  return toPlainText(html);
}
