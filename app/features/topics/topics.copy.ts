// The topics pages' and admin screen's words (issue #19, ADR 0046): one place, asserted by the tests.
export const TOPICS_TITLE = (city: string) => `Topics in ${city}`;
export const TOPICS_INTRO =
  "Subjects that came up at more than one meeting: a project, an ordinance, a street. Each has a timeline of the meetings that discussed it.";
export const NO_TOPICS = "No subject has come up at more than one meeting yet.";
export const TOPIC_MEETINGS_COUNT = (count: number) => `${count} meeting${count === 1 ? "" : "s"}`;
export const TOPIC_INTRO = (city: string) =>
  `Every ${city} meeting where this came up, oldest first, with the line that mentions it.`;
export const TOPIC_TIMELINE_TITLE = "Timeline";
export const TOPIC_DECISIONS_TITLE = "Decisions about this topic";
export const TOPIC_COMMITMENTS_TITLE = "Promises about this topic";
export const NO_TOPIC_DECISIONS = "No recorded decision names this topic.";
export const NO_TOPIC_COMMITMENTS = "No recorded promise names this topic.";
export const KEY_LINE_LINK = "Watch this moment";
export const UNDATED_MEETING = "Date unknown";
export const ALL_TOPICS_LINK = "All topics";
export const DECISIONS_BY_TOPIC = "Decisions by topic";
export const TOPIC_NOT_FOUND = "That topic was not found.";
export const TOPIC_CITY_NOT_FOUND = "That city was not found.";
export const TOPIC_MERGE_SAME = "Choose two different topics to merge.";
export const TOPIC_SPLIT_NOT_LINKED = "Choose meetings where this topic came up.";
export const TOPIC_SPLIT_ALL =
  "Leave at least one meeting with the topic; to move them all, rename it instead.";

export const ADMIN_TOPICS = {
  title: "Topics",
  intro:
    "Rename, merge and split the subjects linked across a city's meetings. Your changes survive re-analysis.",
  cityLabel: "City",
  chooseCity: "Show topics",
  noCity: "Choose a city to see its topics.",
  none: "This city has no topics yet.",
  meetings: "Meetings",
  renameLabel: "New name",
  rename: "Rename",
  renamed: (name: string) => `Renamed to ${name}.`,
  mergeLabel: "Merge into",
  merge: "Merge",
  merged: (source: string, target: string) => `${source} was merged into ${target}.`,
  splitLegend: "Meetings to move to a new topic",
  splitName: "New topic's name",
  split: "Split",
  splitDone: (name: string) => `${name} was split off.`,
  failed: "The topic could not be changed.",
  nameRequired: "Give the topic a name.",
  chooseMeetings: "Choose at least one meeting to move.",
} as const;
