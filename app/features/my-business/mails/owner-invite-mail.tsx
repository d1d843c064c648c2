// An owner's invitation to manage their listing with them (ADR 0044); the link works for the invited address only.
import { Text } from "@react-email/components";
import { MailLink } from "~/components/mail/mail-link";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { INVITE_ACCEPT_HERE, inviteInvited, inviteSubject } from "../my-business.copy";

type OwnerInviteMailProps = { listingName: string; link: string };

export function OwnerInviteMail({ listingName, link }: OwnerInviteMailProps) {
  return (
    <>
      <Text>{inviteInvited(listingName)}</Text>
      <Text>
        {`${INVITE_ACCEPT_HERE} `}
        <MailLink href={link}>{link}</MailLink>
      </Text>
    </>
  );
}

export function renderOwnerInviteMail(props: OwnerInviteMailProps): Promise<RenderedMail> {
  return renderMail(inviteSubject(props.listingName), <OwnerInviteMail {...props} />);
}
