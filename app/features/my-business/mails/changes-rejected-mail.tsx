// To the owner whose changes an admin rejected (ADR 0044), with the admin's reason as they wrote it.
import { Text } from "@react-email/components";
import { Fragment } from "react";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import {
  REJECTION_EDIT_AGAIN,
  REJECTION_REASON_LABEL,
  rejectionReviewed,
  rejectionSubject,
} from "../my-business.copy";

type ChangesRejectedMailProps = { listingName: string; reason: string };

/** The reason's own lines (it is typed in a text area) stay lines in both parts. */
function ReasonLines({ reason }: { reason: string }) {
  return reason.split(/\r?\n/).map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the reason's own order and never move
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

export function ChangesRejectedMail({ listingName, reason }: ChangesRejectedMailProps) {
  return (
    <>
      <Text>{rejectionReviewed(listingName)}</Text>
      <Text>
        {`${REJECTION_REASON_LABEL} `}
        <ReasonLines reason={reason} />
      </Text>
      <Text>{REJECTION_EDIT_AGAIN}</Text>
    </>
  );
}

export function renderChangesRejectedMail(props: ChangesRejectedMailProps): Promise<RenderedMail> {
  return renderMail(rejectionSubject(props.listingName), <ChangesRejectedMail {...props} />);
}
