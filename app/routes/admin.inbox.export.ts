// /admin/inbox/export.csv?kind=requests|messages&show=open|handled|all: one kind of inbox item as a CSV file.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { exportQueryOf, inboxExportSchema } from "~/features/admin-inbox/admin-inbox.schema";
import { exportInbox } from "~/features/admin-inbox/admin-inbox.server";
import { parseLoaderInput } from "~/lib/http.server";
import type { Route } from "./+types/admin.inbox.export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const input = parseLoaderInput(inboxExportSchema, exportQueryOf(new URL(request.url).searchParams));
  const { fileName, body } = await exportInbox({ input });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
