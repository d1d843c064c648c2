// The head tags a shared meeting or story page needs: title, description, canonical link, OpenGraph and Twitter.
import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "~/lib/product";

export type SocialPage = {
  title: string;
  /** og:title and twitter:title when the document title carries more (such as the city's name). */
  headline?: string;
  description: string;
  url: string;
  type: "video.other" | "article";
  /** The page's share card (issue #18), a large picture with its size and alt text. */
  image?: { url: string; alt: string; width: number; height: number } | null;
  publishedTime?: string | null;
};

export function socialMeta(page: SocialPage): MetaDescriptor[] {
  const headline = page.headline ?? page.title;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: headline },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type },
    { property: "og:url", content: page.url },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: headline },
    { name: "twitter:description", content: page.description },
  ];
  if (page.image) {
    tags.push(
      { property: "og:image", content: page.image.url },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(page.image.width) },
      { property: "og:image:height", content: String(page.image.height) },
      { property: "og:image:alt", content: page.image.alt },
      { name: "twitter:image", content: page.image.url },
      { name: "twitter:image:alt", content: page.image.alt },
    );
  }
  if (page.type === "article" && page.publishedTime) {
    tags.push({ property: "article:published_time", content: page.publishedTime });
  }
  return tags;
}
