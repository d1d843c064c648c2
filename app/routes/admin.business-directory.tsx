import { useCallback, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { PaginationNav } from "~/components/ui/pagination-nav";
import type { ToastMessage } from "~/components/ui/toast";
import { requireAdmin } from "~/features/accounts/accounts.server";
import {
  ADMIN_DIRECTORY_INTENTS,
  MAX_IMAGE_BYTES,
  MAX_PAGE_NUMBERS,
} from "~/features/admin-directory/admin-directory.constants";
import {
  ADD_BUSINESS,
  ADMIN_DIRECTORY_INTRO,
  ADMIN_DIRECTORY_TITLE,
  BUSINESS_CREATE_FAILED,
  BUSINESS_CREATED,
  BUSINESS_DELETE_FAILED,
  BUSINESS_DELETED,
  BUSINESS_UPDATE_FAILED,
  BUSINESS_UPDATED,
  ERROR_TITLE,
  MANAGE_CATEGORIES,
  NO_BUSINESSES,
  PAGINATION_LABELS,
  RESULTS_HEADING,
  resultSummary,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
} from "~/features/admin-directory/admin-directory.copy";
import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_DIRECTORY_PATH,
  adminDirectoryUrl,
} from "~/features/admin-directory/admin-directory.links";
import {
  adminFiltersFromSearchParams,
  listingActionSchema,
} from "~/features/admin-directory/admin-directory.schema";
import {
  getAdminDirectory,
  type ListingActionAnswer,
  runListingAction,
  uploadBusinessImage,
} from "~/features/admin-directory/admin-directory.server";
import { AdminBusinessCard } from "~/features/admin-directory/components/admin-business-card";
import { AdminDirectoryFilters } from "~/features/admin-directory/components/admin-directory-filters";
import { BusinessCreateDialog } from "~/features/admin-directory/components/business-create-dialog";
import { BusinessDeleteDialog } from "~/features/admin-directory/components/business-delete-dialog";
import { BusinessEditDialog } from "~/features/admin-directory/components/business-edit-dialog";
import { BusinessPreviewDialog } from "~/features/admin-directory/components/business-preview-dialog";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import type { DirectoryListing } from "~/features/directory/directory.server";
import { ModerationPanel, TierControls } from "~/features/my-business/components/moderation-panel";
import { getModerationQueue } from "~/features/my-business/moderation.server";
import { MODERATION_PATH } from "~/features/my-business/my-business.constants";
import { actionSuccess, type FailureWording } from "~/lib/action-result";
import { isAppError } from "~/lib/app-error";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { IMAGE_UPLOADED } from "~/lib/image-upload";
import { isMultipart, readMultipartUpload } from "~/lib/multipart.server";
import type { Route } from "./+types/admin.business-directory";

export const meta: Route.MetaFunction = () => adminPageMeta(ADMIN_DIRECTORY_TITLE);

/**
 * A refused answer does not reload the page's data, except an approval refused because the owner changed the
 * listing since it was shown (409, issue #31): the queue reloads so the admin reviews the new version.
 */
