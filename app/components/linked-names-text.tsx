// Text whose names of people and topics link to their pages (issue #19): server-rendered links, no client code.
import { Fragment } from "react";
import { Link } from "react-router";
import { linkNames, type NameLink } from "~/lib/link-names";

/** `text` with each name's first mention linked; pass one `linked` set to every part of a story. */
export function LinkedNamesText({
  text,
  names,
  linked,
}: {
  text: string;
  names: readonly NameLink[];
  linked?: Set<string>;
}) {
  return (
    <>
      {linkNames(text, names, linked).map((piece, index) =>
        piece.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are the text's own order and never move
          <Link key={index} to={piece.href} className="text-teal-800 underline underline-offset-2">
            {piece.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
