// The auth library's own HTTP endpoints (/api/auth/*): email confirmation links, session reads, bearer tokens.
import { auth } from "~/features/accounts/auth.server";
import { jsonFailure } from "~/lib/http.server";
import { clientAddress, enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import type { Route } from "./+types/api.auth";

async function handle(request: Request): Promise<Response> {
  try {
    await enforceRateLimit(RATE_LIMITS.authApi, clientAddress(request));
  } catch (error) {
    return jsonFailure(error);
  }
  return auth().handler(request);
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
