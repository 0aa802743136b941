import { describe, expect, it } from "vitest";
import { replyText } from "./reply-text";

describe("replyText", () => {
  it("keeps a plain reply as it was typed, trimmed", () => {
    expect(replyText("\r\nYes, Saturday at 11 works.\r\n\r\nRohan\r\n")).toBe("Yes, Saturday at 11 works.\n\nRohan");
  });

  it("cuts Gmail's quote, its 'wrote:' line wrapped or not", () => {
    const quoted = "> You have a new message about Banyan Residency.\n> Open the conversation";
    expect(
      replyText(`See you then.\n\nOn Sat, 28 Nov 2026 at 10:00, GharStay <no-reply@gharstay.in> wrote:\n${quoted}`),
    ).toBe("See you then.");
    expect(
      replyText(`See you then.\n\nOn Sat, 28 Nov 2026 at 10:00, GharStay <\nno-reply@gharstay.in> wrote:\n${quoted}`),
    ).toBe("See you then.");
  });

  it("cuts Outlook's original message and its From: block", () => {
    expect(replyText("Fine by me.\n\n-----Original Message-----\nFrom: GharStay\nSent: Saturday\nOld text")).toBe(
      "Fine by me.",
    );
    expect(
      replyText(
        "Fine by me.\n\n________________________________\nFrom: GharStay <no-reply@gharstay.in>\nSent: Saturday",
      ),
    ).toBe("Fine by me.");
    expect(replyText("Fine by me.\nFrom: GharStay <no-reply@gharstay.in>\nSent: Saturday\nTo: me\nOld")).toBe(
      "Fine by me.",
    );
  });

  it("drops quoted lines and the signature, keeping a 'From:' that is only words", () => {
    expect(replyText("> old\nNew line\nFrom: my office it is 2 km.\n-- \nRohan Kumar\n+91 90000 22222")).toBe(
      "New line\nFrom: my office it is 2 km.",
    );
    expect(replyText("Okay\n\nSent from my iPhone")).toBe("Okay");
  });

  it("leaves nothing of a reply that was only the quote", () => {
    expect(replyText("On Sat, 28 Nov 2026, GharStay wrote:\n> Hello")).toBe("");
  });
});
