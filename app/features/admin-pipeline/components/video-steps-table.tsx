// Each meeting's way through the pipeline (what an admin also sees on the meeting page), newest change first.
import { Link } from "react-router";
import {
  COUNTS_CITY_COLUMN,
  STEP_LABELS,
  STEP_NOT_STARTED,
  STEP_STATE_LABELS,
  STEPS_EMPTY,
  STEPS_LAST_ERROR_COLUMN,
  STEPS_MEETING_COLUMN,
  STEPS_TITLE,
  stepAttempts,
} from "../admin-pipeline.copy";
import type { DashboardVideo } from "../admin-pipeline.server";

const STEPS = ["transcript", "analysis", "story"] as const;

const STATE_STYLES = {
  queued: "bg-slate-100 text-slate-800",
  running: "bg-sky-100 text-sky-900",
  failed: "bg-red-100 text-red-900",
  done: "bg-emerald-100 text-emerald-900",
} as const;

export function VideoStepsTable({ videos }: { videos: DashboardVideo[] }) {
  return (
    <section aria-labelledby="video-steps-heading">
      <h2 id="video-steps-heading" className="text-xl font-semibold">
        {STEPS_TITLE}
      </h2>
      {videos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{STEPS_EMPTY}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {STEPS_MEETING_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {COUNTS_CITY_COLUMN}
                </th>
                {STEPS.map((step) => (
                  <th key={step} scope="col" className="py-1 pr-3 font-medium">
                    {STEP_LABELS[step]}
                  </th>
                ))}
                <th scope="col" className="py-1 font-medium">
                  {STEPS_LAST_ERROR_COLUMN}
                </th>
              </tr>
            </thead>
            <tbody>
              {videos.map((video) => (
                <tr key={video.videoId} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium break-words">
                    <Link to={video.href} className="text-teal-800 underline">
                      {video.title}
                    </Link>
                  </th>
                  <td className="py-2 pr-3">{video.cityName}</td>
                  {STEPS.map((step) => {
                    const row = video.steps[step];
                    return (
                      <td key={step} className="py-2 pr-3 whitespace-nowrap">
                        {row ? (
                          <>
                            <span
                              className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[row.state]}`}
                            >
                              {STEP_STATE_LABELS[row.state]}
                            </span>
                            <span className="block text-xs text-slate-500">{stepAttempts(row.attempts)}</span>
                          </>
                        ) : (
                          <span className="text-slate-500">{STEP_NOT_STARTED}</span>
                        )}
                      </td>
                    );
                  })}
                  <td className="py-2 break-words text-red-900">
                    {video.lastError
                      ? `${STEP_LABELS[video.lastError.step]}: ${video.lastError.message}`
                      : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
