// The pricing page's way in (issue #20): list a business or claim one, then choose Standard or Premium on the
// dashboard, or "Contact us" when payments are not set up. Plain links: the public pages run without JavaScript.
import {
  CONTACT_SALES_PATH,
  MY_BUSINESS_PATH,
  NEW_LISTING_PATH,
  PAID_PLANS,
  PLAN_MONTHLY_PRICE_USD,
} from "../my-business.constants";
import { CONTACT_US, choosePlan, LIST_MY_BUSINESS, PLAN_HEADING, PLAN_NAMES } from "../my-business.copy";

const LINK =
  "inline-block rounded-md border border-teal-700 px-4 py-2 font-semibold text-teal-800 hover:bg-teal-50";

export function BuyPlans({ paymentsEnabled }: { paymentsEnabled: boolean }) {
  return (
    <section aria-labelledby="buy-plans-heading" className="mt-10">
      <h2 id="buy-plans-heading" className="text-xl font-semibold">
        {PLAN_HEADING}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <a href={NEW_LISTING_PATH} className={LINK}>
            {LIST_MY_BUSINESS}
          </a>
        </li>
        {PAID_PLANS.map((plan) => (
          <li key={plan}>
            <a href={paymentsEnabled ? MY_BUSINESS_PATH : CONTACT_SALES_PATH} className={LINK}>
              {paymentsEnabled
                ? choosePlan(PLAN_NAMES[plan], PLAN_MONTHLY_PRICE_USD[plan])
                : `${CONTACT_US}: ${PLAN_NAMES[plan]}`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
