// The building blocks of generated meetings: agenda topics about everyday municipal business, each with
// sentence templates for the staff report, questions, public comment, the motion and the follow-up.
import type { BodyKind, PlaceNames, StaffRole } from "./cities";
import type { Random } from "./random";

export type Facts = Record<string, string>;

export type AgendaTopic = {
  key: string;
  bodies: readonly BodyKind[];
  presenter: StaffRole;
  /** Picks this item's numbers and names; every value can be used as a {placeholder}. */
  facts: (random: Random, places: PlaceNames) => Facts;
  title: string;
  report: readonly string[];
  questions: readonly (readonly [question: string, answer: string])[];
  support: readonly string[];
  concern: readonly string[];
  /** Completes "I move that we ..." and "voted 5-0 to ...". */
  motion: string;
  /** Completes "Staff is directed to return by <date> with ...". */
  direction: string;
};

/** Formats whole dollars the way staff say them: "$350,000" or "$1.2 million". */
export function formatMoney(amount: number): string {
  if (amount >= 1_000_000) {
    const millions = (amount / 1_000_000).toFixed(amount >= 10_000_000 ? 0 : 1).replace(/\.0$/, "");
    return `$${millions} million`;
  }
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** A rounded random amount of money between min and max. */
export function randomMoney(random: Random, min: number, max: number, step: number): string {
  return formatMoney(random.int(Math.ceil(min / step), Math.floor(max / step)) * step);
}

function pickOr(random: Random, items: readonly string[], fallback: string): string {
  return items.length > 0 ? random.pick(items) : fallback;
}

/** Two different streets of the city. */
function twoStreets(random: Random, places: PlaceNames): [string, string] {
  const [first, second] = random.sample(places.streets, 2);
  return [first ?? "Main Street", second ?? "Oak Avenue"];
}

export const AGENDA_TOPICS: readonly AgendaTopic[] = [
  {
    key: "budget-amendment",
    bodies: ["council", "supervisors"],
    presenter: "finance",
    facts: (random, places) => ({
      amount: randomMoney(random, 250_000, 2_400_000, 25_000),
      reserve: randomMoney(random, 6_000_000, 19_000_000, 100_000),
      percent: `${random.int(2, 6)} percent`,
      quarter: random.pick(["first", "second", "third"]),
      fund: random.pick(["general fund", "capital improvement fund", "fleet replacement fund"]),
      street: pickOr(random, places.streets, "Main Street"),
    }),
    title: "Mid-year budget amendment for the {fund}",
    report: [
      "This amendment moves {amount} into the {fund} to cover costs we did not anticipate when the budget was adopted in June.",
      "Revenues through the {quarter} quarter are running about {percent} ahead of projections, mostly from sales tax and building permits.",
      "Even after this amendment, the general fund reserve stays at {reserve}, which is above the policy minimum of fifteen percent.",
      "The largest single piece is overtime and equipment costs from the storm response in {neighborhood}.",
      "We are also asking to carry forward unspent grant money so the {street} sidewalk project can finish this year.",
      "None of this requires a new tax or fee; it is a reallocation of money we already have.",
    ],
    questions: [
      [
        "Can you tell us what happens to the reserve if sales tax revenue drops next year?",
        "If sales tax fell by ten percent we would still be above the minimum reserve, but we would come back with options before touching it.",
      ],
      [
        "Is any of this amount one-time money being used for ongoing costs?",
        "No. Everything in this amendment is one-time spending, and we kept it that way on purpose.",
      ],
      [
        "How does the storm overtime compare with last year?",
        "It is roughly double, because crews worked three straight weekends clearing storm drains and downed trees.",
      ],
    ],
    support: [
      "I appreciate that the reserve is being protected, and I support finishing the {street} sidewalks this year.",
      "As a small business owner on {street}, I want to thank the finance team for explaining where the money is going.",
    ],
    concern: [
      "I am worried that we keep amending the budget in the middle of the year instead of planning for storms up front.",
      "Before you approve {amount}, I would like to see a line-by-line list posted online so residents can follow it.",
    ],
    motion: "approve the mid-year budget amendment of {amount} to the {fund} as presented by staff",
    direction: "a long-term plan for funding storm response so it is budgeted up front",
  },
  {
    key: "street-repaving",
    bodies: ["council", "supervisors"],
    presenter: "publicWorks",
    facts: (random, places) => {
      const [street, street2] = twoStreets(random, places);
      return {
        street,
        street2,
        amount: randomMoney(random, 600_000, 3_500_000, 10_000),
        miles: (random.int(15, 60) / 10).toFixed(1),
        weeks: String(random.int(6, 14)),
        bids: random.pick(["three", "four", "five", "six", "seven"]),
        contractor: pickOr(random, places.contractors, "Valley Paving"),
      };
    },
    title: "Award of the {street} repaving contract to {contractor}",
    report: [
      "We received {bids} bids for the {street} and {street2} repaving project, and {contractor} was the lowest responsive bidder at {amount}.",
      "The project covers about {miles} miles of pavement, new curb ramps at every intersection and fresh striping.",
      "Our pavement condition index for {street} is currently 41, which puts it in the poor category.",
      "Construction would take roughly {weeks} weeks, and we will keep one lane open in each direction during the day.",
      "About sixty percent of the cost is covered by the state gas tax allocation, so the general fund share is modest.",
      "Residents and businesses along the route will get door hangers at least ten days before work starts.",
    ],
    questions: [
      [
        "Will the businesses on {street} have access during construction?",
        "Yes. Driveways stay open, and the contractor has to coordinate any closure with each business at least 48 hours ahead.",
      ],
      [
        "Why is {street2} in this package instead of the residential streets in {neighborhood}?",
        "{street2} carries more buses and trucks and is deteriorating faster, so it scored higher in our pavement program.",
      ],
      [
        "What is the warranty on the work?",
        "The contractor warrants the work for two years, and we hold back a retention until the final inspection.",
      ],
    ],
    support: [
      "I drive {street} every day and the potholes have damaged two of my tires, so please approve this.",
      "Thank you for including new curb ramps, because my mother uses a wheelchair and the current corners are dangerous.",
    ],
    concern: [
      "Please do not schedule the work during the holiday shopping season, because those weeks keep our shop open.",
      "I hope you will look at {neighborhood} next, where some streets have not been repaved in over twenty years.",
    ],
    motion:
      "award the {street} repaving contract to {contractor} in the amount of {amount} and authorize the {executiveTitle} to sign it",
    direction: "a repaving schedule for the residential streets in {neighborhood}",
  },
  {
    key: "zoning-variance",
    bodies: ["planning", "council"],
    presenter: "planning",
    facts: (random, places) => {
      const street = pickOr(random, places.streets, "Main Street");
      return {
        street,
        address: `${random.int(1, 24) * 100 + random.int(0, 99)} ${street}`,
        applicant: random.pick([
          "Seaside Housing Partners",
          "Northgate Properties LLC",
          "Cornerstone Homes",
          "Ridgeline Development Group",
        ]),
        feet: random.pick(["eight", "ten", "twelve"]),
        units: String(random.int(6, 48)),
        stories: random.pick(["three", "four"]),
        parking: String(random.int(8, 60)),
        value: randomMoney(random, 2_000_000, 18_000_000, 100_000),
      };
    },
    title: "Variance request for {address}",
    report: [
      "The applicant, {applicant}, is asking for a variance to reduce the rear setback at {address} from twenty feet to {feet} feet.",
      "The proposal is a {stories}-story mixed-use building with {units} apartments above ground-floor retail.",
      "Staff finds that the lot is unusually shallow, which is exactly the kind of hardship a variance is meant to address.",
      "We received fourteen written comments, nine in support and five raising concerns about shade and parking.",
      "The project provides {parking} off-street parking spaces, which meets the code for this zone.",
      "The applicant estimates the construction value at {value}.",
      "Staff recommends approval with conditions, including a landscaped buffer along the rear property line.",
    ],
    questions: [
      [
        "How tall will the building be next to the single-family homes behind it?",
        "At the rear it steps down to two stories, and the shade study shows no shadow on the neighboring yards after ten in the morning.",
      ],
      [
        "Are any of the {units} apartments affordable?",
        "Ten percent will be deed-restricted for moderate-income households for fifty-five years.",
      ],
      [
        "What happens to the existing oak tree on the site?",
        "The applicant has agreed to keep the oak and design the courtyard around it.",
      ],
    ],
    support: [
      "We need more places to live near downtown, and this building puts homes right where the shops and buses are.",
      "My daughter works in {city} but cannot afford to live here, so I support more apartments like these.",
    ],
    concern: [
      "I live directly behind {address}, and a {stories}-story wall that close to my fence will block the afternoon sun.",
      "Parking on our block is already full every evening, and {units} new apartments will make it worse.",
    ],
    motion: "approve the variance for {address} with the conditions of approval in the staff report",
    direction: "a summary of parking conditions on the blocks around {address}",
  },
  {
    key: "park-renovation",
    bodies: ["council", "parks"],
    presenter: "parks",
    facts: (random, places) => ({
      park: pickOr(random, places.parks, "Central Park"),
      amount: randomMoney(random, 400_000, 2_200_000, 10_000),
      grant: randomMoney(random, 150_000, 900_000, 5_000),
      months: random.pick(["four", "five", "six", "eight"]),
      responses: String(random.int(250, 900)),
    }),
    title: "{park} renovation design and funding",
    report: [
      "The renovation of {park} includes a new inclusive playground, new restrooms and LED lighting along the paths.",
      "The total project budget is {amount}, and we have secured a state parks grant of {grant} toward it.",
      "We held three community workshops, and {responses} people responded to the online survey.",
      "The top request from residents was shade, so the design adds two shade structures and forty new trees.",
      "Construction would close the playground for about {months} months, but the ball fields stay open.",
      "Ongoing maintenance is estimated at eighteen thousand dollars a year, which fits in the department's operating budget.",
    ],
    questions: [
      [
        "Is the new playground accessible for children who use wheelchairs?",
        "Yes, the surfacing is poured rubber and about half of the play features can be reached from a wheelchair.",
      ],
      [
        "Can we phase the work so the restrooms are done first?",
        "We can, and the contractor has already said the restroom work can start in the first month.",
      ],
      [
        "What happens if the grant payment is delayed?",
        "The grant agreement is signed, so the risk is low, but we would pause the second phase rather than use general fund money.",
      ],
    ],
    support: [
      "My kids have grown up at {park}, and it is time the playground got some attention.",
      "The shade structures are a great idea, because the equipment gets too hot to touch in the summer.",
    ],
    concern: [
      "Please keep the basketball court, because the teenagers in {neighborhood} use it every evening.",
      "I would like the new lights to be shielded so they do not shine into the homes along the park.",
    ],
    motion: "approve the {park} renovation design and accept the {grant} state parks grant",
    direction: "a construction phasing plan that keeps the {park} restrooms open as long as possible",
  },
  {
    key: "water-rates",
    bodies: ["council", "supervisors"],
    presenter: "utilities",
    facts: (random) => {
      const bill = random.int(48, 82);
      const percent = random.int(4, 9);
      return {
        percent: String(percent),
        years: random.pick(["three", "four", "five"]),
        bill: `$${bill}`,
        newBill: `$${Math.round(bill * (1 + percent / 100))}`,
        amount: randomMoney(random, 6_000_000, 32_000_000, 500_000),
        protests: String(random.int(40, 400)),
        breaks: String(random.int(24, 45)),
      };
    },
    title: "Public hearing on a {percent} percent water rate increase",
    report: [
      "The proposal raises water rates by {percent} percent a year for the next {years} years.",
      "For a typical household using eight units a month, the bill would go from {bill} to about {newBill} in the first year.",
      "The increase pays for replacing aging cast iron mains, some of which were installed in the 1950s.",
      "Our capital plan calls for {amount} of pipeline replacement over the next decade.",
      "We had {breaks} main breaks last year, and every emergency repair costs far more than planned replacement.",
      "We mailed notices to every customer, and we received {protests} written protests, far short of a majority.",
      "The low-income assistance program would expand so that qualifying households get a fifteen percent discount.",
    ],
    questions: [
      [
        "Even with the increase, how do our rates compare with neighboring utilities?",
        "We would still be below the regional average, and two of our neighbors are considering larger increases this year.",
      ],
      [
        "Could we phase the increase more gradually?",
        "We could, but it would delay the pipeline work and cost more in the long run because of emergency repairs.",
      ],
      [
        "How will residents sign up for the assistance program?",
        "They can apply online or at the utility counter, and we will include a flyer with every bill.",
      ],
    ],
    support: [
      "I would rather pay a few dollars more than have my street torn up by another main break.",
      "I support the increase as long as the discount program is well advertised.",
    ],
    concern: [
      "I am on a fixed income, and another increase on top of everything else is hard to absorb.",
      "You should look for state and federal grants before asking ratepayers to carry all of this.",
    ],
    motion: "adopt the resolution setting water rates for the next {years} years as presented",
    direction: "an outreach plan for the water bill assistance program",
  },
  {
    key: "police-staffing",
    bodies: ["council"],
    presenter: "police",
    facts: (random) => ({
      officers: random.pick(["three", "four", "five", "six"]),
      budgeted: String(random.int(38, 90)),
      vacancies: random.pick(["four", "six", "seven", "nine"]),
      responseMinutes: random.pick(["seven", "eight", "nine"]),
      amount: randomMoney(random, 450_000, 1_600_000, 10_000),
      overtime: randomMoney(random, 700_000, 2_300_000, 10_000),
    }),
    title: "Police department staffing plan for {budgeted} budgeted officers",
    report: [
      "We are budgeted for {budgeted} sworn officers, and right now we have {vacancies} vacancies.",
      "Average response time to priority one calls is {responseMinutes} minutes, up about a minute from two years ago.",
      "The plan adds {officers} officer positions over two years at a cost of {amount} a year when fully staffed.",
      "We would also hire two mental health clinicians to respond alongside officers on crisis calls.",
      "Recruitment has been difficult everywhere, so the plan includes a hiring bonus and a lateral transfer incentive.",
      "Overtime spending last year was {overtime}, which is not sustainable for the officers or for the budget.",
    ],
    questions: [
      [
        "How many of our calls could the clinicians handle?",
        "Based on our call data, about one in five calls involves a mental health component, so there is real work for them.",
      ],
      [
        "Why not fill the vacancies before adding new positions?",
        "We are doing both, but even fully staffed we are below the level recommended for a city our size.",
      ],
      [
        "How will we measure whether this works?",
        "We will report response times, overtime and clinician outcomes to you every quarter.",
      ],
    ],
    support: [
      "Last month it took almost twenty minutes for an officer to come after a break-in on our street.",
      "I am glad to see the clinicians in this plan, because not every crisis needs a badge and a gun.",
    ],
    concern: [
      "I would like to see the money go to youth programs and mental health services before more officers.",
      "I want to know how the department will be held accountable if response times do not improve.",
    ],
    motion:
      "approve the police staffing plan, including {officers} new officer positions and two crisis clinicians",
    direction: "quarterly reports on response times, overtime and clinician outcomes",
  },
  {
    key: "library-hours",
    bodies: ["council", "supervisors"],
    presenter: "library",
    facts: (random, places) => ({
      library: places.library || "the public library",
      hours: random.pick(["six", "eight", "ten", "twelve"]),
      amount: randomMoney(random, 90_000, 350_000, 5_000),
      visits: `${random.int(150, 420)},000`,
    }),
    title: "Restoring weekly hours at the {library}",
    report: [
      "This proposal restores {hours} hours a week at the {library}, including Sunday afternoons.",
      "The annual cost is {amount}, mostly for two part-time librarians and one library assistant.",
      "Visits last year were about {visits}, and the busiest times are right after school and on weekends.",
      "We heard from parents and students that the current closing time of 6 PM does not work for families.",
      "The extra hours would also let us offer homework help and English conversation classes in the evening.",
      "The library foundation has offered a grant that covers about a third of the cost for the first two years.",
    ],
    questions: [
      [
        "Which days would get the longer hours?",
        "Monday through Thursday would stay open until 8 PM, and we would open on Sundays from 1 to 5.",
      ],
      [
        "Is the foundation grant one-time money?",
        "It covers the first two years, and after that the cost would need to be part of the regular budget.",
      ],
      [
        "Could the library rely on volunteers instead?",
        "Volunteers help a great deal, but we need trained staff on site to keep the building open safely.",
      ],
    ],
    support: [
      "My son does his homework at the {library} because we do not have reliable internet at home.",
      "Sunday hours would mean the world to working parents who cannot get there during the week.",
    ],
    concern: [
      "I love the library, but I want to know where the money comes from after the grant runs out.",
      "Before adding hours, please fix the heating on the second floor; it has been broken all winter.",
    ],
    motion: "approve restoring {hours} weekly hours at the {library} at an annual cost of {amount}",
    direction: "usage numbers for the extended library hours after the first six months",
  },
  {
    key: "school-bond",
    bodies: ["school"],
    presenter: "business",
    facts: (random, places) => ({
      amount: randomMoney(random, 45_000_000, 180_000_000, 5_000_000),
      needs: randomMoney(random, 200_000_000, 320_000_000, 10_000_000),
      rate: `$${random.int(22, 58)}`,
      election: random.pick(["November", "March"]),
      school: pickOr(random, places.schools, "the high school"),
    }),
    title: "Resolution to place a facilities bond measure on the {election} ballot",
    report: [
      "The facilities master plan identified {needs} in needs across our campuses, and this bond would cover {amount} of them.",
      "The estimated tax rate is {rate} per one hundred thousand dollars of assessed value per year.",
      "Top priorities are roof replacements, heating and cooling systems, and a new science building at {school}.",
      "Polling shows about 61 percent support, which is close to the threshold, so the campaign will have work to do.",
      "An independent citizens' oversight committee would review every expenditure and publish an annual report.",
      "Several of our classrooms are in portable buildings that are more than thirty years old.",
    ],
    questions: [
      [
        "What happens to the projects if the bond fails?",
        "We would have to pay for emergency repairs from the general fund, which would cut into classroom spending.",
      ],
      [
        "How long would the bonds take to pay off?",
        "The bonds would be issued in three series and paid off over roughly thirty years.",
      ],
      [
        "Can bond money be used for teacher salaries?",
        "No. By law, bond money can only be used for facilities and equipment, not salaries.",
      ],
    ],
    support: [
      "My daughter's classroom at {school} has buckets catching water every time it rains.",
      "As a teacher, I can tell you that a classroom without working air conditioning in September is not a place where children can learn.",
    ],
    concern: [
      "Property taxes are already high, and seniors on fixed incomes will feel this.",
      "I want to see a detailed project list for every campus before I am asked to vote for {amount}.",
    ],
    motion: "adopt the resolution placing a {amount} facilities bond measure on the {election} ballot",
    direction: "a detailed project list for each campus to post on the district website",
  },
  {
    key: "bike-lanes",
    bodies: ["council", "planning"],
    presenter: "publicWorks",
    facts: (random, places) => ({
      street: pickOr(random, places.streets, "Main Street"),
      miles: (random.int(10, 40) / 10).toFixed(1),
      amount: randomMoney(random, 250_000, 1_500_000, 10_000),
      collisions: String(random.int(8, 31)),
      parking: String(random.int(12, 45)),
    }),
    title: "{street} protected bike lane project",
    report: [
      "The project would add {miles} miles of protected bike lanes on {street} between {neighborhood} and downtown.",
      "There have been {collisions} collisions involving cyclists or pedestrians on this corridor in the last five years.",
      "The cost is estimated at {amount}, and we have applied for an active transportation grant to cover most of it.",
      "The design keeps all travel lanes but removes about {parking} on-street parking spaces.",
      "We counted more than 300 cyclists a day on {street} during the spring count, even without a dedicated lane.",
      "The lanes would be separated from traffic by concrete curbs and flexible posts.",
    ],
    questions: [
      [
        "Where would the parking spaces be removed?",
        "Mostly on the blocks near the high school, where the street is narrowest, and we found replacement parking on side streets.",
      ],
      [
        "How will street sweeping work with the new curbs?",
        "We are buying a smaller sweeper that fits in the protected lane, and it is included in the cost estimate.",
      ],
      [
        "Did the businesses on {street} get a chance to weigh in?",
        "We met with the merchants' association twice and moved the loading zones based on their feedback.",
      ],
    ],
    support: [
      "I ride my kids to school on {street}, and I hold my breath every morning, so please build this.",
      "Protected lanes are the only kind my parents would ever feel safe using.",
    ],
    concern: [
      "Losing {parking} parking spaces will hurt the shops that depend on quick stops.",
      "I am not against bikes, but I do not think {street} is the right street for this.",
    ],
    motion: "approve the {street} protected bike lane design and authorize the grant application",
    direction: "a parking replacement plan for the blocks of {street} that lose spaces",
  },
  {
    key: "housing-element",
    bodies: ["planning", "council"],
    presenter: "planning",
    facts: (random, places) => {
      const units = random.int(8, 32) * 100;
      return {
        units: units.toLocaleString("en-US"),
        lowUnits: Math.round(units * 0.4).toLocaleString("en-US"),
        sites: String(random.int(20, 60)),
        street: pickOr(random, places.streets, "Main Street"),
      };
    },
    title: "Housing element update and rezoning for {units} homes",
    report: [
      "The state has assigned {city} a regional housing target of {units} new homes for this planning cycle.",
      "Of those, {lowUnits} need to be affordable to very low and low income households.",
      "The draft identifies {sites} sites that could be rezoned, mostly along commercial corridors like {street}.",
      "We held six public workshops and received more than 900 comments on the draft.",
      "If the plan is not adopted on time, we could lose eligibility for several state grants.",
      "The rezoning would allow up to thirty units per acre on the selected sites, but nothing is required to be built.",
    ],
    questions: [
      [
        "How did staff choose the sites?",
        "We looked for sites near transit and services with owners who expressed interest, and we avoided high hazard areas.",
      ],
      [
        "What if the sites never develop?",
        "We have to report progress every year and identify more sites if these do not perform.",
      ],
      [
        "Does the plan address homelessness?",
        "It includes programs for supportive housing and an update to our emergency shelter zoning.",
      ],
    ],
    support: [
      "Teachers and nurses who work here cannot afford to live here, and this plan is a step toward fixing that.",
      "I am a renter, and I have moved three times in five years because of rent increases.",
    ],
    concern: [
      "Thirty units per acre on {street} is out of scale with the homes right behind it.",
      "I worry that traffic and school crowding have not been studied enough for {units} new homes.",
    ],
    motion: "approve the draft housing element and send it to the state for review",
    direction: "a list of programs to speed up permits for affordable housing",
  },
  {
    key: "curriculum-adoption",
    bodies: ["school"],
    presenter: "academic",
    facts: (random) => ({
      subject: random.pick(["K-5 math", "middle school science", "high school English", "K-8 reading"]),
      publisher: random.pick([
        "Brightpath Learning",
        "Cornerstone Education Press",
        "Meridian Curriculum Group",
      ]),
      amount: randomMoney(random, 300_000, 1_400_000, 10_000),
      teachers: String(random.int(18, 60)),
    }),
    title: "Adoption of new {subject} instructional materials",
    report: [
      "A committee of {teachers} teachers reviewed four programs over the course of the year.",
      "The committee recommends {publisher}, which scored highest on alignment with state standards.",
      "The six-year cost, including digital licenses and training, is {amount}.",
      "Teachers piloted the materials in twelve classrooms this spring, and the student work samples were very encouraging.",
      "Printed materials will be available for families who do not have reliable internet at home.",
      "Professional development would take place during the August training days.",
    ],
    questions: [
      [
        "Did parents have a chance to review the materials?",
        "Yes, the materials were on display at the district office for thirty days and online for the whole review period.",
      ],
      [
        "How does this program support English learners?",
        "Every unit has built-in language supports, and the committee rated that part of the program the highest.",
      ],
      [
        "What happens to the old textbooks?",
        "We will donate usable copies to a literacy nonprofit and recycle the rest.",
      ],
    ],
    support: [
      "I taught with these materials during the pilot, and my students were more engaged than I have seen in years.",
      "As a parent, I appreciate that there will be printed copies for families without internet.",
    ],
    concern: [
      "I hope teachers will get enough training time, because new materials without training rarely work.",
      "I would like the board to make sure this program does not add more screen time for young children.",
    ],
    motion: "adopt the {publisher} {subject} materials at a six-year cost of {amount}",
    direction: "a report on first-semester results with the new {subject} materials",
  },
  {
    key: "hvac-contract",
    bodies: ["school"],
    presenter: "business",
    facts: (random, places) => ({
      school: pickOr(random, places.schools, "the middle school"),
      amount: randomMoney(random, 800_000, 4_000_000, 10_000),
      contractor: pickOr(random, places.contractors, "Allied Mechanical"),
      classrooms: String(random.int(14, 40)),
    }),
    title: "Heating and cooling replacement contract for {school}",
    report: [
      "This contract replaces the heating and cooling equipment serving {classrooms} classrooms at {school}.",
      "{contractor} submitted the lowest responsive bid at {amount}.",
      "The existing units are more than twenty-five years old, and replacement parts are no longer made.",
      "Last September we had to move classes to the library on eleven days because of the heat.",
      "Work would happen over the summer break so that instruction is not interrupted.",
      "The new system should cut energy use at the campus by about a third.",
    ],
    questions: [
      [
        "Is the summer schedule realistic?",
        "It is tight, so the contract includes penalties if the work is not finished before the first day of school.",
      ],
      [
        "Does this improve air filtration as well?",
        "Yes, the new units support higher-grade filters and bring in more outside air.",
      ],
      [
        "Where does the money come from?",
        "It comes from the deferred maintenance fund, so there is no impact on classroom budgets.",
      ],
    ],
    support: [
      "My son came home with headaches from his classroom at {school} every day last September.",
      "Teachers at {school} have been asking for this for years, and I hope you approve it tonight.",
    ],
    concern: [
      "I support the work, but please make sure the summer programs at {school} have somewhere else to go.",
      "I would like to know why this was not done years ago when the problems started.",
    ],
    motion:
      "award the heating and cooling replacement contract for {school} to {contractor} in the amount of {amount}",
    direction: "a list of the other campuses with aging heating and cooling equipment",
  },
  {
    key: "trail-expansion",
    bodies: ["parks", "supervisors"],
    presenter: "parks",
    facts: (random, places) => ({
      park: pickOr(random, places.parks, "the regional park"),
      miles: (random.int(20, 90) / 10).toFixed(1),
      amount: randomMoney(random, 150_000, 900_000, 5_000),
      volunteers: String(random.int(40, 220)),
    }),
    title: "Trail expansion connecting {park} to {neighborhood}",
    report: [
      "The proposed trail adds {miles} miles of multi-use path from {park} to {neighborhood}.",
      "The estimated cost is {amount}, including two small bridges over the drainage channel.",
      "Our volunteer trail crews logged work from {volunteers} volunteers last year, and they are ready to help with the finish work.",
      "The route avoids private property entirely by following the existing utility easement.",
      "We will add benches, mile markers and a water fountain at the trailhead.",
      "Environmental review found no protected species along the route, but we will avoid nesting season for the clearing work.",
    ],
    questions: [
      [
        "Will the trail be open to bikes and horses?",
        "Bikes and walkers, yes; horses would need a wider tread, so the equestrian connection stays on the existing fire road.",
      ],
      [
        "How will we handle parking at the trailhead?",
        "The plan adds twenty-two spaces at the trailhead, including two accessible spaces.",
      ],
      [
        "Who maintains the trail after it is built?",
        "Our grounds crew will maintain it, with help from the volunteer trail crews.",
      ],
    ],
    support: [
      "I walk my dog at {park} every morning, and a trail to {neighborhood} would let me leave the car at home.",
      "Trails like this are why people move to our area, and they are good for local businesses too.",
    ],
    concern: [
      "My backyard faces the easement, and I am worried about privacy and people cutting through.",
      "I hope the trail will be lit or closed at night, because the channel area is very dark.",
    ],
    motion: "approve the trail alignment from {park} to {neighborhood} and authorize final design",
    direction: "a privacy and lighting plan for the homes along the trail easement",
  },
  {
    key: "emergency-plan",
    bodies: ["council", "supervisors"],
    presenter: "fire",
    facts: (random) => ({
      sirens: random.pick(["six", "eight", "ten", "twelve"]),
      amount: randomMoney(random, 120_000, 750_000, 5_000),
      signups: `${random.int(4, 18)},000`,
    }),
    title: "Emergency operations and evacuation plan update with {sirens} new sirens",
    report: [
      "This update to the emergency operations plan reflects what we learned from last winter's storms and flooding.",
      "It adds {sirens} new outdoor warning sirens and backup power for the emergency operations center at a cost of {amount}.",
      "Only {signups} residents are signed up for emergency text alerts, and we want to double that this year.",
      "The plan maps evacuation routes for every neighborhood, including {neighborhood}, which has only two ways out.",
      "We are also training community emergency response teams so that neighbors can help neighbors in the first hours.",
      "Cooling and warming centers would open automatically when the weather service issues a warning.",
    ],
    questions: [
      [
        "How will people who do not speak English get the alerts?",
        "The alert system now sends messages in English and Spanish, and we are adding two more languages this year.",
      ],
      [
        "Where do the sirens go first?",
        "The first ones go in the neighborhoods with the fewest exits and the oldest residents.",
      ],
      [
        "Is the plan coordinated with the school district?",
        "Yes, the district reviewed the plan, and every campus has a matching reunification site.",
      ],
    ],
    support: [
      "During the last storm my elderly neighbor had no idea we were being told to leave.",
      "I signed up for the response team training, and I encourage everyone here to do the same.",
    ],
    concern: [
      "The evacuation route out of {neighborhood} floods every time it rains hard, so the plan needs to fix that.",
      "Sirens are fine, but I want to know how people who are hard of hearing will be warned.",
    ],
    motion: "adopt the updated emergency operations plan and approve {amount} for sirens and backup power",
    direction: "a campaign to double sign-ups for emergency text alerts",
  },
  {
    key: "outdoor-dining-permit",
    bodies: ["planning"],
    presenter: "planning",
    facts: (random, places) => {
      const street = pickOr(random, places.streets, "Main Street");
      return {
        street,
        address: `${random.int(1, 18) * 100 + random.int(1, 60)} ${street}`,
        business: random.pick([
          "The Salt Cellar Bistro",
          "Copperline Coffee",
          "Nine Lanterns Noodle House",
          "Greenway Taproom",
        ]),
        seats: String(random.int(16, 48)),
        closing: random.pick(["9 PM", "10 PM", "11 PM"]),
      };
    },
    title: "Conditional use permit for outdoor dining at {address}",
    report: [
      "{business} is requesting a conditional use permit for {seats} outdoor seats at {address}.",
      "The seating would be on a private patio on the side of the building, not in the public sidewalk.",
      "The applicant proposes closing the patio at {closing} every night, with no amplified music.",
      "Staff received three letters from neighbors, two supportive and one concerned about noise.",
      "The conditions include a trash enclosure, shielded lighting and a review of the permit after one year.",
      "The parking requirement is met through a shared parking agreement with the office building next door.",
    ],
    questions: [
      [
        "What happens if there are noise complaints?",
        "The permit can be brought back to the commission for review, and the conditions allow us to shorten the hours.",
      ],
      [
        "Will there be heaters on the patio?",
        "The applicant plans electric heaters only, which avoids the safety concerns with propane.",
      ],
      [
        "Is the patio accessible?",
        "Yes, there is a ramp from the sidewalk and the tables meet accessibility requirements.",
      ],
    ],
    support: [
      "Outdoor seating brings life to {street}, and {business} has been a good neighbor.",
      "I own the shop two doors down, and more foot traffic in the evening helps all of us.",
    ],
    concern: [
      "I live across the alley, and I am worried about noise after {closing} on weekends.",
      "Please make sure the trash enclosure is emptied often, because we already have a rat problem.",
    ],
    motion:
      "approve the conditional use permit for outdoor dining at {address} subject to the conditions in the staff report",
    direction: "a one-year review of noise complaints at {address}",
  },
  {
    key: "summer-programs",
    bodies: ["parks", "school"],
    presenter: "parks",
    facts: (random, places) => ({
      kids: `${random.int(6, 22)}00`,
      fee: `$${random.int(95, 185)}`,
      scholarships: randomMoney(random, 20_000, 90_000, 1_000),
      park: pickOr(random, places.parks, "the community park"),
    }),
    title: "Summer recreation programs and a {fee} weekly camp fee",
    report: [
      "Last summer we served about {kids} children in day camps, swim lessons and sports clinics.",
      "The proposed weekly day camp fee is {fee}, an increase of five dollars to cover higher staffing costs.",
      "We are setting aside {scholarships} for scholarships so that no child is turned away because of cost.",
      "The new nature camp would be based at {park} and focus on science and the outdoors.",
      "We have hired most of our seasonal staff already, and lifeguard recruitment is ahead of last year.",
      "Registration opens online and in person on the same day so that families without computers are not left behind.",
    ],
    questions: [
      [
        "How do families apply for the scholarships?",
        "It is a one-page form, and families who qualify for free school meals qualify automatically.",
      ],
      [
        "Were the waitlists long last year?",
        "Swim lessons had a waitlist of about two hundred children, so we are adding evening sessions this year.",
      ],
      [
        "Is there transportation for the nature camp?",
        "We are partnering with the transit agency for a free summer youth pass.",
      ],
    ],
    support: [
      "The scholarship let my two kids go to camp last summer while I worked, and I am very grateful.",
      "The nature camp at {park} sounds wonderful, and my daughter is already asking about it.",
    ],
    concern: [
      "Five dollars a week adds up when you have three children in camp.",
      "Please open more swim lesson spots, because we were on the waitlist all of last summer.",
    ],
    motion: "approve the summer program schedule and fees, including {scholarships} for scholarships",
    direction: "a report on swim lesson waitlists and scholarship use after registration closes",
  },
];

const BUDGET_DEPARTMENTS: readonly { name: string; role: StaffRole; focus: string; request: string }[] = [
  {
    name: "Police Department",
    role: "police",
    focus: "patrol staffing and the new records system",
    request: "two dispatcher positions",
  },
  {
    name: "Fire Department",
    role: "fire",
    focus: "engine replacement and paramedic training",
    request: "a replacement fire engine",
  },
  {
    name: "Public Works Department",
    role: "publicWorks",
    focus: "street maintenance and storm drains",
    request: "a second pothole crew",
  },
  {
    name: "Parks and Recreation Department",
    role: "parks",
    focus: "playground repairs and summer programs",
    request: "three seasonal maintenance workers",
  },
  {
    name: "Public Library",
    role: "library",
    focus: "hours, e-books and the literacy program",
    request: "an outreach librarian",
  },
  {
    name: "Community Development Department",
    role: "planning",
    focus: "permit processing times and code enforcement",
    request: "a second building inspector",
  },
  {
    name: "Water Utility",
    role: "utilities",
    focus: "main replacement and meter upgrades",
    request: "a leak detection program",
  },
  {
    name: "Finance Department",
    role: "finance",
    focus: "the new payroll system and audit costs",
    request: "a senior accountant",
  },
  {
    name: "Information Technology Division",
    role: "finance",
    focus: "cybersecurity and aging computers",
    request: "a security monitoring contract",
  },
  {
    name: "Human Resources Department",
    role: "finance",
    focus: "recruitment and employee retention",
    request: "a recruiter position",
  },
  {
    name: "City Attorney's Office",
    role: "planning",
    focus: "outside counsel costs and public records requests",
    request: "a paralegal",
  },
  {
    name: "Housing Division",
    role: "planning",
    focus: "rental assistance and the first-time buyer program",
    request: "more rental assistance funding",
  },
];

/** One agenda topic per department, for the marathon budget hearing. */
export function departmentBudgetTopics(): AgendaTopic[] {
  return BUDGET_DEPARTMENTS.map((department) => ({
    key: `department-budget-${department.role}-${department.name}`,
    bodies: ["council"],
    presenter: department.role,
    facts: (random) => ({
      department: department.name,
      focus: department.focus,
      request: department.request,
      amount: randomMoney(random, 1_500_000, 38_000_000, 50_000),
      change: `${random.int(1, 7)}.${random.int(0, 9)} percent`,
      requestCost: randomMoney(random, 85_000, 950_000, 5_000),
      positions: String(random.int(6, 140)),
    }),
    title: "Proposed budget for the {department}",
    report: [
      "The proposed budget for the {department} is {amount}, an increase of {change} over the current year.",
      "Most of that increase comes from salary and benefit costs that are set by existing labor agreements.",
      "The department has {positions} budgeted positions, and we are not proposing any new positions except {request}.",
      "The one new request is {request}, at a cost of {requestCost} a year.",
      "Our priorities for the coming year are {focus}.",
      "We looked hard for savings and found about two percent by renegotiating contracts and reducing vehicle costs.",
      "Performance measures for the department are on page forty of the budget book, and most of them improved this year.",
      "If revenue comes in lower than projected, we have identified reductions that would not affect front-line service.",
      "Fees charged by the department recover about a fifth of its costs, and we are proposing only inflation adjustments.",
    ],
    questions: [
      [
        "What would happen if we did not fund {request} this year?",
        "We would keep managing with overtime, but the backlog we described would keep growing.",
      ],
      [
        "Are there grants that could cover part of {request}?",
        "We applied for one state grant, and we will bring it back to you if it is awarded.",
      ],
      [
        "How many vacancies does the department have right now?",
        "We have a handful of vacancies, and recruitment is going better than it was a year ago.",
      ],
      [
        "Can you walk us through the two percent in savings?",
        "Most of it comes from a new fuel contract, fewer take-home vehicles and moving software to a shared license.",
      ],
    ],
    support: [
      "I support {request}, because residents feel the difference when the {department} is short-staffed.",
      "The {department} has been stretched thin for years, and this budget finally recognizes that.",
      "Please keep {focus} at the top of the list, because that is what people in my neighborhood talk about.",
    ],
    concern: [
      "I would like to see how the {department} measures results before it gets {amount}.",
      "Salaries are going up faster than revenue, and I worry about what that means in five years.",
      "I am asking you to protect the small programs that do not have anyone here tonight to speak for them.",
    ],
    motion: "tentatively approve the {department} budget of {amount} as proposed",
    direction: "options to fund {request} within the existing {department} budget",
  }));
}
