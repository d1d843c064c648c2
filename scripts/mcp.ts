// `npm run mcp`: the MCP server over stdio (issue #18), for an AI assistant that starts it as a local process. It
// reads the database the site reads (DATABASE_URL, or DATA_DIR's PGlite when no web process holds it open). Stdout
// is the protocol's, and the logger writes there, so logging is off (set before the app's modules load).
process.env.LOG_LEVEL = "silent";

const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
const { createMcpServer } = await import("~/features/open-data/mcp.server");
const { openDatabase, setCurrentDatabase } = await import("~/lib/db.server");
const { env } = await import("~/lib/env.server");

const config = env();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
setCurrentDatabase(database);
await database.migrate();
const server = createMcpServer();
const transport = new StdioServerTransport();
transport.onclose = () => {
  void database.close().then(() => process.exit(0));
};
await server.connect(transport);

export {};
