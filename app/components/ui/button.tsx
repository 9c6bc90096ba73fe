import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "outline-light";
type Size = "md" | "lg" | "sm";

const variants: Record<Variant, string> = {
  primary: "bg-accent-700 text-white hover:bg-accent-800 disabled:bg-accent-700/60",
  secondary: "bg-navy-800 text-white hover:bg-navy-900 disabled:bg-navy-800/60",
  ghost: "bg-transparent text-navy-800 hover:bg-navy-50 border border-navy-200",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
};
const sizes: Record<Size, string> = {
  // Compact beside a table row on a wide screen; a whole fingertip (44 px) on a phone.
  sm: "min-h-11 min-w-11 sm:min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string) {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
