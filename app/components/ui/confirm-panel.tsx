import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Form, Link } from "~/components/ui/links";

type Props = {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  /** Where Cancel leads: the same page without the confirmation. */
  cancelTo: string;
  /** The action to post to; also the address shown afterwards. */
  action: string;
  fields: Record<string, string>;
  /** Choices that go with the decision (such as a reason), posted with it. */
  controls?: React.ReactNode;
};

/**
 * A second, explicit step before a destructive action. It is a page state (reached by a link
 * or GET form), so it works without JavaScript and needs no window.confirm.
 */
export function ConfirmPanel({ title, children, confirmLabel, cancelTo, action, fields, controls }: Props) {
  const id = useId();
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-red-900">
        {title}
      </h2>
      <div id={`${id}-body`} className="mt-1 text-red-900">
        {children}
      </div>
      <Form method="post" action={action} className="mt-3 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {controls}
        <button
          type="submit"
          // biome-ignore lint/a11y/noAutofocus: the confirmation just opened; focus belongs on its decision.
          autoFocus
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
        <Link
          to={cancelTo}
          className="rounded-md border border-gray-500 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-100"
        >
          <Trans>Cancel</Trans>
        </Link>
      </Form>
    </section>
  );
}
