// What the owner screens share: their meta, the line that says how a form went, and the way back to the dashboard.
import { Link } from "react-router";
import { PRODUCT_NAME } from "~/lib/product";
import { MY_BUSINESS_PATH } from "../my-business.constants";
import { MY_BUSINESS_TITLE } from "../my-business.copy";

export function ownerPageMeta(title: string) {
  return [{ title: `${title} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

type Answer = { ok: true; toast: { title: string } | null } | { ok: false; error: string } | undefined;

/** The outcome of the page's last form, read out by screen readers as it changes. */
export function AnswerLine({ answer, prefix }: { answer: Answer; prefix?: string | null }) {
  return (
    <p role="status" className="mt-4 font-medium">
      {prefix}
      {answer ? (answer.ok ? answer.toast?.title : answer.error) : null}
    </p>
  );
}

export function DashboardLink() {
  return (
    <Link to={MY_BUSINESS_PATH} className="font-semibold text-teal-800 underline">
      {MY_BUSINESS_TITLE}
    </Link>
  );
}
