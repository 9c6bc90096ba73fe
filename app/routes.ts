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
  route("careers", "routes/careers.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:id", "routes/jobs.$id.tsx"),
  route("my-applications", "routes/my-applications.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
