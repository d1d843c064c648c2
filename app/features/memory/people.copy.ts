// The people pages' and the people admin screen's words (issue #19, ADR 0045): one place, asserted by the tests.
export const PEOPLE_TITLE = (city: string) => `People of ${city}`;
export const PEOPLE_INTRO =
  "Elected members and staff as the city's meetings name them: how they voted, the motions they made and what they said. Residents who spoke at public comment are not listed by name.";
export const NO_PEOPLE = "No elected members or staff have been recorded for this city yet.";
export const PUBLIC_COMMENT = "Public comment";
export const PUBLIC_COMMENT_COUNT = (count: number) =>
  `${count} resident${count === 1 ? "" : "s"} spoke at public comment.`;
export const ROLE_LABELS = { elected: "Elected member", staff: "Staff", public: "Public commenter" } as const;
export const PERSON_INTRO = (role: string, city: string) => `${role}, ${city}`;
export const PERSON_NOT_FOUND = "That person has no page here.";
export const MEETINGS_ATTENDED = "Meetings attended";
export const MOTIONS_MADE = "Motions made";
export const VOTES_TITLE = "Votes";
export const RECENT_QUOTES = "Recent quotes";
export const MAJORITY_SHARE_TITLE = "With the majority";
export const MAJORITY_SHARE = (sided: number, split: number) =>
  `Sided with the majority on ${sided} of ${split} split vote${split === 1 ? "" : "s"} (${Math.round((sided / split) * 100)}%).`;
export const NO_SPLIT_VOTES = "No split votes recorded yet.";
export const NO_MEETINGS = "No meetings recorded yet.";
export const NO_MOTIONS = "No motions recorded yet.";
export const NO_VOTES = "No votes recorded yet.";
export const NO_QUOTES = "No quotes recorded yet.";
export const VOTE_LABELS = { yes: "Yes", no: "No", abstain: "Abstain", absent: "Absent" } as const;
export const VOTES_TABLE = { date: "Date", decision: "Decision", vote: "Vote", outcome: "Outcome" } as const;
export const MOTION_KINDS = { motion: "Moved", second: "Seconded" } as const;
export const MOMENT_LINK = "Watch";
export const QUOTE_LINK = "Watch where it was said";
export const MOVED_BY = "Moved by";
export const SECONDED_BY = "seconded by";
export const PEOPLE_LINK = "People";

export const ADMIN_PEOPLE_TITLE = "People";
export const ADMIN_PEOPLE_INTRO =
  "Everyone the meetings name, per city. Merge two records of one person, split a name off into a new person, or set a role. Your changes are kept when a meeting is analysed again.";
export const ADMIN_PEOPLE_LABELS = {
  city: "City",
  show: "Show",
  aliases: "Names",
  appearances: (count: number) => `${count} appearance${count === 1 ? "" : "s"}`,
  role: "Role",
  setRole: "Set role",
  mergeInto: "Merge into",
  merge: "Merge",
  split: (alias: string) => `Split “${alias}” off`,
  choose: "Choose a person",
  none: "No people have been recorded for this city yet.",
  chooseCity: "Choose a city to see its people.",
} as const;
export const ADMIN_PEOPLE_DONE = {
  merged: "The two people were merged.",
  split: "The name was split off into a new person.",
  role: "The role was saved.",
} as const;
export const ADMIN_PEOPLE_ERRORS = {
  personNotFound: "That person was not found.",
  cityNotFound: "That city was not found.",
  sameCity: "Only two people of the same city can be merged.",
  samePerson: "Choose another person to merge into.",
  lastAlias: "A person's only name cannot be split off; merge instead.",
  aliasNotFound: "That name is not one of this person's.",
  role: "Choose elected member, staff or public commenter.",
} as const;
