/** The projects part's entry for code that also runs in the browser: a project's card and address. */
export { ProjectCard, type ProjectCardData, projectPath } from "./project-card";
