// Forgot password?: a code mailed to the account's address, then a new password. Every step answers the same
// whether or not an account exists; setting the password signs out every session of the account.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { EMAIL_MAX_CHARS } from "~/features/accounts/accounts.constants";
import { AUTH_COPY, PASSWORD_COPY, VERIFICATION_CODE_LENGTH } from "~/features/accounts/accounts.copy";
import { passwordResetFormSchema } from "~/features/accounts/accounts.schema";
import { getViewer, requestPasswordReset, resetPassword } from "~/features/accounts/accounts.server";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { type ActionResult, actionSuccess } from "~/lib/action-result";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGES } from "~/lib/password-rules";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: `${PASSWORD_COPY.resetTitle} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/profile");
  return null;
}

/** The step to show next and the address typed, kept on a refusal too. */
type ResetAnswer = ActionResult<
  { step: "reset"; email: string },
  { step: "request" | "reset"; email: string }
>;

export async function action({ request }: Route.ActionArgs) {
  const raw = new URLSearchParams(await request.clone().text());
  const step = raw.get("intent") === "reset-password" ? "reset" : "request";
  const email = (raw.get("email") ?? "").slice(0, EMAIL_MAX_CHARS);
  try {
    const input = await parseFormData(request, passwordResetFormSchema);
    if (input.intent === "request-reset") {
      await requestPasswordReset({ request, email: input.email });
      return data(actionSuccess(PASSWORD_COPY.resetCodeSent, { step: "reset" as const, email: input.email }));
    }
    await resetPassword({ request, email: input.email, code: input.code, password: input.password });
    return redirectWithToast("/auth", PASSWORD_COPY.passwordReset);
  } catch (error) {
    return actionFailure(error, { title: AUTH_COPY.errorTitle }, { step, email });
  }
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData as ResetAnswer | undefined;
  const onResetStep = result?.step === "reset";
  const fieldErrors = result && !result.ok ? result.fieldErrors : {};
  useActionToast({ data: result });

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <Link to="/auth" className="text-sm text-teal-800 hover:underline">
        ← {AUTH_COPY.signInTitle}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{PASSWORD_COPY.resetTitle}</h1>
      {result && !result.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {result.error}
        </p>
      ) : null}
      {result?.ok ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900"
        >
          {PASSWORD_COPY.resetCodeSent.description}
        </p>
      ) : null}
      {onResetStep ? (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="email" value={result.email} />
          <p className="text-sm text-slate-700">
            Enter the {VERIFICATION_CODE_LENGTH}-digit code sent to <strong>{result.email}</strong> and choose
            a new password.
          </p>
          <TextField
            label="Verification code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={VERIFICATION_CODE_LENGTH}
            required
            error={fieldErrors.code}
          />
          <TextField
            label={PASSWORD_COPY.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            hint={PASSWORD_RULE_MESSAGES.hint}
            error={fieldErrors.password}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Please wait..." : PASSWORD_COPY.setNewPassword}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value="request-reset" />
          <p className="text-sm text-slate-700">{PASSWORD_COPY.resetIntro}</p>
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
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Please wait..." : PASSWORD_COPY.sendResetCode}
          </Button>
        </Form>
      )}
    </main>
  );
}
