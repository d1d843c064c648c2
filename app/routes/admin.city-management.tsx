// /admin/city-management: cities, their URLs and the videos found at them (spec 001 sections 2-9).
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { MAX_FORM_BYTES } from "~/features/admin-cities/admin-cities.constants";
import { CITY_MANAGEMENT_TITLE } from "~/features/admin-cities/admin-cities.copy";
import { cityManagementActionSchema, readSelection } from "~/features/admin-cities/admin-cities.schema";
import {
  loadCityManagement,
  runCityImageUpload,
  runCityManagementAction,
} from "~/features/admin-cities/admin-cities.server";
import { CityManagementScreen } from "~/features/admin-cities/components/city-management-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { isAppError } from "~/lib/app-error";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { MAX_IMAGE_BYTES, UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "~/lib/image-upload";
import { logger } from "~/lib/logger.server";
import { isMultipart, readMultipartUpload } from "~/lib/multipart.server";
import type { Route } from "./+types/admin.city-management";

export const meta: Route.MetaFunction = () => adminPageMeta(CITY_MANAGEMENT_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await loadCityManagement(readSelection(new URL(request.url).searchParams));
  return data(page, { status: page.cityNotFound ? 404 : 200 });
}

/** The page's forms, and the city image upload (multipart, streamed with a size limit). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const upload = isMultipart(request);
  try {
    if (upload) {
      const outcome = await runCityImageUpload(
        await readMultipartUpload(request, { maxFileBytes: MAX_IMAGE_BYTES }),
      );
      return { ok: true as const, ...outcome };
    }
    const input = await parseFormData(request, cityManagementActionSchema, { maxBytes: MAX_FORM_BYTES });
    const outcome = await runCityManagementAction(input);
    if (!outcome.select) return { ok: true as const, toast: outcome.toast };
    const next = new URL(request.url);
    next.search = "";
    if (outcome.select.cityId) next.searchParams.set("cityId", outcome.select.cityId);
    if (outcome.select.urlId) next.searchParams.set("urlId", outcome.select.urlId);
    return redirectWithToast(`${next.pathname}${next.search}`, outcome.toast);
  } catch (error) {
    if (isAppError(error)) return actionFailure(error);
    logger.error({ err: error, upload }, "a city management action failed");
    return data(
      upload
        ? { ok: false as const, title: UPLOAD_FAILED, error: UPLOAD_FAILED_DESCRIPTION, fieldErrors: {} }
        : { ok: false as const, error: "Something went wrong. Please try again.", fieldErrors: {} },
      { status: 500 },
    );
  }
}

/**
 * A refused action can still change what the page shows (a refresh's error on its URL, a step marked failed), and
 * React Router skips reloading after a 4xx or 5xx: the page reloads after every action so the reason shows at once.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

export default function CityManagement({ loaderData }: Route.ComponentProps) {
  return <CityManagementScreen page={loaderData} />;
}
