// Password hashing is better-auth's own ("salt:key", scrypt), so accounts made by the seed or the admin CLI sign in
// through the auth library unchanged, and a change of its parameters in an upgrade reaches them too.
export { hashPassword, verifyPassword } from "better-auth/crypto";
