// Words of the app shell (spec 000 section 2), kept in one place so screens and tests quote the same text.
export const PRODUCT_NAME = "CivicLens";
export const NOT_FOUND_TITLE = "Oops! Page not found";
export const RETURN_TO_HOME = "Return to Home";
export const SIGN_IN = "Sign In";
export const FOOTER_LINKS = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy" },
] as const;
export const HERO_TITLE = "Democracy Made Accessible";
