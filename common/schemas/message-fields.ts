// What the message and template forms need to know about the rules, without
// zod, so the recruiter's pages stay small (the rules are in ./messages.ts).

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
