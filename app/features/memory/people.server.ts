// People across a city's meetings (issue #19, ADR 0045): the extract-memory job links every name it stored (votes,
// movers, seconders, quote speakers, promise holders) to one person of the city; the person pages read the links; an
// admin merges, splits and sets roles, and those choices are what later extractions resolve names by.

import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  cities,
  cityVideos,
  memoryCommitments,
  memoryDecisions,
  memoryVotes,
  people,
  personAliases,
  personAppearances,
} from "#db/schema";
import { type DECISION_OUTCOMES, readAnalysisResults } from "~/features/analysis/analysis.schema";
import { parseTimestamp } from "~/features/analysis/memory-extraction.server";
import type { CityViewer } from "~/features/cities/cities.server";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { AppError } from "~/lib/app-error";
import { db, type Transaction } from "~/lib/db.server";
import { meetingMomentPath, meetingPath } from "~/lib/meeting-paths";
import { ADMIN_PEOPLE_ERRORS } from "./people.copy";
import type { PeopleAdminForm } from "./people.schema";
import { personPath } from "./people-paths";
import {
  type KnownAlias,
  type ParsedName,
  type PersonRole,
  parsePersonName,
  personSlug,
  resolvePersonId,
  strongerRole,
} from "./person-names";

type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

type AppearanceKind = (typeof personAppearances.$inferInsert)["kind"];

type Mention = {
  raw: string;
  /** The role the mention implies when its name carries no title (a vote is an elected member's). */
  impliedRole: PersonRole;
  kind: AppearanceKind;
  quote: string;
  seconds: number;
  decisionId?: string;
  voteId?: string;
  commitmentId?: string;
};

/** Every name the meeting's stored memory and analysis give, with what it is attached to. */
async function meetingMentions(videoId: string, analysisResults: unknown): Promise<Mention[]> {
  const decisions = await db()
    .select({
      id: memoryDecisions.id,
      mover: memoryDecisions.mover,
      seconder: memoryDecisions.seconder,
      quote: memoryDecisions.quote,
      startSeconds: memoryDecisions.startSeconds,
    })
    .from(memoryDecisions)
    .where(eq(memoryDecisions.videoId, videoId));
  const votes = decisions.length
    ? await db()
        .select()
        .from(memoryVotes)
        .where(
          inArray(
            memoryVotes.decisionId,
            decisions.map((decision) => decision.id),
          ),
        )
    : [];
  const commitments = await db()
    .select({
      id: memoryCommitments.id,
      responsible: memoryCommitments.responsible,
      quote: memoryCommitments.quote,
      startSeconds: memoryCommitments.startSeconds,
    })
    .from(memoryCommitments)
    .where(eq(memoryCommitments.videoId, videoId));
  const mentions: Mention[] = [];
  for (const decision of decisions) {
    const base = { quote: decision.quote, seconds: decision.startSeconds, decisionId: decision.id };
    if (decision.mover)
      mentions.push({ raw: decision.mover, impliedRole: "elected", kind: "motion", ...base });
    if (decision.seconder)
      mentions.push({ raw: decision.seconder, impliedRole: "elected", kind: "second", ...base });
  }
  for (const vote of votes)
    mentions.push({
      raw: vote.member,
      impliedRole: "elected",
      kind: "vote",
      quote: vote.quote,
      seconds: vote.startSeconds,
      decisionId: vote.decisionId,
      voteId: vote.id,
    });
  for (const commitment of commitments)
    mentions.push({
      raw: commitment.responsible,
      impliedRole: "staff",
      kind: "commitment",
      quote: commitment.quote,
      seconds: commitment.startSeconds,
      commitmentId: commitment.id,
    });
  // A quote's speaker without a title introduced themselves at the lectern: a resident, until something says more.
  for (const highlight of readAnalysisResults(analysisResults)?.highlights ?? [])
    for (const quote of highlight.quotes)
      mentions.push({
        raw: quote.speaker,
        impliedRole: "public",
        kind: "quote",
        quote: quote.text,
        seconds: parseTimestamp(highlight.timestamp) ?? 0,
      });
  return mentions;
}

