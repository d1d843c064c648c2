// Sentence pools for the parts every meeting shares: public comment, discussion, announcements and names for
// the extra residents who speak at the long budget hearing.

export const PLEDGE_TEXT =
  "I pledge allegiance to the flag of the United States of America, and to the republic for which it stands, one nation under God, indivisible, with liberty and justice for all.";

export const RESIDENT_INTROS = [
  "Good evening, my name is {name}, and I live on {street}.",
  "Hi, I'm {name}, and I've lived in {neighborhood} for {years} years.",
  "Thank you, {presidingShort}. My name is {name}.",
  "Good evening, members of the {bodyShort}. {name}, resident of {neighborhood}.",
  "Hello, I'm {name}, a homeowner on {street} for {years} years.",
];

export const RESIDENT_CLOSINGS = [
  "Thank you for your time.",
  "That's all I have.",
  "Thanks for listening.",
  "I hope you'll take that into account tonight.",
  "I appreciate all the work you do.",
];

/** Stances that fit any item, used when an item has more speakers than its own sentences. */
export const GENERIC_STANCES = [
  "Please remember that the people most affected by this decision are often not able to come to a meeting on a weeknight.",
  "I read the whole staff report, and the numbers seem to hold up, but I want the follow-up reports to be public.",
  "I just ask that you take your time and get this right, because we will live with it for a long time.",
  "Whatever you decide, please explain it in plain language on the website so people can understand it.",
  "I came tonight because my neighbors asked me to speak for them, and honestly they are split on this.",
  "I appreciate the presentation, but I would like to see more outreach in Spanish before decisions like this.",
  "My family has run a business here for two generations, and we rely on the basics being done right.",
  "I have been coming to these meetings for years, and this is one of the better prepared items I have seen.",
];

/** Public comment on matters not on the agenda. */
export const OPEN_FORUM_COMMENTS = [
  "I'm here about the streetlight outside my house on {street}, which has been out for two months.",
  "I want to invite everyone to the {neighborhood} cleanup day this Saturday morning at nine.",
  "The crosswalk near {school} needs a flashing beacon before someone gets hurt.",
  "I want to thank the crews who cleaned up after the storm last week; {business} kept them in coffee all night.",
  "There is a real problem with speeding on {street}, especially after nine at night.",
  "I'm asking you to consider more public restrooms downtown, especially near the bus stops.",
  "The food pantry at the community center needs volunteers on Tuesday mornings, if anyone can help.",
  "The sidewalk on {street} is lifted by tree roots in three places, and my neighbor tripped last week.",
];

export const DISCUSSION_SUPPORT = [
  "I think staff has done careful work here, and I am comfortable supporting the motion.",
  "I share some of the concerns we heard tonight, but I think this is the right step for now.",
  "I want to thank everyone who came out to speak; it does make a difference up here.",
  "I will support this, but I want us to keep a close eye on the costs as we go.",
  "This has been a long time coming, and I am glad to see it in front of us.",
  "I have heard from a lot of residents about this, and most of them want us to move ahead.",
];

export const DISCUSSION_AGAINST = [
  "I am going to vote no tonight, because I think we need more information before committing.",
  "I cannot support this as written; I think the cost is too high for what we get.",
  "I will be voting no, because the neighbors who spoke tonight deserve more time to be heard.",
];

export const ANNOUNCEMENTS = [
  "The farmers market returns to {park} this Saturday, running from eight until one.",
  "Applications for the youth advisory commission are open through the end of the month.",
  "Leaf and yard waste pickup starts in {neighborhood} next week, so please have your bins out by seven.",
  "The budget survey is open online, and we have already received more than six hundred responses.",
  "Free tax preparation help is available at the {library} on Wednesday evenings.",
  "Our new online service request system is live, so residents can report potholes and graffiti from their phones.",
];

export const MEMBER_REPORTS = [
  "I attended the regional transportation meeting last week, and our corridor projects are on the funding list.",
  "I want to congratulate the {school} robotics team, which is headed to the state competition.",
  "I met with residents in {neighborhood} about traffic, and I will be sharing their concerns with staff.",
  "I had the chance to tour the water treatment plant, and I want to thank the operators who keep it running around the clock.",
  "I want to recognize the volunteers who planted more than two hundred trees in {park} this month.",
];

