// Labelled form controls: every input has a visible label tied to it, and an error tied by aria-describedby.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { FIELD_ERROR_CLASSES, fieldErrorId, fieldHintId } from "./field-error";

const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600";

type FieldProps = { label: ReactNode; error?: string; hint?: ReactNode; className?: string };

function FieldShell({
  id,
  label,
  error,
  hint,
  className = "",
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className={FIELD_ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? fieldHintId(id) : "", error ? fieldErrorId(id) : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint} className={className}>
      <input
        id={controlId}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={controlId}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint} className={className}>
      <select
        id={controlId}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, error, hint)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
