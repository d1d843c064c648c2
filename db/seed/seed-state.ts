// Whether the demo data is in place: read at every start, so it stays apart from the seed itself, which is loaded
// only when it is about to run (its data and generators are a chunk of their own in the build).
import { eq } from "drizzle-orm";
import { appState } from "#db/schema";
import type { Database } from "~/lib/db.server";

/** The app_state key that records that the demo data is in place. */
export const DEMO_SEED_STATE_KEY = "demo_seed";

export async function isDemoSeeded(database: Database): Promise<boolean> {
  const existing = await database.db
    .select({ key: appState.key })
    .from(appState)
    .where(eq(appState.key, DEMO_SEED_STATE_KEY))
    .limit(1);
  return existing.length > 0;
}
