import { t } from "@lingui/core/macro";
import { escapeHtml } from "~/lib/html";
import { currentLocale, LANGUAGE_TAG, localePath } from "~/lib/i18n";
import type { MailMessage } from "./mail-message";

export type MailSite = { publicUrl: string; supportEmail: string; supportPhone: string; supportAddress: string };

function actionButton({ label, url }: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#9a3412;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t`If the button does not work, open ${url}`)}</p>`;
}

/**
 * The message as its HTML and plain-text parts, both with the GharStay header, footer and support address, in the
 * language being served: the reader's, when the message was composed inside `inLocaleOf`.
 */
export function renderMail(message: MailMessage, site: MailSite): { html: string; text: string } {
  const email = site.supportEmail;
  const phone = `+${site.supportPhone.replace(/^\+/, "")}`;
  const home = `${site.publicUrl}${localePath("/")}`;
  const footer = [
    t`GharStay: stays and properties in Lucknow, Noida, Gurugram, Kanpur and Varanasi.`,
    t`Questions? Write to ${email} or call ${phone}.`,
    site.supportAddress,
  ];
  const text = [
    "GharStay",
    "",
    ...message.paragraphs.flatMap((p) => [p, ""]),
    ...(message.action ? [`${message.action.label}: ${message.action.url}`, ""] : []),
    "--",
    ...footer,
  ].join("\n");
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(p)}</p>`;
  const button = message.action ? actionButton(message.action) : "";
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAG[currentLocale()]}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:24px;font-weight:800;color:#9a3412;margin:0 0 24px"><a href="${escapeHtml(home)}" style="color:#9a3412;text-decoration:none">Ghar<span style="color:#111827">Stay</span></a></p>
<div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
${message.paragraphs.map(paragraph).join("\n")}
${button}
</div>
<div style="font-size:12px;color:#4b5563;margin-top:24px;line-height:1.5">${footer.map(escapeHtml).join("<br>")}</div>
</div>
</body></html>`;
  return { html, text };
}
