// Builds a meeting transcript from building blocks: the opening formalities, agenda items drawn from the topic
// templates, public comment, motions and votes, then announcements and adjournment. It also returns the
// meeting's items and votes, from which the seed describes each meeting and picks the ones the pipeline analyses.
import type { TranscriptSegment } from "~/lib/transcript-format";
import {
  AGENDA_TOPICS,
  type AgendaTopic,
  departmentBudgetTopics,
  type Facts,
  randomMoney,
} from "./agenda-topics";
import { businessNamedAtCouncil } from "./businesses";
import {
  type BodyCast,
  type BodyKind,
  type CitySeed,
  type Person,
  type SourceSeed,
  shortName,
  speakerLabel,
} from "./cities";
import { addDays, formatClock, formatLongDate, formatMonthDay, isoDate } from "./dates";
import {
  ANNOUNCEMENTS,
  BUDGET_OVERVIEW,
  DISCUSSION_AGAINST,
  DISCUSSION_SUPPORT,
  EXTRA_FIRST_NAMES,
  EXTRA_LAST_NAMES,
  FOLLOW_UPS,
  GENERIC_QUESTIONS,
  GENERIC_REPORT,
  GENERIC_STANCES,
  MEMBER_REPORTS,
  OPEN_FORUM_COMMENTS,
  PLEDGE_TEXT,
  RESIDENT_CLOSINGS,
  RESIDENT_INTROS,
} from "./meeting-phrases";
import type { Random } from "./random";

export type MeetingKind = "regular" | "special" | "workshop" | "study" | "marathon" | "cancelled" | "closed";

/** A sentence said by one speaker in one segment: what the analysis may quote. */
export type QuoteRef = { segmentIndex: number; text: string; speaker: string };

export type MotionOutcome = {
  mover: Person;
  seconder: Person;
  text: string;
  ayes: number;
  nays: number;
  noVoters: Person[];
  passed: boolean;
  tally: string;
  quote: QuoteRef;
};

export type DirectionOutcome = {
  task: string;
  date: string;
  dateText: string;
  /** "due_date" when staff must return by the date, "deadline" when it is a hard "no later than". */
  kind: "due_date" | "deadline";
  party: Person;
  quote: QuoteRef;
};

export type Exchange = { asker: Person; question: string; answer: string };

export type ItemOutcome = {
  number: number;
  topic: AgendaTopic;
  facts: Facts;
  title: string;
  presenter: Person;
  reportQuote: QuoteRef;
  exchanges: Exchange[];
  commenters: { name: string; quote: QuoteRef }[];
  motion: MotionOutcome | null;
  direction: DirectionOutcome | null;
};

export type GeneratedMeeting = {
  kind: MeetingKind;
  city: CitySeed;
  source: SourceSeed;
  meetingDate: Date;
  segments: TranscriptSegment[];
  items: ItemOutcome[];
};

export type MeetingOptions = {
  city: CitySeed;
  source: SourceSeed;
  kind: MeetingKind;
  meetingDate: Date;
  previousMeetingDate: Date;
  nextMeetingDate: Date;
  random: Random;
};

const BODY_SHORT: Record<BodyKind, string> = {
  council: "council",
  planning: "commission",
  school: "board",
  supervisors: "board",
  parks: "commission",
};

/** When each kind of body usually starts, in minutes after midnight. */
const START_TIMES: Record<BodyKind, readonly number[]> = {
  council: [18 * 60, 18 * 60 + 30, 19 * 60],
  planning: [18 * 60, 18 * 60 + 30],
  school: [18 * 60 + 30, 19 * 60],
  supervisors: [9 * 60, 9 * 60 + 30],
  parks: [17 * 60 + 30, 18 * 60],
};

const SPEAKING_WORDS_PER_SECOND = 2.5;

/** Replaces {placeholders}; an unknown one is a bug in the templates, so it fails loudly. */
export function fill(template: string, facts: Facts): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = facts[key];
    if (value === undefined)
      throw new Error(`Seed template placeholder {${key}} has no value in: ${template}`);
    return value;
  });
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Collects segments with realistic timing: speaking time follows the word count, with short pauses between turns. */
class TranscriptBuilder {
  readonly segments: TranscriptSegment[] = [];
  private clock: number;

  constructor(
    private readonly random: Random,
    startSeconds: number,
  ) {
    this.clock = startSeconds;
  }

  get elapsedSeconds(): number {
    return this.clock;
  }

