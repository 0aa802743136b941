import { t } from "@lingui/core/macro";
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

/**
 * The five admin project lists, declared once; each route renders one of them. Their words are getters, so each
 * read speaks the language of the request being served.
 */
export const ADMIN_PROJECT_LISTS = {
  ourProject: {
    meta: {
      get title() {
        return t`Our projects | Admin | GharStay`;
      },
      get description() {
        return t`GharStay projects with edit and delete, and the Create Project form.`;
      },
    },
    scope: { source: "project" },
    get title() {
      return t`Our projects`;
    },
    get intro() {
      return t`Developer projects and new launches. Add one with all its details and images on Post project, or create a quick one below.`;
    },
    listPath: "/admin/ourproject",
    get emptyText() {
      return t`No projects yet.`;
    },
    posting: {
      get heading() {
        return t`Create Project`;
      },
      get submitLabel() {
        return t`Create Project`;
      },
      source: "project",
    },
  },
  projectExplore: {
    meta: {
      get title() {
        return t`Project explore | Admin | GharStay`;
      },
      get description() {
        return t`Projects shown on the Explore page.`;
      },
    },
    scope: { placement: "showExplore" },
    get title() {
      return t`Project explore`;
    },
    get intro() {
      return t`Projects that show on the Explore page. Edit a project to change where it shows.`;
    },
    listPath: "/admin/ProjectExplore",
    get emptyText() {
      return t`No projects show on the Explore page.`;
    },
  },
  apartments: {
    meta: {
      get title() {
        return t`Apartments | Admin | GharStay`;
      },
      get description() {
        return t`Post Property: properties listed by the GharStay team.`;
      },
    },
    scope: { source: "post-property" },
    get title() {
      return t`Apartments`;
    },
    get intro() {
      return t`Properties the GharStay team lists through the Post Property form.`;
    },
    listPath: "/admin/Apartments",
    get emptyText() {
      return t`No properties posted yet.`;
    },
    posting: {
      get heading() {
        return t`Post Property`;
      },
      get submitLabel() {
        return t`Post Property`;
      },
      source: "post-property",
    },
  },
  buys: {
    meta: {
      get title() {
        return t`Buys | Admin | GharStay`;
      },
      get description() {
        return t`Buys: properties for sale listed by the GharStay team.`;
      },
    },
    scope: { source: "buy" },
    get title() {
      return t`Buys`;
    },
    get intro() {
      return t`Properties for sale the GharStay team lists through the Buys form.`;
    },
    listPath: "/admin/Buys",
    get emptyText() {
      return t`No Buys postings yet.`;
    },
    posting: {
      get heading() {
        return t`Buys`;
      },
      get submitLabel() {
        return t`Submit`;
      },
      source: "buy",
    },
  },
  comingSoon: {
    meta: {
      get title() {
        return t`Coming soon | Admin | GharStay`;
      },
      get description() {
        return t`Projects announced as coming soon.`;
      },
    },
    scope: { placement: "comingSoon" },
    get title() {
      return t`Coming soon`;
    },
    get intro() {
      return t`Projects announced as coming soon. Edit a project to change where it shows.`;
    },
    listPath: "/admin/ComingSoon",
    get emptyText() {
      return t`No projects are marked coming soon.`;
    },
  },
} as const satisfies Record<string, AdminProjectList>;
