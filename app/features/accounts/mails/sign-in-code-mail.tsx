// The six-digit code that signs a member in, or creates their account (ADR 0006).
import { Text } from "@react-email/components";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { ACCOUNT_MAIL_COPY } from "../accounts.copy";

type SignInCodeMailProps = { code: string };

export function SignInCodeMail({ code }: SignInCodeMailProps) {
  return (
    <>
      <Text>
        {`${ACCOUNT_MAIL_COPY.signInCode} `}
        <strong>{code}</strong>
      </Text>
      <Text>{ACCOUNT_MAIL_COPY.signInCodeUse}</Text>
    </>
  );
}

export function renderSignInCodeMail(props: SignInCodeMailProps): Promise<RenderedMail> {
  return renderMail(ACCOUNT_MAIL_COPY.signInSubject, <SignInCodeMail {...props} />);
}
