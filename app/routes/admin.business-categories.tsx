// /admin/business-directory/categories: administrators add, rename and delete business categories (issue #13).
import { requireAdmin } from "~/features/accounts/accounts.server";
import { categoryActionSchema } from "~/features/admin-directory/admin-categories.schema";
import {
  listCategoriesWithCounts,
  runCategoryAction,
} from "~/features/admin-directory/admin-categories.server";
import {
  CATEGORIES_TITLE,
  CATEGORY_SAVE_FAILED,
  ERROR_TITLE,
} from "~/features/admin-directory/admin-directory.copy";
import { CategoriesScreen } from "~/features/admin-directory/components/categories-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.business-categories";

export const meta: Route.MetaFunction = () => adminPageMeta(CATEGORIES_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategoriesWithCounts() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const input = await parseFormData(request, categoryActionSchema);
    const { toast, ...values } = await runCategoryAction(input);
    return actionSuccess(toast, { intent: input.intent, ...values });
  } catch (error) {
    return actionFailure(error, { title: ERROR_TITLE, unexpected: CATEGORY_SAVE_FAILED });
  }
}

export default function AdminBusinessCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} />;
}
