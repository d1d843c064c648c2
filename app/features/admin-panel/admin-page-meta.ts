// Every admin page's <head>: its title under the product's, and kept out of search engines.
import { PRODUCT_NAME } from "~/lib/product";

export function adminPageMeta(title: string) {
  return [{ title: `${title} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}
