// The code mailed to an address at a listing's website domain, proving the member may claim it (ADR 0044).
import { Text } from "@react-email/components";
import { type RenderedMail, renderMail } from "~/components/mail/render-mail.server";
import { CLAIM_CODE_LABEL, CLAIM_CODE_USE, claimCodeAsked, claimCodeSubject } from "../my-business.copy";

type ClaimCodeMailProps = { listingName: string; code: string };

export function ClaimCodeMail({ listingName, code }: ClaimCodeMailProps) {
  return (
    <>
      <Text>{claimCodeAsked(listingName)}</Text>
      <Text>
        {`${CLAIM_CODE_LABEL} `}
        <strong>{code}</strong>
      </Text>
      <Text>{CLAIM_CODE_USE}</Text>
    </>
  );
}

export function renderClaimCodeMail(props: ClaimCodeMailProps): Promise<RenderedMail> {
  return renderMail(claimCodeSubject(props.listingName), <ClaimCodeMail {...props} />);
}
