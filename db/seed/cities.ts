// The demo cities: fictional towns in real US states, with their meeting sources, the people who speak at
// their meetings and the local place names the transcript generator weaves in.

export type CityStatus = "New" | "Test" | "Live" | "Archive";

/** The kind of public body, which decides titles, agenda topics and who presides. */
export type BodyKind = "council" | "planning" | "school" | "supervisors" | "parks";

export type StaffRole =
  | "finance"
  | "publicWorks"
  | "planning"
  | "parks"
  | "utilities"
  | "police"
  | "fire"
  | "library"
  | "business"
  | "academic";

/** A person as the captions name them: "Council Member" + "David Okafor". */
export type Person = { title: string; first: string; last: string };

export type BodyCast = {
  presiding: Person;
  members: readonly Person[];
  executive: Person;
  clerk: Person;
  staff: Partial<Record<StaffRole, Person>>;
};

export type Schedule = {
  /** How many recorded meetings this source has. */
  count: number;
  /** Days between meetings, picked per meeting in this range. */
  minGapDays: number;
  maxGapDays: number;
  /** How many days before the seed runs the newest meeting took place (at least). */
  firstOffsetDays: number;
};

export type SourceSeed = {
  key: string;
  title: string;
  url: string;
  sourceType: "city" | "county" | "school_district" | "school" | "state" | "other";
  entityType: string;
  bodyKind: BodyKind;
  /** The public name of the body, as used in sentences: "the Harbor Point City Council". */
  bodyName: string;
  /** The body's name without the place, as used in video titles: "City Council". */
  shortBodyName: string;
  channelTitle: string;
  venue: string;
  cast: BodyCast;
  schedule: Schedule;
};

export type PlaceNames = {
  streets: readonly string[];
  parks: readonly string[];
  neighborhoods: readonly string[];
  schools: readonly string[];
  library: string;
  contractors: readonly string[];
  residents: readonly string[];
};

export type CitySeed = {
  key: string;
  name: string;
  state: string;
  status: CityStatus;
  county: string;
  description: string;
  domain: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  imageUrl: string | null;
  icon: string | null;
  tagLine: string | null;
  /** Postal code prefix and area code for the business directory's addresses and phone numbers. */
  postalPrefix: string;
  areaCode: string;
  places: PlaceNames;
  sources: readonly SourceSeed[];
};

const person = (title: string, first: string, last: string): Person => ({ title, first, last });

/** The label transcripts use for a speaker, e.g. "Mayor Elena Ruiz". */
export function speakerLabel(someone: Person): string {
  return `${someone.title} ${someone.first} ${someone.last}`;
}

/** How a chair or clerk addresses someone: "Council Member Okafor". */
export function shortName(someone: Person): string {
  return `${someone.title} ${someone.last}`;
}

export function fullName(someone: Person): string {
  return `${someone.first} ${someone.last}`;
}

const harborPointCouncilCast: BodyCast = {
  presiding: person("Mayor", "Elena", "Ruiz"),
  members: [
    person("Vice Mayor", "Thomas", "Whitaker"),
    person("Council Member", "David", "Okafor"),
    person("Council Member", "Priya", "Natarajan"),
    person("Council Member", "Gloria", "Bergstrom"),
  ],
  executive: person("City Manager", "Dana", "Whitfield"),
  clerk: person("City Clerk", "Maria", "Chen"),
  staff: {
    finance: person("Finance Director", "Raymond", "Achebe"),
    publicWorks: person("Public Works Director", "Samir", "Patel"),
    planning: person("Community Development Director", "Leah", "Nakamura"),
    parks: person("Parks and Recreation Director", "Marcus", "Delgado"),
    utilities: person("Utilities Manager", "Colleen", "Fitzgerald"),
    police: person("Police Chief", "Angela", "Morrow"),
    fire: person("Fire Chief", "Victor", "Santos"),
    library: person("Library Director", "Hannah", "Lindqvist"),
  },
};

const harborPointPlanningCast: BodyCast = {
  presiding: person("Chair", "Walter", "Kim"),
  members: [
    person("Vice Chair", "Rosa", "Alvarado"),
    person("Commissioner", "Ben", "Sorensen"),
    person("Commissioner", "Tasha", "Greene"),
    person("Commissioner", "Oliver", "Marsh"),
  ],
  executive: person("Planning Manager", "Irene", "Castillo"),
  clerk: person("Commission Secretary", "Jordan", "Pike"),
  staff: {
    planning: person("Senior Planner", "Mei", "Tanaka"),
    publicWorks: person("City Traffic Engineer", "Luis", "Ferreira"),
  },
};

