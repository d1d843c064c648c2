/** How tests/setup/web-process-child.ts says where it listens, told apart from React Router's notes on stdout. */
export const LISTENING_AT = "listening at ";
