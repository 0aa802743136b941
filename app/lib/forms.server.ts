/** What an admin action tells the person after a post. */
export type ActionOutcome = { tone: "success" | "error"; message: string };

/** The posted form, or null when the body is not a form at all (a hand-made request). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
