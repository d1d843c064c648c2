// /admin/people (issue #19, ADR 0045): a city's people as the meetings name them; an admin merges two, splits a name
// off into a new person, or sets a role. Behind requireAdmin; each change is one transaction.
import { data } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { PeopleAdminScreen } from "~/features/memory/components/people-admin-screen";
import { ADMIN_PEOPLE_DONE, ADMIN_PEOPLE_TITLE } from "~/features/memory/people.copy";
import { peopleAdminFormSchema, peopleAdminQuerySchema } from "~/features/memory/people.schema";
import { changePeopleByAdmin, getPeopleAdminPage, personCityId } from "~/features/memory/people.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import type { Route } from "./+types/admin.people";

export const meta: Route.MetaFunction = () => adminPageMeta(ADMIN_PEOPLE_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = peopleAdminQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(TEXT_NOT_ALLOWED, { status: 400 });
  return getPeopleAdminPage({ cityId: query.data.city });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await parseFormData(request, peopleAdminFormSchema);
    const cityId =
      form.intent === "merge" ? await personCityId(form.intoPersonId) : await personCityId(form.personId);
    await changePeopleByAdmin(form);
    const done =
      form.intent === "set-role"
        ? ADMIN_PEOPLE_DONE.role
        : ADMIN_PEOPLE_DONE[form.intent === "merge" ? "merged" : "split"];
    return redirectWithToast(`/admin/people${cityId ? `?city=${cityId}` : ""}`, { title: done });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  return <PeopleAdminScreen page={loaderData} error={actionData?.ok === false ? actionData.error : null} />;
}
