// The script of a page that needs nothing from JavaScript but the toasts, for a visitor without a session, instead
// of the app (issue #16, ADR 0049): a business's page is links and text. A toast the server rendered with the page
// (one carried across a redirect) closes itself and by its button, as in the app. A story being written shows once
// it is written, as the app's live progress would show it.
import { keepRenderedToasts } from "~/components/ui/toast.island";
import { followProgress } from "~/features/pipeline/components/follow-progress";

keepRenderedToasts();
followProgress({ replaced: () => undefined, signal: new AbortController().signal });
