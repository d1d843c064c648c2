// What the categories page's actions answer, shared by the screen, its rows and the delete dialog.
import type { FieldErrors } from "~/lib/http.server";

export type CategoryAnswer =
  | { ok: true; toast: { title: string; description?: string } }
  | { ok: false; error: string; fieldErrors: FieldErrors };
