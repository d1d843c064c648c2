// Constants of the public read API, the MCP endpoint and API keys (issue #18, ADR 0041).

export const API_BASE_PATH = "/api/v1";
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
export const MCP_PATH = "/mcp";
/**
 * How long one MCP tool call may run (issue #31). Past it the call answers a tool error saying so, its work is told
 * to stop and a search's queries are cancelled. A common word's search measured 270-570 ms (DESIGN.md).
 */
export const MCP_TOOL_BUDGET_MS = 5_000;
export const DEVELOPERS_PATH = "/developers";
export const API_VERSION = "1.0.0";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Transcript segments are short: a page may hold more of them. */
export const MAX_SEGMENT_PAGE_SIZE = 500;
export const DEFAULT_SEGMENT_PAGE_SIZE = 200;
export const DEFAULT_SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
export const MAX_CURSOR_CHARS = 400;

/** Anonymous answers may be kept 15 s by a shared cache (as pages are, ADR 0037); a keyed one by nobody. */
export const API_PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=15, stale-while-revalidate=60";
export const API_KEYED_CACHE_CONTROL = "private, no-store";

/** An API key: this prefix, then 32 random bytes in base64url (256 bits). */
export const API_KEY_PREFIX = "clk_";
export const API_KEY_RANDOM_BYTES = 32;
/** How much of a key is kept in clear, to tell keys apart in lists. */
export const API_KEY_SHOWN_CHARS = 12;
export const MAX_API_KEY_NAME_CHARS = 80;
export const MAX_API_KEYS_PER_MEMBER = 10;
