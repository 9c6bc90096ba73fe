import { clsx } from "clsx";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { translateText } from "../../common/i18n";
import type { Toast } from "../../common/toast";
import { useHydrates } from "./request-info";

interface ShownToast extends Toast {
  id: number;
}

// A tiny store, so any component (or an action's result) can raise a toast.
let shown: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(value: Toast) {
  // One at a time: a new toast replaces the last, so a phone's screen is never stacked over.
  shown = [{ ...value, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  shown = shown.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Raises `value` once each time a new object arrives (e.g. an action's result). */
export function useToast(value: Toast | null | undefined) {
  useEffect(() => {
    if (value) toast(value);
  }, [value]);
}

/**
 * A toast as drawn. The data attributes are for the visitor script
 * (components/visitor-script.ts), which runs toasts on pages React does not
 * hydrate: it arms [data-toast], closes it by [data-toast-dismiss] and fills
 * a copy of the template's slots.
 */
function ToastCard({ item, onDismiss }: { item: Toast; onDismiss?: () => void }) {
  const { t } = useLingui();
  return (
    <li
      data-toast=""
      data-duration={item.durationMs}
      className={clsx(
        "pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg",
        item.variant === "destructive"
          ? "border-red-700 bg-red-700 text-white"
          : "border-stone-200 bg-white text-ink",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold" data-toast-slot="title">
          {translateText(item.title)}
        </p>
        {item.description !== undefined ? (
          <p className="mt-1 text-sm opacity-90" data-toast-slot="description">
            {translateText(item.description)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        data-toast-dismiss=""
        className="-m-1 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
        aria-label={t`Dismiss notification`}
      >
        ×
      </button>
    </li>
  );
}

function ToastItem({ item }: { item: ShownToast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.durationMs ?? 5000);
    return () => clearTimeout(timer);
  }, [item]);
  return <ToastCard item={item} onDismiss={() => dismiss(item.id)} />;
}

/**
 * The toast region. A toast from the server (a flash after a redirect) is in
 * the HTML itself, so it shows without JavaScript too. A page React does not
 * hydrate also carries the template the visitor script draws toasts from.
 */
export function Toaster({ initial }: { initial: Toast | null }) {
  const { t } = useLingui();
  const hydrate = useHydrates();
  useEffect(() => {
    if (initial) toast(initial);
  }, [initial]);
  const serverList = useMemo<ShownToast[]>(() => (initial ? [{ ...initial, id: 0 }] : []), [initial]);
  const items = useSyncExternalStore(
    subscribe,
    () => shown,
    () => serverList,
  );
  return (
    <div
      aria-live="polite"
      role="region"
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:w-96"
    >
      <ol className="flex w-full flex-col gap-2" data-toast-list="">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
      {hydrate ? null : (
        <template data-toast-template="">
          <ToastCard item={{ title: "", description: "" }} />
        </template>
      )}
    </div>
  );
}
