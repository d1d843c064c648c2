// Words of sign-in, sign-up, profile and roles (spec 000 sections 2, 5, 8; spec 001 section 2), quoted exactly.
import { PRODUCT_NAME } from "~/lib/product";

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
  /** A wrong, used or expired sign-in code, in place of the auth library's "Invalid OTP" (issue 14). */
  codeNotRight: "That code is not right or has expired.",
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

/** Passwords: changing one on the profile, and "Forgot password?" (not shown in the spec; ADR 0017). */
export const PASSWORD_COPY = {
  forgotPasswordLink: "Forgot password?",
  resetTitle: "Reset your password",
  resetIntro:
    "Enter the email address of your account. If it has one, we will send a code to set a new password.",
  sendResetCode: "Send Reset Code",
  resetCodeSent: {
    title: "Check your email",
    description: "If an account uses that address, we sent it a code to reset the password.",
  },
  newPassword: "New password",
  setNewPassword: "Set New Password",
  passwordReset: {
    title: "Password changed",
    description: "Your password was changed and every session was signed out. Please sign in.",
  },
  resetCodeInvalid: "That code is not right or has expired. Request a new one and try again.",
  changeTitle: "Change password",
  changeIntro: "Changing your password signs out every other browser and device.",
  currentPassword: "Current password",
  enterCurrentPassword: "Please enter your current password.",
  currentPasswordWrong: "Your current password is not right.",
  changePassword: "Change Password",
  passwordChanged: "Password changed. Every other session was signed out.",
  passwordChangeFailed: "Failed to change password",
} as const;

/** Email confirmation links: each works once and signs in only the person who was waiting to confirm. */
export const CONFIRM_EMAIL_COPY = {
  confirmed: { title: "Email confirmed", description: `Welcome to ${PRODUCT_NAME}!` },
  alreadyConfirmed: "Your email address is already confirmed. Please sign in.",
  linkInvalid:
    "That confirmation link is invalid, used or expired. Sign in with an email code to confirm your address.",
  notVerified: "Please confirm your email address first. We sent you a new confirmation link.",
  sendAgain: "Send the confirmation again",
  sentAgain: { title: "Confirmation sent", description: "Please check your email to confirm your account." },
} as const;

/** The account mails (mails/): confirming the address, a sign-in code and a password reset code. */
export const ACCOUNT_MAIL_COPY = {
  confirmSubject: `Confirm your ${PRODUCT_NAME} account`,
  welcome: `Welcome to ${PRODUCT_NAME}!`,
  confirmLink: "Confirm your email address to finish creating your account:",
  notSignedUp: "If you did not sign up, ignore this message.",
  signInSubject: `Your ${PRODUCT_NAME} sign-in code`,
  /** Followed by the code. */
  signInCode: `Your ${PRODUCT_NAME} verification code is`,
  signInCodeUse: "It expires in 10 minutes and works once. If you did not ask for it, ignore this message.",
  resetSubject: `Reset your ${PRODUCT_NAME} password`,
  /** Followed by the code. */
  resetCode: `Your ${PRODUCT_NAME} password reset code is`,
  resetCodeUse:
    "It expires in 10 minutes and works once. Setting a new password signs out every session of your account. If you did not ask for it, ignore this message: your password stays as it is.",
} as const;

export const ADMIN_PERMISSION_DENIED = "You don't have permission to access the admin panel.";
export const AUTHENTICATION_REQUIRED = "Please sign in to continue.";

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
