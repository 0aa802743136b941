import { useEffect, useId, useRef } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700 aria-invalid:border-red-700";

type Shell = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  id?: string;
  /** The id of a message shown elsewhere about this field (a form's summary): the field is at fault and points there. */
  describedBy?: string;
};

type ControlAria = React.AriaAttributes & { id: string };

/**
 * The one field (ADR 047): label, control, hint and error, with the control marked `aria-invalid` when at fault and
 * pointing at its messages through aria-describedby. It takes its own props and hands the rest to `control`, so each
 * kind of field (TextField, TextAreaField, SelectField, or a form's own control) only says what it renders. `useForm`'s
 * `field(name)` gives the name and the message.
 */
export function Field<P extends Shell>({
  props,
  control,
}: {
  props: P;
  control: (own: Omit<P, keyof Shell>, aria: ControlAria) => React.ReactNode;
}) {
  const { label, error, hint, className, id: givenId, describedBy: elsewhere, ...own } = props;
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, elsewhere].filter(Boolean).join(" ") || undefined;
  const invalid = error || elsewhere ? true : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-gray-900">
        {label}
      </label>
      {control(own, { id, "aria-invalid": invalid, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Shell & { name: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A labelled input whose error is announced and tied to it. */
export function TextField(props: FieldProps) {
  return <Field props={props} control={(input, aria) => <input className={inputClass} {...input} {...aria} />} />;
}

type TextAreaProps = Shell & { name: string } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "className"
  >;

export function TextAreaField(props: TextAreaProps) {
  return (
    <Field props={props} control={(textarea, aria) => <textarea className={inputClass} {...textarea} {...aria} />} />
  );
}

type SelectProps = Shell & {
  name: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name" | "className">;

export function SelectField(props: SelectProps) {
  return (
    <Field
      props={props}
      control={({ options, placeholder, ...select }, aria) => (
        <select className={inputClass} {...select} {...aria}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    />
  );
}

/**
 * A message region that screen readers announce when it changes. With `focus` it also takes the keyboard where the
 * answer leaves it nowhere: a page a form's POST returned opens at the message (the `autofocus` attribute), and in the
 * browser the message takes focus when the control pressed has gone (an approved listing's row) or the form was drawn
 * anew (a sent enquiry), instead of leaving the next Tab to start at the top of the page.
 */
export function FormMessage({
  tone,
  children,
  focus = false,
}: {
  tone: "error" | "success";
  children: React.ReactNode;
  /** Only with text for `children`: a message is focused once, and text is what tells one message from the next. */
  focus?: boolean;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  // Once per message, after any render: the answer may show a render before the list that lost the pressed button.
  const focusedFor = useRef<React.ReactNode>(null);
  useEffect(() => {
    if (!focus || focusedFor.current === children || document.activeElement !== document.body) return;
    focusedFor.current = children;
    message.current?.focus();
  });
  return (
    <p
      ref={message}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={focus ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: only on an answer to what the reader just did, never on a page as it opens.
      autoFocus={focus}
      className={`rounded-md px-4 py-3 font-medium ${tone === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}
    >
      {children}
    </p>
  );
}