const harborPointSchoolCast: BodyCast = {
  presiding: person("Board President", "Catherine", "Oyelaran"),
  members: [
    person("Trustee", "Michael", "Brennan"),
    person("Trustee", "Sofia", "Reyes"),
    person("Trustee", "James", "Holloway"),
    person("Trustee", "Anita", "Desai"),
  ],
  executive: person("Superintendent", "Robert", "Langford"),
  clerk: person("Board Secretary", "Denise", "Walsh"),
  staff: {
    business: person("Chief Business Official", "Kevin", "Osei"),
    academic: person("Assistant Superintendent", "Laura", "Bianchi"),
  },
};

const juniperMesaCouncilCast: BodyCast = {
  presiding: person("Mayor", "Frank", "Tsosie"),
  members: [
    person("Vice Mayor", "Carmen", "Villalobos"),
    person("Council Member", "Greg", "Halvorsen"),
    person("Council Member", "Naomi", "Sato"),
    person("Council Member", "Darnell", "Price"),
    person("Council Member", "Lisa", "Ketchum"),
    person("Council Member", "Ahmed", "Rahimi"),
  ],
  executive: person("Town Manager", "Patricia", "Eversole"),
  clerk: person("Town Clerk", "Rebecca", "Nunez"),
  staff: {
    finance: person("Finance Director", "Howard", "Blevins"),
    publicWorks: person("Public Works Director", "Ignacio", "Ortega"),
    planning: person("Development Services Director", "Keira", "Lambert"),
    parks: person("Parks and Recreation Director", "Toby", "Redhouse"),
    utilities: person("Water Resources Manager", "Yvonne", "Castaneda"),
    police: person("Police Chief", "Russell", "Dunmore"),
    fire: person("Fire Chief", "Alicia", "Benally"),
    library: person("Library Manager", "Simone", "Kowalski"),
  },
};

const verdeBasinSupervisorsCast: BodyCast = {
  presiding: person("Chair", "Margaret", "Quintana"),
  members: [
    person("Supervisor", "Dale", "Ashworth"),
    person("Supervisor", "Lucia", "Ferrante"),
    person("Supervisor", "Harold", "Yazzie"),
    person("Supervisor", "Evelyn", "Stroud"),
  ],
  executive: person("County Administrator", "Philip", "Granger"),
  clerk: person("Clerk of the Board", "Teresa", "Molina"),
  staff: {
    finance: person("Budget Director", "Nathan", "Cole"),
    publicWorks: person("County Engineer", "Roberta", "Vance"),
    utilities: person("Water District Manager", "Calvin", "Begay"),
    library: person("County Librarian", "Joan", "Whitcomb"),
    parks: person("Parks Director", "Emilio", "Serrano"),
    fire: person("Emergency Services Director", "Grace", "Hollister"),
  },
};

const lindenwoodCouncilCast: BodyCast = {
  presiding: person("Mayor", "Robert", "Haskins"),
  members: [
    person("Council President", "Janelle", "Whitmore"),
    person("Council Member", "Stanley", "Kowalczyk"),
    person("Council Member", "Deborah", "Ames"),
    person("Council Member", "Curtis", "Mbeki"),
    person("Council Member", "Helen", "Vasquez"),
  ],
  executive: person("City Administrator", "Gordon", "Pruitt"),
  clerk: person("Clerk of Council", "Amy", "Lindholm"),
  staff: {
    finance: person("Finance Director", "Sharon", "Ebersole"),
    publicWorks: person("Service Director", "Wesley", "Barnhart"),
    planning: person("Planning and Zoning Administrator", "Julia", "Moreau"),
    parks: person("Parks Superintendent", "Derek", "Olafsson"),
    utilities: person("Utilities Director", "Phyllis", "Grant"),
    police: person("Police Chief", "Anthony", "Russo"),
    fire: person("Fire Chief", "Megan", "Kilbride"),
    library: person("Library Director", "Theo", "Abernathy"),
  },
};

