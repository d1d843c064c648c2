// A publication date as people read it ("January 5, 2026"), in UTC so server and browser render the same text.
export function formatPublishedDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

export function PublishedDate({ iso, className }: { iso: string | null; className?: string }) {
  if (!iso) return null;
  return (
    <time dateTime={iso} className={className}>
      {formatPublishedDate(iso)}
    </time>
  );
}
