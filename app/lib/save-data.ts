import { useRouteLoaderData } from "react-router";

/**
 * Whether this request came with `Save-Data: on` (the root loader reads the header): images then come in
 * their smallest variant only, with no srcset that would let a wide or dense screen pick a larger one.
 */
export function useSaveData(): boolean {
  return useRouteLoaderData<{ saveData?: boolean }>("root")?.saveData === true;
}