  pause(minSeconds: number, maxSeconds: number): void {
    this.clock += this.random.int(minSeconds * 10, maxSeconds * 10) / 10;
  }

  /** Adds one segment and returns its index. */
  say(speaker: Person | string | null, sentences: string | readonly string[]): number {
    const text = typeof sentences === "string" ? sentences : sentences.join(" ");
    const speakingSeconds = wordCount(text) / (SPEAKING_WORDS_PER_SECOND + this.random.next() * 0.6);
    const duration = Math.min(40, Math.max(3, Math.round(speakingSeconds * 10) / 10));
    const startSeconds = Math.round(this.clock * 10) / 10;
    const endSeconds = Math.round((this.clock + duration) * 10) / 10;
    const label = speaker === null ? null : typeof speaker === "string" ? speaker : speakerLabel(speaker);
    this.segments.push({ startSeconds, endSeconds, speaker: label, text });
    this.clock = endSeconds;
    this.pause(0.4, 2.5);
    return this.segments.length - 1;
  }

  /** Says several sentences and remembers one of them as quotable. */
  sayQuotable(speaker: Person | string, sentences: readonly string[], quoteIndex: number): QuoteRef {
    const segmentIndex = this.say(speaker, sentences);
    const segment = this.segments[segmentIndex];
    return { segmentIndex, text: sentences[quoteIndex] ?? "", speaker: segment?.speaker ?? "" };
  }
}

/** Everything a meeting's templates can refer to, besides the topic's own facts. */
function meetingFacts(options: MeetingOptions, random: Random): Facts {
  const { city, source } = options;
  const places = city.places;
  return {
    city: city.name,
    bodyName: source.bodyName,
    bodyShort: BODY_SHORT[source.bodyKind],
    executiveTitle: source.cast.executive.title,
    presidingShort: shortName(source.cast.presiding),
    neighborhood: random.pick(places.neighborhoods),
    street: random.pick(places.streets),
    park: random.pick(places.parks),
    school: random.pick(places.schools),
    library: places.library,
    // A resident thanks a local business by name; without listings the city's cafe stands in.
    business: businessNamedAtCouncil(city.key) ?? "the corner cafe",
  };
}

function presenterFor(topic: AgendaTopic, cast: BodyCast): Person {
  return cast.staff[topic.presenter] ?? cast.executive;
}

/** Picks the agenda for a kind of meeting. */
function chooseTopics(kind: MeetingKind, bodyKind: BodyKind, random: Random): AgendaTopic[] {
  const eligible = AGENDA_TOPICS.filter((topic) => topic.bodies.includes(bodyKind));
  const departments = departmentBudgetTopics();
  switch (kind) {
    case "marathon":
      return [
        ...AGENDA_TOPICS.filter((topic) => topic.key === "budget-amendment"),
        ...departments,
        ...random.sample(
          eligible.filter((topic) => topic.key !== "budget-amendment"),
          3,
        ),
      ];
    case "workshop":
      return [
        ...AGENDA_TOPICS.filter((topic) => topic.key === "budget-amendment"),
        ...random.sample(departments, 3),
      ];
    case "special":
      return random.sample(eligible, random.int(2, 3));
    case "study":
      return random.sample(eligible, 3);
    case "regular":
      return random.sample(
        eligible,
        bodyKind === "council" || bodyKind === "supervisors" ? random.int(4, 6) : random.int(3, 5),
      );
    default:
      return [];
  }
}

/** Splits sentences into lines of two or three sentences, as a presenter pauses between slides. */
function groupSentences(sentences: readonly string[], random: Random): string[][] {
  const lines: string[][] = [];
  let index = 0;
  while (index < sentences.length) {
    const size = Math.min(random.int(2, 3), sentences.length - index);
    lines.push(sentences.slice(index, index + size));
    index += size;
  }
  return lines;
}

class MeetingWriter {
  private readonly builder: TranscriptBuilder;
  private readonly cast: BodyCast;
  private readonly base: Facts;
  private readonly presentMembers: Person[];
  private readonly startMinutes: number;
  readonly items: ItemOutcome[] = [];

