// The spec's server functions, served at POST /functions/v1/{name} with the spec's JSON bodies: one wrapper
// that checks the method, the caller (session cookie or bearer token) and the body, and maps errors to statuses.
import type { z } from "zod";
import type { Viewer } from "~/lib/viewer";
import { jsonFailure, parseJsonBody } from "./http.server";

export type ServerFunctionAccess = "public" | "admin";

/**
 * Builds the route's `action` and `loader`. `requireAdmin` is passed in (from the accounts service) so this
 * library module stays below the features in the import order.
 */
export function serverFunction<Schema extends z.ZodType, Result>(options: {
  access: ServerFunctionAccess;
  body: Schema;
  requireAdmin?: (request: Request) => Promise<Viewer>;
  handle: (input: z.infer<Schema>, context: { request: Request; viewer: Viewer | null }) => Promise<Result>;
}) {
  async function action({ request }: { request: Request }): Promise<Response> {
    if (request.method !== "POST") return methodNotAllowed();
    try {
      let viewer: Viewer | null = null;
      if (options.access === "admin") {
        if (!options.requireAdmin) throw new Error("an admin server function needs requireAdmin");
        viewer = await options.requireAdmin(request);
      }
      const input = await parseJsonBody(request, options.body);
      return Response.json(await options.handle(input, { request, viewer }));
    } catch (error) {
      if (error instanceof Response) return error;
      return jsonFailure(error);
    }
  }
  return { action, loader: () => methodNotAllowed() };
}

function methodNotAllowed(): Response {
  return Response.json({ error: "Use POST with a JSON body." }, { status: 405, headers: { Allow: "POST" } });
}
