// The one toast helper: one notification at a time, closing itself after 5 seconds (spec 000 section 9).
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

import { TOAST_DURATION_MS } from "./toast-duration";

export { TOAST_DURATION_MS };

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };

type ToastContextValue = { toast: (message: ToastMessage) => void; dismiss: () => void };

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({
  children,
  initialToast = null,
  withTemplates = false,
}: {
  children: ReactNode;
  initialToast?: ToastMessage | null;
  /**
   * A page served without the app (ADR 0049) carries the two toast cards as <template>s, which its island script
   * fills and shows, so its toasts look and read like the app's.
   */
  withTemplates?: boolean;
}) {
  // A toast carried across a redirect (flash-toast.server.ts) is rendered with the page, so it shows without JS.
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(
    initialToast ? { ...initialToast, id: 0 } : null,
  );
  const counter = useRef(0);

  useEffect(() => {
    if (initialToast) {
      counter.current += 1;
      setCurrent({ ...initialToast, id: counter.current });
    }
  }, [initialToast]);

  const toast = useCallback((message: ToastMessage) => {
    counter.current += 1;
    // A new toast replaces the one showing: the spec shows one at a time.
    setCurrent({ ...message, id: counter.current });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end">
        {/* The live regions always exist so screen readers announce what appears in them. */}
        <div role="status" aria-live="polite" className="contents" data-toast-region="default">
          {current && !destructive ? <ToastCard toast={current} onClose={dismiss} /> : null}
        </div>
        <div role="alert" aria-live="assertive" className="contents" data-toast-region="destructive">
          {current && destructive ? <ToastCard toast={current} onClose={dismiss} /> : null}
        </div>
      </div>
      {withTemplates ? <ToastTemplates /> : null}
    </ToastContext.Provider>
  );
}

const noAction = () => {};

function ToastTemplates() {
  return (
    <>
      <template data-toast-template="default">
        <ToastCard toast={{ title: "", description: " " }} onClose={noAction} />
      </template>
      <template data-toast-template="destructive">
        <ToastCard toast={{ title: "", description: " ", variant: "destructive" }} onClose={noAction} />
      </template>
    </>
  );
}

function ToastCard({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const destructive = toast.variant === "destructive";
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold" data-toast-title>
            {toast.title}
          </p>
          {toast.description ? (
            <p
              data-toast-description
              className={`mt-1 text-sm ${destructive ? "text-white/90" : "text-slate-600"}`}
            >
              {toast.description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          data-toast-dismiss
          aria-label="Dismiss notification"
          className="rounded p-1 opacity-80 hover:opacity-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used within a ToastProvider");
  return context;
}
