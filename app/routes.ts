import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("profile", "routes/profile.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