/** A slug no other person of the city has: "ortiz", else "ortiz-2", "ortiz-3"... */
async function freeSlug(tx: Transaction, cityId: string, display: string): Promise<string> {
  const base = personSlug(display);
  const taken = new Set(
    (
      await tx
        .select({ slug: people.slug })
        .from(people)
        .where(and(eq(people.cityId, cityId), sql`${people.slug} like ${`${base}%`}`))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let number = 2; taken.has(slug); number++) slug = `${base}-${number}`;
  return slug;
}

async function createPerson(
  tx: Transaction,
  cityId: string,
  name: Pick<ParsedName, "display" | "key">,
  role: PersonRole,
  setBy: "engine" | "admin",
): Promise<string> {
  const [person] = await tx
    .insert(people)
    .values({ cityId, slug: await freeSlug(tx, cityId, name.display), displayName: name.display, role })
    .returning({ id: people.id });
  if (!person) throw new Error("person not created");
  await tx
    .insert(personAliases)
    .values({ personId: person.id, cityId, aliasKey: name.key, alias: name.display, setBy });
  return person.id;
}

/** Holds the city's people still while one meeting's names are resolved (two meetings at once would both add). */
async function lockCityPeople(tx: Transaction, cityId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`people:${cityId}`}))`);
}

/**
 * Links a meeting's names to the city's people, in place of its earlier links: a name resolves by the city's
 * aliases (an admin's merges and splits included), a new name form of a known person becomes an alias, and a name
 * no one holds makes a new person. The engine raises a role (public to staff to elected) but never changes one an
 * admin set. Idempotent: a second run finds the aliases the first made.
 */
export async function linkPeopleForVideo(options: { videoId: string }): Promise<{ linked: number }> {
  const [video] = await db()
    .select({ id: cityVideos.id, cityId: cityVideos.cityId, analysisResults: cityVideos.analysisResults })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video) return { linked: 0 };
  const mentions = await meetingMentions(video.id, video.analysisResults);
  let linked = 0;
  await db().transaction(async (tx) => {
    await lockCityPeople(tx, video.cityId);
    await tx.delete(personAppearances).where(eq(personAppearances.videoId, video.id));
    const aliases: KnownAlias[] = await tx
      .select({ personId: personAliases.personId, aliasKey: personAliases.aliasKey })
      .from(personAliases)
      .where(eq(personAliases.cityId, video.cityId));
    const known = new Map(
      (
        await tx
          .select({
            id: people.id,
            role: people.role,
            roleSetBy: people.roleSetBy,
            displayName: people.displayName,
          })
          .from(people)
          .where(eq(people.cityId, video.cityId))
      ).map((person) => [person.id, person]),
    );
    const rows: (typeof personAppearances.$inferInsert)[] = [];
    for (const mention of mentions) {
      const name = parsePersonName(mention.raw);
      if (!name) continue;
      const role = name.role ?? mention.impliedRole;
      let personId = resolvePersonId(name, aliases);
      if (!personId) {
        personId = await createPerson(tx, video.cityId, name, role, "engine");
        aliases.push({ personId, aliasKey: name.key });
        known.set(personId, { id: personId, role, roleSetBy: "engine", displayName: name.display });
      } else {
        if (!aliases.some((alias) => alias.aliasKey === name.key)) {
          await tx
            .insert(personAliases)
            .values({ personId, cityId: video.cityId, aliasKey: name.key, alias: name.display });
          aliases.push({ personId, aliasKey: name.key });
        }
        const person = known.get(personId);
        if (person) {
          const update: Partial<typeof people.$inferInsert> = {};
          const raised = strongerRole(person.role, role);
          if (person.roleSetBy === "engine" && raised !== person.role) update.role = raised;
          // The fullest name is the one shown ("Ortiz" becomes "Ana Ortiz"); the slug stays.
          if (name.display.split(" ").length > person.displayName.split(" ").length)
            update.displayName = name.display;
          if (Object.keys(update).length > 0) {
            await tx.update(people).set(update).where(eq(people.id, personId));
            Object.assign(person, update);
          }
        }
      }
      rows.push({
        personId,
        videoId: video.id,
        kind: mention.kind,
        aliasKey: name.key,
        decisionId: mention.decisionId ?? null,
        voteId: mention.voteId ?? null,
        commitmentId: mention.commitmentId ?? null,
        quote: mention.quote,
        startSeconds: mention.seconds,
      });
    }
    if (rows.length > 0) await tx.insert(personAppearances).values(rows);
    linked = rows.length;
  });
  return { linked };
}

// ---- the public pages ----

export type PersonSummary = { slug: string; displayName: string; role: PersonRole; path: string };

/** The city's people with a page (elected members and staff who appear at a meeting), by name. */
async function listedPeople(cityId: string, locationKey: string): Promise<PersonSummary[]> {
  const rows = await db()
    .selectDistinct({ slug: people.slug, displayName: people.displayName, role: people.role })
    .from(people)
    .innerJoin(personAppearances, eq(personAppearances.personId, people.id))
    .where(and(eq(people.cityId, cityId), ne(people.role, "public")))
    .orderBy(asc(people.displayName));
  return rows.map((row) => ({ ...row, path: personPath(locationKey, row.slug) }));
}

export type CityPeoplePage = {
  city: { id: string; name: string; state: string; locationKey: string };
  elected: PersonSummary[];
  staff: PersonSummary[];
  publicCommenters: number;
};

/** /city/{key}/people: elected members and staff with a page; residents only counted, as "Public comment". */
export async function getCityPeoplePage(options: {
  locationKey: string;
  viewer: CityViewer;
}): Promise<CityPeoplePage | null> {
  const city = await getCityByLocationKey(options);
  if (!city) return null;
  const listed = await listedPeople(city.id, city.locationKey);
  const [publicCount] = await db()
    .select({ count: sql<number>`count(distinct ${people.id})::int` })
    .from(people)
    .innerJoin(personAppearances, eq(personAppearances.personId, people.id))
    .where(and(eq(people.cityId, city.id), eq(people.role, "public")));
  return {
    city: { id: city.id, name: city.name, state: city.state, locationKey: city.locationKey },
    elected: listed.filter((person) => person.role === "elected"),
    staff: listed.filter((person) => person.role === "staff"),
    publicCommenters: publicCount?.count ?? 0,
  };
}

export type PersonVote = {
  decision: string;
  meetingTitle: string;
  meetingDate: string | null;
  vote: "yes" | "no" | "abstain" | "absent";
  outcome: DecisionOutcome;
  momentPath: string;
};

export type PersonPage = {
  city: CityPeoplePage["city"];
  person: { displayName: string; role: PersonRole; slug: string; aliases: string[] };
  meetings: { title: string; date: string | null; path: string }[];
  motions: { kind: "motion" | "second"; decision: string; meetingTitle: string; momentPath: string }[];
  votes: PersonVote[];
  majority: { sided: number; split: number };
  quotes: { text: string; meetingTitle: string; momentPath: string }[];
};

/** The most quotes a person page shows. */
const RECENT_QUOTES_LIMIT = 10;

/**
 * Of the decisions a member voted yes or no on whose roll call was split (at least one yes and one no), how many
 * they sided with the result on: yes on a passed motion, no on a failed one.
 */
export function majorityShare(
  votes: readonly { decisionId: string; vote: string; outcome: DecisionOutcome }[],
  splitDecisions: ReadonlySet<string>,
): { sided: number; split: number } {
  let sided = 0;
  let split = 0;
  for (const vote of votes) {
    if (!splitDecisions.has(vote.decisionId) || (vote.vote !== "yes" && vote.vote !== "no")) continue;
    split++;
    if ((vote.vote === "yes") === (vote.outcome === "passed")) sided++;
  }
  return { sided, split };
}

function decisionLabel(decision: { item: string | null; motion: string | null; quote: string }): string {
  return decision.item ?? (decision.motion ? `Motion to ${decision.motion}` : decision.quote);
}

/** /city/{key}/people/{slug}: an elected member's or staff member's record; null for a resident or no one. */
export async function getPersonPage(options: {
  locationKey: string;
  slug: string;
  viewer: CityViewer;
}): Promise<PersonPage | null> {
  const city = await getCityByLocationKey(options);
  if (!city) return null;
  const [person] = await db()
    .select()
    .from(people)
    .where(and(eq(people.cityId, city.id), eq(people.slug, options.slug)));
  if (!person || person.role === "public") return null;
  const aliases = await db()
    .select({ alias: personAliases.alias })
    .from(personAliases)
    .where(eq(personAliases.personId, person.id))
    .orderBy(asc(personAliases.alias));
  const appearances = await db()
    .select({
      appearance: personAppearances,
      meetingTitle: cityVideos.title,
      publishedAt: cityVideos.publishedAt,
      // A non-null column first: drizzle reads a left-joined object as missing when its first field is null.
      decision: {
        id: memoryDecisions.id,
        item: memoryDecisions.item,
        motion: memoryDecisions.motion,
        quote: memoryDecisions.quote,
        outcome: memoryDecisions.outcome,
        meetingDate: memoryDecisions.meetingDate,
      },
      vote: memoryVotes.vote,
    })
    .from(personAppearances)
    .innerJoin(cityVideos, eq(cityVideos.id, personAppearances.videoId))
    .leftJoin(memoryDecisions, eq(memoryDecisions.id, personAppearances.decisionId))
    .leftJoin(memoryVotes, eq(memoryVotes.id, personAppearances.voteId))
    .where(eq(personAppearances.personId, person.id))
    .orderBy(desc(cityVideos.publishedAt), asc(personAppearances.startSeconds));
  const key = city.locationKey;
  const moment = (row: (typeof appearances)[number]) =>
    meetingMomentPath(key, row.appearance.videoId, row.appearance.startSeconds);
  const meetings = new Map<string, PersonPage["meetings"][number]>();
  for (const row of appearances) {
    // An absent member did not attend.
    if (row.vote === "absent" || meetings.has(row.appearance.videoId)) continue;
    meetings.set(row.appearance.videoId, {
      title: row.meetingTitle,
      date: row.decision?.meetingDate ?? row.publishedAt?.toISOString().slice(0, 10) ?? null,
      path: meetingPath(key, row.appearance.videoId),
    });
  }
  const voteRows = appearances.filter((row) => row.appearance.kind === "vote" && row.vote && row.decision);
  const decisionIds = [...new Set(voteRows.map((row) => row.appearance.decisionId ?? ""))];
  const split = new Set(
    decisionIds.length
      ? (
          await db()
            .select({ decisionId: memoryVotes.decisionId })
            .from(memoryVotes)
            .where(inArray(memoryVotes.decisionId, decisionIds))
            .groupBy(memoryVotes.decisionId)
            .having(sql`bool_or(${memoryVotes.vote} = 'yes') and bool_or(${memoryVotes.vote} = 'no')`)
        ).map((row) => row.decisionId)
      : [],
  );
  return {
    city: { id: city.id, name: city.name, state: city.state, locationKey: city.locationKey },
    person: {
      displayName: person.displayName,
      role: person.role,
      slug: person.slug,
      aliases: aliases.map((row) => row.alias),
    },
    meetings: [...meetings.values()],
    motions: appearances.flatMap((row) =>
      (row.appearance.kind === "motion" || row.appearance.kind === "second") && row.decision
        ? [
            {
              kind: row.appearance.kind,
              decision: decisionLabel(row.decision),
              meetingTitle: row.meetingTitle,
              momentPath: moment(row),
            },
          ]
        : [],
    ),
    votes: [...voteRows]
      .sort((a, b) => (b.decision?.meetingDate ?? "").localeCompare(a.decision?.meetingDate ?? ""))
      .flatMap((row) =>
        row.vote && row.decision
          ? [
              {
                decision: decisionLabel(row.decision),
                meetingTitle: row.meetingTitle,
                meetingDate: row.decision.meetingDate,
                vote: row.vote,
                outcome: row.decision.outcome,
                momentPath: moment(row),
              },
            ]
          : [],
      ),
    majority: majorityShare(
      voteRows.flatMap((row) =>
        row.vote && row.decision
          ? [{ decisionId: row.appearance.decisionId ?? "", vote: row.vote, outcome: row.decision.outcome }]
          : [],
      ),
      split,
    ),
    quotes: appearances
      .filter((row) => row.appearance.kind === "quote")
      .slice(0, RECENT_QUOTES_LIMIT)
      .map((row) => ({
        text: row.appearance.quote,
        meetingTitle: row.meetingTitle,
        momentPath: moment(row),
      })),
  };
}

export type PersonLinks = {
  /** Alias key ("ortiz") to the person page, for names as the memory stores them (votes, movers). */
  byKey: Record<string, string>;
  /** Each person's names as a text writes them, for linking a story's words. */
  people: { names: string[]; path: string }[];
};

/** The city's people with a page, by every name they go by: what the decisions and story pages link with. */
export async function getPersonLinks(options: { cityId: string; locationKey: string }): Promise<PersonLinks> {
  const rows = await db()
    .select({
      slug: people.slug,
      displayName: people.displayName,
      aliasKey: personAliases.aliasKey,
      alias: personAliases.alias,
    })
    .from(people)
    .innerJoin(personAliases, eq(personAliases.personId, people.id))
    .where(
      and(
        eq(people.cityId, options.cityId),
        ne(people.role, "public"),
        sql`exists (select 1 from ${personAppearances} where ${personAppearances.personId} = ${people.id})`,
      ),
    );
  const byKey: Record<string, string> = {};
  const byPath = new Map<string, Set<string>>();
  for (const row of rows) {
    const path = personPath(options.locationKey, row.slug);
    byKey[row.aliasKey] = path;
    const names = byPath.get(path) ?? new Set<string>([row.displayName]);
    names.add(row.alias);
    byPath.set(path, names);
  }
  return { byKey, people: [...byPath.entries()].map(([path, names]) => ({ path, names: [...names] })) };
}

// ---- the admin screen: merge, split, role ----

export type AdminPerson = {
  id: string;
  displayName: string;
  role: PersonRole;
  roleSetBy: "engine" | "admin";
  aliases: { id: string; alias: string; setBy: "engine" | "admin" }[];
  appearances: number;
};

export type PeopleAdminPage = {
  cities: { id: string; name: string; state: string }[];
  cityId: string | null;
  people: AdminPerson[];
};

/** /admin/people: the cities to choose from and, for the chosen one, everyone the meetings name. */
export async function getPeopleAdminPage(options: { cityId?: string }): Promise<PeopleAdminPage> {
  const cityList = await db()
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name));
  const cityId = cityList.some((city) => city.id === options.cityId) ? (options.cityId ?? null) : null;
  if (!cityId) return { cities: cityList, cityId: null, people: [] };
  const rows = await db()
    .select({
      id: people.id,
      displayName: people.displayName,
      role: people.role,
      roleSetBy: people.roleSetBy,
      appearances: sql<number>`(select count(*)::int from ${personAppearances} where ${personAppearances.personId} = ${people.id})`,
    })
    .from(people)
    .where(eq(people.cityId, cityId))
    .orderBy(asc(people.displayName));
  const aliases = rows.length
    ? await db()
        .select({
          id: personAliases.id,
          personId: personAliases.personId,
          alias: personAliases.alias,
          setBy: personAliases.setBy,
        })
        .from(personAliases)
        .where(
          inArray(
            personAliases.personId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(personAliases.alias))
    : [];
  return {
    cities: cityList,
    cityId,
    people: rows.map((row) => ({
      ...row,
      aliases: aliases
        .filter((alias) => alias.personId === row.id)
        .map(({ id, alias, setBy }) => ({ id, alias, setBy })),
    })),
  };
}

async function personOf(tx: Transaction, personId: string) {
  const [person] = await tx.select().from(people).where(eq(people.id, personId)).for("update");
  if (!person) throw new AppError("NOT_FOUND", ADMIN_PEOPLE_ERRORS.personNotFound);
  return person;
}

/**
 * One person's names, appearances and role go to another of the same city, and the first is removed. Every moved
 * name is marked as the admin's, so no later extraction takes it apart again.
 */
async function mergePeople(tx: Transaction, personId: string, intoPersonId: string): Promise<void> {
  if (personId === intoPersonId) throw new AppError("BAD_REQUEST", ADMIN_PEOPLE_ERRORS.samePerson);
  const from = await personOf(tx, personId);
  const into = await personOf(tx, intoPersonId);
  if (from.cityId !== into.cityId) throw new AppError("BAD_REQUEST", ADMIN_PEOPLE_ERRORS.sameCity);
  await lockCityPeople(tx, into.cityId);
  await tx
    .update(personAliases)
    .set({ personId: into.id, setBy: "admin" })
    .where(eq(personAliases.personId, from.id));
  await tx.update(personAliases).set({ setBy: "admin" }).where(eq(personAliases.personId, into.id));
  await tx
    .update(personAppearances)
    .set({ personId: into.id })
    .where(eq(personAppearances.personId, from.id));
  if (into.roleSetBy === "engine")
    await tx
      .update(people)
      .set({ role: strongerRole(into.role, from.role) })
      .where(eq(people.id, into.id));
  await tx.delete(people).where(eq(people.id, from.id));
}

/** One of a person's names, with the appearances it was said by, becomes a new person (the admin's from now on). */
async function splitPersonAlias(tx: Transaction, personId: string, aliasId: string): Promise<void> {
  const person = await personOf(tx, personId);
  await lockCityPeople(tx, person.cityId);
  const aliases = await tx.select().from(personAliases).where(eq(personAliases.personId, person.id));
  const alias = aliases.find((candidate) => candidate.id === aliasId);
  if (!alias) throw new AppError("BAD_REQUEST", ADMIN_PEOPLE_ERRORS.aliasNotFound);
  if (aliases.length < 2) throw new AppError("BAD_REQUEST", ADMIN_PEOPLE_ERRORS.lastAlias);
  const [created] = await tx
    .insert(people)
    .values({
      cityId: person.cityId,
      slug: await freeSlug(tx, person.cityId, alias.alias),
      displayName: alias.alias,
      role: person.role,
    })
    .returning({ id: people.id });
  if (!created) throw new Error("person not created");
  await tx
    .update(personAliases)
    .set({ personId: created.id, setBy: "admin" })
    .where(eq(personAliases.id, alias.id));
  // The names that stay are the admin's too: the engine must not fold the split-off name back by surname.
  await tx.update(personAliases).set({ setBy: "admin" }).where(eq(personAliases.personId, person.id));
  await tx
    .update(personAppearances)
    .set({ personId: created.id })
    .where(and(eq(personAppearances.personId, person.id), eq(personAppearances.aliasKey, alias.aliasKey)));
  const remaining = aliases.filter((candidate) => candidate.id !== alias.id);
  if (person.displayName === alias.alias && remaining[0])
    await tx.update(people).set({ displayName: remaining[0].alias }).where(eq(people.id, person.id));
}

/** An admin's change to the city's people, all or nothing. */
export async function changePeopleByAdmin(form: PeopleAdminForm): Promise<void> {
  await db().transaction(async (tx) => {
    if (form.intent === "merge") return mergePeople(tx, form.personId, form.intoPersonId);
    if (form.intent === "split") return splitPersonAlias(tx, form.personId, form.aliasId);
    await personOf(tx, form.personId);
    await tx.update(people).set({ role: form.role, roleSetBy: "admin" }).where(eq(people.id, form.personId));
  });
}

/** The city a person belongs to, for sending the admin back to that city's list. */
export async function personCityId(personId: string): Promise<string | null> {
  const [row] = await db().select({ cityId: people.cityId }).from(people).where(eq(people.id, personId));
  return row?.cityId ?? null;
}
