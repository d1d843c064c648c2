// /admin/city-management: cities, their URLs and the videos found at them (spec 001 sections 2-9).
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import {
  CITY_IMAGE_UPLOAD,
  FILE_FIELD,
  MAX_FILE_FORM_BYTES,
  MAX_FORM_BYTES,
  UPLOAD_PARAM,
} from "~/features/admin-cities/admin-cities.constants";
import {
  CITY_MANAGEMENT_TITLE,
  failureTitle,
  MEETING_COPY,
  SOMETHING_WENT_WRONG,
} from "~/features/admin-cities/admin-cities.copy";
import { cityManagementActionSchema, readSelection } from "~/features/admin-cities/admin-cities.schema";
import {
  loadCityManagement,
  runCityImageUpload,
  runCityManagementAction,
} from "~/features/admin-cities/admin-cities.server";
import { cityVideoFileActionSchema } from "~/features/admin-cities/city-video-files.schema";
import { runCityVideoFileAction } from "~/features/admin-cities/city-video-files.server";
import { CityManagementScreen } from "~/features/admin-cities/components/city-management-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { actionSuccess } from "~/lib/action-result";
import { isAppError } from "~/lib/app-error";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, formFields, parseFormData, parseWith } from "~/lib/http.server";
import { MAX_IMAGE_BYTES, UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "~/lib/image-upload";
import { isMultipart, readMultipartForm, readMultipartUpload } from "~/lib/multipart.server";
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
  if (isMultipart(request)) {
    // Two multipart doors: the city image (its form says so in the address) and the videos table's file forms.
    const upload = new URL(request.url).searchParams.get(UPLOAD_PARAM);
    return upload === CITY_IMAGE_UPLOAD ? cityImageAction(request) : fileAction(request);
  }
  // The raw intent titles a failure's toast, also when the form did not parse.
  const intent = new URLSearchParams(await request.clone().text()).get("intent");
  try {
    const input = await parseFormData(request, cityManagementActionSchema, { maxBytes: MAX_FORM_BYTES });
    const outcome = await runCityManagementAction(input);
    if (!outcome.select) return actionSuccess(outcome.toast);
    const next = new URL(request.url);
    next.search = "";
    if (outcome.select.cityId) next.searchParams.set("cityId", outcome.select.cityId);
    if (outcome.select.urlId) next.searchParams.set("urlId", outcome.select.urlId);
    return redirectWithToast(`${next.pathname}${next.search}`, outcome.toast);
  } catch (error) {
    const message = isAppError(error) ? error.message : SOMETHING_WENT_WRONG;
    return actionFailure(error, { title: failureTitle(intent, message), unexpected: SOMETHING_WENT_WRONG });
  }
}

/** The city image upload (multipart, streamed with a size limit, checked by its bytes). */
async function cityImageAction(request: Request) {
  try {
    const outcome = await runCityImageUpload(
      await readMultipartUpload(request, { maxFileBytes: MAX_IMAGE_BYTES }),
    );
    const { toast, ...values } = outcome;
    return actionSuccess(toast, values);
  } catch (error) {
    return actionFailure(error, { title: UPLOAD_FAILED, unexpected: UPLOAD_FAILED_DESCRIPTION });
  }
}

/**
 * A refused action can still change what the page shows (a refresh's error on its URL, a step marked failed), and
 * React Router skips reloading after a 4xx or 5xx: the page reloads after every action so the reason shows at once.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

/**
 * The videos table's file forms (a meeting added by hand, a feed file): read with a running byte count, then one
 * service. Success goes back to the same selection with its toast, so the forms work without JavaScript too; a
 * refusal names its form, so the page can show the message beside it.
 */
async function fileAction(request: Request) {
  let intent: string | undefined;
  try {
    const form = await readMultipartForm(request, {
      maxFileBytes: MAX_FILE_FORM_BYTES,
      tooLargeMessage: MEETING_COPY.fileTooLarge,
    });
    const fields = formFields(form);
    intent = fields.intent;
    const input = parseWith(cityVideoFileActionSchema, fields);
    const outcome = await runCityVideoFileAction(input, form.get(FILE_FIELD));
    const next = new URL(request.url);
    const show = next.searchParams.get("show");
    next.search = "";
    next.searchParams.set("cityId", input.cityId);
    next.searchParams.set("urlId", input.urlId);
    if (show) next.searchParams.set("show", show);
    return redirectWithToast(`${next.pathname}${next.search}`, outcome.toast);
  } catch (error) {
    const message = isAppError(error) ? error.message : "";
    return actionFailure(error, { title: failureTitle(intent ?? null, message) }, { intent });
  }
}

export default function CityManagement({ loaderData }: Route.ComponentProps) {
  return <CityManagementScreen page={loaderData} />;
}
