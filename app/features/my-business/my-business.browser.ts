// What other areas' pages show of the self-serve directory (issue #20): the owner links and their words.
export { claimPath, NEW_LISTING_PATH, websiteClickPath } from "./my-business.constants";
export { CLAIM_THIS_LISTING, LIST_MY_BUSINESS } from "./my-business.copy";
