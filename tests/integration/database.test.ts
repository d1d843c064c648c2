import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cities, cityVideos } from "#db/schema";
import { database, db, migrationsFolder } from "~/lib/db.server";

const SPEC_COLUMNS: Record<string, string[]> = {
  cities: [
    "id",
    "name",
    "location_key",
    "state",
    "status",
    "county",
    "description",
    "domain",
    "primary_color",
    "secondary_color",
    "image_url",
    "icon",
    "tag_line",
  ],
  city_request: ["state", "city_name", "email"],
  profiles: ["id", "username", "home_city_key", "preferences"],
  user_roles: ["user_id", "role"],
  city_urls: ["id", "title", "url", "source_type", "content_type", "entity_type"],
  cities_urls: ["city_id", "url_id"],
  city_videos: [
    "id",
    "city_id",
    "city_urls_id",
    "title",
    "description",
    "transcript",
    "video_id",
    "video_url",
    "thumbnail_url",
    "channel_title",
    "published_at",
    "created_at",
    "analysis_results",
    "news_story",
    "story_generated_at",
  ],
  business_categories: ["id", "parent_category", "sub_category"],
  business_listings: [
    "id",
    "name",
    "description",
    "street_address",
    "postal_code",
    "telephone",
    "website",
    "email",
    "image_url",
    "city_id",
    "business_category",
    "listing_tier",
    "business_key",
    "created_at",
    "updated_at",
    "user_email",
    "subscription_status",
    "stripe_subscription_id",
    "stripe_customer_id",
  ],
  contact_submissions: ["email", "phone", "topic", "message"],
  transcript_segments: ["video_id", "position", "start_seconds", "end_seconds", "speaker", "text"],
  video_pipeline_steps: ["video_id", "step", "state", "attempts", "last_error"],
};

describe("the migrated schema", () => {
  it("holds every spec entity under the spec's table and field names", async () => {
    const result = await database().executeSql(
      "select table_name, column_name from information_schema.columns where table_schema = 'public'",
    );
    const columns = new Map<string, Set<string>>();
    for (const row of result.rows as { table_name: string; column_name: string }[]) {
      if (!columns.has(row.table_name)) columns.set(row.table_name, new Set());
      columns.get(row.table_name)?.add(row.column_name);
    }
    for (const [table, expected] of Object.entries(SPEC_COLUMNS)) {
      expect(
        [...expected].filter((column) => !columns.get(table)?.has(column)),
        table,
      ).toEqual([]);
    }
  });

  it("keeps analysis_results and news_story as JSON", async () => {
    const result = await database().executeSql(
      "select column_name, data_type from information_schema.columns where table_name = 'city_videos' and column_name in ('analysis_results', 'news_story') order by column_name",
    );
    expect(result.rows).toEqual([
      { column_name: "analysis_results", data_type: "jsonb" },
      { column_name: "news_story", data_type: "jsonb" },
    ]);
  });

  it("enforces foreign keys and the city status list", async () => {
    await expect(
      db()
        .insert(cityVideos)
        .values({ cityId: "00000000-0000-4000-8000-000000000000", title: "x", videoId: "x" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(cities)
        .values({ name: "Nowhere", locationKey: "nowhere", status: "Paused" as "New" }),
    ).rejects.toThrow();
    const result = await database().executeSql(
      "select count(*)::int as total from cities where location_key = 'nowhere'",
    );
    expect(result.rows[0]).toEqual({ total: 0 });
  });

  it("migrates idempotently: running the migrations again changes nothing", async () => {
    await database().migrate();
    const result = await database().executeSql(
      "select count(*)::int as total from drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8"));
    expect(result.rows[0]).toEqual({ total: journal.entries.length });
  });
});
