// The city coverage request service: residents asking for their city to be covered.
import { cityRequest } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { REQUEST_FAILURE_DESCRIPTION } from "./city-requests.copy";
import type { CityRequestInput } from "./city-requests.schema";

export type CityRequest = typeof cityRequest.$inferSelect;

/** Stores one request; a database failure becomes the spec's failure message rather than a crash page. */
export async function createCityRequest(options: CityRequestInput): Promise<CityRequest> {
  try {
    const [created] = await db()
      .insert(cityRequest)
      .values({ state: options.state, cityName: options.cityName, email: options.email })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return created;
  } catch (error) {
    logger.error({ err: error }, "city request not stored");
    throw new AppError("INTERNAL", REQUEST_FAILURE_DESCRIPTION);
  }
}
