/** What an admin action tells the person after a post. */
export type ActionOutcome = { tone: "success" | "error"; message: string };
