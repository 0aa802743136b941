import { reveal } from "~/islands/contracts/reveal";

/**
 * A home-page section that fades in when about a fifth of it comes into view (app/islands/reveal.ts). The server's
 * HTML shows it plainly; the island hides only a section still below the fold, to fade it in when it is reached,
 * and leaves it alone for people who prefer less motion.
 */
export function Reveal({ children }: { children: React.ReactNode }) {
  return (
    <div
      {...reveal.attrs({ reveal: "" })}
      className="data-[reveal=waiting]:translate-y-6 data-[reveal=waiting]:opacity-0 data-[reveal=shown]:transition data-[reveal=shown]:duration-700 data-[reveal=shown]:ease-out"
      // The island may have set the reveal state before React hydrates a signed-in user's page.
      suppressHydrationWarning
    >
      {children}
    </div>
  );
}
