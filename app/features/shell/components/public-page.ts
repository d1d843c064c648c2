// What every public page's island does for a visitor without a session (ADR 0053): a toast the server rendered closes
// as in the app, a search form's button waits for a query, and a run in progress (an analysis, a story) shows its
// result once it is written. `setUp` enhances the page's own controls: on the first page and again on the new main
// a finished run puts in place. Framework-free: islands import it.
import { keepRenderedToasts } from "~/components/ui/toast.island";
import { followProgress } from "~/features/pipeline/components/follow-progress";
import {
  disableSubmitWhileBlank,
  REQUIRES_QUERY_SELECTOR,
} from "~/features/search/components/search-form.island";
import { showScriptControls } from "~/lib/shown-with-script";

export function enhancePublicPage(setUp: (root: ParentNode) => void = () => undefined): void {
  const setUpAll = (root: ParentNode) => {
    showScriptControls(root);
    for (const form of root.querySelectorAll<HTMLFormElement>(REQUIRES_QUERY_SELECTOR)) {
      disableSubmitWhileBlank(form);
    }
    setUp(root);
  };
  keepRenderedToasts();
  setUpAll(document);
  followProgress({ replaced: setUpAll, signal: new AbortController().signal });
}
