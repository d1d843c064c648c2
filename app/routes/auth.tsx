import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { EMAIL_MAX_CHARS } from "~/features/accounts/accounts.constants";
import {
  AUTH_COPY,
  CONFIRM_EMAIL_COPY,
  PASSWORD_COPY,
  VERIFICATION_CODE_LENGTH,
} from "~/features/accounts/accounts.copy";
import {
  type AuthMode,
  authFormSchema,
  authModeSchema,
  safeRedirectPath,
} from "~/features/accounts/accounts.schema";
import {
  getViewer,
  requestSignInCode,
  resendEmailConfirmation,
  signInWithPassword,
  signUpWithPassword,
  verifySignInCode,
} from "~/features/accounts/accounts.server";
import { listLiveCities } from "~/features/cities/cities.server";
import { CityOptions } from "~/features/cities/components/city-options";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { type ActionResult, actionSuccess } from "~/lib/action-result";
import { trackEvent } from "~/lib/analytics.server";
import { isAppError } from "~/lib/app-error";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGES } from "~/lib/password-rules";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${PRODUCT_NAME}` },
  { name: "description", content: `Sign in or create a ${PRODUCT_NAME} account.` },
  { name: "robots", content: "noindex" },
];

type Method = "password" | "code";

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  const url = new URL(request.url);
  return {
    mode: authModeSchema.parse(url.searchParams.get("mode")),
    method: (url.searchParams.get("method") === "code" ? "code" : "password") as Method,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    cities: await listLiveCities(),
  };
}

/** A sign-in step's answer: the step to show next and the address (and home city) typed, kept on a refusal too. */
type AuthAnswer = ActionResult<
  { step: "verify" | "confirm-email"; email: string; homeCityKey?: string },
  {
    /** EMAIL_NOT_VERIFIED offers "Send the confirmation again". */
    authCode?: string;
    step?: "verify";
    email?: string;
    homeCityKey?: string;
  }
>;

export async function action({ request }: Route.ActionArgs) {
  const raw = new URLSearchParams(await request.clone().text());
  const stayOnVerify = raw.get("intent") === "verify-code" || raw.get("intent") === "resend-code";
  try {
    const input = await parseFormData(request, authFormSchema);
    switch (input.intent) {
      case "password": {
        if (input.mode === "signup") {
          await signUpWithPassword({
            request,
            email: input.email,
            password: input.password,
            homeCityKey: input.homeCityKey,
          });
          trackEvent({ name: "Sign Up", path: "/auth" });
          return data(
            actionSuccess(AUTH_COPY.confirmEmail, {
              step: "confirm-email" as const,
              email: input.email,
            }),
          );
        }
        const { headers } = await signInWithPassword({
          request,
          email: input.email,
          password: input.password,
        });
        return redirectWithToast(safeRedirectPath(input.redirectTo), AUTH_COPY.welcomeBack, { headers });
      }
      case "send-code":
      case "resend-code": {
        await requestSignInCode({ request, email: input.email, mode: input.mode });
        return data(
          actionSuccess(AUTH_COPY.otpSent, {
            step: "verify" as const,
            email: input.email,
            homeCityKey: input.homeCityKey,
          }),
        );
      }
      case "resend-confirmation": {
        await resendEmailConfirmation({ request, email: input.email });
        return data(
          actionSuccess(CONFIRM_EMAIL_COPY.sentAgain, {
            step: "confirm-email" as const,
            email: input.email,
          }),
        );
      }
      case "verify-code": {
        const { headers, created } = await verifySignInCode({
          request,
          email: input.email,
          code: input.code,
          mode: input.mode,
          homeCityKey: input.homeCityKey,
        });
        if (created) trackEvent({ name: "Sign Up", path: "/auth" });
        return redirectWithToast(
          safeRedirectPath(input.redirectTo),
          created ? AUTH_COPY.accountCreated : AUTH_COPY.codeSignedIn,
          { headers },
        );
      }
    }
  } catch (error) {
    const authCode = isAppError(error) ? error.details?.authCode : undefined;
    return actionFailure(
      error,
      { title: AUTH_COPY.errorTitle },
      {
        ...(typeof authCode === "string" ? { authCode } : {}),
        // The address the person typed, so "Send the confirmation again" and the form keep it.
        email: raw.get("email") ?? "",
        ...(stayOnVerify ? { step: "verify" as const, homeCityKey: raw.get("homeCityKey") ?? "" } : {}),
      },
    );
  }
}

function modeHref(mode: AuthMode, method: Method, redirectTo: string) {
  const params = new URLSearchParams({ mode, method });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  return `/auth?${params}`;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, method, redirectTo, cities } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [backToEmail, setBackToEmail] = useState(false);
  const result = actionData as AuthAnswer | undefined;
  const onVerifyStep = result?.step === "verify" && !backToEmail;
  // A new answer shows its step, not the address form the person went back to.
  const showAnswer = () => setBackToEmail(false);
  useActionToast({ data: result }, { onSuccess: showAnswer, onFailure: showAnswer });

  const title = mode === "signup" ? AUTH_COPY.signUpTitle : AUTH_COPY.signInTitle;
  const fieldErrors = result && !result.ok ? result.fieldErrors : {};

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <Link to="/" className="text-sm text-teal-800 hover:underline">
        ← {PRODUCT_NAME}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>

      <nav
        aria-label="Sign in or sign up"
        className="mt-6 grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1"
      >
        {(["signin", "signup"] as const).map((option) => (
          <Link
            key={option}
            to={modeHref(option, method, redirectTo)}
            aria-current={mode === option ? "page" : undefined}
            className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${mode === option ? "bg-white shadow" : "text-slate-700"}`}
          >
            {option === "signup" ? AUTH_COPY.signUpTitle : AUTH_COPY.signInTitle}
          </Link>
        ))}
      </nav>

      <nav aria-label="Sign-in method" className="mt-3 flex gap-4 text-sm">
        {(["password", "code"] as const).map((option) => (
          <Link
            key={option}
            to={modeHref(mode, option, redirectTo)}
            aria-current={method === option ? "page" : undefined}
            className={`border-b-2 pb-1 ${method === option ? "border-teal-700 font-semibold text-slate-900" : "border-transparent text-slate-600"}`}
          >
            {option === "code" ? AUTH_COPY.codeMethod : AUTH_COPY.passwordMethod}
          </Link>
        ))}
      </nav>

      {result && !result.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {result.error}
        </p>
      ) : null}
      {result && !result.ok && result.authCode === "EMAIL_NOT_VERIFIED" ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend-confirmation" />
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="email" value={result.email ?? ""} />
          <Button type="submit" variant="outline" disabled={busy}>
            {CONFIRM_EMAIL_COPY.sendAgain}
          </Button>
        </Form>
      ) : null}
      {result?.ok && result.step === "confirm-email" ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900"
        >
          {result.toast?.description} We sent a link to {result.email}.
        </p>
      ) : null}

      {onVerifyStep ? (
        <VerifyCodeStep
          mode={mode}
          email={result.email ?? ""}
          homeCityKey={result.homeCityKey}
          redirectTo={redirectTo}
          busy={busy}
          codeError={fieldErrors.code}
          onBack={() => setBackToEmail(true)}
        />
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value={method === "code" ? "send-code" : "password"} />
          <input type="hidden" name="mode" value={mode} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_CHARS}
            defaultValue={result?.email ?? ""}
            error={fieldErrors.email}
          />
          {method === "password" ? (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === "signup" ? "new-password" : "current-password"}
              required
              minLength={mode === "signup" ? MIN_PASSWORD_LENGTH : undefined}
              maxLength={MAX_PASSWORD_LENGTH}
              hint={mode === "signup" ? PASSWORD_RULE_MESSAGES.hint : undefined}
              error={fieldErrors.password}
            />
          ) : null}
          {method === "password" && mode === "signin" ? (
            <p className="text-right text-sm">
              <Link to="/auth/forgot-password" className="text-teal-800 underline">
                {PASSWORD_COPY.forgotPasswordLink}
              </Link>
            </p>
          ) : null}
          {mode === "signup" ? (
            <SelectField label="Home city (optional)" name="homeCityKey" defaultValue="">
              <option value="">No home city</option>
              <CityOptions cities={cities} valueBy="locationKey" />
            </SelectField>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Please wait..." : method === "code" ? AUTH_COPY.sendCode : title}
          </Button>
        </Form>
      )}
    </main>
  );
}

