// /mcp: the MCP server's Streamable HTTP endpoint (issue #18, ADR 0041), stateless, under the API's limits.
import { handleMcpRequest } from "~/features/open-data/mcp.server";
import type { Route } from "./+types/mcp";

export const loader = ({ request }: Route.LoaderArgs) => handleMcpRequest(request);
export const action = ({ request }: Route.ActionArgs) => handleMcpRequest(request);
