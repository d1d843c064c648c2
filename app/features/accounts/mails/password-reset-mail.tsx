// The code that sets a new password ("Forgot password?", ADR 0017).
import { Text } from "@react-email/components";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { ACCOUNT_MAIL_COPY } from "../accounts.copy";

type PasswordResetMailProps = { code: string };

export function PasswordResetMail({ code }: PasswordResetMailProps) {
  return (
    <>
      <Text>
        {`${ACCOUNT_MAIL_COPY.resetCode} `}
        <strong>{code}</strong>
      </Text>
      <Text>{ACCOUNT_MAIL_COPY.resetCodeUse}</Text>
    </>
  );
}

export function renderPasswordResetMail(props: PasswordResetMailProps): Promise<RenderedMail> {
  return renderMail(ACCOUNT_MAIL_COPY.resetSubject, <PasswordResetMail {...props} />);
}