function VerifyCodeStep(props: {
  mode: AuthMode;
  email: string;
  homeCityKey?: string;
  redirectTo: string;
  busy: boolean;
  codeError?: string;
  onBack: () => void;
}) {
  const [code, setCode] = useState("");
  const hidden = (
    <>
      <input type="hidden" name="mode" value={props.mode} />
      <input type="hidden" name="email" value={props.email} />
      <input type="hidden" name="homeCityKey" value={props.homeCityKey ?? ""} />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
    </>
  );
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-slate-700">
        We sent a {VERIFICATION_CODE_LENGTH}-digit code to <strong>{props.email}</strong>. It expires in 10
        minutes.
      </p>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="verify-code" />
        {hidden}
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) =>
            setCode(event.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))
          }
          error={props.codeError}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={props.busy || code.length !== VERIFICATION_CODE_LENGTH}
        >
          {AUTH_COPY.verify}
        </Button>
      </Form>
      <div className="flex justify-between">
        <Button variant="ghost" onClick={props.onBack}>
          {AUTH_COPY.back}
        </Button>
        <Form method="post">
          <input type="hidden" name="intent" value="resend-code" />
          {hidden}
          <Button type="submit" variant="outline" disabled={props.busy}>
            {AUTH_COPY.resendCode}
          </Button>
        </Form>
      </div>
    </div>
  );
}
