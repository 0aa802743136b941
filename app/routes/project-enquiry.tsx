import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useActionData } from "react-router";
import { Link } from "~/components/ui/links";
import { BrowseError } from "~/features/browse/browse-error";
import { handleContactForm } from "~/features/contact/contact.server";
import { ContactForm } from "~/features/contact/contact-form";
import { projectEnquiryTarget } from "~/features/projects/builders.server";
import { projectPath } from "~/features/projects/project-card";
import { getCurrentUser } from "~/lib/session.server";
import { newSubmissionKey } from "~/lib/submission-key";
import type { Route } from "./+types/project-enquiry";

async function projectOf(projectId: string) {
  const project = await projectEnquiryTarget(projectId);
  if (!project) throw data(t`Project not found`, { status: 404 });
  return project;
}

/** A fresh one-time submission key on every render, also after a post, so each message sent has its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { id, name, city, agentEmail } = await projectOf(params.projectId);
  const user = await getCurrentUser(request);
  return {
    project: { id, name, city, represented: agentEmail !== null },
    submissionKey: newSubmissionKey(),
    // A signed-in buyer's own details start the form, as the booking form's do.
    sender: user && { name: user.name, email: user.email, mobileNumber: user.mobileNumber ?? "" },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const project = await projectOf(params.projectId);
  return handleContactForm(request, project.city, project);
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.project.name ?? t`Project`;
  return [{ title: t`Contact us about ${name} | GharStay` }, { name: "robots", content: "noindex" }];
}

export default function ProjectEnquiry({ loaderData }: Route.ComponentProps) {
  const { project, submissionKey, sender } = loaderData;
  const { t } = useLingui();
  const name = project.name;
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <p>
        <Link to={projectPath(project)} className="font-medium text-brand-700 underline">
          <Trans>← Back to {name}</Trans>
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-gray-900">{t`Contact us about ${name}`}</h1>
      <p className="text-gray-700">
        {project.represented ? (
          <Trans>Your message goes to the builder's agent for this project, who will reply to you directly.</Trans>
        ) : (
          <Trans>Your message goes to the GharStay team, who will reply within a working day.</Trans>
        )}
      </p>
      <ContactForm
        projectId={project.id}
        result={result}
        submissionKey={submissionKey}
        back={{ to: projectPath(project), label: t`Back to ${name}` }}
        sender={sender}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BrowseError error={error} />;
}