  constructor(
    private readonly options: MeetingOptions,
    private readonly random: Random,
  ) {
    this.cast = options.source.cast;
    this.base = meetingFacts(options, random);
    this.builder = new TranscriptBuilder(random, random.int(3, 40));
    const startTimes = START_TIMES[options.source.bodyKind];
    this.startMinutes = random.pick(startTimes) + random.int(0, 6);
    // Now and then one member is absent, which the roll call and the vote tallies reflect.
    const absentIndex =
      options.kind === "regular" && random.chance(0.15) ? random.int(0, this.cast.members.length - 1) : -1;
    this.presentMembers = this.cast.members.filter((_member, index) => index !== absentIndex);
  }

  private get presiding(): Person {
    return this.cast.presiding;
  }

  private clockNow(): string {
    return formatClock(this.startMinutes + this.builder.elapsedSeconds / 60);
  }

  private kindLabel(): string {
    switch (this.options.kind) {
      case "special":
        return "special meeting";
      case "workshop":
        return "budget workshop";
      case "study":
        return "study session";
      case "marathon":
        return "budget hearing";
      default:
        return "regular meeting";
    }
  }

  private voters(): Person[] {
    return [this.presiding, ...this.presentMembers];
  }

  write(): GeneratedMeeting {
    const { kind } = this.options;
    if (kind === "cancelled") this.writeCancelled();
    else if (kind === "closed") this.writeClosedSession();
    else {
      this.writeOpening();
      if (kind === "regular" || kind === "marathon") this.writeMinutes();
      if (kind === "regular") this.writeOpenForum();
      if (kind === "marathon") this.writeBudgetHearingOpening();
      const topics = chooseTopics(kind, this.options.source.bodyKind, this.random);
      topics.forEach((topic, index) => {
        this.writeItem(topic, index + 1);
      });
      this.writeClosing();
    }
    return {
      kind,
      city: this.options.city,
      source: this.options.source,
      meetingDate: this.options.meetingDate,
      segments: this.builder.segments,
      items: this.items,
    };
  }

  private writeCancelled(): void {
    this.builder.say(this.cast.clerk, "This meeting is canceled for lack of a quorum.");
  }

  private writeClosedSession(): void {
    const b = this.builder;
    b.say(this.presiding, `I'm calling this special meeting to order at ${this.clockNow()}.`);
    b.say(this.cast.clerk, "All members are present.");
    b.say(this.presiding, [
      "Is there any public comment on the closed session item?",
      "Seeing none, we will now recess to closed session to confer with legal counsel about pending litigation.",
    ]);
    b.pause(1800, 3000);
    b.say(this.presiding, [
      "We are back in open session.",
      `There is no reportable action from closed session, and this meeting is adjourned at ${this.clockNow()}.`,
    ]);
  }

  private writeOpening(): void {
    const b = this.builder;
    const { source } = this.options;
    b.say(this.presiding, [
      `Good evening, everyone. It is ${this.clockNow()}, and I will call this ${this.kindLabel()} of the ${source.bodyName} to order.`,
      `We are meeting in ${source.venue}, and the meeting is being streamed live.`,
    ]);
    const pledgeLeader = this.random.pick(this.presentMembers);
    b.say(
      this.presiding,
      `${shortName(pledgeLeader)}, would you please lead us in the Pledge of Allegiance?`,
    );
    b.say(pledgeLeader, "Please join me.");
    b.say(null, PLEDGE_TEXT);
    b.say(this.presiding, `${shortName(this.cast.clerk)}, please call the roll.`);
    for (const member of [this.presiding, ...this.cast.members]) {
      b.say(this.cast.clerk, `${shortName(member)}?`);
      if (member === this.presiding || this.presentMembers.includes(member)) {
        b.say(member, this.random.pick(["Present.", "Here."]));
      } else {
        b.say(this.cast.clerk, `${shortName(member)} is absent and excused.`);
      }
    }
    b.say(this.cast.clerk, "We have a quorum.");
  }

  private writeMinutes(): void {
    const b = this.builder;
    const [mover, seconder] = this.random.sample(this.presentMembers, 2);
    if (!mover || !seconder) return;
    b.say(this.presiding, [
      `Next is approval of the minutes of our ${formatLongDate(this.options.previousMeetingDate)} meeting.`,
      "Are there any corrections, or is there a motion?",
    ]);
    if (this.random.chance(0.3)) {
      b.say(mover, [
        "I have one small correction on page three; the item on the consent calendar was approved unanimously, not four to one.",
        "With that correction, I move approval.",
      ]);
    } else {
      b.say(mover, "Move to approve the minutes as presented.");
    }
    b.say(seconder, "Second.");
    b.say(this.presiding, "All in favor?");
    b.say(null, "Aye.");
    b.say(this.presiding, "Any opposed? Hearing none, the minutes are approved.");
  }

