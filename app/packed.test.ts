import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed";

describe("packed loader data", () => {
  it("carries a list through as JSON and back", () => {
    const jobs = [
      { id: "a", title: "NOC Engineer", required_skills: ["CCNA", "ITIL"], application_deadline: null },
      {
        id: "b",
        title: "Fibre Splicing Technician",
        required_skills: [],
        application_deadline: "2026-12-31",
      },
    ];
    const packed = pack(jobs);
    expect(typeof packed).toBe("string");
    expect(JSON.parse(packed)).toEqual(jobs);
    expect(unpack(packed)).toEqual(jobs);
  });

  it("writes dates as their ISO strings", () => {
    const packed = pack([{ applied_at: new Date("2026-11-24T10:00:00.000Z") }]);
    expect(unpack(packed)[0].applied_at).toBe("2026-11-24T10:00:00.000Z");
  });

  it("writes a kept list once, and a changed copy again", () => {
    const kept = [{ id: "a", title: "NOC Engineer" }];
    const first = pack(kept);
    expect(pack(kept)).toBe(first);
    const copy = [{ ...kept[0], title: "Senior NOC Engineer" }];
    expect(unpack(pack(copy))[0].title).toBe("Senior NOC Engineer");
  });

  it("reads the same string to the same objects, so renders see no change", () => {
    const packed = pack([{ id: "c" }]);
    const read = unpack(packed);
    expect(unpack(packed)).toBe(read);
    // A few other lists read in between do not make it read again.
    for (let n = 0; n < 3; n++) unpack(pack([{ id: `other-${n}` }]));
    expect(unpack(packed)).toBe(read);
  });
});
