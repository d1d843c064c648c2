// A publication date as people read it ("January 5, 2026"), in UTC so server and browser render the same text.
/** One formatter for every date: toLocaleDateString builds a new one per call, a cost on long meeting lists. */
const PUBLISHED_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function formatPublishedDate(iso: string): string {
  return PUBLISHED_DATE.format(new Date(iso));
}

export function PublishedDate({ iso, className }: { iso: string | null; className?: string }) {
  if (!iso) return null;
  return (
    <time dateTime={iso} className={className}>
      {formatPublishedDate(iso)}
    </time>
  );
}
