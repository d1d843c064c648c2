import { data } from "react-router";
import { NotFoundPage } from "~/features/shell/not-found-page";
import { NOT_FOUND_TITLE } from "~/features/shell/shell.copy";

export const meta = () => [{ title: NOT_FOUND_TITLE }];

export function loader() {
  // Unknown paths answer 404 so crawlers and link checkers see the truth.
  throw data(NOT_FOUND_TITLE, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
