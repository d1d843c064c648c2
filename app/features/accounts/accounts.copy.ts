// Words of sign-in, sign-up, profile and roles (spec 000 sections 2, 5, 8; spec 001 section 2), quoted exactly.
import { PRODUCT_NAME } from "~/features/shell/shell.copy";

export const AUTH_COPY = {
  signInTitle: "Sign In",
  signUpTitle: "Sign Up",
  passwordMethod: "Password",
  codeMethod: "Email Code",
  sendCode: "Send Code",
  verify: "Verify",
  back: "Back",
  resendCode: "Resend Code",
  signOut: "Sign Out",
  errorTitle: "Error",
  enterEmail: "Please enter your email address",
  enterValidCode: "Please enter a valid 6-digit code",
  emailAndPasswordRequired: "Email and password are required",
  noAccountForCode: "No account uses this email yet. Choose Sign Up to create one.",
  confirmEmail: { title: "Success!", description: "Please check your email to confirm your account." },
  accountCreated: { title: "Account created!", description: `Welcome to ${PRODUCT_NAME}!` },
  welcomeBack: { title: "Welcome back!", description: "You have successfully signed in." },
  otpSent: { title: "OTP Sent!", description: "Please check your email for the verification code." },
  codeSignedIn: { title: "Success!", description: "You have successfully signed in." },
  signedOut: { title: "Signed out", description: "You have been signed out." },
} as const;

export const PROFILE_COPY = {
  accessDenied: "Access Denied",
  signInToViewProfile: "Please sign in to view your profile.",
  member: "Member",
  administrator: "Administrator",
  homeCityUpdated: "Home city updated successfully",
  homeCityUpdateFailed: "Failed to update home city",
  updateHomeCity: "Update Home City",
} as const;

export const ADMIN_PERMISSION_DENIED = "You don't have permission to access the admin panel.";
export const AUTHENTICATION_REQUIRED = "Please sign in to continue.";

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
