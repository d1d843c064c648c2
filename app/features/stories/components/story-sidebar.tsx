// The story's sidebar: the quote block, quick facts and background.
import { useId } from "react";
import { LinkedNamesText } from "~/components/linked-names-text";
import { keyed } from "~/lib/keyed";
import type { NameLink } from "~/lib/link-names";
import { BACKGROUND_TITLE, QUICK_FACTS_TITLE } from "../stories.copy";
import type { NewsStoryView } from "../stories.schema";

export function StorySidebar({
  sidebar,
  nameLinks = [],
}: {
  sidebar: NewsStoryView["sidebar_elements"];
  /** Names in the quote that link to their pages (issue #19). */
  nameLinks?: readonly NameLink[];
}) {
  const { quote_block: quoteBlock, quick_facts: quickFacts, background } = sidebar;
  // Ids from useId: the story playground shows two stories on one page, so fixed ids would clash.
  const headingId = useId();
  if (!quoteBlock && quickFacts.length === 0 && !background) return null;
  return (
    <aside aria-label="Story highlights" className="space-y-6">
      {quoteBlock ? (
        <figure className="rounded-xl bg-teal-50 p-5">
          <blockquote className="text-lg font-medium leading-snug text-slate-900">
            <p>
              “<LinkedNamesText text={quoteBlock.quote} names={nameLinks} />”
            </p>
          </blockquote>
          {quoteBlock.attribution || quoteBlock.context ? (
            <figcaption className="mt-3 text-sm text-slate-700">
              {quoteBlock.attribution ? (
                <>
                  —{" "}
                  <cite className="font-semibold not-italic">
                    <LinkedNamesText text={quoteBlock.attribution} names={nameLinks} />
                  </cite>
                </>
              ) : null}
              {quoteBlock.context ? <span className="mt-1 block">{quoteBlock.context}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {quickFacts.length > 0 ? (
        <section
          aria-labelledby={`${headingId}-quick-facts`}
          className="rounded-xl border border-slate-200 p-5"
        >
          <h2 id={`${headingId}-quick-facts`} className="text-lg font-semibold text-slate-900">
            {QUICK_FACTS_TITLE}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {keyed(quickFacts, (text) => text).map(({ key, item: fact }) => (
              <li key={key}>{fact}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {background ? (
        <section
          aria-labelledby={`${headingId}-background`}
          className="rounded-xl border border-slate-200 p-5"
        >
          <h2 id={`${headingId}-background`} className="text-lg font-semibold text-slate-900">
            {BACKGROUND_TITLE}
          </h2>
          <p className="mt-2 text-slate-800">{background}</p>
        </section>
      ) : null}
    </aside>
  );
}
