// Signs in the demo admin and member once per run, through the form, and saves their cookies for the specs.
// Specs that only need "an admin" or "a member" reuse these sessions; only the accounts spec signs in again, because
// sign-in is its subject.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import {
  actAsNewResident,
  DEMO_ACCOUNTS,
  demoPassword,
  SESSION_STATE,
  signInWithPassword,
} from "./support/accounts";

for (const role of ["admin", "member"] as const) {
  setup(`sign in the demo ${role}`, async ({ page }) => {
    await actAsNewResident(page);
    await signInWithPassword(page, DEMO_ACCOUNTS[role].email, demoPassword(role));
    await expect(page).not.toHaveURL(/\/auth/);
    mkdirSync(path.dirname(SESSION_STATE[role]), { recursive: true });
    await page.context().storageState({ path: SESSION_STATE[role] });
  });
}
