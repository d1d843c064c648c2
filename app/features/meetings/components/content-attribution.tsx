// The line under an analysis or story saying which engine wrote it and when, and who edited it (ADR 0026).
import { ATTRIBUTION_COPY, type Attribution, engineName } from "../content-attribution";
import { PublishedDate } from "./published-date";

export function ContentAttribution({ attribution }: { attribution: Attribution }) {
  const { writtenAt, editedAt, editor } = attribution;
  return (
    <p className="text-sm text-slate-600">
      {ATTRIBUTION_COPY.writtenBy} {engineName(attribution.engine)}
      {writtenAt ? (
        <>
          {" "}
          {ATTRIBUTION_COPY.on} <PublishedDate iso={writtenAt} />
        </>
      ) : null}
      .
      {editedAt ? (
        <>
          {" "}
          {ATTRIBUTION_COPY.editedBy} {editor ?? ATTRIBUTION_COPY.anEditor} {ATTRIBUTION_COPY.on}{" "}
          <PublishedDate iso={editedAt} />.
        </>
      ) : null}
    </p>
  );
}
