// /api/auth/*: the few auth endpoints the product serves over HTTP (see auth-api.server.ts); the rest answer 404.
import { handleAuthApiRequest } from "~/features/accounts/auth-api.server";
import type { Route } from "./+types/api.auth";

export const loader = ({ request }: Route.LoaderArgs) => handleAuthApiRequest(request);
export const action = ({ request }: Route.ActionArgs) => handleAuthApiRequest(request);
