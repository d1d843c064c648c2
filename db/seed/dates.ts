// Date helpers for the seed: meeting dates are calendar days (UTC midnight) counted back from when the seed runs.

export const DAY_MS = 24 * 60 * 60 * 1000;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Midnight UTC of the given instant's day. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** "March 4, 2025". */
export function formatLongDate(day: Date): string {
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** "March 4", for dates said aloud within the same year. */
export function formatMonthDay(day: Date): string {
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "2025-03-04". */
export function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** Minutes after midnight as a clock time said aloud: "6:02 PM". */
export function formatClock(minutesAfterMidnight: number): string {
  const minutes = Math.floor(minutesAfterMidnight) % (24 * 60);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`;
}
