// A daily or weekly digest (issue #17): the matches grouped by city, then meeting, and how many more the site has.
import { Heading, Text } from "@react-email/components";
import { Fragment } from "react";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { DIGEST_MAIL_SUBJECT, MORE_MATCHES } from "../alerts.copy";
import { AlertMailFooter, type AlertMailLinks, type MailMatch, MatchLines } from "./alert-mail-parts";

type AlertDigestMailProps = AlertMailLinks & {
  frequency: "daily" | "weekly";
  /** The matches shown, at most DIGEST_MAX_MATCHES of them. */
  matches: MailMatch[];
  /** Every match the digest has, shown or not. */
  total: number;
};

/** Each city's matches, a meeting's matches together, in the order they first come. */
function byCityAndMeeting(matches: MailMatch[]): [city: string, matches: MailMatch[]][] {
  const byCity = new Map<string, Map<string, MailMatch[]>>();
  for (const match of matches) {
    const meetings = byCity.get(match.cityName) ?? new Map<string, MailMatch[]>();
    const key = `${match.meetingTitle}\u0001${match.meetingDate?.toISOString() ?? ""}`;
    meetings.set(key, [...(meetings.get(key) ?? []), match]);
    byCity.set(match.cityName, meetings);
  }
  return [...byCity].map(([city, meetings]) => [city, [...meetings.values()].flat()]);
}

export function AlertDigestMail({ matches, total, manageLink, unsubscribeLink }: AlertDigestMailProps) {
  const more = total - matches.length;
  return (
    <>
      {byCityAndMeeting(matches).map(([city, cityMatches]) => (
        <Fragment key={city}>
          <Heading as="h2" style={{ fontSize: "1.1em" }}>
            {city}
          </Heading>
          {cityMatches.map((match, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a digest is rendered once, in this order
            <MatchLines key={index} match={match} alertLabel={match.alertLabel} />
          ))}
        </Fragment>
      ))}
      {more > 0 ? <Text>{MORE_MATCHES(more)}</Text> : null}
      <AlertMailFooter manageLink={manageLink} unsubscribeLink={unsubscribeLink} />
    </>
  );
}

export function renderAlertDigestMail(props: AlertDigestMailProps): Promise<RenderedMail> {
  return renderMail(DIGEST_MAIL_SUBJECT(props.frequency, props.total), <AlertDigestMail {...props} />);
}
