import { describe, expect, it } from "vitest";
import { nestedFormValues } from "./profile";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("nestedFormValues", () => {
  it("nests the profile's lists and closes the gaps rows removed in the browser leave", () => {
    const values = nestedFormValues(
      formOf([
        ["first_name", "Priya"],
        ["skills[3].skill_name", "BGP"],
        ["skills[0].skill_name", "OSPF"],
        ["skills[0].years_of_experience", "2"],
        ["education[1].course_name", "B.Tech"],
      ]),
    );
    expect(values).toEqual({
      first_name: "Priya",
      skills: [{ skill_name: "OSPF", years_of_experience: "2" }, { skill_name: "BGP" }],
      education: [{ course_name: "B.Tech" }],
    });
  });

  it("never writes through a name from the request to a prototype", () => {
    const hostile: [string, string][] = [
      ["__proto__[0].x", "polluted"],
      ["constructor[0].x", "polluted"],
      ["prototype[0].x", "polluted"],
      ["__proto__", "polluted"],
      ["constructor", "polluted"],
      ["constructor.prototype.x", "polluted"],
      ["constructor[prototype]", "polluted"],
      ["skills[0].__proto__", "polluted"],
      ["skills[0].constructor", "polluted"],
      ["toString[0].x", "polluted"],
      ["hasOwnProperty", "polluted"],
    ];
    const values = nestedFormValues(formOf([...hostile, ["skills[0].skill_name", "OSPF"]]));
    expect(({} as Record<string, unknown>)[0]).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>)[0]).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    // Names that are not the profile's lists stay flat text; prototype names are dropped.
    expect(Object.keys(values).sort()).toEqual(
      ["constructor.prototype.x", "constructor[prototype]", "hasOwnProperty", "skills"].sort(),
    );
    expect(values.skills).toEqual([{ skill_name: "OSPF" }]);
  });

  it("keeps a list when a flat field of the same name is sent too", () => {
    const values = nestedFormValues(
      formOf([
        ["education", "x"],
        ["education[0].course_name", "B.Tech"],
      ]),
    );
    expect(values.education).toEqual([{ course_name: "B.Tech" }]);
  });
});
