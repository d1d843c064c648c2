// To a listing's owners when a member proved an address at its domain (issue #31): they approve or decline them.
import { Text } from "@react-email/components";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import {
  CO_OWNER_REQUEST_NEEDS_APPROVAL,
  coOwnerRequestAsks,
  coOwnerRequestSubject,
} from "../my-business.copy";

type CoOwnerRequestMailProps = { listingName: string; memberEmail: string; verifiedAddress: string };

export function CoOwnerRequestMail({ listingName, memberEmail, verifiedAddress }: CoOwnerRequestMailProps) {
  return (
    <>
      <Text>{coOwnerRequestAsks(listingName, memberEmail, verifiedAddress)}</Text>
      <Text>{CO_OWNER_REQUEST_NEEDS_APPROVAL}</Text>
    </>
  );
}

export function renderCoOwnerRequestMail(props: CoOwnerRequestMailProps): Promise<RenderedMail> {
  return renderMail(coOwnerRequestSubject(props.listingName), <CoOwnerRequestMail {...props} />);
}
