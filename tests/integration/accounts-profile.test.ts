import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, userRoles } from "#db/schema";
import { PROFILE_COPY } from "~/features/accounts/accounts.copy";
import { grantAdmin, revokeAdmin } from "~/features/accounts/accounts.server";
import { db } from "~/lib/db.server";
import { loader as homeLoader } from "~/routes/home";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { createCity } from "../factories/cities";

const unwrap = (result: unknown) => {
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  return wrapped?.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
    : { status: 200, data: result };
};

describe("profile", () => {
  it("is Access Denied when signed out (401)", async () => {
    const result = unwrap(
      await profileLoader({ request: getRequest("/profile"), params: {}, context: {} } as never),
    );
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({ viewer: null });
    expect(PROFILE_COPY.accessDenied).toBe("Access Denied");
    expect(PROFILE_COPY.signInToViewProfile).toBe("Please sign in to view your profile.");
  });

  it("changes the home city: home_city_key set and home_city_id merged into preferences", async () => {
    const city = await createCity();
    const user = await createUser();
    await db()
      .update(profiles)
      .set({ preferences: { theme: "dark" } })
      .where(eq(profiles.id, user.id));
    const cookie = await sessionCookie(user.email);
    const result = unwrap(
      await profileAction({
        request: formRequest("/profile", { cityId: city.id }, { cookie }),
        params: {},
        context: {},
      } as never),
    );
    expect(result.data).toEqual({
      ok: true,
      toast: { title: PROFILE_COPY.homeCityUpdated },
      intent: "home-city",
      locationKey: city.locationKey,
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.homeCityKey).toBe(city.locationKey);
    expect(profile?.preferences).toEqual({ theme: "dark", home_city_id: city.id });
  });

  it("fails with the spec's message for a bad or unknown city, writing nothing", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.email);
    for (const cityId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", ""]) {
      const result = unwrap(
        await profileAction({
          request: formRequest("/profile", { cityId }, { cookie }),
          params: {},
          context: {},
        } as never),
      );
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.data).toMatchObject({ ok: false, error: PROFILE_COPY.homeCityUpdateFailed });
    }
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.homeCityKey).toBeNull();
  });

  it("shows the role label from user_roles", async () => {
    const admin = await createUser({ admin: true });
    const result = unwrap(
      await profileLoader({
        request: getRequest("/profile", { cookie: await sessionCookie(admin.email) }),
        params: {},
        context: {},
      } as never),
    );
    expect(result.data).toMatchObject({ viewer: { email: admin.email, isAdmin: true } });
  });
});

describe("home redirect", () => {
  it("sends a signed-in member with a home city to it, and leaves everyone else on the home page", async () => {
    const city = await createCity();
    const member = await createUser({ homeCityKey: city.locationKey });
    const redirected = await homeLoader({
      request: getRequest("/", { cookie: await sessionCookie(member.email) }),
      params: {},
      context: {},
    } as never).catch((thrown: Response) => thrown);
    expect(redirected).toBeInstanceOf(Response);
    expect((redirected as Response).headers.get("location")).toBe(`/city/${city.locationKey}`);

    const withoutCity = await createUser();
    const home = await homeLoader({
      request: getRequest("/", { cookie: await sessionCookie(withoutCity.email) }),
      params: {},
      context: {},
    } as never);
    expect(home).toHaveProperty("cities");
    expect(await homeLoader({ request: getRequest("/"), params: {}, context: {} } as never)).toHaveProperty(
      "cities",
    );
  });
});

describe("admin role CLI services", () => {
  it("grants and revokes the admin role by email", async () => {
    const user = await createUser();
    await grantAdmin({ email: user.email.toUpperCase() });
    await grantAdmin({ email: user.email });
    expect(await db().$count(userRoles, eq(userRoles.userId, user.id))).toBe(1);
    await revokeAdmin({ email: user.email });
    expect(await db().$count(userRoles, eq(userRoles.userId, user.id))).toBe(0);
    await expect(grantAdmin({ email: "nobody@example.org" })).rejects.toThrow(
      "No account uses nobody@example.org.",
    );
  });
});
