// GET /businesses/:businessKey/website: counts one click for the listing's month (no cookie, no address, issue #20)
// and sends the visitor on to the listing's website.
import { data, redirect } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { routeKeySchema } from "~/features/directory/directory.schema";
import { getBusinessDetail } from "~/features/directory/directory.server";
import { countListingEvent } from "~/features/my-business/listing-stats.server";
import { NOT_FOUND_TITLE } from "~/features/shell/shell.copy";
import { isAppError } from "~/lib/app-error";
import { normalizeWebsiteUrl } from "~/lib/website-url";
import type { Route } from "./+types/business.website";

export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = routeKeySchema.safeParse(params.businessKey);
  if (!parsed.success) throw data(NOT_FOUND_TITLE, { status: 404 });
  try {
    const business = await getBusinessDetail({ businessKey: parsed.data, viewer: await getViewer(request) });
    const website = normalizeWebsiteUrl(business.website);
    if (!website) throw data(NOT_FOUND_TITLE, { status: 404 });
    await countListingEvent({ businessKey: business.businessKey, kind: "click" });
    return redirect(website, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) throw data(NOT_FOUND_TITLE, { status: 404 });
    throw error;
  }
}
