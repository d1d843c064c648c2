// What the categories page's actions answer, shared by the screen, its rows and the delete dialog.
import type { ActionResult } from "~/lib/action-result";

export type CategoryAnswer = ActionResult;
