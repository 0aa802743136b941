import { useEffect } from "react";
import { useNavigate } from "~/components/ui/links";
import { localePath } from "~/lib/i18n";

/**
 * Goes to `to` after `ms`, so a success message can be read first. Without JavaScript the
 * browser's refresh does the same (React never renders <noscript> content in the browser).
 */
export function RedirectAfter({ to, ms }: { to: string; ms: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${ms / 1000};url=${localePath(to)}`} />
    </noscript>
  );
}
