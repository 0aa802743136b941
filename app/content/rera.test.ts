// Messages are read through `t`, which speaks the language of a request: this sets English up as the server does.
import "~/lib/i18n.server";
import { describe, expect, it } from "vitest";
import { parseExploreFilters } from "./explore-filters";
import { normaliseReraNumber, RERA_MESSAGES, reraAuthorityFor, reraNumberProblem } from "./rera";

const problem = (city: string, typed: string) => reraNumberProblem(city, normaliseReraNumber(typed));

describe("which authority registers a city's projects", () => {
  it("is HARERA Gurugram for Gurugram and UP RERA for the Uttar Pradesh cities", () => {
    expect(reraAuthorityFor("Gurugram")).toBe("harera-gurugram");
    for (const city of ["Lucknow", "Noida", "Kanpur", "Varanasi", "Mathura"]) {
      expect(reraAuthorityFor(city)).toBe("up-rera");
    }
  });
});

describe("UP RERA numbers", () => {
  it.each(["UPRERAPRJ12345", "UPRERAPRJ443770", "uprerapRJ 6842", " UPRERAPRJ1 "])("accepts %s", (typed) => {
    expect(problem("Lucknow", typed)).toBeNull();
  });

  it.each(["UPRERAPRJ", "UPRERAPRJ12A45", "UPRERA12345", "PRJ12345", "GGM/123/2019/45", "UPRERAPRJ-12345"])(
    "refuses %s, saying what a project number looks like",
    (typed) => {
      expect(problem("Noida", typed)).toBe(RERA_MESSAGES.upProject);
    },
  );

  it("refuses an agent's number for a project and says so", () => {
    expect(problem("Kanpur", "UPRERAAGT10202")).toBe(RERA_MESSAGES.upAgent);
    expect(RERA_MESSAGES.upAgent).toMatch(/agents/);
  });
});

describe("HARERA Gurugram numbers", () => {
  it.each([
    "GGM/123/2019/45",
    "RC/REP/HARERA/GGM/123/2019/45",
    "GGM/343/75/2019/37",
    "RC/REP/HARERA/GGM/364/96/2019/58",
    "rc/rep/harera/ggm/12/2017/1",
    "GGM / 123 / 2019 / 45",
  ])("accepts %s", (typed) => {
    expect(problem("Gurugram", typed)).toBeNull();
  });

  it.each([
    "UPRERAPRJ12345",
    "GGM/123/45",
    "GGM/123/2015/45",
    "GGM/123/2099/45",
    "HARERA/GGM/123/2019/45",
    "PKL/123/2019/45",
    "GGM/abc/2019/45",
  ])("refuses %s, saying what a Gurugram number looks like", (typed) => {
    expect(problem("Gurugram", typed)).toBe(RERA_MESSAGES.harera);
  });
});

describe("the 'RERA registered' filter in a URL", () => {
  const parse = (query: string) => parseExploreFilters(new URLSearchParams(query));

  it("reads rera=yes, drops any other value, and takes the keyword 'rera'", () => {
    expect(parse("rera=yes").rera).toBe("yes");
    expect(parse("rera=no").rera).toBeUndefined();
    expect(parse("q=rera+plots+noida")).toMatchObject({ rera: "yes", city: "Noida", type: "plot", q: undefined });
  });
});
