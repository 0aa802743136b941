import { SOCIAL_LINKS } from "~/content/site";

/** Our social profiles, each opening in a new tab. */
export function SocialLinks({
  className,
  linkClassName,
  label,
}: {
  className: string;
  linkClassName: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.href}>
          <a className={linkClassName} href={social.href} target="_blank" rel="noopener noreferrer">
            {social.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
