// Account forms, shared by the pages (field hints) and the server (the rules).
// The quoted messages are the specification's, word for word.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-fields";

// The provider "also rejects weak passwords with reasons": these are the
// passwords every guessing list starts with.
const COMMON_PASSWORDS = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "password",
  "password1",
  "qwerty",
  "qwerty123",
  "111111",
  "000000",
  "abc123",
  "iloveyou",
  "admin123",
  "welcome",
  "letmein",
  "123123",
  "654321",
  "india123",
  "monkey",
]);

export const emailAddress = z
  .string({ message: /*i18n*/ "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ "Please enter your email address.")
  .max(254, /*i18n*/ "That email address is too long.")
  .pipe(z.email({ message: /*i18n*/ "Please enter a valid email address." }));

// Written out (PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH), not built from the limits, so the catalogue
// can hold them (docs/i18n.md).
const PASSWORD_TOO_SHORT = /*i18n*/ "Password must be at least 6 characters.";
const PASSWORD_TOO_LONG = /*i18n*/ "Password must be at most 128 characters.";

const newPassword = z
  .string({ message: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .refine(
    (value) => !COMMON_PASSWORDS.has(value.toLowerCase()),
    /*i18n*/ "This password is too common and easy to guess. Please choose another.",
  );

/** Indian mobile numbers: 10 digits starting 6-9, with an optional +91 or 0. */
export const indianMobile = z
  .string({ message: /*i18n*/ "Please enter your mobile number." })
  .trim()
  .min(1, /*i18n*/ "Please enter your mobile number.")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine(
    (value) => /^(?:\+91|91|0)?[6-9]\d{9}$/.test(value),
    /*i18n*/ "Please enter a valid 10-digit Indian mobile number.",
  )
  .transform((value) => `+91${value.slice(-10)}`);

export const registerSchema = z
  .object({
    email: emailAddress,
    phone: indianMobile,
    password: newPassword,
    confirmPassword: z.string({ message: /*i18n*/ "Please confirm your password." }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: /*i18n*/ "Passwords do not match. Please try again.",
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const signInSchema = z.object({
  email: emailAddress,
  password: z
    .string({ message: /*i18n*/ "Please enter your password." })
    .min(1, /*i18n*/ "Please enter your password.")
    .max(PASSWORD_MAX_LENGTH, /*i18n*/ "Invalid email or password."),
  portal: z.enum(["user", "admin"]).default("user"),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ message: /*i18n*/ "Please enter your email address to reset your password." })
    .trim()
    .toLowerCase()
    .min(1, /*i18n*/ "Please enter your email address to reset your password.")
    .max(254, /*i18n*/ "That email address is too long.")
    .pipe(z.email({ message: /*i18n*/ "Please enter a valid email address." })),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, /*i18n*/ "This reset link is incomplete. Please request a new one."),
    password: newPassword,
    confirmPassword: z.string({ message: /*i18n*/ "Please confirm your password." }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: /*i18n*/ "Passwords do not match. Please try again.",
  });

/** Toast titles the specification pairs with the messages above. */
export const accountMessageTitles: Record<string, string> = {
  "Please enter your mobile number.": /*i18n*/ "Phone Number Required",
  "Passwords do not match. Please try again.": /*i18n*/ "Password Mismatch",
  "Please enter your email address to reset your password.": /*i18n*/ "Email required",
};
