import { z } from "zod";

/** Roles a person may choose at sign-up; Admin is never one of them. */
export const SIGN_UP_ROLES = ["Owner", "Client", "Agent"] as const;

export const SIGN_UP_MESSAGES = {
  name: "Name cannot be empty.",
  mobile: "Invalid mobile number. Enter 10 digits.",
  email: "Invalid email format.",
  password: "Password must be at least 6 characters.",
  confirm: "Passwords do not match.",
  role: "Please select a role.",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-up checks in the specification's order. The browser shows only the first failure,
 * so `firstSignUpError` reports exactly what the specification says the user sees.
 */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, SIGN_UP_MESSAGES.name).max(100, "Name must be at most 100 characters."),
    mobileNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, SIGN_UP_MESSAGES.mobile),
    email: z
      .string()
      .trim()
      .max(254, "Email must be at most 254 characters.")
      .regex(EMAIL, SIGN_UP_MESSAGES.email)
      .transform((v) => v.toLowerCase()),
    password: z.string().min(6, SIGN_UP_MESSAGES.password).max(128, "Password must be at most 128 characters."),
    confirmPassword: z.string(),
    role: z.enum(SIGN_UP_ROLES, SIGN_UP_MESSAGES.role),
  })
  .refine((v) => v.password === v.confirmPassword, { message: SIGN_UP_MESSAGES.confirm, path: ["confirmPassword"] });

export type SignUpInput = z.infer<typeof signUpSchema>;

const FIELD_ORDER = ["name", "mobileNumber", "email", "password", "confirmPassword", "role"] as const;

export function firstSignUpError(input: unknown): { field: string; message: string } | null {
  const result = signUpSchema.safeParse(input);
  if (result.success) return null;
  const issues = result.error.issues;
  for (const field of FIELD_ORDER) {
    const issue = issues.find((i) => i.path[0] === field);
    if (issue) return { field, message: issue.message };
  }
  return { field: "form", message: issues[0]?.message ?? "An error occurred. Please try again." };
}

export const logInSchema = z.object({
  email: z.string().trim().min(1, "Email is required.").max(254, "Email must be at most 254 characters."),
  password: z.string().min(1, "Password is required.").max(128, "Password must be at most 128 characters."),
});
