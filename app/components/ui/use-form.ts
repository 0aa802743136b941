import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { checkFields, type FieldErrors, type FieldOf } from "~/lib/field-errors";
import type { z } from "~/lib/zod";

/** What a form shows after a submission: a message per field at fault, and a message for the whole form. */
export type FormAnswer<F extends string = string> = { fieldErrors: FieldErrors<F>; message?: string };

/** A refusal that names at most one field (`{ message, field }`, the account and contact forms), as a `FormAnswer`. */
export function oneProblem<F extends string>(problem: { message: string; field?: F }): FormAnswer<F> {
  const fieldErrors: FieldErrors<F> = {};
  if (problem.field) fieldErrors[problem.field] = problem.message;
  return { fieldErrors, message: problem.field ? undefined : problem.message };
}

type Options<S extends z.ZodType, R> = {
  /** The server's schema, run in the browser first so a mistake shows without a round trip. */
  schema?: S;
  /**
   * "each": every field at fault shows its own message under it (settings). "first": only the first in the schema's
   * order shows, under its field (contact). "summary": only the first shows, in the form's summary, and the field at
   * fault points at it (the account forms). A message for the whole form always goes to the summary.
   */
  show: "each" | "first" | "summary";
  /** The server's answer to the last submission (the action's data: a new object each time), if any. */
  result?: R;
  /** What of `result` to show; null when it is no refusal (a success). A form that posts by script has none. */
  refusal?: (result: R) => FormAnswer | null;
  /** The order its messages are listed and visited in (a wizard's, across its steps), when not the schema's. */
  fields?: readonly FieldOf<S>[];
  /** In "summary" mode, the field a message that names none points at (a refused log-in: the password). */
  fallbackField?: FieldOf<S>;
  /** True while the form is being sent: nothing is shown meanwhile. */
  pending?: boolean;
  /**
   * Where focus goes with a problem: "field", the first field at fault (the summary when none is); "summary", always
   * the summary (a long form with a list of problems, such as a wizard step).
   */
  focus?: "field" | "summary";
};

/** Where a person is taken to a problem: the field at fault, else the summary that says it. */
function focusProblem(form: HTMLFormElement | null, field: string | undefined, summaryId: string) {
  const control = field ? form?.elements.namedItem(field) : null;
  const target = control instanceof HTMLElement ? control : document.getElementById(summaryId);
  target?.focus();
}

/** The first field at fault, in `fields` order when given. */
function firstFieldOf(answer: FormAnswer | null, fields?: readonly string[]): string | undefined {
  const faults = Object.keys(answer?.fieldErrors ?? {});
  return fields ? fields.find((field) => faults.includes(field)) : faults[0];
}

/**
 * Where `report` takes focus: the first problem, a named field (the first problem of a wizard's step), the summary
 * (a wizard's 'Next' that went on past problems), or nowhere.
 */
type FocusChoice<F extends string> = boolean | F | "summary";

/**
 * The one way a form behaves in the browser (ADR 047): it runs the server's schema before sending, shows the
 * messages, marks each field at fault (`aria-invalid`, tied to its message) and moves focus to the first problem, or
 * to the summary when the problem is the whole form's. The server's answer, when it comes, replaces the browser's.
 * Spread `field(name)` into a field (TextField, TextAreaField, SelectField) and render `summary` in an element with
 * the id `summaryId` and tabIndex -1.
 */
export function useForm<S extends z.ZodType, R>(options: Options<S, R>) {
  const { schema, show, result, fields, fallbackField, pending = false, focus = "field" } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const [found, setFound] = useState<FormAnswer | null>(null);
  const refusal = useRef(options.refusal);
  refusal.current = options.refusal;
  const answer = useMemo(() => (result === undefined ? null : (refusal.current?.(result) ?? null)), [result]);
  /** The field (or the summary: null) that takes focus once the answer `report` was given has been drawn. */
  const focusNext = useRef<string | null | undefined>(undefined);
  const order = useRef(fields);
  order.current = fields;

  // A new answer from the server replaces what the browser found, and takes focus to its first problem.
  useEffect(() => {
    setFound(null);
    if (!answer) return;
    focusProblem(
      formRef.current,
      focus === "field" ? (firstFieldOf(answer, order.current) ?? fallbackField) : undefined,
      summaryId,
    );
  }, [answer, fallbackField, summaryId, focus]);

  // After the render that shows a reported answer, so its field is there to focus (a wizard's step opened with it).
  useEffect(() => {
    if (focusNext.current === undefined) return;
    const field = focusNext.current ?? undefined;
    focusNext.current = undefined;
    focusProblem(formRef.current, field, summaryId);
  });

  const shown = pending ? null : (found ?? answer);
  const firstField = firstFieldOf(shown, fields);
  const faultField = firstField ?? (shown?.message ? fallbackField : undefined);
  const summary = (show === "summary" && firstField ? shown?.fieldErrors[firstField] : shown?.message) ?? null;

  /**
   * Shows an answer the page found itself (a form sent by a script, a wizard's step) and, unless told otherwise, takes
   * focus to its first problem once it shows.
   */
  function report(next: FormAnswer | null, { focus: where = true }: { focus?: FocusChoice<FieldOf<S>> } = {}) {
    setFound(next);
    if (!next || where === false) return;
    if (where === "summary") focusNext.current = null;
    else if (typeof where === "string") focusNext.current = where;
    else focusNext.current = (focus === "field" ? (firstFieldOf(next, fields) ?? fallbackField) : undefined) ?? null;
  }

  /** What the schema finds wrong with `values`, limited to the fields `only` keeps; nothing is shown. */
  function problems(values: unknown, only: (field: FieldOf<S>) => boolean = () => true): FieldErrors<FieldOf<S>> {
    const checked = schema ? checkFields(schema, values, fields) : null;
    if (!checked || checked.ok) return {};
    return Object.fromEntries(
      Object.entries(checked.fieldErrors).filter(([field]) => only(field as FieldOf<S>)),
    ) as FieldErrors<FieldOf<S>>;
  }

  /**
   * Checks the form's values with the schema. With a problem it stops the submission, shows it and returns false;
   * with none it clears what was shown and returns true, letting the submission go on.
   */
  function check(event: FormEvent<HTMLFormElement>): boolean {
    const checked = schema ? checkFields(schema, Object.fromEntries(new FormData(event.currentTarget)), fields) : null;
    if (!checked || checked.ok) {
      setFound(null);
      return true;
    }
    event.preventDefault();
    report({ fieldErrors: checked.fieldErrors });
    return false;
  }

  /** A field's props: its name and its message or, in "summary" mode, a pointer to the summary when it is at fault. */
  function field(name: FieldOf<S>): { name: FieldOf<S>; error?: string; describedBy?: string } {
    if (show === "each" || (show === "first" && name === firstField)) return { name, error: shown?.fieldErrors[name] };
    return show === "summary" && faultField === name && summary ? { name, describedBy: summaryId } : { name };
  }

  return {
    formRef,
    check,
    report,
    problems,
    field,
    summary,
    summaryId,
    /** The answer shown, if any: the browser's check or the server's refusal. */
    shown,
    /** True when what is shown is the browser's own check, not the server's last answer. */
    checkedHere: found !== null,
  };
}

/** Whether a form of this page is being posted: its button says so and its messages wait for the answer. */
export function usePosting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formMethod === "POST";
}
