// A date as the product shows dates: "March 4, 2026" in UTC, inside a machine-readable <time>.
export function LongDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
    </time>
  );
}
