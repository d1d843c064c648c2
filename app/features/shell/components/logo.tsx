import { PRODUCT_NAME } from "~/features/shell/shell.copy";

/** The product mark: a speech bubble over a column, drawn inline so it needs no request. */
export function LogoMark({ className = "h-7 w-7" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M8 10h16v9h-9l-4 4v-4H8z" fill="#fff" />
      <path d="M11 13h10M11 16h7" stroke="#0f766e" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function LogoWordmark() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <LogoMark />
      {PRODUCT_NAME}
    </span>
  );
}
