// /admin/api-keys: every member's API keys and how much each was used (issue #18).
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import type { ApiKeyUsage } from "../api-keys.server";
import { API_KEYS_COPY } from "../open-data.copy";

const CELL = "border-b border-slate-200 px-3 py-2 text-left";

function when(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") : API_KEYS_COPY.neverUsed;
}

export function ApiKeysAdminScreen({ keys }: { keys: ApiKeyUsage[] }) {
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{API_KEYS_COPY.adminHeading}</h1>
      <p className="text-slate-600">{API_KEYS_COPY.adminIntro}</p>
      {keys.length === 0 ? (
        <p className="text-slate-600">{API_KEYS_COPY.noKeys}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th className={CELL}>{API_KEYS_COPY.nameLabel}</th>
              <th className={CELL}>{API_KEYS_COPY.adminOwner}</th>
              <th className={CELL}>{API_KEYS_COPY.requests}</th>
              <th className={CELL}>{API_KEYS_COPY.lastUsed}</th>
              <th className={CELL}>{API_KEYS_COPY.adminCreated}</th>
              <th className={CELL}>{API_KEYS_COPY.revokedLabel}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <td className={CELL}>
                  {key.name} <code className="text-slate-600">{key.prefix}…</code>
                </td>
                <td className={CELL}>{key.ownerEmail}</td>
                <td className={CELL}>{key.requestCount}</td>
                <td className={CELL}>{when(key.lastUsedAt)}</td>
                <td className={CELL}>{when(key.createdAt)}</td>
                <td className={CELL}>{key.revokedAt ? when(key.revokedAt) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
