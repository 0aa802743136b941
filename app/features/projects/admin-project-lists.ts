import type { ProjectSource } from "./project-options";

/** Which projects an admin list shows. */
export type ProjectScope = { source: ProjectSource } | { placement: "showExplore" | "comingSoon" | "showNewLaunch" };

export type AdminProjectList = {
  meta: { title: string; description: string };
  scope: ProjectScope;
  title: string;
  intro: string;
  listPath: string;
  emptyText: string;
  /** A posting form above the list (Buys, Post Property, Create Project) and the source it posts. */
  posting?: { heading: string; submitLabel: string; source: ProjectSource };
};

/** The five admin project lists, declared once; each route renders one of them. */
export const ADMIN_PROJECT_LISTS = {
  ourProject: {
    meta: {
      title: "Our projects | Admin | GharStay",
      description: "GharStay projects with edit and delete, and the Create Project form.",
    },
    scope: { source: "project" },
    title: "Our projects",
    intro:
      "Developer projects and new launches. Add one with all its details and images on Post project, or create a quick one below.",
    listPath: "/admin/ourproject",
    emptyText: "No projects yet.",
    posting: { heading: "Create Project", submitLabel: "Create Project", source: "project" },
  },
  projectExplore: {
    meta: { title: "Project explore | Admin | GharStay", description: "Projects shown on the Explore page." },
    scope: { placement: "showExplore" },
    title: "Project explore",
    intro: "Projects that show on the Explore page. Edit a project to change where it shows.",
    listPath: "/admin/ProjectExplore",
    emptyText: "No projects show on the Explore page.",
  },
  apartments: {
    meta: {
      title: "Apartments | Admin | GharStay",
      description: "Post Property: properties listed by the GharStay team.",
    },
    scope: { source: "post-property" },
    title: "Apartments",
    intro: "Properties the GharStay team lists through the Post Property form.",
    listPath: "/admin/Apartments",
    emptyText: "No properties posted yet.",
    posting: { heading: "Post Property", submitLabel: "Post Property", source: "post-property" },
  },
  buys: {
    meta: { title: "Buys | Admin | GharStay", description: "Buys: properties for sale listed by the GharStay team." },
    scope: { source: "buy" },
    title: "Buys",
    intro: "Properties for sale the GharStay team lists through the Buys form.",
    listPath: "/admin/Buys",
    emptyText: "No Buys postings yet.",
    posting: { heading: "Buys", submitLabel: "Submit", source: "buy" },
  },
  comingSoon: {
    meta: { title: "Coming soon | Admin | GharStay", description: "Projects announced as coming soon." },
    scope: { placement: "comingSoon" },
    title: "Coming soon",
    intro: "Projects announced as coming soon. Edit a project to change where it shows.",
    listPath: "/admin/ComingSoon",
    emptyText: "No projects are marked coming soon.",
  },
} as const satisfies Record<string, AdminProjectList>;
