// Placeholder while this prototype page is being built (issue #8); answers like an unknown path until then.
import { data } from "react-router";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { NOT_FOUND_TITLE } from "~/features/shell/shell.copy";

export function loader() {
  throw data(NOT_FOUND_TITLE, { status: 404 });
}

export default function Placeholder() {
  return <NotFoundPage />;
}
