// The demo sign-in accounts: one administrator and one member. Their passwords are drawn at random when the demo
// data is seeded and written to DATA_DIR/demo-accounts.json (mode 600): a published password would let anyone
// who reaches the server sign in as its administrator (issue #12).
import { randomBytes } from "node:crypto";
import { hashPassword } from "~/lib/password.server";
import { ALPHANUMERIC, createRandom } from "./random";

export const DEMO_ACCOUNTS = {
  admin: { email: "admin@civiclens.local", name: "Demo Administrator", username: "demo-admin" },
  member: { email: "member@civiclens.local", name: "Demo Member", username: "demo-member" },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export type DemoCredential = { role: DemoRole; email: string; password: string };

export type SeedAccount = {
  role: DemoRole;
  userId: string;
  accountId: string;
  name: string;
  email: string;
  username: string;
  passwordHash: string;
};

/** 20 characters from 120 random bits: long enough for the password rules, short enough to type. */
function drawPassword(): string {
  return randomBytes(15).toString("base64url");
}

/** The two accounts, with ids drawn from the seeded generator and passwords drawn from the system's CSPRNG. */
export async function buildDemoAccounts(): Promise<{
  accounts: SeedAccount[];
  credentials: DemoCredential[];
}> {
  const random = createRandom("accounts");
  const accounts: SeedAccount[] = [];
  const credentials: DemoCredential[] = [];
  for (const role of ["admin", "member"] as const) {
    const demo = DEMO_ACCOUNTS[role];
    const password = drawPassword();
    credentials.push({ role, email: demo.email, password });
    accounts.push({
      role,
      userId: random.string(32, ALPHANUMERIC),
      accountId: random.string(32, ALPHANUMERIC),
      name: demo.name,
      email: demo.email,
      username: demo.username,
      passwordHash: await hashPassword(password),
    });
  }
  return { accounts, credentials };
}
