// The links between the prototype pages, with the current one marked, and the prototype notice.
import { Link } from "react-router";
import { PROTO_PATHS } from "../showcase.constants";
import { PROTO_NAV_LABEL, PROTO_NAV_LINKS, PROTOTYPE_NOTE } from "../showcase.copy";

const LINKS = [
  { to: PROTO_PATHS.showcase, label: PROTO_NAV_LINKS.showcase },
  { to: PROTO_PATHS.tierPreview, label: PROTO_NAV_LINKS.tierPreview },
  { to: PROTO_PATHS.directory, label: PROTO_NAV_LINKS.directory },
  { to: PROTO_PATHS.pricing, label: PROTO_NAV_LINKS.pricing },
];

export function ProtoNav({ current }: { current: keyof typeof PROTO_NAV_LINKS }) {
  const currentPath = PROTO_PATHS[current];
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-2">
        <nav aria-label={PROTO_NAV_LABEL}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.to === currentPath ? "page" : undefined}
                  className="font-medium text-teal-800 underline-offset-2 hover:underline aria-[current=page]:text-slate-900 aria-[current=page]:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-1 text-xs text-slate-600">{PROTOTYPE_NOTE}</p>
      </div>
    </div>
  );
}
