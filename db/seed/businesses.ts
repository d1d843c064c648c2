// The demo business directory: categories and invented local businesses across all three listing tiers,
// with a few gaps (no address, no website, a website without a scheme) that the screens must handle.
import { slugify } from "~/lib/slug";
import { CITY_SEEDS } from "./cities";
import { createRandom } from "./random";

export type ListingTier = "Tier 1" | "Tier 2" | "Tier 3";

export const BUSINESS_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  "Food & Dining": ["Restaurants", "Cafes & Coffee", "Bakeries", "Breweries"],
  "Home Services": ["Plumbing", "Electrical", "Landscaping", "Cleaning"],
  "Health & Wellness": ["Primary Care", "Dental", "Fitness & Yoga", "Pharmacies"],
  Retail: ["Bookstores", "Florists", "Hardware", "Sporting Goods"],
  "Professional Services": ["Legal", "Accounting", "Insurance", "Financial Planning"],
  "Arts & Recreation": ["Art Studios", "Theaters", "Music Lessons", "Outdoor Recreation"],
};

type BusinessSpec = {
  name: string;
  cityKey: string;
  parent: string;
  sub: string;
  tier: ListingTier;
  description: string;
  /** Tier 1 always shows an image; some Tier 2 listings have one too. */
  hasImage?: boolean;
  noAddress?: boolean;
  /** "none" leaves the website empty; "bare" stores it without http(s):// so the UI must add the scheme. */
  website?: "none" | "bare";
};

const HP = "harbor-point-ca";
const JM = "juniper-mesa-az";
const LS = "lindenwood-springs-oh";