export const EXTRA_FIRST_NAMES = [
  "Alma",
  "Brian",
  "Celeste",
  "Dmitri",
  "Erin",
  "Fatima",
  "Gordon",
  "Heidi",
  "Ivan",
  "Jolene",
  "Kofi",
  "Lorena",
  "Miles",
  "Nadia",
  "Owen",
  "Pearl",
  "Quentin",
  "Renee",
  "Silas",
  "Trina",
  "Umar",
  "Vera",
];

export const EXTRA_LAST_NAMES = [
  "Abbott",
  "Brandt",
  "Carvalho",
  "Dunleavy",
  "Espinoza",
  "Farrow",
  "Gallagher",
  "Hwang",
  "Ingram",
  "Jaramillo",
  "Kessler",
  "Lowry",
  "Mbatha",
  "Novak",
  "Ostrowski",
  "Prentice",
  "Quist",
  "Rosales",
];

/** Sentences any staff presenter might add to a report. */
export const GENERIC_REPORT = [
  "I want to thank the staff team who worked on this over the last several months.",
  "The full staff report and all of the attachments are posted online with the agenda.",
  "We coordinated with the finance team to make sure the numbers in the report are current.",
  "We also reached out to the neighborhood associations and posted notices in the newspaper.",
  "If you approve this tonight, we would start the next steps within about thirty days.",
  "There are a few slides in the appendix with more detail, and I can pull those up if that helps.",
  "We compared our approach with what three neighboring communities have done, and ours falls in the middle of the range.",
  "The recommendation has been reviewed by legal counsel for consistency with state law.",
  "The timeline assumes no major surprises, but we have built in some contingency.",
  "Staff's recommendation is on the last slide, and I'll leave it up during your discussion.",
];

/** Questions any member might ask about any item, with a staff answer. */
export const GENERIC_QUESTIONS: readonly (readonly [string, string])[] = [
  [
    "When would residents start to see a difference?",
    "If this is approved tonight, the first visible changes would come within the next few months.",
  ],
  [
    "Have we heard from the neighbors most affected?",
    "We sent notices and held a meeting, and their comments are summarized in the staff report.",
  ],
  [
    "What is the contingency if costs come in higher than expected?",
    "The budget includes a ten percent contingency, and anything beyond that would come back to you for approval.",
  ],
  [
    "How will we keep the public informed as this moves forward?",
    "We will post updates online and send notices to the neighborhoods that are directly affected.",
  ],
  [
    "Is there anything in here that commits us to future spending?",
    "Only what is described in the report; any future phases would come back as separate decisions.",
  ],
  [
    "Did staff consider any alternatives?",
    "We looked at two alternatives, which are described at the end of the report, but both cost more for less benefit.",
  ],
  [
    "How does this fit with the goals we set at our retreat in January?",
    "It supports two of them directly, infrastructure and neighborhood safety, and we noted that in the report.",
  ],
  [
    "Who is the best contact for residents who have questions about this?",
    "Residents can call the main office or email the project inbox listed on the website, and we answer within two business days.",
  ],
];

export const FOLLOW_UPS = [
  "Thank you, that's helpful.",
  "Okay, thank you.",
  "That answers my question.",
  "Thanks. I may have a follow-up later.",
];

/** The city manager's overview at the start of the budget hearing. */
export const BUDGET_OVERVIEW = [
  "The proposed budget for next year totals {totalBudget} across all funds, with a general fund of {generalFund}.",
  "General fund revenue is projected to grow by about three percent, led by property tax and sales tax.",
  "Expenses are growing a little faster than that, mainly because of pension and health insurance costs.",
  "The budget is balanced without using reserves, and the reserve stays above our fifteen percent policy.",
  "We held four community budget meetings this spring, and the top priorities we heard were streets, public safety and parks.",
  "Tonight each department director will walk you through their budget, and you will hear public comment on each one.",
  "At the end of the evening we are asking for tentative approval by department, with final adoption at the June meeting.",
  "The capital improvement plan is a separate document, but several departments will refer to it tonight.",
  "Every number I mention tonight is in the budget book posted online, and page references are on the slides.",
  "I want to thank the finance team, who have been working evenings and weekends for the last two months to put this together.",
];
