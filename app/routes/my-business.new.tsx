// /my-business/new: a signed-in member lists a new business; it waits for an admin before it is public (issue #20).
import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { requireViewer } from "~/features/accounts/accounts.server";
import { FIELD_LABELS } from "~/features/admin-directory/admin-directory.copy";
import { listLiveCities } from "~/features/cities/cities.server";
import { listBusinessCategories } from "~/features/directory/directory.server";
import { AnswerLine, DashboardLink, ownerPageMeta } from "~/features/my-business/components/owner-page";
import {
  CREATE_LISTING,
  LISTING_SUBMITTED,
  NEW_LISTING_INTRO,
  NEW_LISTING_PLAN_NOTE,
  NEW_LISTING_TITLE,
} from "~/features/my-business/my-business.copy";
import { newListingSchema } from "~/features/my-business/my-business.schema";
import { createOwnedListing } from "~/features/my-business/my-business.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/my-business.new";

export const meta: Route.MetaFunction = () => ownerPageMeta(NEW_LISTING_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  const [cities, categories] = await Promise.all([listLiveCities(), listBusinessCategories()]);
  return { cities, categories };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireViewer(request);
  try {
    const input = await parseFormData(request, newListingSchema);
    const created = await createOwnedListing({ member, input });
    return actionSuccess({ title: LISTING_SUBMITTED }, { businessId: created.id });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function NewListingPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const fieldErrors = answer && !answer.ok ? answer.fieldErrors : {};
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{NEW_LISTING_TITLE}</h1>
      <p className="mt-2 text-slate-600">{NEW_LISTING_INTRO}</p>
      <p className="mt-1 text-slate-600">{NEW_LISTING_PLAN_NOTE}</p>
      <AnswerLine answer={answer} />
      {answer?.ok ? (
        <DashboardLink />
      ) : (
        <Form method="post" className="mt-6 grid gap-3">
          <TextField label={FIELD_LABELS.name} name="name" required error={fieldErrors.name} />
          <SelectField label={FIELD_LABELS.cityId} name="cityId" required error={fieldErrors.cityId}>
            <option value="">—</option>
            {loaderData.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={FIELD_LABELS.businessCategory}
            name="businessCategory"
            error={fieldErrors.businessCategory}
          >
            <option value="">—</option>
            {loaderData.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.parentCategory} / {category.subCategory}
              </option>
            ))}
          </SelectField>
          <TextField
            label={FIELD_LABELS.streetAddress}
            name="streetAddress"
            error={fieldErrors.streetAddress}
          />
          <TextField label={FIELD_LABELS.postalCode} name="postalCode" error={fieldErrors.postalCode} />
          <div>
            <Button type="submit">{CREATE_LISTING}</Button>
          </div>
        </Form>
      )}
    </main>
  );
}
