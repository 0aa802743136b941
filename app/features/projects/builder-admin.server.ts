import { t } from "@lingui/core/macro";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { normaliseReraNumber } from "~/content/rera";
import { database } from "~/db/client.server";
import { builders, projects, users } from "~/db/schema";
import { recordAudit } from "~/lib/audit.server";
import type { FieldErrors } from "~/lib/field-errors";
import { withoutReordering } from "~/lib/shown-text";
import { z } from "~/lib/zod";

/** The first year a builder may say it started: older firms than this are not building today. */
const EARLIEST_YEAR = 1900;

const says = (message: () => string) => ({ error: message });
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The Admin's 'Add builder' form (issue 44): who the builder is and which agent's account answers for it. */
export const builderFormSchema = z.object({
  name: z
    .string(says(() => t`Please enter the builder's name.`))
    .overwrite(withoutReordering)
    .trim()
    .min(
      2,
      says(() => t`Please enter the builder's name.`),
    )
    .max(
      120,
      says(() => t`Please keep the builder's name under 120 characters.`),
    ),
  activeSince: z.coerce
    .number(says(() => t`Please enter the year the builder started, for example 2008.`))
    .int(says(() => t`Please enter the year the builder started, for example 2008.`))
    .min(
      EARLIEST_YEAR,
      says(() => t`Please enter the year the builder started, for example 2008.`),
    )
    .refine(
      (year) => year <= new Date().getUTCFullYear(),
      says(() => t`The year the builder started cannot be in the future.`),
    ),
  reraPromoterNumber: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(
        60,
        says(() => t`Please keep the RERA promoter number under 60 characters.`),
      )
      .transform(normaliseReraNumber)
      .optional(),
  ),
  agentEmail: z.preprocess(
    blank,
    z
      .email(says(() => t`Please enter the e-mail address of an agent's account.`))
      .max(254)
      .optional(),
  ),
});

export type BuilderInput = z.output<typeof builderFormSchema>;

/** 'Awadh Developers' → 'awadh-developers': the builder page's address. */
export const builderSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "builder";

export type BuilderCreation = { ok: true; slug: string } | { ok: false; errors: FieldErrors };

/**
 * Adds a builder. Its agent must be an Agent's account (enquiries about its projects go there); a second builder of the
 * same address is refused rather than given a look-alike page.
 */
export async function createBuilder(actorId: string, input: BuilderInput): Promise<BuilderCreation> {
  const db = database();
  let agentId: string | null = null;
  if (input.agentEmail) {
    const [agent] = await db
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.agentEmail.toLowerCase()}`, eq(users.role, "Agent")))
      .limit(1);
    if (!agent) return { ok: false, errors: { agentEmail: t`No agent's account has this e-mail address.` } };
    // Anyone may sign up with an agent's address before the agent does: their enquiries and brochures go to whoever
    // has shown the inbox is theirs.
    if (!agent.emailVerified) {
      return { ok: false, errors: { agentEmail: t`This agent has not verified their e-mail address yet.` } };
    }
    agentId = agent.id;
  }
  const slug = builderSlug(input.name);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(builders)
      .values({
        slug,
        name: input.name,
        activeSince: input.activeSince,
        reraPromoterNumber: input.reraPromoterNumber ?? null,
        agentId,
      })
      .onConflictDoNothing({ target: builders.slug })
      .returning({ id: builders.id });
    if (!row) return false;
    await recordAudit(tx, {
      actorId,
      action: "builder.create",
      subjectType: "builder",
      subjectId: row.id,
      subjectName: input.name,
    });
    return true;
  });
  return created ? { ok: true, slug } : { ok: false, errors: { name: t`A builder with this name already exists.` } };
}

export type AdminBuilder = {
  slug: string;
  name: string;
  activeSince: number;
  reraPromoterNumber: string | null;
  agentEmail: string | null;
  projects: number;
};

/** Every builder for the Admin, by name, with its agent's address and how many projects it has. */
export function adminBuilders(): Promise<AdminBuilder[]> {
  return database()
    .select({
      slug: builders.slug,
      name: builders.name,
      activeSince: builders.activeSince,
      reraPromoterNumber: builders.reraPromoterNumber,
      agentEmail: users.email,
      projects: count(projects.id),
    })
    .from(builders)
    .leftJoin(users, eq(users.id, builders.agentId))
    .leftJoin(projects, eq(projects.builderId, builders.id))
    .groupBy(builders.id, users.email)
    .orderBy(asc(builders.name));
}
