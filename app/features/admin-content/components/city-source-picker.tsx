// The admin tools' city -> video source (-> video) picker: a GET form, so every choice is a shareable address.
// With JavaScript a change loads at once (and a new city clears the source and video); without it, "Show" does.
import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { CityOption } from "~/features/cities/cities.server";
import { CityOptions } from "~/features/cities/components/city-options";
import type { CityVideoSource } from "~/features/sources/sources.server";
import { CHOOSE_CITY, CHOOSE_SOURCE, CITY_LABEL, SHOW_SOURCE, SOURCE_LABEL } from "../admin-content.copy";

export type PickerVideo = { id: string; title: string };

export function sourceLabel(source: Pick<CityVideoSource, "title" | "url">): string {
  return source.title?.trim() || source.url;
}

export function CitySourcePicker({
  cities,
  sources,
  cityId,
  sourceUrlId,
  videos,
  videoId,
  labels,
  extra,
}: {
  cities: CityOption[];
  sources: CityVideoSource[];
  cityId: string | null;
  sourceUrlId: string | null;
  /** When given, a third select picks one of these videos. */
  videos?: PickerVideo[];
  videoId?: string | null;
  labels?: { city?: string; source?: string; chooseSource?: string; video?: string; chooseVideo?: string };
  extra?: ReactNode;
}) {
  const submit = useSubmit();
  const load = (params: Record<string, string>) =>
    submit(params, { method: "get", preventScrollReset: true });
  return (
    <Form
      method="get"
      className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))_auto] sm:items-end"
    >
      <SelectField
        label={labels?.city ?? CITY_LABEL}
        name="cityId"
        defaultValue={cityId ?? ""}
        key={`city-${cityId}`}
        onChange={(event) => load({ cityId: event.currentTarget.value })}
      >
        <option value="">{CHOOSE_CITY}</option>
        <CityOptions cities={cities} />
      </SelectField>
      <SelectField
        label={labels?.source ?? SOURCE_LABEL}
        name="sourceUrlId"
        defaultValue={sourceUrlId ?? ""}
        key={`source-${cityId}-${sourceUrlId}`}
        disabled={!cityId}
        onChange={(event) => load({ cityId: cityId ?? "", sourceUrlId: event.currentTarget.value })}
      >
        <option value="">{labels?.chooseSource ?? CHOOSE_SOURCE}</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {sourceLabel(source)}
          </option>
        ))}
      </SelectField>
      {videos ? (
        <SelectField
          label={labels?.video ?? "Video"}
          name="videoId"
          defaultValue={videoId ?? ""}
          key={`video-${sourceUrlId}-${videoId}`}
          disabled={!cityId}
          onChange={(event) =>
            load({ cityId: cityId ?? "", sourceUrlId: sourceUrlId ?? "", videoId: event.currentTarget.value })
          }
        >
          <option value="">{labels?.chooseVideo ?? "Choose a video"}</option>
          {videos.map((video) => (
            <option key={video.id} value={video.id}>
              {video.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button type="submit" variant="outline">
        {SHOW_SOURCE}
      </Button>
      {extra}
    </Form>
  );
}