const lindenwoodSchoolCast: BodyCast = {
  presiding: person("Board President", "Karen", "Stoltzfus"),
  members: [
    person("Board Member", "Marcus", "Freeman"),
    person("Board Member", "Ellen", "Okonkwo"),
    person("Board Member", "Victor", "Lindgren"),
    person("Board Member", "Paula", "Hendricks"),
  ],
  executive: person("Superintendent", "Diane", "Carver"),
  clerk: person("Treasurer", "Neil", "Fairbanks"),
  staff: {
    business: person("Treasurer", "Neil", "Fairbanks"),
    academic: person("Director of Curriculum", "Rachel", "Goldberg"),
  },
};

const lindenwoodParksCast: BodyCast = {
  presiding: person("Chair", "Howard", "Pennington"),
  members: [
    person("Commissioner", "Alma", "Rutherford"),
    person("Commissioner", "Kenji", "Watanabe"),
    person("Commissioner", "Brenda", "Castellanos"),
    person("Commissioner", "Sam", "Whitlock"),
  ],
  executive: person("Parks Superintendent", "Derek", "Olafsson"),
  clerk: person("Recording Secretary", "Lorraine", "Pugh"),
  staff: {
    parks: person("Recreation Supervisor", "Tanya", "Brooks"),
    publicWorks: person("Grounds Manager", "Ed", "Novak"),
  },
};