  private residentIntro(name: string): string {
    return fill(this.random.pick(RESIDENT_INTROS), {
      ...this.base,
      name,
      street: this.random.pick(this.options.city.places.streets),
      years: String(this.random.int(3, 41)),
    });
  }

  private writeOpenForum(): void {
    const b = this.builder;
    b.say(this.presiding, [
      "This is the time for public comment on items that are not on the agenda.",
      "Each speaker has three minutes.",
    ]);
    const speakers = this.random.sample(this.options.city.places.residents, this.random.int(0, 2));
    for (const name of speakers) {
      b.say(this.presiding, `${name}, please come forward.`);
      b.say(name, [
        this.residentIntro(name),
        fill(this.random.pick(OPEN_FORUM_COMMENTS), this.base),
        this.random.pick(RESIDENT_CLOSINGS),
      ]);
    }
    b.say(
      this.presiding,
      speakers.length > 0
        ? "Thank you. We can't discuss items that aren't on the agenda, but staff will follow up. I'll close public comment."
        : "I don't see anyone wishing to speak, so I'll close public comment.",
    );
  }

  /** The long hearing opens with the manager's overview and a public hearing on the budget as a whole. */
  private writeBudgetHearingOpening(): void {
    const b = this.builder;
    const facts = {
      ...this.base,
      totalBudget: randomMoney(this.random, 140_000_000, 260_000_000, 1_000_000),
      generalFund: randomMoney(this.random, 60_000_000, 95_000_000, 500_000),
    };
    b.say(this.presiding, [
      "Tonight is our public hearing on the proposed budget, and it will be a long evening.",
      `${shortName(this.cast.executive)}, would you start us off with the overview?`,
    ]);
    for (const sentences of groupSentences(
      BUDGET_OVERVIEW.map((sentence) => fill(sentence, facts)),
      this.random,
    )) {
      b.say(this.cast.executive, sentences);
    }
    b.say(this.presiding, [
      "Thank you. I'll now open the public hearing on the budget as a whole.",
      "We have a lot of speaker cards, so please keep to your three minutes.",
    ]);
    const stances = this.random.shuffle(GENERIC_STANCES);
    this.residentNames(this.random.int(18, 24)).forEach((name, index) => {
      b.say(this.presiding, index === 0 ? `Our first speaker is ${name}.` : `Next is ${name}.`);
      b.say(name, [
        this.residentIntro(name),
        stances[index % stances.length] ?? "",
        fill(this.random.pick(OPEN_FORUM_COMMENTS), this.base),
        this.random.pick(RESIDENT_CLOSINGS),
      ]);
    });
    b.say(this.presiding, "Thank you to everyone who spoke. We'll now go department by department.");
  }

  /** A resident name for this item; the long hearing also draws on generated names. */
  private residentNames(count: number): string[] {
    const residents = this.random.sample(this.options.city.places.residents, count);
    while (residents.length < count) {
      residents.push(`${this.random.pick(EXTRA_FIRST_NAMES)} ${this.random.pick(EXTRA_LAST_NAMES)}`);
    }
    return residents;
  }

  private speakerCount(): number {
    switch (this.options.kind) {
      case "marathon":
        return this.random.int(10, 14);
      case "special":
        return this.random.int(2, 4);
      case "workshop":
      case "study":
        return this.random.int(0, 2);
      default:
        return this.random.chance(0.8) ? this.random.int(1, 4) : 0;
    }
  }

