// The mail that confirms a new account's address (ADR 0006): its link works once and signs the new member in.
import { Text } from "@react-email/components";
import { MailLink } from "~/components/mail/mail-link";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { ACCOUNT_MAIL_COPY } from "../accounts.copy";

type AccountConfirmationMailProps = { link: string };

export function AccountConfirmationMail({ link }: AccountConfirmationMailProps) {
  return (
    <>
      <Text>{ACCOUNT_MAIL_COPY.welcome}</Text>
      <Text>
        {ACCOUNT_MAIL_COPY.confirmLink}
        <br />
        <MailLink href={link}>{link}</MailLink>
      </Text>
      <Text>{ACCOUNT_MAIL_COPY.notSignedUp}</Text>
    </>
  );
}

export function renderAccountConfirmationMail(props: AccountConfirmationMailProps): Promise<RenderedMail> {
  return renderMail(ACCOUNT_MAIL_COPY.confirmSubject, <AccountConfirmationMail {...props} />);
}
