// One alert's match in one meeting, mailed at once (issue #17).
import { Text } from "@react-email/components";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { INSTANT_MAIL_SUBJECT } from "../alerts.copy";
import { AlertMailFooter, type AlertMailLinks, type MailMatch, MatchLines } from "./alert-mail-parts";

type InstantAlertMailProps = AlertMailLinks & { match: MailMatch };

export function InstantAlertMail({ match, manageLink, unsubscribeLink }: InstantAlertMailProps) {
  return (
    <>
      <Text>{match.alertLabel}</Text>
      <MatchLines match={match} />
      <AlertMailFooter manageLink={manageLink} unsubscribeLink={unsubscribeLink} />
    </>
  );
}

export function renderInstantAlertMail(props: InstantAlertMailProps): Promise<RenderedMail> {
  return renderMail(
    INSTANT_MAIL_SUBJECT(props.match.alertLabel, props.match.meetingTitle),
    <InstantAlertMail {...props} />,
  );
}