  private writeItem(topic: AgendaTopic, number: number): void {
    const b = this.builder;
    const facts: Facts = { ...this.base, ...topic.facts(this.random, this.options.city.places) };
    const presenter = presenterFor(topic, this.cast);
    const title = fill(topic.title, facts);
    const isVoting = this.options.kind !== "workshop" && this.options.kind !== "study";
    b.pause(2, 12);

    b.say(this.presiding, [
      `That brings us to item ${number}: ${title}.`,
      `${shortName(presenter)}, go ahead.`,
    ]);

    // The staff report: every report sentence once, in a random order, after a greeting.
    const genericCount = this.options.kind === "marathon" ? this.random.int(3, 5) : this.random.int(2, 3);
    const reportSentences = [
      ...this.random.shuffle(topic.report.map((sentence) => fill(sentence, facts))),
      ...this.random.sample(GENERIC_REPORT, genericCount),
    ];
    const reportLines = groupSentences(reportSentences, this.random);
    const reportQuotes: QuoteRef[] = [];
    for (const [lineIndex, sentences] of reportLines.entries()) {
      const spoken = lineIndex === 0 ? [`Thank you, ${shortName(this.presiding)}.`, ...sentences] : sentences;
      reportQuotes.push(b.sayQuotable(presenter, spoken, lineIndex === 0 ? 1 : 0));
    }
    // A sentence with a number in it is the most newsworthy thing staff said.
    const reportQuote = reportQuotes.find((quote) => /\d/.test(quote.text)) ?? reportQuotes[0];
    b.say(presenter, "That concludes my presentation, and I'm happy to answer questions.");

    b.say(this.presiding, `Thank you. Questions from the ${BODY_SHORT[this.options.source.bodyKind]}?`);
    const questionCount = this.options.kind === "marathon" ? this.random.int(6, 9) : this.random.int(2, 4);
    const questions = [
      ...this.random.sample(topic.questions, Math.min(questionCount, this.random.int(2, 3))),
      ...this.random.shuffle(GENERIC_QUESTIONS),
    ].slice(0, questionCount);
    const exchanges: Exchange[] = [];
    for (const [questionTemplate, answerTemplate] of questions) {
      const asker = this.random.pick(this.presentMembers);
      const question = fill(questionTemplate, facts);
      const answer = fill(answerTemplate, facts);
      const preface = this.random.pick([
        "",
        "Thank you. ",
        "I have a question. ",
        "Quick question. ",
        "Thanks for the report. ",
      ]);
      b.say(asker, `${preface}${question}`);
      b.say(presenter, answer);
      if (this.random.chance(0.4)) b.say(asker, this.random.pick(FOLLOW_UPS));
      exchanges.push({ asker, question, answer });
    }

    const commenters = this.writeItemPublicComment(topic, facts);
    const motion = isVoting ? this.writeMotionAndVote(topic, facts) : null;
    const wantsDirection = isVoting ? motion?.passed === true && this.random.chance(0.55) : true;
    const direction = wantsDirection ? this.writeDirection(topic, facts) : null;
    if (!isVoting) {
      b.say(
        this.presiding,
        "This was a discussion item, so there is no vote tonight. Thank you for the presentation.",
      );
    }

    this.items.push({
      number,
      topic,
      facts,
      title,
      presenter,
      reportQuote: reportQuote ?? { segmentIndex: -1, text: "", speaker: "" },
      exchanges,
      commenters,
      motion,
      direction,
    });
  }

  private writeItemPublicComment(topic: AgendaTopic, facts: Facts): { name: string; quote: QuoteRef }[] {
    const b = this.builder;
    const count = this.speakerCount();
    if (count === 0) {
      b.say(this.presiding, "I have no speaker cards on this item.");
      return [];
    }
    b.say(this.presiding, [
      `I'll open public comment on this item. I have ${count} speaker ${count === 1 ? "card" : "cards"}.`,
    ]);
    const stances = [
      ...this.random.shuffle([...topic.support, ...topic.concern]),
      ...this.random.shuffle(GENERIC_STANCES),
    ];
    const commenters = this.residentNames(count).map((name, index) => {
      b.say(this.presiding, index === 0 ? `Our first speaker is ${name}.` : `Next we have ${name}.`);
      const stance = fill(stances[index % stances.length] ?? "", facts);
      // Some speakers add a second thought before they sit down.
      const extra = this.random.chance(0.5) ? [this.random.pick(GENERIC_STANCES)] : [];
      const quote = b.sayQuotable(
        name,
        [
          this.residentIntro(name),
          stance,
          ...extra.filter((line) => line !== stance),
          this.random.pick(RESIDENT_CLOSINGS),
        ],
        1,
      );
      return { name, quote };
    });
    b.say(
      this.presiding,
      `Seeing no further speakers, I'll close public comment and bring it back to the ${BODY_SHORT[this.options.source.bodyKind]}.`,
    );
    return commenters;
  }

