// The prototype business sample (spec 001 section 3): invented businesses, .example domains, 555-01xx phones.
import type { ProtoTierNumber } from "./showcase.constants";

export type SampleBusiness = {
  name: string;
  tagline: string;
  owner: string;
  category: string;
  yearEstablished: number;
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  services: string[];
  logo: string;
  photo: string;
  tier: ProtoTierNumber;
};

export const SAMPLE_BUSINESSES: readonly SampleBusiness[] = [
  {
    name: "Anchor Bay Bicycles",
    tagline: "Tune-ups, rentals and rides since the ferry came",
    owner: "Marisol Quintero",
    category: "Retail",
    yearEstablished: 2008,
    address: "112 Harbor Street, Harbor Point, WA 98301",
    phone: "(360) 555-0101",
    email: "hello@anchorbaybikes.example",
    website: "https://anchorbaybikes.example",
    description:
      "A neighborhood bike shop selling commuter and cargo bikes, with a repair bench that fixes flats while you wait.",
    services: ["Bike repair", "Tune-ups", "Cargo bike sales", "Weekend rentals", "Kids' bike trade-ins"],
    logo: "/showcase/anchor-bay-bicycles-logo.svg",
    photo: "/showcase/anchor-bay-bicycles-photo.svg",
    tier: 3,
  },
  {
    name: "Bayview Pet Grooming",
    tagline: "Clean, calm and happy pets",
    owner: "Devon Achebe",
    category: "Pet Services",
    yearEstablished: 2019,
    address: "48 Lighthouse Road, Harbor Point, WA 98301",
    phone: "(360) 555-0102",
    email: "book@bayviewpets.example",
    website: "https://bayviewpets.example",
    description: "Gentle grooming for dogs and cats of every size, with a quiet room for nervous pets.",
    services: ["Bath and brush", "Nail trims", "Puppy first groom", "Cat grooming"],
    logo: "/showcase/bayview-pet-grooming-logo.svg",
    photo: "/showcase/bayview-pet-grooming-photo.svg",
    tier: 1,
  },
  {
    name: "Bluebird Bakery",
    tagline: "Bread baked before sunrise",
    owner: "Hana Sorensen",
    category: "Food & Drink",
    yearEstablished: 2014,
    address: "7 Market Square, Harbor Point, WA 98301",
    phone: "(360) 555-0103",
    email: "orders@bluebirdbakery.example",
    website: "https://bluebirdbakery.example",
    description:
      "Sourdough, morning buns and seasonal fruit pies from local flour, plus coffee from a roaster two doors down.",
    services: [
      "Sourdough bread",
      "Custom cakes",
      "Wholesale for cafes",
      "Gluten-free pastries",
      "Catering trays",
    ],
    logo: "/showcase/bluebird-bakery-logo.svg",
    photo: "/showcase/bluebird-bakery-photo.svg",
    tier: 2,
  },
  {
    name: "Cedar & Sage Yoga",
    tagline: "Breathe in, slow down",
    owner: "Priya Raman",
    category: "Health & Wellness",
    yearEstablished: 2016,
    address: "230 Alder Avenue, Suite 2, Harbor Point, WA 98301",
    phone: "(360) 555-0104",
    email: "namaste@cedarsageyoga.example",
    website: "https://cedarsageyoga.example",
    description: "Small yoga classes for beginners and seniors, with chairs and props for every body.",
    services: ["Beginner yoga", "Chair yoga", "Prenatal classes"],
    logo: "/showcase/cedar-sage-yoga-logo.svg",
    photo: "/showcase/cedar-sage-yoga-photo.svg",
    tier: 1,
  },
  {
    name: "Dockside Auto Repair",
    tagline: "Honest fixes, fair prices",
    owner: "Walt Kowalczyk",
    category: "Automotive",
    yearEstablished: 1996,
    address: "901 Pier Road, Harbor Point, WA 98301",
    phone: "(360) 555-0105",
    email: "service@docksideauto.example",
    website: "https://docksideauto.example",
    description:
      "A family garage for brakes, tyres and check-engine lights, with a loaner car when the repair takes a day.",
    services: [
      "Brake service",
      "Oil changes",
      "Tyre rotation",
      "Engine diagnostics",
      "State inspections",
      "Loaner cars",
    ],
    logo: "/showcase/dockside-auto-repair-logo.svg",
    photo: "/showcase/dockside-auto-repair-photo.svg",
    tier: 2,
  },
  {
    name: "Evergreen Landscaping",
    tagline: "Yards that grow with you",
    owner: "Tomás Herrera",
    category: "Home Services",
    yearEstablished: 2005,
    address: "15 Fir Lane, Harbor Point, WA 98301",
    phone: "(360) 555-0106",
    email: "yards@evergreenscapes.example",
    website: "https://evergreenscapes.example",
    description:
      "Native-plant gardens, rain gardens and weekly mowing, designed to need less water every summer.",
    services: ["Garden design", "Rain gardens", "Weekly mowing", "Tree pruning", "Seasonal clean-ups"],
    logo: "/showcase/evergreen-landscaping-logo.svg",
    photo: "/showcase/evergreen-landscaping-photo.svg",
    tier: 3,
  },
  {
    name: "Fernwood Family Dental",
    tagline: "Gentle care for every smile",
    owner: "Dr. Amara Okafor",
    category: "Health & Wellness",
    yearEstablished: 2011,
    address: "402 Cedar Street, Harbor Point, WA 98301",
    phone: "(360) 555-0107",
    email: "smile@fernwooddental.example",
    website: "https://fernwooddental.example",
    description:
      "Check-ups, cleanings and fillings for children and adults, with evening hours twice a week for working families.",
    services: ["Cleanings", "Children's dentistry", "Fillings", "Whitening", "Emergency visits"],
    logo: "/showcase/fernwood-family-dental-logo.svg",
    photo: "/showcase/fernwood-family-dental-photo.svg",
    tier: 3,
  },
  {
    name: "Golden Hour Photography",
    tagline: "Portraits in the best light",
    owner: "Lena Fischer",
    category: "Professional Services",
    yearEstablished: 2020,
    address: "66 Beacon Hill Drive, Harbor Point, WA 98301",
    phone: "(360) 555-0108",
    email: "shoot@goldenhourphoto.example",
    website: "https://goldenhourphoto.example",
    description: "Family, graduation and small-business portraits taken outdoors around the bay.",
    services: ["Family portraits", "Headshots", "Event coverage"],
    logo: "/showcase/golden-hour-photography-logo.svg",
    photo: "/showcase/golden-hour-photography-photo.svg",
    tier: 1,
  },
  {
    name: "Harborlight Books",
    tagline: "New, used and hard-to-find books",
    owner: "Samuel Osei",
    category: "Retail",
    yearEstablished: 1988,
    address: "21 Water Street, Harbor Point, WA 98301",
    phone: "(360) 555-0109",
    email: "read@harborlightbooks.example",
    website: "https://harborlightbooks.example",
    description:
      "A two-floor bookshop with a children's corner, a maritime history shelf and weekly story time.",
    services: ["Special orders", "Used book buyback", "Story time"],
    logo: "/showcase/harborlight-books-logo.svg",
    photo: "/showcase/harborlight-books-photo.svg",
    tier: 1,
  },
  {
    name: "Ironwood Plumbing",
    tagline: "Leaks fixed the same day",
    owner: "Grace Whitfield",
    category: "Home Services",
    yearEstablished: 2002,
    address: "310 Foundry Way, Harbor Point, WA 98301",
    phone: "(360) 555-0110",
    email: "help@ironwoodplumbing.example",
    website: "https://ironwoodplumbing.example",
    description:
      "Licensed plumbers for leaks, water heaters and remodels, answering the phone around the clock for emergencies.",
    services: ["Leak repair", "Water heaters", "Drain cleaning", "Bathroom remodels"],
    logo: "/showcase/ironwood-plumbing-logo.svg",
    photo: "/showcase/ironwood-plumbing-photo.svg",
    tier: 2,
  },
  {
    name: "Juniper Street Cafe",
    tagline: "Breakfast all day on Juniper Street",
    owner: "Rosa and Ken Yamada",
    category: "Food & Drink",
    yearEstablished: 2012,
    address: "85 Juniper Street, Harbor Point, WA 98301",
    phone: "(360) 555-0111",
    email: "eat@junipercafe.example",
    website: "https://junipercafe.example",
    description:
      "Pancakes, soups and sandwiches made from scratch, with a patio, a kids' menu and live music on Fridays.",
    services: ["All-day breakfast", "Catering", "Private events", "Kids' menu", "Takeout"],
    logo: "/showcase/juniper-street-cafe-logo.svg",
    photo: "/showcase/juniper-street-cafe-photo.svg",
    tier: 3,
  },
  {
    name: "Keystone Tax & Bookkeeping",
    tagline: "Numbers you can count on",
    owner: "Imani Brooks",
    category: "Professional Services",
    yearEstablished: 1999,
    address: "500 Commerce Street, Suite 12, Harbor Point, WA 98301",
    phone: "(360) 555-0112",
    email: "office@keystonetax.example",
    website: "https://keystonetax.example",
    description:
      "Tax returns and monthly bookkeeping for households and small businesses, in person or online.",
    services: ["Tax preparation", "Bookkeeping", "Payroll", "Small-business consulting"],
    logo: "/showcase/keystone-tax-bookkeeping-logo.svg",
    photo: "/showcase/keystone-tax-bookkeeping-photo.svg",
    tier: 2,
  },
];

/** The business the pricing page previews in every plan's style: five services, so "+2 more" shows. */
export const PRICING_PREVIEW_BUSINESS: SampleBusiness =
  SAMPLE_BUSINESSES.find((business) => business.name === "Juniper Street Cafe") ??
  (SAMPLE_BUSINESSES[0] as SampleBusiness);
