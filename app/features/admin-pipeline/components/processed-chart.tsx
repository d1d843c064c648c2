// Meetings processed per day: inline SVG bars (no chart library) with the same numbers as a table for anyone who
// cannot see the bars or wants exact values.
import {
  CHART_ANALYSED_COLUMN,
  CHART_DATE_COLUMN,
  CHART_STORIES_COLUMN,
  CHART_TABLE_TOGGLE,
  CHART_TITLE,
  chartSummary,
} from "../admin-pipeline.copy";

type Day = { day: string; analysed: number; stories: number };

const WIDTH = 600;
const HEIGHT = 140;
const AXIS = 16;

function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

export function ProcessedChart({ days, chartDays }: { days: Day[]; chartDays: number }) {
  const analysed = days.reduce((sum, day) => sum + day.analysed, 0);
  const stories = days.reduce((sum, day) => sum + day.stories, 0);
  const largest = Math.max(1, ...days.map((day) => day.analysed));
  const slot = WIDTH / Math.max(1, days.length);
  const summary = chartSummary(chartDays, analysed, stories);
  return (
    <section aria-labelledby="processed-chart-heading">
      <h2 id="processed-chart-heading" className="text-xl font-semibold">
        {CHART_TITLE}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="mt-3 h-40 w-full max-w-3xl"
        role="img"
        aria-labelledby="processed-chart-title"
      >
        <title id="processed-chart-title">{`${CHART_TITLE}. ${summary}`}</title>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" strokeWidth={1} />
        {days.map((day, index) => {
          const height = (day.analysed / largest) * (HEIGHT - 8);
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              className="fill-teal-700"
            >
              <title>{`${shortDate(day.day)}: ${day.analysed}`}</title>
            </rect>
          );
        })}
        {days.length > 0 ? (
          <>
            <text x={0} y={HEIGHT + AXIS - 2} className="fill-slate-600 text-[11px]">
              {shortDate(days[0]?.day ?? "")}
            </text>
            <text x={WIDTH} y={HEIGHT + AXIS - 2} textAnchor="end" className="fill-slate-600 text-[11px]">
              {shortDate(days.at(-1)?.day ?? "")}
            </text>
          </>
        ) : null}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-teal-800">{CHART_TABLE_TOGGLE}</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">{CHART_TITLE}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                {CHART_DATE_COLUMN}
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                {CHART_ANALYSED_COLUMN}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {CHART_STORIES_COLUMN}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">
                  <time dateTime={day.day}>{shortDate(day.day)}</time>
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{day.analysed}</td>
                <td className="py-1 text-right tabular-nums">{day.stories}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