const BUSINESS_SPECS: readonly BusinessSpec[] = [
  {
    name: "Anchor & Oar Cafe",
    cityKey: HP,
    parent: "Food & Dining",
    sub: "Cafes & Coffee",
    tier: "Tier 1",
    description:
      "A harbor-front cafe pouring locally roasted espresso, with breakfast sandwiches and a sunny deck over the water.",
  },
  {
    name: "Bayside Plumbing Co.",
    cityKey: HP,
    parent: "Home Services",
    sub: "Plumbing",
    tier: "Tier 2",
    description:
      "Family-owned plumbers handling leaks, water heaters and repiping, with same-day service across the bay.",
    hasImage: true,
  },
  {
    name: "Coastal Canvas Art Studio",
    cityKey: HP,
    parent: "Arts & Recreation",
    sub: "Art Studios",
    tier: "Tier 2",
    description: "Open studio time, painting classes for all ages and monthly shows by local artists.",
    website: "bare",
  },
  {
    name: "Driftwood Bakery",
    cityKey: HP,
    parent: "Food & Dining",
    sub: "Bakeries",
    tier: "Tier 1",
    description:
      "Sourdough, morning buns and celebration cakes baked before sunrise every day in Old Harbor.",
  },
  {
    name: "Eelgrass Kayak Rentals",
    cityKey: HP,
    parent: "Arts & Recreation",
    sub: "Outdoor Recreation",
    tier: "Tier 3",
    description: "Kayak and paddleboard rentals with guided wildlife tours of the estuary.",
    noAddress: true,
  },
  {
    name: "Foghorn Books",
    cityKey: HP,
    parent: "Retail",
    sub: "Bookstores",
    tier: "Tier 2",
    description:
      "An independent bookstore with a deep local-history shelf, author events and a kids' reading nook.",
  },
  {
    name: "Gull Island Dental",
    cityKey: HP,
    parent: "Health & Wellness",
    sub: "Dental",
    tier: "Tier 3",
    description: "General and family dentistry, with evening appointments twice a week.",
  },
  {
    name: "Harborview Legal Group",
    cityKey: HP,
    parent: "Professional Services",
    sub: "Legal",
    tier: "Tier 1",
    description:
      "Estate planning, small business and real estate law for families and companies on the coast.",
  },
  {
    name: "Iris Lane Florist",
    cityKey: HP,
    parent: "Retail",
    sub: "Florists",
    tier: "Tier 3",
    description: "Seasonal bouquets, wedding flowers and local delivery.",
    website: "none",
  },
  {
    name: "Jetty Electric",
    cityKey: HP,
    parent: "Home Services",
    sub: "Electrical",
    tier: "Tier 3",
    description: "Licensed electricians for panel upgrades, EV chargers and older homes.",
  },
  {
    name: "4th Street Bicycle Works",
    cityKey: HP,
    parent: "Retail",
    sub: "Sporting Goods",
    tier: "Tier 2",
    description: "Bike sales, repairs and fittings, plus free Saturday maintenance clinics.",
    hasImage: true,
  },
  {
    name: "Kelp Forest Yoga",
    cityKey: HP,
    parent: "Health & Wellness",
    sub: "Fitness & Yoga",
    tier: "Tier 3",
    description: "Small-group yoga and mobility classes, including sunrise sessions on the beach.",
  },
  {
    name: "Lighthouse Accounting",
    cityKey: HP,
    parent: "Professional Services",
    sub: "Accounting",
    tier: "Tier 3",
    description: "Bookkeeping, payroll and tax preparation for individuals and small businesses.",
  },
  {
    name: "Marina Taqueria",
    cityKey: HP,
    parent: "Food & Dining",
    sub: "Restaurants",
    tier: "Tier 2",
    description: "Fish tacos, handmade tortillas and agua fresca steps from the marina.",
    hasImage: true,
  },
  {
    name: "Nautical Hardware & Supply",
    cityKey: HP,
    parent: "Retail",
    sub: "Hardware",
    tier: "Tier 3",
    description: "Hardware, marine supplies and key cutting, with staff who know boats.",
  },
  {
    name: "Ocotillo Landscaping",
    cityKey: JM,
    parent: "Home Services",
    sub: "Landscaping",
    tier: "Tier 1",
    description: "Desert-friendly landscape design, drip irrigation and yard care that saves water.",
  },
  {
    name: "Painted Sky Gallery",
    cityKey: JM,
    parent: "Arts & Recreation",
    sub: "Art Studios",
    tier: "Tier 2",
    description: "A gallery of Southwestern art and pottery, with workshops on weekends.",
  },
  {
    name: "Quail Run Family Medicine",
    cityKey: JM,
    parent: "Health & Wellness",
    sub: "Primary Care",
    tier: "Tier 1",
    description: "Primary care for the whole family, with same-day sick visits and telehealth.",
  },
  {
    name: "Red Rock Roasters",
    cityKey: JM,
    parent: "Food & Dining",
    sub: "Cafes & Coffee",
    tier: "Tier 2",
    description: "Small-batch coffee roasted in Old Town, with pastries from local bakers.",
    hasImage: true,
    website: "bare",
  },
  {
    name: "Saguaro Insurance Partners",
    cityKey: JM,
    parent: "Professional Services",
    sub: "Insurance",
    tier: "Tier 3",
    description: "Home, auto and business insurance from independent agents.",
  },
  {
    name: "Tumbleweed Diner",
    cityKey: JM,
    parent: "Food & Dining",
    sub: "Restaurants",
    tier: "Tier 3",
    description: "Classic diner breakfasts served all day, with green chile on everything.",
    website: "none",
  },
  {
    name: "Upland Pharmacy",
    cityKey: JM,
    parent: "Health & Wellness",
    sub: "Pharmacies",
    tier: "Tier 3",
    description: "An independent pharmacy with free local delivery and vaccination clinics.",
  },
  {
    name: "Vista Electric & Solar",
    cityKey: JM,
    parent: "Home Services",
    sub: "Electrical",
    tier: "Tier 2",
    description: "Rooftop solar, battery storage and electrical repairs for homes and businesses.",
  },
  {
    name: "Wildflower Bakehouse",
    cityKey: JM,
    parent: "Food & Dining",
    sub: "Bakeries",
    tier: "Tier 3",
    description: "Tortilla-style flatbreads, fruit empanadas and custom cookies.",
  },
  {
    name: "Xeriscape Design Co.",
    cityKey: JM,
    parent: "Home Services",
    sub: "Landscaping",
    tier: "Tier 3",
    description: "Water-wise garden plans and native plant installation.",
  },
  {
    name: "Yucca Trail Outfitters",
    cityKey: JM,
    parent: "Retail",
    sub: "Sporting Goods",
    tier: "Tier 2",
    description: "Hiking, camping and climbing gear, with trail maps and friendly advice.",
  },
  {
    name: "Zia Tax Services",
    cityKey: JM,
    parent: "Professional Services",
    sub: "Accounting",
    tier: "Tier 3",
    description: "Personal and small business tax returns, in English and Spanish.",
    noAddress: true,
  },
  {
    name: "Mesa Bright Cleaning",
    cityKey: JM,
    parent: "Home Services",
    sub: "Cleaning",
    tier: "Tier 3",
    description: "Home and office cleaning with eco-friendly products.",
  },
  {
    name: "Adobe Rock Climbing Gym",
    cityKey: JM,
    parent: "Arts & Recreation",
    sub: "Outdoor Recreation",
    tier: "Tier 3",
    description: "Bouldering and top-rope climbing, youth teams and intro classes.",
  },
  {
    name: "Canyon Legal Aid",
    cityKey: JM,
    parent: "Professional Services",
    sub: "Legal",
    tier: "Tier 3",
    description: "Low-cost legal help with housing, family and benefits questions.",
  },
  {
    name: "Bramble & Birch Books",
    cityKey: LS,
    parent: "Retail",
    sub: "Bookstores",
    tier: "Tier 1",
    description: "New and used books in a restored storefront on Main Street, with story time on Saturdays.",
  },
  {
    name: "Copper Kettle Restaurant",
    cityKey: LS,
    parent: "Food & Dining",
    sub: "Restaurants",
    tier: "Tier 1",
    description: "Farm-to-table comfort food from Ohio growers, with a Sunday brunch locals line up for.",
  },
  {
    name: "Dogwood Dental Care",
    cityKey: LS,
    parent: "Health & Wellness",
    sub: "Dental",
    tier: "Tier 2",
    description: "Gentle family dentistry, orthodontic consultations and emergency visits.",
  },
  {
    name: "Elmwood Hardware",
    cityKey: LS,
    parent: "Retail",
    sub: "Hardware",
    tier: "Tier 2",
    description: "A neighborhood hardware store since 1952: tools, paint, screen repair and good advice.",
    hasImage: true,
  },
  {
    name: "Fernleaf Yoga Studio",
    cityKey: LS,
    parent: "Health & Wellness",
    sub: "Fitness & Yoga",
    tier: "Tier 3",
    description: "Yoga, pilates and meditation classes for every level.",
  },
  {
    name: "Gristmill Brewing Company",
    cityKey: LS,
    parent: "Food & Dining",
    sub: "Breweries",
    tier: "Tier 1",
    description: "A riverside brewery in the old mill, with a beer garden and food trucks on weekends.",
  },
  {
    name: "Hollow Oak Plumbing",
    cityKey: LS,
    parent: "Home Services",
    sub: "Plumbing",
    tier: "Tier 3",
    description: "Drain cleaning, sump pumps and water heater installs.",
    website: "none",
  },
  {
    name: "Ivy Lane Cleaning",
    cityKey: LS,
    parent: "Home Services",
    sub: "Cleaning",
    tier: "Tier 3",
    description: "Residential cleaning, move-out cleans and office service.",
  },
  {
    name: "Keystone Financial Planning",
    cityKey: LS,
    parent: "Professional Services",
    sub: "Financial Planning",
    tier: "Tier 2",
    description: "Retirement and college savings planning from fee-only advisors.",
    website: "bare",
  },
  {
    name: "Linden Community Theater",
    cityKey: LS,
    parent: "Arts & Recreation",
    sub: "Theaters",
    tier: "Tier 2",
    description: "Community theater with four productions a year and summer drama camp for kids.",
  },
  {
    name: "Northfield Pharmacy",
    cityKey: LS,
    parent: "Health & Wellness",
    sub: "Pharmacies",
    tier: "Tier 3",
    description: "Prescriptions, compounding and a soda fountain that has not changed since 1961.",
  },
  {
    name: "Orchard Street Music School",
    cityKey: LS,
    parent: "Arts & Recreation",
    sub: "Music Lessons",
    tier: "Tier 3",
    description: "Piano, guitar, violin and voice lessons for students of every age.",
  },
  {
    name: "Quarry Park Pottery",
    cityKey: LS,
    parent: "Arts & Recreation",
    sub: "Art Studios",
    tier: "Tier 3",
    description: "Wheel-throwing classes, open studio hours and a kiln-sharing membership.",
  },
  {
    name: "Riverbend Insurance Agency",
    cityKey: LS,
    parent: "Professional Services",
    sub: "Insurance",
    tier: "Tier 3",
    description: "Local agents for home, farm, auto and life insurance.",
    noAddress: true,
  },
  {
    name: "Sycamore Family Practice",
    cityKey: LS,
    parent: "Health & Wellness",
    sub: "Primary Care",
    tier: "Tier 2",
    description: "Family doctors and nurse practitioners with Saturday morning hours.",
  },
  {
    name: "Thistle & Thorn Flowers",
    cityKey: LS,
    parent: "Retail",
    sub: "Florists",
    tier: "Tier 3",
    description: "Fresh flowers, houseplants and arrangements for every occasion.",
  },
  {
    name: "Union Street Electric",
    cityKey: LS,
    parent: "Home Services",
    sub: "Electrical",
    tier: "Tier 3",
    description: "Residential wiring, generator hookups and lighting upgrades.",
  },
  {
    name: "Village Green Landscaping",
    cityKey: LS,
    parent: "Home Services",
    sub: "Landscaping",
    tier: "Tier 3",
    description: "Lawn care, leaf removal and snow plowing in the winter.",
  },
];

