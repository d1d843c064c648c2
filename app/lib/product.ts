// The product's name: page titles, emails and feeds of every area carry it, so it lives below the areas (ADR 0036).
export const PRODUCT_NAME = "CivicLens";