  private writeMotionAndVote(topic: AgendaTopic, facts: Facts): MotionOutcome | null {
    const b = this.builder;
    const [mover, seconder, ...others] = this.random.shuffle(this.presentMembers);
    if (!mover || !seconder) return null;
    const voters = this.voters();
    const roll = this.random.next();
    // Most items pass unanimously; some split, and now and then one fails.
    const nays = roll < 0.72 ? 0 : roll < 0.9 ? 1 : roll < 0.96 ? 2 : Math.ceil(voters.length / 2);
    const noVoters = this.random.sample(others, Math.min(nays, others.length));
    const ayes = voters.length - noVoters.length;
    const passed = ayes > noVoters.length;
    const motionText = fill(topic.motion, facts);
    const motionSentence = `I move that we ${motionText}.`;

    const quote = b.sayQuotable(
      mover,
      [this.random.pick(["I'm ready to make a motion.", "I'll move the item."]), motionSentence],
      1,
    );
    b.say(seconder, this.random.pick(["Second.", "I'll second that."]));
    b.say(this.presiding, "We have a motion and a second. Any discussion?");
    for (const member of this.random.sample(others, this.random.int(1, 3))) {
      const pool = noVoters.includes(member) ? DISCUSSION_AGAINST : DISCUSSION_SUPPORT;
      b.say(member, this.random.pick(pool));
    }
    const tally = `${ayes}-${noVoters.length}`;
    if (this.random.chance(0.5)) {
      b.say(this.presiding, `${shortName(this.cast.clerk)}, please call the roll.`);
      for (const voter of voters) {
        b.say(this.cast.clerk, `${shortName(voter)}?`);
        b.say(voter, noVoters.includes(voter) ? "No." : this.random.pick(["Aye.", "Yes."]));
      }
      b.say(this.cast.clerk, passed ? `The motion carries ${tally}.` : `The motion fails ${tally}.`);
    } else {
      b.say(this.presiding, "All those in favor, please say aye.");
      b.say(null, "Aye.");
      if (noVoters.length === 0) {
        b.say(this.presiding, `Any opposed? Hearing none, the motion carries ${tally}.`);
      } else {
        b.say(this.presiding, "Opposed?");
        for (const voter of noVoters) b.say(voter, "No.");
        const names = noVoters.map(shortName).join(" and ");
        b.say(
          this.presiding,
          passed
            ? `The motion carries ${tally}, with ${names} voting no.`
            : `The motion fails ${tally}. We'll take this up again at a future meeting.`,
        );
      }
    }
    return {
      mover,
      seconder,
      text: motionText,
      ayes,
      nays: noVoters.length,
      noVoters,
      passed,
      tally,
      quote,
    };
  }

  private writeDirection(topic: AgendaTopic, facts: Facts): DirectionOutcome {
    const date = addDays(this.options.meetingDate, this.random.int(21, 75));
    const dateText = formatMonthDay(date);
    const task = fill(topic.direction, facts);
    const kind = this.random.chance(0.7) ? "due_date" : "deadline";
    const sentence =
      kind === "due_date"
        ? `Staff is directed to return by ${dateText} with ${task}.`
        : `Staff is directed to bring back ${task} no later than ${dateText}.`;
    const quote = this.builder.sayQuotable(
      this.presiding,
      ["Before we move on, I want to be clear on the follow-up.", sentence],
      1,
    );
    this.builder.say(
      this.cast.executive,
      this.random.pick(["Understood, we'll have that for you.", "We'll do that."]),
    );
    return { task, date: isoDate(date), dateText, kind, party: this.cast.executive, quote };
  }

  private writeClosing(): void {
    const b = this.builder;
    const { source, nextMeetingDate } = this.options;
    b.pause(2, 10);
    b.say(this.presiding, `That completes our agenda. ${shortName(this.cast.executive)}, any announcements?`);
    b.say(this.cast.executive, [
      "Just a couple.",
      ...this.random.sample(ANNOUNCEMENTS, 2).map((announcement) => fill(announcement, this.base)),
      `Our next meeting is ${formatLongDate(nextMeetingDate)} at ${formatClock(this.startMinutes - (this.startMinutes % 30))} in ${source.venue}.`,
    ]);
    if (this.options.kind === "regular") {
      for (const member of this.random.sample(this.presentMembers, this.random.int(1, 2))) {
        b.say(member, fill(this.random.pick(MEMBER_REPORTS), this.base));
      }
    }
    b.say(
      this.presiding,
      `If there is nothing else, we are adjourned at ${this.clockNow()}. Thank you, everyone.`,
    );
  }
}

export function generateMeeting(options: MeetingOptions): GeneratedMeeting {
  return new MeetingWriter(options, options.random).write();
}
