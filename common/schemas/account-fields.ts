// What the account pages need to know about the rules, without zod, so the
// sign-up page's JavaScript stays small (the rules are in ./accounts.ts).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
