// The notice under a city's banner when it is not simply Live (ADR 0024): admins previewing a New or Test city
// read that it is not public and its status; everyone reading an Archive city reads that coverage has ended.
import { ARCHIVED_NOTICE, CITY_STATUS_NOTICE_LABEL, notPublicNotice } from "../cities.copy";
import { isPublicCityStatus } from "../city-visibility";

export function CityStatusNotice({ status }: { status: string }) {
  if (status === "Live") return null;
  const hidden = !isPublicCityStatus(status);
  return (
    <div
      role="note"
      aria-label={CITY_STATUS_NOTICE_LABEL}
      className={hidden ? "border-b border-amber-300 bg-amber-50" : "border-b border-slate-300 bg-slate-100"}
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm font-medium text-slate-900">
        {hidden ? notPublicNotice(status) : ARCHIVED_NOTICE}
      </p>
    </div>
  );
}
