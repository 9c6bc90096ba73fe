// The guest application's limits the job page's form needs (no zod here, so
// it stays out of the page's JavaScript); the rules are in guest-application.ts.

/** A full name, as typed: first word(s) and last name. */
export const GUEST_NAME_MAX_LENGTH = 200;
/** What the resume picker offers; the server decides by content (server/storage/file-types.ts). */
export const GUEST_RESUME_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