export type SeedBusiness = {
  businessKey: string;
  name: string;
  cityKey: string;
  parentCategory: string;
  subCategory: string;
  tier: ListingTier;
  description: string;
  streetAddress: string | null;
  postalCode: string | null;
  telephone: string;
  email: string;
  website: string | null;
  imageUrl: string | null;
  subscriptionStatus: string | null;
};

/**
 * The listing a resident names in public comment at the city's meetings, so the demo's business pages show
 * "Mentioned at council" (issue #19): the city's first listing, whose name is not made of common words alone.
 */
export function businessNamedAtCouncil(cityKey: string): string | undefined {
  return BUSINESS_SPECS.find((spec) => spec.cityKey === cityKey)?.name;
}

/** The listings that get a picture, so the image files and the seed agree. */
export function businessHasImage(spec: { tier: ListingTier; hasImage?: boolean }): boolean {
  return spec.tier === "Tier 1" || spec.hasImage === true;
}

export function buildDemoBusinesses(): SeedBusiness[] {
  const random = createRandom("businesses");
  // No two listings share a phone number (issue 14): 555-0100 to 555-0199 per area code, each drawn once.
  const usedTelephones = new Set<string>();
  const drawTelephone = (areaCode: string): string => {
    const taken = [...usedTelephones].filter((used) => used.startsWith(`(${areaCode})`)).length;
    if (taken >= 100) throw new Error(`More than 100 demo listings share area code ${areaCode}`);
    for (;;) {
      const telephone = `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
      if (!usedTelephones.has(telephone)) {
        usedTelephones.add(telephone);
        return telephone;
      }
    }
  };
  return BUSINESS_SPECS.map((spec) => {
    const city = CITY_SEEDS.find((candidate) => candidate.key === spec.cityKey);
    if (!city) throw new Error(`Unknown city for business ${spec.name}`);
    const businessKey = slugify(spec.name);
    // Invented domains under .example, which is reserved and never resolves to a real site.
    const domain = `${businessKey.replace(/-/g, "")}.example`;
    const street = random.pick(city.places.streets);
    const website =
      spec.website === "none" ? null : spec.website === "bare" ? `www.${domain}` : `https://www.${domain}`;
    return {
      businessKey,
      name: spec.name,
      cityKey: spec.cityKey,
      parentCategory: spec.parent,
      subCategory: spec.sub,
      tier: spec.tier,
      description: spec.description,
      streetAddress: spec.noAddress ? null : `${random.int(10, 2899)} ${street}`,
      postalCode: spec.noAddress ? null : `${city.postalPrefix}${String(random.int(1, 99)).padStart(2, "0")}`,
      // 555-01xx numbers are reserved for fiction.
      telephone: drawTelephone(city.areaCode),
      email: `hello@${domain}`,
      website,
      imageUrl: businessHasImage(spec) ? `/demo/businesses/${businessKey}.svg` : null,
      subscriptionStatus: spec.tier === "Tier 3" ? null : "active",
    };
  });
}
