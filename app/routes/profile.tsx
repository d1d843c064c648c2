import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { PROFILE_COPY } from "~/features/accounts/accounts.copy";
import { homeCityFormSchema } from "~/features/accounts/accounts.schema";
import { getProfile, getViewer, setHomeCity } from "~/features/accounts/accounts.server";
import { listLiveCities } from "~/features/cities/cities.server";
import { PRODUCT_NAME, SIGN_IN } from "~/features/shell/shell.copy";
import { isAppError } from "~/lib/app-error";
import { parseFormData } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: `Profile | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ viewer: null, profile: null, cities: [] }, { status: 401 });
  const [profile, cities] = await Promise.all([getProfile({ userId: viewer.id }), listLiveCities()]);
  return { viewer, profile: profile ?? null, cities };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ ok: false as const, error: PROFILE_COPY.signInToViewProfile }, { status: 401 });
  try {
    const input = await parseFormData(request, homeCityFormSchema);
    const { locationKey } = await setHomeCity({ userId: viewer.id, cityId: input.cityId });
    return { ok: true as const, locationKey };
  } catch (error) {
    if (isAppError(error))
      return data({ ok: false as const, error: PROFILE_COPY.homeCityUpdateFailed }, { status: error.status });
    logger.error({ err: error }, "updating the home city failed");
    return data({ ok: false as const, error: PROFILE_COPY.homeCityUpdateFailed }, { status: 500 });
  }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { toast } = useToast();
  const navigation = useNavigation();
  const [cityId, setCityId] = useState("");

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast({ title: PROFILE_COPY.homeCityUpdated });
    else
      toast({
        title: PROFILE_COPY.homeCityUpdateFailed,
        description: actionData.error,
        variant: "destructive",
      });
  }, [actionData, toast]);

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
    </main>
  );
}
