// A sample ISO date (YYYY-MM-DD) rendered the project's way, in a <time>.
export function FormattedDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      {new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
    </time>
  );
}
