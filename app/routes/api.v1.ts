// /api/v1/*: the public read API (issue #18, ADR 0041). Every method reaches the one handler, which answers GET,
// HEAD and the CORS preflight, and the one error shape for anything else.
import { handleOpenDataRequest } from "~/features/open-data/open-data-api.server";
import type { Route } from "./+types/api.v1";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleOpenDataRequest(request, { contentVersion: context.contentVersion });
export const action = ({ request }: Route.ActionArgs) => handleOpenDataRequest(request);