export function shouldRevalidate({
  formAction,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (formAction === MODERATION_PATH && actionStatus === 409) || defaultShouldRevalidate;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = adminFiltersFromSearchParams(new URL(request.url).searchParams);
  const directory = await getAdminDirectory({ filters });
  const moderation = await getModerationQueue({
    listingIds: directory.listings.map((listing) => listing.id),
  });
  return { ...directory, moderation, filters: { ...filters, page: directory.page } };
}

/** An image upload (multipart, streamed with a size limit), or a form: add, edit or delete a listing. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const upload = isMultipart(request);
  let intent: string | undefined;
  try {
    if (upload) {
      const { imageUrl } = await uploadBusinessImage(
        await readMultipartUpload(request, { maxFileBytes: MAX_IMAGE_BYTES }),
      );
      return actionSuccess({ title: IMAGE_UPLOADED }, { intent: ADMIN_DIRECTORY_INTENTS.upload, imageUrl });
    }
    // The raw intent words a failure's toast, also when the form did not parse (nothing filled in).
    intent = new URLSearchParams(await request.clone().text()).get("intent") ?? undefined;
    const input = await parseFormData(request, listingActionSchema);
    const answer = await runListingAction(input);
    return actionSuccess(listingToast(answer), answer);
  } catch (error) {
    const unexpected = unexpectedFailure(upload, intent);
    const wording = upload
      ? { title: UPLOAD_FAILED }
      : listingFailure(intent, isAppError(error) ? error.message : unexpected);
    return actionFailure(error, { ...wording, unexpected });
  }
}

/** The spec's toast for a listing saved, added (with its name) or deleted (with its name). */
function listingToast(answer: ListingActionAnswer): ToastMessage {
  if (answer.intent === ADMIN_DIRECTORY_INTENTS.update) return { title: BUSINESS_UPDATED };
  const title = answer.intent === ADMIN_DIRECTORY_INTENTS.create ? BUSINESS_CREATED : BUSINESS_DELETED;
  return { title, description: answer.business.name };
}

/** The spec's failure toasts: a fixed sentence for add and edit (the fields say what is wrong), the reason for delete. */
function listingFailure(intent: string | undefined, message: string): FailureWording {
  if (intent === ADMIN_DIRECTORY_INTENTS.delete)
    return { toast: { title: ERROR_TITLE, description: `${BUSINESS_DELETE_FAILED}: ${message}` } };
  const description =
    intent === ADMIN_DIRECTORY_INTENTS.create ? BUSINESS_CREATE_FAILED : BUSINESS_UPDATE_FAILED;
  return { toast: { title: ERROR_TITLE, description } };
}

function unexpectedFailure(upload: boolean, intent: string | undefined): string {
  if (upload) return UPLOAD_FAILED_DESCRIPTION;
  return UNEXPECTED_FAILURES[intent ?? ""] ?? BUSINESS_UPDATE_FAILED;
}

const UNEXPECTED_FAILURES: Record<string, string> = {
  [ADMIN_DIRECTORY_INTENTS.create]: BUSINESS_CREATE_FAILED,
  [ADMIN_DIRECTORY_INTENTS.update]: BUSINESS_UPDATE_FAILED,
  [ADMIN_DIRECTORY_INTENTS.delete]: BUSINESS_DELETE_FAILED,
};

type OpenDialog =
  | { kind: "preview" | "edit" | "delete"; listing: DirectoryListing }
  | { kind: "create" }
  | null;

export default function AdminBusinessDirectory({ loaderData }: Route.ComponentProps) {
  const { listings, total, page, pageCount, cityOptions, categoryOptions, filters, moderation } = loaderData;
  const navigation = useNavigation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  // The dialog shows the listing as the page now has it (a new image after an upload), or as it was opened.
  const openListing =
    open && open.kind !== "create"
      ? (listings.find((listing) => listing.id === open.listing.id) ?? open.listing)
      : null;
  const loading = navigation.state === "loading" && navigation.location.pathname === ADMIN_DIRECTORY_PATH;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{ADMIN_DIRECTORY_TITLE}</h1>
          <p className="mt-2 text-slate-600">{ADMIN_DIRECTORY_INTRO}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={ADMIN_CATEGORIES_PATH} variant="outline">
            {MANAGE_CATEGORIES}
          </ButtonLink>
          <Button onClick={() => setOpen({ kind: "create" })}>{ADD_BUSINESS}</Button>
        </div>
      </div>
      <ModerationPanel pending={moderation.pending} claims={moderation.claims} />
      <AdminDirectoryFilters filters={filters} cityOptions={cityOptions} />
      <section aria-labelledby="admin-results-heading" aria-busy={loading} className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-results-heading" className="text-xl font-semibold">
            {RESULTS_HEADING}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {resultSummary({ total, page, pageCount })}
          </p>
        </div>
        {listings.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {NO_BUSINESSES}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing) => (
              <li key={listing.id}>
                <AdminBusinessCard
                  listing={listing}
                  onPreview={() => setOpen({ kind: "preview", listing })}
                  onEdit={() => setOpen({ kind: "edit", listing })}
                  onDelete={() => setOpen({ kind: "delete", listing })}
                >
                  <TierControls listingId={listing.id} source={moderation.tierSources[listing.id]} />
                </AdminBusinessCard>
              </li>
            ))}
          </ul>
        )}
        <PaginationNav
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => adminDirectoryUrl({ ...filters, page: target })}
          labels={PAGINATION_LABELS}
          maxNumbers={MAX_PAGE_NUMBERS}
        />
      </section>
      {open?.kind === "preview" && openListing ? (
        <BusinessPreviewDialog listing={openListing} onClose={close} />
      ) : null}
      {open?.kind === "edit" && openListing ? (
        <BusinessEditDialog
          key={openListing.id}
          listing={openListing}
          categories={categoryOptions}
          onClose={close}
        />
      ) : null}
      {open?.kind === "delete" && openListing ? (
        <BusinessDeleteDialog key={openListing.id} listing={openListing} onClose={close} />
      ) : null}
      {open?.kind === "create" ? (
        <BusinessCreateDialog
          cityOptions={cityOptions}
          categories={categoryOptions}
          defaultCityId={filters.cityId}
          onClose={close}
        />
      ) : null}
    </main>
  );
}
