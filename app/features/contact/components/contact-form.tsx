// The contact form: a plain POST form that works without JavaScript, with toasts and a client check when it runs.
import { type ReactNode, useRef, useState } from "react";
import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
  CONTACT_TOPICS,
} from "../contact.constants";
import {
  CONTACT_EMAIL_LABEL,
  CONTACT_ERROR_TITLE,
  CONTACT_MESSAGE_LABEL,
  CONTACT_MISSING_FIELDS,
  CONTACT_PHONE_LABEL,
  CONTACT_REQUIRED_NOTE,
  CONTACT_SUBMIT,
  CONTACT_SUBMITTING,
  CONTACT_TOPIC_LABEL,
  CONTACT_TOPIC_PLACEHOLDER,
} from "../contact.copy";
import { hasRequiredContactFields } from "../contact.schema";

export type ContactResult = ActionResult;

type Notice = { kind: "success" | "error"; title: string; description?: string };

/** What the visitor is told about an answer, on the page too: the words of its toast. */
function noticeFor(result: ContactResult): Notice {
  return {
    kind: result.ok ? "success" : "error",
    title: result.toast?.title ?? "",
    description: result.toast?.description,
  };
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </>
  );
}

function readField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function ContactForm() {
  const result = useActionData<ContactResult>();
  const navigation = useNavigation();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientNotice, setClientNotice] = useState<Notice | null>(null);
  const sending = navigation.state === "submitting";
  // A link may choose the topic (?topic=Business%20Partnership, the directory's "Contact us", issue #20).
  const [searchParams] = useSearchParams();
  const linkedTopic = CONTACT_TOPICS.find((topic) => topic === searchParams.get("topic")) ?? "";

  useActionToast({ data: result }, { onSuccess: () => formRef.current?.reset() });

  const notice = clientNotice ?? (result ? noticeFor(result) : null);
  const fieldErrors = result && !result.ok && !clientNotice ? result.fieldErrors : {};

  return (
    <Form
      ref={formRef}
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const complete = hasRequiredContactFields({
          email: readField(form, "email"),
          topic: readField(form, "topic"),
          message: readField(form, "message"),
        });
        if (complete) {
          setClientNotice(null);
          return;
        }
        event.preventDefault();
        const missing: Notice = {
          kind: "error",
          title: CONTACT_ERROR_TITLE,
          description: CONTACT_MISSING_FIELDS,
        };
        setClientNotice(missing);
        toast({ title: missing.title, description: missing.description, variant: "destructive" });
      }}
    >
      <p className="text-sm text-slate-600">{CONTACT_REQUIRED_NOTE}</p>
      <TextField
        label={<RequiredLabel>{CONTACT_EMAIL_LABEL}</RequiredLabel>}
        name="email"
        type="email"
        aria-required="true"
        autoComplete="email"
        maxLength={CONTACT_EMAIL_MAX_CHARS}
        error={fieldErrors.email}
      />
      <TextField
        label={CONTACT_PHONE_LABEL}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_PHONE_MAX_CHARS}
        error={fieldErrors.phone}
      />
      <SelectField
        label={<RequiredLabel>{CONTACT_TOPIC_LABEL}</RequiredLabel>}
        name="topic"
        aria-required="true"
        defaultValue={linkedTopic}
        error={fieldErrors.topic}
      >
        <option value="">{CONTACT_TOPIC_PLACEHOLDER}</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={<RequiredLabel>{CONTACT_MESSAGE_LABEL}</RequiredLabel>}
        name="message"
        aria-required="true"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_CHARS}
        error={fieldErrors.message}
      />
      {/* The outcome in words on the page too, so it is visible when JavaScript (and so the toast) is off. */}
      <div role="status" className="text-sm">
        {notice ? (
          <p
            className={`rounded-md p-3 ${notice.kind === "success" ? "bg-teal-50 text-teal-900" : "bg-red-50 text-red-800"}`}
          >
            <strong>{notice.title}</strong>
            {notice.description ? ` ${notice.description}` : null}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:self-start">
        {sending ? CONTACT_SUBMITTING : CONTACT_SUBMIT}
      </Button>
    </Form>
  );
}
