import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { PASSWORD_COPY, PROFILE_COPY } from "~/features/accounts/accounts.copy";
import { changePasswordFormSchema, homeCityFormSchema } from "~/features/accounts/accounts.schema";
import { changePassword, getProfile, getViewer, setHomeCity } from "~/features/accounts/accounts.server";
import { ALERTS_PAGE_TITLE, MANAGE_ALERTS } from "~/features/alerts/alerts.copy";
import { listLiveCities } from "~/features/cities/cities.server";
import { applyApiKeyForm, listApiKeys } from "~/features/open-data/api-keys.server";
import { ApiKeysSection } from "~/features/open-data/components/api-keys-section";
import { API_KEYS_COPY } from "~/features/open-data/open-data.copy";
import { apiKeyFormSchema } from "~/features/open-data/open-data.schema";
import { PRODUCT_NAME, SIGN_IN } from "~/features/shell/shell.copy";
import { type ActionResult, actionSuccess } from "~/lib/action-result";
import { AppError, isAppError } from "~/lib/app-error";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGES } from "~/lib/password-rules";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: `Profile | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ viewer: null, profile: null, cities: [], apiKeys: [] }, { status: 401 });
  const [profile, cities, apiKeys] = await Promise.all([
    getProfile({ userId: viewer.id }),
    listLiveCities(),
    listApiKeys({ userId: viewer.id }),
  ]);
  return { viewer, profile: profile ?? null, cities, apiKeys };
}

/** Which of the page's forms answered, so each shows its own outcome. */
type ProfileAnswer = ActionResult<
  | { intent: "home-city"; locationKey: string }
  | { intent: "change-password" }
  | { intent: "api-key"; createdKey: string | null },
  { intent: "home-city" | "change-password" | "api-key" }
>;

export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return homeCityFailure(new AppError("UNAUTHORIZED", PROFILE_COPY.signInToViewProfile));
  const intent = new URLSearchParams(await request.clone().text()).get("intent");
  if (intent === "create-api-key" || intent === "revoke-api-key") {
    try {
      const form = await parseFormData(request, apiKeyFormSchema);
      const { createdKey } = await applyApiKeyForm({ userId: viewer.id, form });
      return actionSuccess(
        { title: createdKey ? API_KEYS_COPY.created : API_KEYS_COPY.revoked },
        { intent: "api-key" as const, createdKey },
      );
    } catch (error) {
      const title = intent === "create-api-key" ? API_KEYS_COPY.createFailed : API_KEYS_COPY.revokeFailed;
      return actionFailure(error, { title }, { intent: "api-key" as const });
    }
  }
  if (intent === "change-password") {
    try {
      const input = await parseFormData(request, changePasswordFormSchema);
      const { headers } = await changePassword({ request, userId: viewer.id, ...input });
      // The old session was ended with the others; the answer carries this browser's new session cookie.
      return data(
        actionSuccess({ title: PASSWORD_COPY.passwordChanged }, { intent: "change-password" as const }),
        { headers },
      );
    } catch (error) {
      return actionFailure(
        error,
        { title: PASSWORD_COPY.passwordChangeFailed },
        { intent: "change-password" as const },
      );
    }
  }
  try {
    const input = await parseFormData(request, homeCityFormSchema);
    const { locationKey } = await setHomeCity({ userId: viewer.id, cityId: input.cityId });
    return actionSuccess(
      { title: PROFILE_COPY.homeCityUpdated },
      { intent: "home-city" as const, locationKey },
    );
  } catch (error) {
    if (!isAppError(error)) logger.error({ err: error }, "updating the home city failed");
    const code = isAppError(error) ? error.code : "INTERNAL";
    return homeCityFailure(new AppError(code, PROFILE_COPY.homeCityUpdateFailed));
  }
}

function homeCityFailure(error: AppError) {
  return actionFailure(error, { title: PROFILE_COPY.homeCityUpdateFailed }, { intent: "home-city" as const });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [cityId, setCityId] = useState("");
  useActionToast({ data: actionData as ProfileAnswer | undefined });

  if (!loaderData.viewer) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{PROFILE_COPY.accessDenied}</h1>
        <p className="mt-2 text-slate-600">{PROFILE_COPY.signInToViewProfile}</p>
        <ButtonLink to="/auth?redirectTo=%2Fprofile" className="mt-6">
          {SIGN_IN}
        </ButtonLink>
      </main>
    );
  }

  const { viewer, profile, cities } = loaderData;
  const answer = actionData as ProfileAnswer | undefined;
  const apiKeyAnswer = answer?.intent === "api-key" ? answer : undefined;
  const homeCity = cities.find((city) => city.locationKey === profile?.homeCityKey);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">Profile</h1>
      <section aria-labelledby="account-heading" className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 id="account-heading" className="text-lg font-semibold">
          Account
        </h2>
        <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt className="text-slate-600">Email</dt>
          <dd>{viewer.email}</dd>
          <dt className="text-slate-600">Role</dt>
          <dd>{viewer.isAdmin ? PROFILE_COPY.administrator : PROFILE_COPY.member}</dd>
          <dt className="text-slate-600">{ALERTS_PAGE_TITLE}</dt>
          <dd>
            <Link className="text-teal-800 underline" to="/profile/alerts">
              {MANAGE_ALERTS}
            </Link>
          </dd>
          <dt className="text-slate-600">Home city</dt>
          <dd>
            {homeCity ? (
              <Link className="text-teal-800 underline" to={`/city/${homeCity.locationKey}`}>
                {homeCity.name}, {homeCity.state}
              </Link>
            ) : (
              "Not set"
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="home-city-heading" className="mt-6 rounded-lg border border-slate-200 p-6">
        <h2 id="home-city-heading" className="text-lg font-semibold">
          Home city
        </h2>
        <p className="mt-1 text-sm text-slate-600">Signing in takes you straight to your home city.</p>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="home-city" />
          <SelectField
            label="Choose your home city"
            name="cityId"
            value={cityId}
            onChange={(event) => setCityId(event.target.value)}
          >
            <option value="">Select a city</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={!cityId || navigation.state === "submitting"}>
            {PROFILE_COPY.updateHomeCity}
          </Button>
        </Form>
      </section>
      <ChangePasswordSection
        result={actionData?.intent === "change-password" ? actionData : undefined}
        busy={navigation.state === "submitting"}
      />
      <ApiKeysSection
        keys={loaderData.apiKeys}
        createdKey={apiKeyAnswer?.ok ? apiKeyAnswer.createdKey : null}
        nameError={apiKeyAnswer && !apiKeyAnswer.ok ? apiKeyAnswer.fieldErrors?.name : undefined}
        busy={navigation.state === "submitting"}
      />
    </main>
  );
}

function ChangePasswordSection(props: { result?: ProfileAnswer; busy: boolean }) {
  const fieldErrors = props.result && !props.result.ok ? props.result.fieldErrors : {};
  // A successful change empties the form; a refused one keeps the new password out of the page either way.
  const formKey = props.result?.ok ? "changed" : "editing";
  return (
    <section aria-labelledby="password-heading" className="mt-6 rounded-lg border border-slate-200 p-6">
      <h2 id="password-heading" className="text-lg font-semibold">
        {PASSWORD_COPY.changeTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{PASSWORD_COPY.changeIntro}</p>
      <Form key={formKey} method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <TextField
          label={PASSWORD_COPY.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          error={fieldErrors.currentPassword}
        />
        <TextField
          label={PASSWORD_COPY.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          hint={PASSWORD_RULE_MESSAGES.hint}
          error={fieldErrors.newPassword}
        />
        <Button type="submit" disabled={props.busy}>
          {PASSWORD_COPY.changePassword}
        </Button>
      </Form>
    </section>
  );
}
