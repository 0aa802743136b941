import type { ComponentProps } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
} from "react-router";
import { localePath } from "~/lib/i18n";

/**
 * React Router's links, forms and navigate, kept in the language of the page: on a Hindi page an address written
 * as `/explore` leads to `/hi/explore`. A page never changes language in place (the switch loads a new document),
 * so the language being served is the one to keep.
 */
function localized<T>(to: T): T {
  return (typeof to === "string" ? localePath(to) : to) as T;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localized(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localized(to)} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  return <RouterForm action={localized(action)} {...props} />;
}

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useRouterNavigate();
  return (to, options) => {
    navigate(localePath(to), options);
  };
}
