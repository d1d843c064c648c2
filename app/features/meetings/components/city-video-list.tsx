// The city page's meeting list with Load More: a link to ?show=N+10 that, with JS, fetches the longer list first
// so the list on screen never jumps or disappears, and a failed read leaves it in place with a message. On a page
// served without the app (ADR 0053), city-video-list-enhancement.ts does the same with the longer page's HTML.
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { VIDEO_PAGE_SIZE } from "../meetings.constants";
import { LOAD_MORE, LOAD_MORE_FAILED, NO_VIDEOS_YET, VIDEOS_LOAD_FAILED } from "../meetings.copy";
import type { VideoListItem } from "../video-list-item";
import { VideoCard } from "./video-card";

/** The part of the city page's loader data the list needs. */
export type CityVideoListData = {
  source: string;
  show: number;
  videos: VideoListItem[];
  matchingCount: number;
  videosFailed: boolean;
};

/** The query string that shows `show` videos of the current filter. */
export function showMoreSearch(source: string, show: number): string {
  const params = new URLSearchParams();
  if (source) params.set("source", source);
  params.set("show", String(show));
  return `?${params}`;
}

export type CityVideoListState = {
  videos: VideoListItem[];
  /** The first read failed: there is no list to show. */
  failed: boolean;
  /** The last Load More failed; the list on screen stays. */
  loadMoreFailed: boolean;
  loadingMore: boolean;
  /** Where Load More leads, or null when every matching video is listed. */
  nextSearch: string | null;
  loadMore(event: MouseEvent<HTMLAnchorElement>): void;
};

/**
 * The list on screen. Load More fetches the longer list through the route's loader; once it has arrived the
 * address is updated to match (replace, no scroll reset) so reload and Back show the same list. Until then, and
 * if it fails, the list that was showing stays.
 */
export function useCityVideoList(data: CityVideoListData): CityVideoListState {
  const { toast } = useToast();
  const fetcher = useFetcher<CityVideoListData>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  /** A longer list fetched on top of the loader's `base` list; it stands in for it until the address catches up. */
  const [longer, setLonger] = useState<{ base: VideoListItem[]; page: CityVideoListData } | null>(null);
  const [failedOn, setFailedOn] = useState<VideoListItem[] | null>(null);
  const pending = useRef<{ base: VideoListItem[]; search: string } | null>(null);

  const page = longer && longer.base === data.videos ? longer.page : data;
  const loadMoreFailed = failedOn !== null && failedOn === data.videos;

  useEffect(() => {
    const request = pending.current;
    if (fetcher.state !== "idle" || !request) return;
    pending.current = null;
    const loaded = fetcher.data;
    if (!loaded || loaded.videosFailed) {
      setFailedOn(request.base);
      toast({ title: LOAD_MORE_FAILED, variant: "destructive" });
      return;
    }
    setFailedOn(null);
    setLonger({ base: request.base, page: loaded });
    navigate(request.search, { replace: true, preventScrollReset: true });
  }, [fetcher.state, fetcher.data, toast, navigate]);

  const remaining = loadMoreFailed || page.videos.length < page.matchingCount;
  const nextSearch = remaining ? showMoreSearch(page.source, page.videos.length + VIDEO_PAGE_SIZE) : null;
  return {
    videos: page.videos,
    failed: data.videosFailed,
    loadMoreFailed,
    loadingMore: fetcher.state !== "idle",
    nextSearch,
    loadMore(event) {
      // A click that opens a new tab or window keeps the link's own behaviour.
      if (
        !nextSearch ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      if (fetcher.state !== "idle") return;
      pending.current = { base: data.videos, search: nextSearch };
      fetcher.load(`${pathname}${nextSearch}`);
    },
  };
}

export function CityVideoList({
  locationKey,
  list,
  transcriptFetchIds = [],
}: {
  locationKey: string;
  list: CityVideoListState;
  /** Videos an admin may fetch a transcript for (empty for everyone else). */
  transcriptFetchIds?: readonly string[];
}) {
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  /** Set when Load More is used, so focus moves to the first new meeting once it is listed. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.videos.length <= from) return;
    focusFrom.current = null;
    const first = list.videos[from];
    if (first) headings.current.get(first.id)?.focus({ preventScroll: true });
  }, [list.videos]);

  if (list.failed) {
    return (
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        {VIDEOS_LOAD_FAILED}
      </p>
    );
  }
  if (list.videos.length === 0) return <p className="mt-4 text-slate-600">{NO_VIDEOS_YET}</p>;

  return (
    <>
      <ul className="mt-2 divide-y divide-slate-200" aria-busy={list.loadingMore} data-city-video-list>
        {list.videos.map((video) => (
          <li key={video.id} data-video-id={video.id}>
            <VideoCard
              video={video}
              locationKey={locationKey}
              canFetchTranscript={transcriptFetchIds.includes(video.id)}
              headingRef={(element) => {
                if (element) headings.current.set(video.id, element);
                else headings.current.delete(video.id);
              }}
            />
          </li>
        ))}
      </ul>
      {/* Always in the page, shown when a Load More fails: a page without the app shows it as well. */}
      <p role="alert" className="mt-4 text-red-800" hidden={!list.loadMoreFailed} data-load-more-failed>
        {LOAD_MORE_FAILED}
      </p>
      {list.nextSearch ? (
        <div className="mt-6 flex justify-center" data-load-more>
          <Link
            to={list.nextSearch}
            preventScrollReset
            onClick={(event) => {
              focusFrom.current = list.videos.length;
              list.loadMore(event);
            }}
            className={buttonClasses("outline", "lg")}
          >
            {LOAD_MORE}
          </Link>
        </div>
      ) : null}
    </>
  );
}
