/**
 * A control's `data-*` attributes, named once for both sides (ADR 047). The component spreads `attrs({...})`, the
 * island selects with `selector` and reads with `read`; each takes the contract's own keys, so a misspelt name on
 * either side fails the typecheck instead of leaving a control that silently does nothing.
 */
export type Contract<N extends Record<string, `data-${string}`>> = {
  names: N;
  /** `[data-x]`, or `[data-x="value"]` for an element carrying that value. */
  selector: (name: keyof N, value?: string) => string;
  /**
   * The attributes for the component's markup; an undefined value leaves its attribute out, and `true` marks the
   * element, written 'true' as React writes `<div data-x>`.
   */
  attrs: (values: Partial<Record<keyof N, string | number | true | undefined>>) => Record<string, string | undefined>;
  /** The attribute's value on `element`, undefined when it has none. */
  read: (element: Element, name: keyof N) => string | undefined;
};

export function defineContract<const N extends Record<string, `data-${string}`>>(names: N): Contract<N> {
  return {
    names,
    selector: (name, value) => (value === undefined ? `[${names[name]}]` : `[${names[name]}="${value}"]`),
    attrs: (values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [names[name], value === undefined ? undefined : String(value)]),
      ),
    read: (element, name) => element.getAttribute(names[name]) ?? undefined,
  };
}
