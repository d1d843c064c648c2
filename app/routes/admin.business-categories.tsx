// /admin/business-directory/categories: administrators add, rename and delete business categories (issue #13).
import { data } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { categoryActionSchema } from "~/features/admin-directory/admin-categories.schema";
import {
  listCategoriesWithCounts,
  runCategoryAction,
} from "~/features/admin-directory/admin-categories.server";
import { CATEGORIES_TITLE, CATEGORY_SAVE_FAILED } from "~/features/admin-directory/admin-directory.copy";
import { CategoriesScreen } from "~/features/admin-directory/components/categories-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { isAppError } from "~/lib/app-error";
import { type ActionFailure, actionFailure, parseFormData } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
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
    return { ok: true as const, intent: input.intent, ...(await runCategoryAction(input)) };
  } catch (error) {
    if (isAppError(error)) return actionFailure(error);
    logger.error({ err: error }, "a business category action failed");
    return data<ActionFailure>({ ok: false, error: CATEGORY_SAVE_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

export default function AdminBusinessCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} />;
}
