// The double opt-in mail (issue #17): what the alert follows and the link that starts it.
import { Text } from "@react-email/components";
import { MailLink } from "~/components/mail/mail-link";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import {
  CONFIRM_MAIL_ASKED,
  CONFIRM_MAIL_IGNORE,
  CONFIRM_MAIL_LINK,
  CONFIRM_MAIL_SUBJECT,
} from "../alerts.copy";

type AlertConfirmationMailProps = {
  /** How the alert is named (confirmMailLabel): never words a visitor typed. */
  label: string;
  link: string;
};

export function AlertConfirmationMail({ label, link }: AlertConfirmationMailProps) {
  return (
    <>
      <Text>{CONFIRM_MAIL_ASKED}</Text>
      <blockquote style={{ margin: "0 0 0 16px" }}>{label}</blockquote>
      <Text>
        {CONFIRM_MAIL_LINK}
        <br />
        <MailLink href={link}>{link}</MailLink>
      </Text>
      <Text>{CONFIRM_MAIL_IGNORE}</Text>
    </>
  );
}

export function renderAlertConfirmationMail(props: AlertConfirmationMailProps): Promise<RenderedMail> {
  return renderMail(CONFIRM_MAIL_SUBJECT, <AlertConfirmationMail {...props} />);
}
