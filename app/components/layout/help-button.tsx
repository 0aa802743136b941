import { Trans, useLingui } from "@lingui/react/macro";
import { whatsappLink } from "~/content/site";

/**
 * The WhatsApp help button. On a phone a floating button always lands on something a thumb needs
 * (a card's heart, a form's button), so below `md` it sits in the page's flow after the content;
 * from `md` up it floats at the bottom right, as the specification describes.
 */
export function HelpButton({ phone }: { phone: string }) {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Help`} className="flex justify-end px-4 py-4 md:contents">
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Help: chat with us on WhatsApp`}
        className="inline-flex md:fixed md:z-50 md:right-4 md:bottom-4 items-center gap-2 rounded-full bg-green-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-green-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.4-.2Z" />
        </svg>
        <Trans>Help</Trans>
      </a>
    </aside>
  );
}
