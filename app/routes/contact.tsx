import { ContactForm } from "~/features/contact/components/contact-form";
import {
  CONTACT_ERROR_TITLE,
  CONTACT_FAILURE,
  CONTACT_INTRO,
  CONTACT_META_DESCRIPTION,
  CONTACT_META_TITLE,
  CONTACT_PAGE_TITLE,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from "~/features/contact/contact.copy";
import { contactSubmissionSchema } from "~/features/contact/contact.schema";
import { createContactSubmission } from "~/features/contact/contact.server";
import { BREADCRUMB_NAMES } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { trackEvent } from "~/lib/analytics.server";
import { isAppError } from "~/lib/app-error";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { clientAddress, enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: CONTACT_META_TITLE },
  { name: "description", content: CONTACT_META_DESCRIPTION },
  ...(loaderData ? [jsonLdMeta(loaderData.structuredData)] : []),
];

export function loader() {
  return { structuredData: [pageBreadcrumbs(null, [{ name: BREADCRUMB_NAMES.contact, path: "/contact" }])] };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await enforceRateLimit(RATE_LIMITS.contact, clientAddress(request));
    const submission = await parseFormData(request, contactSubmissionSchema);
    await createContactSubmission(submission);
    trackEvent({ name: "Contact", path: "/contact" });
    return actionSuccess({ title: CONTACT_SUCCESS_TITLE, description: CONTACT_SUCCESS_DESCRIPTION });
  } catch (error) {
    // A problem with the fields names itself; anything else (too many messages, say) is the spec's failure.
    const fieldProblem = isAppError(error) && Object.keys(error.details?.fieldErrors ?? {}).length > 0;
    return actionFailure(
      error,
      fieldProblem ? { title: CONTACT_ERROR_TITLE } : { toast: { title: CONTACT_FAILURE } },
    );
  }
}

export default function ContactPage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{CONTACT_PAGE_TITLE}</h1>
      <p className="mt-3 text-slate-700">{CONTACT_INTRO}</p>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </main>
  );
}
