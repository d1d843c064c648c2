// The two snippets a city's website copies (issue #18): the script that adds the frame, or the frame itself.
import { EMBED_SCRIPT_PATH, embedCityPath } from "~/lib/meeting-paths";
import { EMBED_DEFAULT_HEIGHT } from "./embeds.constants";
import { embedFrameTitle } from "./embeds.copy";

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function embedScriptSnippet(siteUrl: string, city: { name: string; locationKey: string }): string {
  return `<script src="${attribute(`${siteUrl}${EMBED_SCRIPT_PATH}`)}" data-city="${attribute(city.locationKey)}" data-title="${attribute(embedFrameTitle(city.name))}" async></script>`;
}

export function embedFrameSnippet(siteUrl: string, city: { name: string; locationKey: string }): string {
  return `<iframe src="${attribute(`${siteUrl}${embedCityPath(city.locationKey)}`)}" title="${attribute(embedFrameTitle(city.name))}" width="100%" height="${EMBED_DEFAULT_HEIGHT}" style="border:0" loading="lazy"></iframe>`;
}
