// The JavaScript a visitor's public page runs instead of React (issue #21,
// decision 0025): counters, toasts, forms that say they are sending, the
// contact link's scroll, the logo strip's Pause button and the arrow keys of
// the product tabs. The page carries it inline (no request, under its CSP
// nonce or hash).
//
// Each behaviour is one self-contained function whose source is inlined with
// Function.prototype.toString: it may use nothing from outside its own body
// (no imports, no module constants). They act on data attributes that the
// components render whether or not React hydrates them.

/**
 * Counts every [data-count-up] from 0 once it is 40% visible (SPEC §2: 1500
 * ms by default, ease-out). Nothing moves under prefers-reduced-motion. The
 * cleanup restores the final values (React's useCountUps calls this too).
 */
export function countUps(): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) {
    return () => {};
  }
  const frames = new Set<number>();
  const nodes = [...document.querySelectorAll<HTMLElement>("[data-count-up]")];
  const finalOf = (node: HTMLElement, value = Number(node.dataset.countUp)) =>
    `${node.dataset.prefix ?? ""}${value}${node.dataset.suffix ?? ""}`;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const node = entry.target as HTMLElement;
        const end = Number(node.dataset.countUp);
        const duration = Number(node.dataset.duration) || 1500;
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / duration);
          node.textContent = finalOf(node, Math.round(end * (1 - (1 - progress) ** 3)));
          if (progress < 1) frames.add(requestAnimationFrame(tick));
        };
        node.textContent = finalOf(node, 0);
        frames.add(requestAnimationFrame(tick));
      }
    },
    { threshold: 0.4 },
  );
  nodes.forEach((node) => observer.observe(node));
  return () => {
    observer.disconnect();
    frames.forEach(cancelAnimationFrame);
    nodes.forEach((node) => (node.textContent = finalOf(node)));
  };
}

/**
 * Toasts (components/toaster.tsx draws them): one from the server goes after
 * its time or by its × button. An element with data-toast-title raises a
 * toast from the page's template when clicked (data-toast-when="click") or as
 * the page opens ("load"). One at a time, as in React.
 */
export function toasts(): void {
  const list = document.querySelector("[data-toast-list]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  if (!list) return;
  const arm = (item: HTMLElement) => setTimeout(() => item.remove(), Number(item.dataset.duration) || 5000);
  list.querySelectorAll<HTMLElement>("[data-toast]").forEach(arm);
  const show = (source: HTMLElement) => {
    const item = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    if (!item) return;
    item.querySelector("[data-toast-slot=title]")!.textContent = source.dataset.toastTitle ?? "";
    item.querySelector("[data-toast-slot=description]")!.textContent = source.dataset.toastDescription ?? "";
    list.replaceChildren(item);
    arm(item);
  };
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const dismiss = target.closest("[data-toast-dismiss]");
    if (dismiss) dismiss.closest("[data-toast]")?.remove();
    const source = target.closest<HTMLElement>("[data-toast-when=click]");
    if (source) show(source);
  });
  document.querySelectorAll<HTMLElement>("[data-toast-when=load]").forEach(show);
}

/**
 * A form that is sending: its submit button is disabled until the next page
 * arrives (no second post), and reads its data-sending-label meanwhile
 * ("Sending..."). Ready again when the browser comes back to the page.
 */
export function sendingForms(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const button = (event.submitter ?? form.querySelector("[type=submit]")) as HTMLButtonElement | null;
    if (event.defaultPrevented || !button) return;
    // After the form's data is gathered: a disabled button's value is left out of it.
    setTimeout(() => {
      button.disabled = true;
      const label = button.dataset.sendingLabel;
      if (label) {
        button.dataset.label = button.textContent ?? "";
        button.textContent = label;
      }
    });
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    document.querySelectorAll<HTMLButtonElement>("form button[disabled]").forEach((button) => {
      button.disabled = false;
      if (button.dataset.label !== undefined) button.textContent = button.dataset.label;
    });
  });
}

/** /?section=contact opens at the contact form with its heading focused (SPEC §2). */
export function contactSection(): void {
  if (new URLSearchParams(window.location.search).get("section") !== "contact") return;
  document.getElementById("contact")?.scrollIntoView({ block: "start", behavior: "instant" });
  const heading = document.getElementById("contact-title");
  heading?.setAttribute("tabindex", "-1");
  heading?.focus({ preventScroll: true });
}

/**
 * A form's error summary (components/ui/error-summary.tsx) takes the focus
 * when the page comes back with it, in view under the sticky header, as it
 * does in React.
 */
export function errorSummaries(): void {
  const summary = document.querySelector<HTMLElement>("[data-error-summary]");
  if (!summary) return;
  // After the load: the browser's own scroll to the address's #fragment comes first.
  window.addEventListener("load", () => {
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: "start", behavior: "instant" });
  });
}

/** The clients' logo strip: Pause and Play (the button's words and icon follow aria-pressed in CSS). */
export function logoStripToggle(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-logo-strip-toggle]");
    if (!button) return;
    const paused = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(paused));
    document.querySelector(".logo-marquee")?.setAttribute("data-paused", String(paused));
  });
}

/**
 * A tab list of links (the products page): the arrow keys, Home and End move
 * the focus between its tabs, and Enter opens the focused one (a link: the
 * tab is in the address).
 */
export function tabLists(): void {
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>("[role=tablist] [role=tab]");
    if (!tab) return;
    const tabs = [...tab.closest("[role=tablist]")!.querySelectorAll<HTMLElement>("[role=tab]")];
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    tabs[(moves[event.key] + tabs.length) % tabs.length].focus();
  });
}

/**
 * The inline script of a visitor's page. Called by entry.server only, so the
 * browser bundle (where useCountUps takes countUps alone) leaves the rest out.
 */
export function visitorScript(): string {
  return [countUps, toasts, sendingForms, contactSection, errorSummaries, logoStripToggle, tabLists]
    .map((behaviour) => `(${behaviour.toString()})();`)
    .join("\n");
}
