import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FormMessage } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/links";
import { Pagination } from "~/components/ui/pagination";
import { label } from "~/content/labels";
import { contactInbox, markHandledAction } from "~/features/contact/contact-inbox.server";
import { adminPageMeta } from "~/features/moderation/admin-meta";
import { projectPath } from "~/features/projects/project-card";
import { formatDate } from "~/lib/format";
import { pageFrom } from "~/lib/pagination";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/contacts";

export function meta() {
  return adminPageMeta({
    title: t`Contacts | Admin | GharStay`,
    description: t`Contact-form enquiries, newest first.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { inbox: await contactInbox(pageFrom(new URL(request.url).searchParams)) };
}

export function action({ request }: Route.ActionArgs) {
  return markHandledAction(request);
}

export default function AdminContacts({ loaderData, actionData: outcome }: Route.ComponentProps) {
  const { t } = useLingui();
  const { inbox } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-gray-900">
        <Trans>Contacts</Trans>
      </h1>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
      {inbox.items.length === 0 ? (
        <p className="text-gray-700">
          <Trans>No enquiries yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {inbox.items.map((enquiry) => {
            const nameId = `enquiry-${enquiry.id}`;
            const handledOn = enquiry.handledAt ? formatDate(enquiry.handledAt) : null;
            return (
              <li key={enquiry.id} className="rounded-lg border border-gray-200 p-4">
                <article>
                  <header className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={nameId} className="text-lg font-semibold">
                      {enquiry.name}
                    </h2>
                    <time dateTime={new Date(enquiry.createdAt).toISOString()} className="text-sm text-gray-700">
                      {formatDate(enquiry.createdAt)}
                    </time>
                  </header>
                  <p className="text-sm text-gray-800">
                    <a href={`mailto:${enquiry.email}`} className="text-brand-800 underline">
                      {enquiry.email}
                    </a>{" "}
                    ·{" "}
                    <a href={`tel:+91${enquiry.mobileNumber}`} className="text-brand-800 underline">
                      {enquiry.mobileNumber}
                    </a>
                    {enquiry.city ? ` · ${label(enquiry.city)}` : null}
                  </p>
                  {enquiry.project ? (
                    <p className="mt-1 text-sm text-gray-800">
                      <Trans>
                        About{" "}
                        <Link to={projectPath(enquiry.project)} className="font-semibold text-brand-800 underline">
                          {enquiry.project.name}
                        </Link>
                      </Trans>
                    </p>
                  ) : null}
                  <p className="mt-2 whitespace-pre-line text-gray-900">{enquiry.message}</p>
                  <footer className="mt-3">
                    {handledOn ? (
                      <p className="font-medium text-green-800">
                        <Trans>Handled on {handledOn}</Trans>
                      </p>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="contactId" value={enquiry.id} />
                        <button
                          type="submit"
                          aria-describedby={nameId}
                          className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
                        >
                          <Trans>Mark handled</Trans>
                        </button>
                      </Form>
                    )}
                  </footer>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={inbox.page} pageCount={inbox.pageCount} label={t`Enquiry pages`} />
    </div>
  );
}
