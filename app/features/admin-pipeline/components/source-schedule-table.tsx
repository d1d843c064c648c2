// Each video source: when it was last listed (and why that failed, if it did) and when it is listed next.
import {
  COUNTS_CITY_COLUMN,
  lastRefreshFailed,
  NEVER_REFRESHED,
  NOT_SCHEDULED_CITY_STATUS,
  NOT_SCHEDULED_CONTENT_TYPE,
  NOT_SCHEDULED_OFF,
  REFRESH_QUEUED,
  SOURCES_EMPTY,
  SOURCES_LAST_REFRESH_COLUMN,
  SOURCES_NEXT_REFRESH_COLUMN,
  SOURCES_SOURCE_COLUMN,
  SOURCES_TITLE,
} from "../admin-pipeline.copy";
import type { DashboardSource, NextRefresh } from "../admin-pipeline.server";
import { formatUtc } from "./format";

function describeNext(next: NextRefresh): string {
  switch (next.kind) {
    case "at":
      return formatUtc(next.at);
    case "queued":
      return REFRESH_QUEUED;
    case "not-live":
      return NOT_SCHEDULED_CITY_STATUS(next.cityStatus);
    case "not-video":
      return NOT_SCHEDULED_CONTENT_TYPE;
    case "off":
      return NOT_SCHEDULED_OFF;
  }
}

export function SourceScheduleTable({ sources }: { sources: DashboardSource[] }) {
  return (
    <section aria-labelledby="source-schedule-heading">
      <h2 id="source-schedule-heading" className="text-xl font-semibold">
        {SOURCES_TITLE}
      </h2>
      {sources.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{SOURCES_EMPTY}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {SOURCES_SOURCE_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {COUNTS_CITY_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {SOURCES_LAST_REFRESH_COLUMN}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {SOURCES_NEXT_REFRESH_COLUMN}
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <tr key={`${source.id}-${source.cityName}`} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium break-all">
                    {source.label}
                  </th>
                  <td className="py-2 pr-3">{source.cityName}</td>
                  <td className="py-2 pr-3">
                    {source.lastRefreshedAt ? formatUtc(source.lastRefreshedAt) : NEVER_REFRESHED}
                    {source.lastRefreshError ? (
                      <span className="block break-words text-red-900">
                        {lastRefreshFailed(source.lastRefreshError)}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">{describeNext(source.nextRefresh)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
