// /admin/people: each person of the chosen city in a region named after them, with plain POST forms to set the
// role, merge into another person, or split a name off (they work without JavaScript).
import { Form } from "react-router";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import { ADMIN_PEOPLE_INTRO, ADMIN_PEOPLE_LABELS, ADMIN_PEOPLE_TITLE, ROLE_LABELS } from "../people.copy";
import type { PeopleAdminPage } from "../people.server";
import { PERSON_ROLES } from "../person-names";

const FIELD = "mt-1 block w-full rounded border border-slate-400 px-2 py-1 text-slate-900";
const BUTTON = "rounded bg-blue-800 px-3 py-1 text-sm font-semibold text-white";
const SECONDARY = "rounded border border-slate-400 px-3 py-1 text-sm text-slate-900";

export function PeopleAdminScreen({ page, error }: { page: PeopleAdminPage; error: string | null }) {
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ADMIN_PEOPLE_TITLE}</h1>
      <p className="text-slate-700">{ADMIN_PEOPLE_INTRO}</p>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-800">
          {ADMIN_PEOPLE_LABELS.city}
          <select name="city" defaultValue={page.cityId ?? ""} className={FIELD}>
            <option value="">{ADMIN_PEOPLE_LABELS.choose}</option>
            {page.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={BUTTON}>
          {ADMIN_PEOPLE_LABELS.show}
        </button>
      </form>
      {error ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      {!page.cityId ? (
        <p className="text-slate-700">{ADMIN_PEOPLE_LABELS.chooseCity}</p>
      ) : page.people.length === 0 ? (
        <p className="text-slate-700">{ADMIN_PEOPLE_LABELS.none}</p>
      ) : (
        <ul className="space-y-4">
          {page.people.map((person) => (
            <li key={person.id}>
              <section
                aria-labelledby={`person-${person.id}`}
                className="rounded border border-slate-200 p-4"
                data-testid="admin-person"
              >
                <h2 id={`person-${person.id}`} className="text-lg font-semibold text-slate-900">
                  {person.displayName}
                </h2>
                <p className="text-sm text-slate-700">
                  {ROLE_LABELS[person.role]} · {ADMIN_PEOPLE_LABELS.appearances(person.appearances)}
                </p>
                <h3 className="mt-2 text-sm font-semibold text-slate-800">{ADMIN_PEOPLE_LABELS.aliases}</h3>
                <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                  {person.aliases.map((alias) => (
                    <li key={alias.id} className="flex items-center gap-2 rounded bg-slate-100 px-2 py-1">
                      <span>{alias.alias}</span>
                      {person.aliases.length > 1 ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="split" />
                          <input type="hidden" name="personId" value={person.id} />
                          <input type="hidden" name="aliasId" value={alias.id} />
                          <button type="submit" className={SECONDARY}>
                            {ADMIN_PEOPLE_LABELS.split(alias.alias)}
                          </button>
                        </Form>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="set-role" />
                    <input type="hidden" name="personId" value={person.id} />
                    <label className="text-sm text-slate-800">
                      {ADMIN_PEOPLE_LABELS.role}
                      <select name="role" defaultValue={person.role} className={FIELD}>
                        {PERSON_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={BUTTON}>
                      {ADMIN_PEOPLE_LABELS.setRole}
                    </button>
                  </Form>
                  {page.people.length > 1 ? (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="merge" />
                      <input type="hidden" name="personId" value={person.id} />
                      <label className="text-sm text-slate-800">
                        {ADMIN_PEOPLE_LABELS.mergeInto}
                        <select name="intoPersonId" required defaultValue="" className={FIELD}>
                          <option value="" disabled>
                            {ADMIN_PEOPLE_LABELS.choose}
                          </option>
                          {page.people
                            .filter((other) => other.id !== person.id)
                            .map((other) => (
                              <option key={other.id} value={other.id}>
                                {other.displayName}
                              </option>
                            ))}
                        </select>
                      </label>
                      <button type="submit" className={BUTTON}>
                        {ADMIN_PEOPLE_LABELS.merge}
                      </button>
                    </Form>
                  ) : null}
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
