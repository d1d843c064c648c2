// The owner dashboard's data (issue #20): the member's listings with their tier source, pending edit and stats, and
// the members asking to co-own them (issue #31).
import { listBusinessCategories } from "~/features/directory/directory.server";
import { expireGracePeriods, isPayer, paymentsEnabled, tierSourceOf } from "./billing.server";
import { listingStatsFor } from "./listing-stats.server";
import { listCoOwnerRequests, listOwnedListings, type Member } from "./my-business.server";

export async function getOwnerDashboard(options: { member: Member; now?: Date }) {
  // The hourly job drops expired grace periods; checking on read too means an owner never sees a stale tier.
  await expireGracePeriods(options.now);
  const listings = await listOwnedListings(options.member);
  const listingIds = listings.map((listing) => listing.id);
  const [stats, categories, coOwnerRequests] = await Promise.all([
    listingStatsFor(listingIds, options.now),
    listBusinessCategories(),
    listCoOwnerRequests(listingIds),
  ]);
  return {
    paymentsEnabled: paymentsEnabled(),
    categories,
    listings: listings.map((listing) => ({
      id: listing.id,
      name: listing.name,
      businessKey: listing.businessKey,
      city: { name: listing.cityName, state: listing.cityState },
      publicationStatus: listing.publicationStatus,
      pendingChange: listing.pendingChange,
      listingTier: listing.listingTier,
      tierSource: tierSourceOf(listing),
      graceUntil: listing.graceUntil?.toISOString() ?? null,
      subscriptionStatus: listing.subscriptionStatus,
      hasBillingAccount: Boolean(listing.stripeCustomerId),
      /** Only the owner who pays sees billing; another co-owner is told who can. */
      isPayer: isPayer(listing, options.member),
      coOwnerRequests: coOwnerRequests
        .filter((request) => request.listingId === listing.id)
        .map(({ id, memberEmail, verifiedAddress }) => ({ id, memberEmail, verifiedAddress })),
      fields: {
        businessCategory: listing.businessCategory,
        streetAddress: listing.streetAddress,
        postalCode: listing.postalCode,
        telephone: listing.telephone,
        email: listing.email,
        website: listing.website,
        description: listing.description,
        hours: listing.hours,
        imageUrl: listing.imageUrl,
      },
      stats: stats.get(listing.id) ?? [],
    })),
  };
}

export type OwnerDashboard = Awaited<ReturnType<typeof getOwnerDashboard>>;
