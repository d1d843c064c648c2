// A link in a mail. Underlined and dark enough to read as a link without its colour (React Email's own default is
// neither), as the links on the site are.
import { Link } from "@react-email/components";
import type { ReactNode } from "react";

const LINK_STYLE = { color: "#1d4ed8", textDecorationLine: "underline" };

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={LINK_STYLE}>
      {children}
    </Link>
  );
}
