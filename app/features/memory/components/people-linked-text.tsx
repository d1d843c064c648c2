// Text whose people link to their pages (issue #19, ADR 0045): plain links, server-rendered, no client code.
import { Fragment } from "react";
import { linkPeopleInText } from "../person-names";

export type LinkablePeople = readonly { names: readonly string[]; path: string }[];

/**
 * `text` with each person's first mention linked; pass one `linked` set to every part of a story so a person is
 * linked once in it.
 */
export function PeopleLinkedText({
  text,
  people,
  linked = new Set<string>(),
}: {
  text: string;
  people: LinkablePeople;
  linked?: Set<string>;
}) {
  const parts = linkPeopleInText(text, people, linked);
  return (
    <>
      {parts.map((part, index) =>
        part.path ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's own order and never reorder
          <a key={index} href={part.path} className="text-teal-800 underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