export const CITY_SEEDS: readonly CitySeed[] = [
  {
    key: "harbor-point-ca",
    name: "Harbor Point",
    state: "CA",
    status: "Live",
    county: "Seacliff County",
    description:
      "Harbor Point is a fictional bayside city of about 48,000 people used to demonstrate CivicLens. Its council, planning commission and school board meet in the Civic Center on Marina Way. Every meeting here is generated demo data, not a real public record.",
    domain: "harborpointca.gov",
    primaryColor: "#0e7490",
    secondaryColor: "#f59e0b",
    imageUrl: "/demo/cities/harbor-point-ca.svg",
    icon: "⚓",
    tagLine: "Where the bay meets Main Street",
    postalPrefix: "954",
    areaCode: "707",
    places: {
      streets: [
        "Marina Way",
        "Cannery Row Road",
        "Bayview Avenue",
        "Lighthouse Drive",
        "Pelican Street",
        "Dunmore Boulevard",
      ],
      parks: ["Bayfront Park", "Kettle Cove Playground", "Sandpiper Fields"],
      neighborhoods: ["Old Harbor", "Mariner Heights", "the Eastshore district"],
      schools: ["Harbor Point High School", "Seagate Elementary", "Bayside Middle School"],
      library: "Harbor Point Public Library",
      contractors: ["Coastline Paving Inc.", "Tidewater Builders", "Bluewater Engineering Group"],
      residents: [
        "Janet Holloway",
        "Tom Becker",
        "Aisha Rahman",
        "Luis Moreno",
        "Cheryl Tan",
        "Frank DeLuca",
        "Nora Whitby",
        "Sam Ortega",
      ],
    },
    sources: [
      {
        key: "hp-council",
        title: "Harbor Point City Council (YouTube)",
        url: "https://www.youtube.com/@HarborPointCityCouncil",
        sourceType: "city",
        entityType: "City Council",
        bodyKind: "council",
        bodyName: "Harbor Point City Council",
        shortBodyName: "City Council",
        channelTitle: "Harbor Point City Council",
        venue: "the Council Chambers at the Civic Center",
        cast: harborPointCouncilCast,
        schedule: { count: 11, minGapDays: 10, maxGapDays: 21, firstOffsetDays: 2 },
      },
      {
        key: "hp-planning",
        title: "Harbor Point Planning Commission (Granicus)",
        url: "https://harborpoint.granicus.com/ViewPublisherRSS.php?view_id=2&mode=vpodcast",
        sourceType: "city",
        entityType: "Planning Commission",
        bodyKind: "planning",
        bodyName: "Harbor Point Planning Commission",
        shortBodyName: "Planning Commission",
        channelTitle: "Harbor Point Planning Commission",
        venue: "the Council Chambers at the Civic Center",
        cast: harborPointPlanningCast,
        schedule: { count: 6, minGapDays: 14, maxGapDays: 35, firstOffsetDays: 6 },
      },
      {
        key: "hp-school",
        title: "Harbor Point Unified School District Board (YouTube)",
        url: "https://www.youtube.com/channel/UCh4rb0rPt9UsdBoardMtgs2",
        sourceType: "school_district",
        entityType: "School Board",
        bodyKind: "school",
        bodyName: "Harbor Point Unified School District Board of Trustees",
        shortBodyName: "Board of Trustees",
        channelTitle: "Harbor Point Unified",
        venue: "the District Office Board Room",
        cast: harborPointSchoolCast,
        schedule: { count: 7, minGapDays: 28, maxGapDays: 90, firstOffsetDays: 9 },
      },
    ],
  },
  {
    key: "juniper-mesa-az",
    name: "Juniper Mesa",
    state: "AZ",
    status: "Live",
    county: "Verde Basin County",
    description:
      "Juniper Mesa is a fictional high-desert town of about 21,000 residents created for the CivicLens demo. The town council and the county Board of Supervisors wrestle with water, roads and growth. All meetings shown here are generated sample data.",
    domain: "junipermesaaz.gov",
    primaryColor: "#b45309",
    // Left empty on purpose so the banner's default secondary colour is exercised.
    secondaryColor: null,
    imageUrl: "/demo/cities/juniper-mesa-az.svg",
    icon: "🌵",
    tagLine: "High desert, open doors",
    postalPrefix: "863",
    areaCode: "928",
    places: {
      streets: [
        "Mesa Verde Road",
        "Ironwood Drive",
        "Old Stage Road",
        "Saguaro Avenue",
        "Copper Ridge Parkway",
        "Quail Hollow Lane",
      ],
      parks: ["Canyon Shadows Park", "Mesa Vista Sports Complex", "Rio Seco Trailhead"],
      neighborhoods: ["Sunrise Ranch", "the Old Town district", "Cholla Heights"],
      schools: ["Juniper Mesa High School", "Desert Willow Elementary", "Red Butte Middle School"],
      library: "Juniper Mesa Community Library",
      contractors: ["Sonoran Grading and Paving", "High Desert Construction", "Mesa Water Systems LLC"],
      residents: [
        "Delia Yazzie",
        "Carl Hendershot",
        "Marisol Cruz",
        "Pete Lindqvist",
        "Grace Okoye",
        "Hank Morrison",
        "Rosa Benitez",
        "Will Tran",
      ],
    },
    sources: [
      {
        key: "jm-council",
        title: "Juniper Mesa Town Council (YouTube)",
        url: "https://www.youtube.com/@JuniperMesaTownCouncil",
        sourceType: "city",
        entityType: "City Council",
        bodyKind: "council",
        bodyName: "Juniper Mesa Town Council",
        shortBodyName: "Town Council",
        channelTitle: "Town of Juniper Mesa",
        venue: "Town Hall",
        cast: juniperMesaCouncilCast,
        schedule: { count: 10, minGapDays: 10, maxGapDays: 24, firstOffsetDays: 3 },
      },
      {
        key: "jm-supervisors",
        title: "Verde Basin County Board of Supervisors (YouTube)",
        url: "https://www.youtube.com/channel/UCvB9cOuNtYsUp3rv1s0rsQx",
        sourceType: "county",
        entityType: "Board of Supervisors",
        bodyKind: "supervisors",
        bodyName: "Verde Basin County Board of Supervisors",
        shortBodyName: "Board of Supervisors",
        channelTitle: "Verde Basin County",
        venue: "the County Administration Building",
        cast: verdeBasinSupervisorsCast,
        schedule: { count: 7, minGapDays: 60, maxGapDays: 120, firstOffsetDays: 12 },
      },
    ],
  },
  {
    key: "lindenwood-springs-oh",
    name: "Lindenwood Springs",
    state: "OH",
    status: "Live",
    county: "Hollis County",
    description:
      "Lindenwood Springs is a fictional river town of about 33,000 people that stands in for a typical Midwestern city in the CivicLens demo. Its council, board of education and parks commission all stream their meetings. The meetings are generated sample data.",
    domain: "lindenwoodspringsoh.gov",
    primaryColor: "#166534",
    secondaryColor: "#ca8a04",
    imageUrl: "/demo/cities/lindenwood-springs-oh.svg",
    icon: "🌳",
    tagLine: "A river town with room to grow",
    postalPrefix: "453",
    areaCode: "937",
    places: {
      streets: [
        "Main Street",
        "Sycamore Avenue",
        "River Road",
        "Chestnut Street",
        "Millrace Lane",
        "Fairgrounds Road",
      ],
      parks: ["Riverside Park", "Heritage Commons", "Pioneer Ball Fields"],
      neighborhoods: ["the Northside", "Mill Hill", "Orchard Glen"],
      schools: ["Lindenwood Springs High School", "Maple Grove Elementary", "Westbrook Middle School"],
      library: "Lindenwood Springs Carnegie Library",
      contractors: ["Buckeye Asphalt Company", "Great Miami Builders", "Keller Mechanical Services"],
      residents: [
        "Barbara Schott",
        "Dwayne Gibbs",
        "Linda Marchetti",
        "Joe Pfeiffer",
        "Tamika Wells",
        "Greg Lutz",
        "Mary Ellen Hardy",
        "Raj Kapoor",
      ],
    },
    sources: [
      {
        key: "ls-council",
        title: "Lindenwood Springs City Council (YouTube)",
        url: "https://www.youtube.com/@LindenwoodSpringsCouncil",
        sourceType: "city",
        entityType: "City Council",
        bodyKind: "council",
        bodyName: "Lindenwood Springs City Council",
        shortBodyName: "City Council",
        channelTitle: "City of Lindenwood Springs",
        venue: "Council Chambers at City Hall",
        cast: lindenwoodCouncilCast,
        schedule: { count: 10, minGapDays: 7, maxGapDays: 21, firstOffsetDays: 4 },
      },
      {
        key: "ls-school",
        title: "Lindenwood Springs City Schools Board of Education (YouTube)",
        url: "https://www.youtube.com/channel/UCLw5sCityScho0lsB0ardEd",
        sourceType: "school_district",
        entityType: "School Board",
        bodyKind: "school",
        bodyName: "Lindenwood Springs Board of Education",
        shortBodyName: "Board of Education",
        channelTitle: "Lindenwood Springs City Schools",
        venue: "the Central Office Board Room",
        cast: lindenwoodSchoolCast,
        schedule: { count: 6, minGapDays: 42, maxGapDays: 110, firstOffsetDays: 8 },
      },
      {
        key: "ls-parks",
        title: "Lindenwood Springs Parks and Recreation Commission (Granicus)",
        url: "https://lindenwoodsprings.granicus.com/ViewPublisherRSS.php?view_id=4&mode=vpodcast",
        sourceType: "city",
        entityType: "Parks and Recreation Commission",
        bodyKind: "parks",
        bodyName: "Lindenwood Springs Parks and Recreation Commission",
        shortBodyName: "Parks and Recreation Commission",
        channelTitle: "City of Lindenwood Springs",
        venue: "the Community Center",
        cast: lindenwoodParksCast,
        schedule: { count: 5, minGapDays: 56, maxGapDays: 150, firstOffsetDays: 15 },
      },
    ],
  },
  {
    key: "pinecrest-hollow-nc",
    name: "Pinecrest Hollow",
    state: "NC",
    status: "New",
    county: "Laurel Ridge County",
    description: "A fictional mountain town waiting for its first meeting sources to be added.",
    domain: "pinecresthollownc.gov",
    primaryColor: "#3B82F6",
    secondaryColor: "#1E40AF",
    imageUrl: null,
    icon: "🌲",
    tagLine: null,
    postalPrefix: "287",
    areaCode: "828",
    places: emptyPlaces(),
    sources: [],
  },
  {
    key: "old-mill-junction-pa",
    name: "Old Mill Junction",
    state: "PA",
    status: "Archive",
    county: "Conestoga Valley County",
    description: "A fictional borough whose coverage has ended; kept for the archive.",
    domain: "oldmilljunctionpa.gov",
    primaryColor: "#7c3aed",
    secondaryColor: "#a3a3a3",
    imageUrl: null,
    icon: "🏭",
    tagLine: "Coverage archived",
    postalPrefix: "175",
    areaCode: "717",
    places: emptyPlaces(),
    sources: [],
  },
  {
    key: "sample-city-test",
    name: "Sample City",
    state: "CA",
    status: "Test",
    county: "Sample County",
    description: "A test city for trying out new sources before they go live.",
    domain: null,
    primaryColor: null,
    secondaryColor: null,
    imageUrl: null,
    icon: null,
    tagLine: null,
    postalPrefix: "900",
    areaCode: "213",
    places: emptyPlaces(),
    sources: [],
  },
];

function emptyPlaces(): PlaceNames {
  return {
    streets: [],
    parks: [],
    neighborhoods: [],
    schools: [],
    library: "",
    contractors: [],
    residents: [],
  };
}

export const LIVE_CITY_SEEDS = CITY_SEEDS.filter((city) => city.status === "Live");
