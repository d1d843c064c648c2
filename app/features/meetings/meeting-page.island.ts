// The meeting page's script for a visitor without a session, instead of the app (ADR 0053). The page works as HTML:
// chapters and timestamps are links to their moment, the transcript reads in parts linked to each other. This adds
// what the app adds: a moment's link or a transcript line plays the video from there (on a demo meeting, with no
// video, marks the line), the transcript follows the playing video, a long transcript becomes whole when needed, the
// At a glance card expands, and the Follow form opens in place. It must not import React, React Router or zod (lint
// rule `island-without-framework`).
import { enhanceFollowForms } from "~/features/alerts/components/follow-enhancement";
import { enhancePreviewToggles } from "~/features/analysis/components/preview-toggle";
import { enhancePublicPage } from "~/features/shell/components/public-page";
import { followTranscript } from "~/features/transcripts/components/transcript-follow";
import { bindMeetingPlayer } from "./components/meeting-player-sync";
import { isPlainPress, SEEK_SECONDS_ATTRIBUTE } from "./components/seek-links";

function enhanceMeeting(root: ParentNode): void {
  const main = root instanceof Document ? root.querySelector("main") : root;
  if (!main) return;
  let transcript: ReturnType<typeof followTranscript> = null;
  const player = bindMeetingPlayer(main, (seconds) => transcript?.mark(seconds));
  const play = (seconds: number) => {
    transcript?.mark(seconds);
    player?.seek(seconds);
  };
  transcript = followTranscript(main, play);
  // A chapter's or highlight's moment plays in the page's player, which comes into view (on a demo meeting the
  // transcript, where the moment is marked). A press that opens a new tab keeps the link's meaning.
  main.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${SEEK_SECONDS_ATTRIBUTE}]`);
    if (!link || !(event instanceof MouseEvent) || !isPlainPress(event)) return;
    const seconds = Number(link.getAttribute(SEEK_SECONDS_ATTRIBUTE));
    if (!Number.isFinite(seconds) || (!player && !transcript)) return;
    event.preventDefault();
    play(seconds);
    const target = player ? player.element() : transcript?.section;
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
  });
  enhancePreviewToggles(main);
  enhanceFollowForms(main);
}

enhancePublicPage(enhanceMeeting);
