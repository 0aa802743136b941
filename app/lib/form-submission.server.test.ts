// Messages are read through `t`, which speaks the language of a request: this sets English up as the server does.
import "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { readSubmission, refusedProblem } from "./form-submission.server";
import { BODY_MESSAGES } from "./request-body.server";
import { z } from "./zod";

const stay = z
  .object({
    name: z.string("Name cannot be empty.").min(1, "Name cannot be empty."),
    amenities: z.array(z.enum(["Gym", "Lift"], "Please choose amenities from the list.")),
    rooms: z.coerce.number("Rooms must be a number.").int("Rooms must be a number."),
  })
  .refine((v) => v.rooms > 0, { message: "Rooms must be above zero.", path: ["rooms"] })
  .transform((v) => ({ ...v, amenities: [...new Set(v.amenities)] }));

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/x", { method: "POST", body, headers: type ? { "content-type": type } : {} });

describe("readSubmission", () => {
  it("reads a form's text fields, its lists as arrays and only the files asked for", async () => {
    const form = new FormData();
    form.append("name", "Ganga View");
    form.append("name", "second");
    form.append("amenities", "Gym");
    form.append("amenities", "Gym");
    form.append("rooms", "4");
    form.append("photos", new Blob(["x"]), "a.jpg");
    form.append("photos", new Blob([]), "");
    form.append("other", new Blob(["y"]), "b.jpg");
    const submission = await readSubmission(post(form), stay, { lists: ["amenities"], files: "photos" });
    expect(submission).toMatchObject({ ok: true, value: { name: "Ganga View", amenities: ["Gym"], rooms: 4 } });
    expect(submission.files.map((file) => file.name)).toEqual(["a.jpg"]);
  });

  it("gives the first message of each field in the schema's order, and what was typed", async () => {
    const body = new URLSearchParams([
      ["rooms", "x"],
      ["amenities", "Moat"],
    ]);
    expect(await readSubmission(post(body), stay, { lists: ["amenities"] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        name: "Name cannot be empty.",
        amenities: "Please choose amenities from the list.",
        rooms: "Rooms must be a number.",
      },
      values: { rooms: "x", amenities: ["Moat"] },
    });
    const errors = await readSubmission(post(body), stay, { lists: ["amenities"] });
    expect(errors.ok || Object.keys(errors.fieldErrors)).toEqual(["name", "amenities", "rooms"]);
  });

  it("checks a body that is not a form like an empty form", async () => {
    const submission = await readSubmission(post('{"name":"x"}', "application/json"), stay);
    expect(submission).toMatchObject({ ok: false, status: 400, fieldErrors: { name: "Name cannot be empty." } });
  });

  it("reads JSON as it came, and refuses a body the reader refuses with its message and no fields", async () => {
    const json = await readSubmission(post('{"name":"Ganga","amenities":[],"rooms":2}', "application/json"), stay, {
      json: true,
    });
    expect(json).toMatchObject({ ok: true, value: { name: "Ganga", rooms: 2 } });
    expect(await readSubmission(post("name=Ganga", "application/x-www-form-urlencoded"), stay, { json: true })).toEqual(
      { ok: false, status: 415, message: BODY_MESSAGES.notJson, fieldErrors: {}, values: {}, files: [] },
    );
    const large = await readSubmission(post(`name=${"a".repeat(2000)}`, "application/x-www-form-urlencoded"), stay, {
      limit: 1000,
    });
    expect(large).toMatchObject({ ok: false, status: 413, message: BODY_MESSAGES.tooLarge, fieldErrors: {} });
  });
});

describe("refusedProblem", () => {
  it("answers a refused form with its first field at fault in the schema's order, as a 400", async () => {
    const refused = await readSubmission(post(new URLSearchParams([["rooms", "x"]])), stay);
    expect(refused.ok || refusedProblem(refused)).toEqual({
      ok: false,
      status: 400,
      field: "name",
      message: "Name cannot be empty.",
    });
  });

  it("names no field when the refusal names none", () => {
    expect(refusedProblem({ fieldErrors: {} })).toEqual({
      ok: false,
      status: 400,
      field: undefined,
      message: "Bad request.",
    });
  });
});
