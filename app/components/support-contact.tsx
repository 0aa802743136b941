/** The support details the root loader reads from configuration. */
export type SupportContact = { supportPhone: string; supportEmail: string; supportAddress: string };

/** The configured phone in international form: "+" and its digits, whatever spacing it was written with. */
export const internationalPhone = (phone: string) => `+${phone.replace(/\D/g, "")}`;

export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  const number = internationalPhone(phone);
  return (
    <a className={className} href={`tel:${number}`}>
      {number}
    </a>
  );
}

export function EmailLink({ email, className }: { email: string; className: string }) {
  return (
    <a className={className} href={`mailto:${email}`}>
      {email}
    </a>
  );
}
