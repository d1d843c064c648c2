// Which of a city's URLs count as video sources (ADR 0023): those of content type video, and any URL whose refresh
// found videos, whatever its content type. Content Management, the Story Manager and the scheduled refresh read the
// same rule, so a feed saved as "site" is never hidden from them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getContentManagementPage } from "~/features/admin-content/admin-content.server";
import { getStoryManagerPage } from "~/features/admin-stories/admin-stories.server";
import { refreshLiveSourcesJob } from "~/features/sources/refresh-source.job.server";
import { listCityVideoSources } from "~/features/sources/sources.server";
import { database } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { createCity, createSource, createVideo } from "../factories/cities";

let queue: Queue;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
});
afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

/** A Live city with a video-typed source, a feed saved as "site" whose refresh found a meeting, and a plain page. */
async function cityWithSources() {
  const city = await createCity({ status: "Live" });
  const channel = await createSource(city.id, { title: "A channel", contentType: "video" });
  const feed = await createSource(city.id, {
    title: "B Granicus feed",
    url: `https://city${Date.now()}.granicus.com/ViewPublisherRSS.php?view_id=2`,
    contentType: "site",
  });
  await createVideo(city.id, { cityUrlsId: feed.id });
  const agendas = await createSource(city.id, {
    title: "C agendas",
    url: "https://example.org/agendas",
    contentType: "site",
  });
  return { city, channel, feed, agendas };
}

describe("a city's video sources", () => {
  it("are the video-typed URLs and any URL with videos, and never a plain page", async () => {
    const { city, channel, feed } = await cityWithSources();
    const sources = await listCityVideoSources({ cityId: city.id });
    expect(sources.map((source) => source.id)).toEqual([channel.id, feed.id]);
  });

  it("are the ones Content Management offers", async () => {
    const { city, channel, feed } = await cityWithSources();
    const page = await getContentManagementPage({ cityId: city.id });
    expect(page.sources.map((source) => source.id)).toEqual([channel.id, feed.id]);
    const opened = await getContentManagementPage({ cityId: city.id, sourceUrlId: feed.id });
    expect(opened.videos).toHaveLength(1);
  });

  it("are the ones the Story Manager offers", async () => {
    const { city, channel, feed } = await cityWithSources();
    const page = await getStoryManagerPage({ cityId: city.id, sourceUrlId: feed.id });
    expect(page.sources.map((source) => source.id)).toEqual([channel.id, feed.id]);
    expect(page.sourceUrlId).toBe(feed.id);
    expect(page.videos).toHaveLength(1);
  });

  it("are the ones the scheduled refresh of Live cities reads", async () => {
    const { channel, feed, agendas } = await cityWithSources();
    await refreshLiveSourcesJob.handle({}, { jobId: "test", retryCount: 0 });
    const queued = await database().executeSql(
      "select data->>'sourceId' as source from pgboss.job where name = 'refresh-source'",
    );
    const ids = queued.rows.map((row) => row.source);
    expect(ids).toContain(channel.id);
    expect(ids).toContain(feed.id);
    expect(ids).not.toContain(agendas.id);
  });
});
