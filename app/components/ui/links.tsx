import { type ComponentProps, useContext } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate as useRouterNavigate,
} from "react-router";
import { localePath } from "~/lib/i18n";
import { PageHydratesContext } from "~/lib/route-handle";

/**
 * React Router's links, forms and navigate, kept in the language of the page: on a Hindi page an address written
 * as `/explore` leads to `/hi/explore`. A page never changes language in place (the switch loads a new document),
 * so the language being served is the one to keep.
 */
function localized<T>(to: T): T {
  return (typeof to === "string" ? localePath(to) : to) as T;
}

type RouterLinkProps = Omit<ComponentProps<typeof RouterLink>, "to">;

/** A link's props without what only a router reads, none of which is an attribute of the anchor. */
function anchorProps<T extends RouterLinkProps>(props: T) {
  const { discover, preventScrollReset, relative, reloadDocument, replace, state, viewTransition, ...anchor } = props;
  return anchor;
}

/**
 * On a page that will not be hydrated, an absolute address is a plain anchor: React Router's link would resolve it
 * against the matched routes for the same href, and with ~70 links on a page of results that was a seventh of its
 * render.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const hydrates = useContext(PageHydratesContext);
  if (!hydrates && typeof to === "string" && to.startsWith("/") && props.prefetch === undefined) {
    return <a href={localePath(to)} {...anchorProps(props)} />;
  }
  return <RouterLink to={localized(to)} {...props} />;
}

/** React Router's rule: a link is current on its own page and, unless `end`, on the pages below it. */
function isCurrent(to: string, pathname: string, end: boolean | undefined): boolean {
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === "/");
}

/**
 * On a page that will not be hydrated, a navigation link to an absolute address is a plain anchor too, marked
 * `aria-current` on its page: the header's dozen of them went through React Router's link once each.
 */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const hydrates = useContext(PageHydratesContext);
  const { pathname } = useLocation();
  const { children, className, style, end, caseSensitive, prefetch, ...rest } = props;
  const plain = typeof to === "string" && to.startsWith("/") && typeof children !== "function";
  if (!hydrates && plain && !prefetch && !caseSensitive) {
    const href = localePath(to);
    const state = { isActive: isCurrent(href, pathname, end), isPending: false, isTransitioning: false };
    return (
      <a
        href={href}
        aria-current={state.isActive ? "page" : undefined}
        className={
          typeof className === "function"
            ? className(state)
            : [className, state.isActive ? "active" : null].filter(Boolean).join(" ") || undefined
        }
        style={typeof style === "function" ? style(state) : style}
        {...anchorProps(rest)}
      >
        {children}
      </a>
    );
  }
  return <RouterNavLink to={localized(to)} {...props} />;
}

type RouterFormProps = Omit<ComponentProps<typeof RouterForm>, "action">;

/** A form's props without what only a router reads, none of which is an attribute of the form. */
function formProps<T extends RouterFormProps>(props: T) {
  const {
    discover,
    fetcherKey,
    navigate,
    onSubmit,
    preventScrollReset,
    relative,
    reloadDocument,
    replace,
    state,
    viewTransition,
    ...form
  } = props;
  return form;
}

/**
 * On a page that will not be hydrated, a form is a plain one, as its links are plain anchors: React Router's resolves
 * its action against the matched routes and asks for a submit function nothing will call.
 */
export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const hydrates = useContext(PageHydratesContext);
  if (!hydrates && action?.startsWith("/")) return <form action={localePath(action)} {...formProps(props)} />;
  return <RouterForm action={localized(action)} {...props} />;
}

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useRouterNavigate();
  return (to, options) => {
    navigate(localePath(to), options);
  };
}
