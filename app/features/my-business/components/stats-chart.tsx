// Views and clicks per month: a server-rendered SVG bar chart with the same numbers in a table beside it, so it reads
// without JavaScript, colour or sight.
import type { MonthStats } from "../listing-stats.server";
import { STATS_CLICKS, STATS_HEADING, STATS_MONTH, STATS_VIEWS } from "../my-business.copy";

const WIDTH = 360;
const HEIGHT = 140;
const monthLabel = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export function StatsChart({ stats, idPrefix }: { stats: MonthStats[]; idPrefix: string }) {
  const max = Math.max(1, ...stats.map((month) => Math.max(month.views, month.clicks)));
  const slot = WIDTH / Math.max(1, stats.length);
  const barWidth = slot / 3;
  const headingId = `${idPrefix}-stats`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold">
        {STATS_HEADING}
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-labelledby={`${headingId}-title`}
        className="mt-2 w-full max-w-md"
      >
        <title id={`${headingId}-title`}>{STATS_HEADING}</title>
        {stats.map((month, index) => {
          const viewHeight = (month.views / max) * HEIGHT;
          const clickHeight = (month.clicks / max) * HEIGHT;
          const x = index * slot + slot / 6;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={HEIGHT - viewHeight}
                width={barWidth}
                height={viewHeight}
                className="fill-teal-700"
              />
              <rect
                x={x + barWidth}
                y={HEIGHT - clickHeight}
                width={barWidth}
                height={clickHeight}
                className="fill-amber-500"
              />
              <text
                x={x + barWidth}
                y={HEIGHT + 14}
                textAnchor="middle"
                className="fill-slate-700 text-[9px]"
              >
                {monthLabel(month.month).split(" ")[0]}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="mt-2 text-sm">
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left">
              {STATS_MONTH}
            </th>
            <th scope="col" className="pr-4 text-right">
              <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-teal-700" />
              {STATS_VIEWS}
            </th>
            <th scope="col" className="text-right">
              <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-amber-500" />
              {STATS_CLICKS}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((month) => (
            <tr key={month.month}>
              <th scope="row" className="pr-4 text-left font-normal">
                {monthLabel(month.month)}
              </th>
              <td className="pr-4 text-right">{month.views}</td>
              <td className="text-right">{month.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
