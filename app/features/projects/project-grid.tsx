import { ProjectCard, type ProjectCardData } from "./project-card";

/** Project cards in the site's one-to-three column grid; `hrefFor` picks where each card leads. */
export function ProjectGrid({
  projects,
  hrefFor,
}: {
  projects: ProjectCardData[];
  hrefFor?: (project: ProjectCardData) => string;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} href={hrefFor?.(project)} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
