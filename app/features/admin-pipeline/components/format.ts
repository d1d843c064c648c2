// Dates on the dashboard: UTC, so the server's HTML and the browser's render agree and admins in any zone read one clock.
export function formatUtc(value: string | null): string {
  if (!value) return "";
  return `${new Date(value).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}
