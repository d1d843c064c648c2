// The frame every CivicLens mail shares (issue #32): the document, its title and the body's type and colour.
import { Body, Head, Html } from "@react-email/components";
import type { ReactNode } from "react";

const BODY_STYLE = { fontFamily: "sans-serif", lineHeight: 1.5, color: "#0f172a" };

export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={BODY_STYLE}>{children}</Body>
    </Html>
  );
}
