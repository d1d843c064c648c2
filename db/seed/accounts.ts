// The demo sign-in accounts: one administrator and one member. The README and the tests read the
// credentials from DEMO_ACCOUNTS so they are written down in one place.
import { hashPassword } from "~/lib/password.server";
import { ALPHANUMERIC, createRandom } from "./random";

export const DEMO_ACCOUNTS = {
  admin: {
    email: "admin@civiclens.local",
    password: "civiclens-admin",
    name: "Demo Administrator",
    username: "demo-admin",
  },
  member: {
    email: "member@civiclens.local",
    password: "civiclens-member",
    name: "Demo Member",
    username: "demo-member",
  },
} as const;

export type SeedAccount = {
  role: "admin" | "member";
  userId: string;
  accountId: string;
  name: string;
  email: string;
  username: string;
  passwordHash: string;
};

/** The two accounts with ids drawn from the seeded generator and freshly hashed passwords. */
export async function buildDemoAccounts(): Promise<SeedAccount[]> {
  const random = createRandom("accounts");
  const accounts: SeedAccount[] = [];
  for (const role of ["admin", "member"] as const) {
    const demo = DEMO_ACCOUNTS[role];
    accounts.push({
      role,
      userId: random.string(32, ALPHANUMERIC),
      accountId: random.string(32, ALPHANUMERIC),
      name: demo.name,
      email: demo.email,
      username: demo.username,
      passwordHash: await hashPassword(demo.password),
    });
  }
  return accounts;
}
