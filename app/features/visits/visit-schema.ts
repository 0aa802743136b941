import { z } from "~/lib/zod";
import { VISIT_TIME_MESSAGES, visitStart, visitTimeProblems } from "./visit-time";

// Messages as functions: the schema is built once, each refusal is read in the language of its request.
const timeFields = {
  date: z.string({ error: () => VISIT_TIME_MESSAGES.date }).trim(),
  time: z.string({ error: () => VISIT_TIME_MESSAGES.time }).trim(),
};

/** Checked against the clock when parsed; the value carries the moment in UTC. */
function withStart<T extends { date: string; time: string }>(schema: z.ZodType<T>) {
  return schema
    .superRefine(({ date, time }, context) => {
      for (const [field, message] of Object.entries(visitTimeProblems(date, time, new Date()))) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    })
    .transform((value) => ({ ...value, startsAt: visitStart(value.date, value.time) as Date }));
}

/** 'Schedule a visit': a date in the next 14 days, a half-hour slot 09:00–20:00 in India, an optional note. */
export const visitRequestSchema = withStart(
  z.object({
    ...timeFields,
    note: z
      .string()
      .trim()
      .max(500, { error: () => VISIT_TIME_MESSAGES.note })
      .optional(),
  }),
);

/** 'Propose another time': the same rules for the owner's new time. */
export const visitProposalSchema = withStart(z.object(timeFields));

export type VisitField = "date" | "time" | "note";
export type VisitRequestInput = z.output<typeof visitRequestSchema>;
export type VisitProposalInput = z.output<typeof visitProposalSchema>;

/** What a visit form's action answers: the page shows `message`, and a field's message beside it. */
export type VisitFormResult = { ok: boolean; message: string; fieldErrors?: Partial<Record<VisitField, string>> };

/** A visit as the profile and the JSON API list it, times as ISO strings. */
export type VisitListItem = {
  id: string;
  listingId: string;
  listingTitle: string;
  seekerName: string;
  ownerName: string;
  startsAt: string;
  proposedAt: string | null;
  status: "requested" | "accepted" | "declined" | "proposed" | "cancelled";
  note: string | null;
};
