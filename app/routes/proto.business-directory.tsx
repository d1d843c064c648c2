// /admin/proto/business-directory and /proto/business-directory: the prototype directory (spec 001 section 2).
import { ButtonLink } from "~/components/ui/button";
import { ProtoDirectoryView } from "~/features/showcase/components/proto-directory-view";
import { ProtoNav } from "~/features/showcase/components/proto-nav";
import { SAMPLE_BUSINESSES } from "~/features/showcase/sample-businesses";
import { PROTO_PATHS } from "~/features/showcase/showcase.constants";
import {
  DIRECTORY_LEAD,
  DIRECTORY_META_TITLE,
  DIRECTORY_TITLE,
  LIST_MY_BUSINESS,
} from "~/features/showcase/showcase.copy";
import type { Route } from "./+types/proto.business-directory";

export const meta: Route.MetaFunction = () => [
  { title: DIRECTORY_META_TITLE },
  { name: "robots", content: "noindex" },
];

export default function ProtoBusinessDirectoryPage() {
  return (
    <>
      <ProtoNav current="directory" />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {DIRECTORY_TITLE}
            </h1>
            <p className="mt-1 text-slate-700">{DIRECTORY_LEAD}</p>
          </div>
          {/* The spec's link: /proto/pricing, not the registered /admin/proto/pricing (both answer). */}
          <ButtonLink to={PROTO_PATHS.pricingLink}>{LIST_MY_BUSINESS}</ButtonLink>
        </div>
        <div className="mt-6">
          <ProtoDirectoryView businesses={SAMPLE_BUSINESSES} />
        </div>
      </main>
    </>
  );
}
