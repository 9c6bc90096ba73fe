// A job's board (issue #37, decision 0050): a column per stage with its
// candidates' cards. A card moves by drag and drop, by the arrow keys (the
// result is announced), or by its select and Move button, which is a plain
// form and works without JavaScript; checked cards move or are rejected
// together by the bulk form at the top.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import type { Toast } from "../../../common/toast";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { inputClass, selectClass } from "~/components/ui/field";
import { stageNeedsForm, type PipelineStage } from "../../../common/schemas/pipeline-stages";
import { StageOptions } from "./stage-options";
import { useStageLabel } from "./stage-words";

export interface BoardCardData {
  id: string;
  candidate_id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  stage: PipelineStage;
  days_in_stage: number;
  rating: number | null;
}

export interface BoardData {
  job: { id: string; title: string; company_name: string };
  columns: { stage: PipelineStage; count: number; cards: BoardCardData[] }[];
  total: number;
}

/** The stages the arrow keys step through; rejecting needs a reason, so it takes the select. */
const steps: PipelineStage[] = ["applied", "screening", "submitted", "client_interview", "offered", "joined"];

const nameOf = (card: BoardCardData) => `${card.first_name} ${card.last_name}`.trim();

export function PipelineBoard({ board }: { board: BoardData }) {
  const { t } = useLingui();
  const stageLabel = useStageLabel();
  const fetcher = useFetcher<{ toast?: Toast | null }>({ key: "pipeline-move" });
  const navigate = useNavigate();
  // A refusal (another tab moved it, a withdrawal) is told as a toast.
  useToast(fetcher.data?.toast?.variant === "destructive" ? fetcher.data.toast : null);
  const [announcement, setAnnouncement] = useState("");
  // The card just moved by keyboard keeps the focus once it shows in its new column.
  const focusAfterMove = useRef<{ id: string; stage: PipelineStage } | null>(null);
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    const card = document.querySelector<HTMLElement>(
      `[data-column="${target.stage}"] [data-card="${target.id}"]`,
    );
    if (!card) return;
    card.focus();
    focusAfterMove.current = null;
  });

  const move = (card: BoardCardData, stage: PipelineStage, keyboard: boolean) => {
    if (stage === card.stage) return;
    if (stage === "rejected") {
      // A rejection needs its reason: the card's select offers them.
      const select = document.getElementById(`stage-${card.id}`) as HTMLSelectElement | null;
      if (select) {
        select.value = "rejected:skills_mismatch";
        select.focus();
      }
      setAnnouncement(t`Choose why ${nameOf(card)} is rejected, then press Move.`);
      return;
    }
    if (stageNeedsForm(card.stage, stage)) {
      // Offered and Joined are recorded with their details, on the placement form (decision 0057).
      void navigate(`/employer-dashboard/applications/${card.id}/placement?stage=${stage}`);
      return;
    }
    if (keyboard) focusAfterMove.current = { id: card.id, stage };
    void fetcher.submit({ intent: "move", applicationId: card.id, stage }, { method: "post" });
    const name = nameOf(card);
    const label = stageLabel(stage);
    setAnnouncement(t`${name} moved to ${label}.`);
  };

  const onKeyDown = (card: BoardCardData) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const at = steps.indexOf(card.stage);
    const next = steps[at + (event.key === "ArrowRight" ? 1 : -1)];
    event.preventDefault();
    if (at === -1 || !next) return;
    move(card, next, true);
  };

  const cards = new Map(
    board.columns.flatMap((column) => column.cards.map((card) => [card.id, card] as const)),
  );
  const onDrop = (stage: PipelineStage) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const card = cards.get(event.dataTransfer.getData("text/plain"));
    if (card) move(card, stage, false);
  };

  return (
    <div className="space-y-4">
      <p aria-live="polite" role="status" className="sr-only" data-announcement>
        {announcement}
      </p>
      <nav aria-label={t`Candidates per stage`} className="flex flex-wrap gap-2">
        {board.columns.map((column) => (
          <a
            key={column.stage}
            href={`#column-${column.stage}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
          >
            {stageLabel(column.stage)}
            <span className="text-ink-muted" data-count={column.stage}>
              {column.count}
            </span>
          </a>
        ))}
      </nav>
      <BulkForm />
      <p className="text-sm text-ink-muted">
        {t`Drag a card to another column, or focus it and press the left or right arrow key, or choose a stage on the card and press Move.`}
      </p>
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4" data-board>
        {board.columns.map((column) => (
          <section
            key={column.stage}
            id={`column-${column.stage}`}
            aria-labelledby={`heading-${column.stage}`}
            data-column={column.stage}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(column.stage)}
            className="flex w-72 shrink-0 snap-start flex-col rounded-2xl border border-stone-200 bg-stone-50 p-3"
          >
            <h2
              id={`heading-${column.stage}`}
              className="mb-2 flex items-center justify-between text-sm font-semibold text-navy-900"
            >
              {stageLabel(column.stage)}
              <span className="rounded-full bg-white px-2 text-ink-muted">{column.count}</span>
            </h2>
            <ul className="space-y-2">
              {column.cards.map((card) => (
                <BoardCard key={card.id} card={card} jobId={board.job.id} onKeyDown={onKeyDown(card)} />
              ))}
            </ul>
            {column.count > column.cards.length ? (
              <Link
                to={`/employer-dashboard/applications?job=${board.job.id}&status=${column.stage}`}
                className="mt-2 text-sm font-semibold text-navy-700 underline"
              >
                {t`All ${column.count} in the list`}
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The form the checked cards' boxes belong to (form="bulk-move"): one stage, an optional note. */
function BulkForm() {
  const { t } = useLingui();
  return (
    <Form
      method="post"
      id="bulk-move"
      className="flex flex-wrap items-end gap-2 rounded-2xl border border-stone-200 bg-white p-3"
    >
      <input type="hidden" name="intent" value="bulk" />
      <label className="text-sm font-medium">
        {t`Move the checked candidates to`}
        <select name="stage" className={clsx(selectClass, "mt-1 block min-h-11 w-56 py-1 text-sm")}>
          <StageOptions />
        </select>
      </label>
      <label className="text-sm font-medium">
        {t`Note (optional)`}
        <input name="note" maxLength={500} className={clsx(inputClass, "mt-1 block min-h-11 w-56 text-sm")} />
      </label>
      <button type="submit" className={buttonClass("primary", "sm", "min-h-11")}>
        {t`Move checked`}
      </button>
    </Form>
  );
}

function BoardCard({
  card,
  jobId,
  onKeyDown,
}: {
  card: BoardCardData;
  jobId: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const { t } = useLingui();
  const stageLabel = useStageLabel();
  const name = nameOf(card);
  const days = card.days_in_stage;
  const stage = stageLabel(card.stage);
  return (
    <li>
      <article
        data-card={card.id}
        tabIndex={0}
        draggable={card.stage !== "withdrawn"}
        onDragStart={(event) => event.dataTransfer.setData("text/plain", card.id)}
        onKeyDown={onKeyDown}
        aria-label={t`${name}, ${stage}`}
        className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-navy-700"
      >
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            form="bulk-move"
            name="applicationId"
            value={card.id}
            aria-label={t`Select ${name}`}
            className="mt-1 size-5 shrink-0"
          />
          <div className="min-w-0">
            <Link
              to={`/employer-dashboard/applications?job=${jobId}&candidate=${card.candidate_id}&application=${card.id}`}
              className="font-semibold text-navy-900 underline-offset-2 hover:underline"
            >
              {name || t`the candidate`}
            </Link>
            {card.headline ? <p className="truncate text-sm text-ink-muted">{card.headline}</p> : null}
            <p className="text-xs text-ink-muted">
              {t`${plural(days, { one: "# day in stage", other: "# days in stage" })}`}
              {card.rating ? (
                <>
                  {" · "}
                  <span aria-hidden="true" className="text-amber-500">
                    {"★".repeat(card.rating)}
                  </span>
                  <span className="sr-only">{t`Rated ${card.rating} of 5`}</span>
                </>
              ) : null}
            </p>
          </div>
        </div>
        {card.stage === "withdrawn" ? null : (
          <Form method="post" className="mt-2 flex items-center gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="applicationId" value={card.id} />
            <label className="sr-only" htmlFor={`stage-${card.id}`}>
              {t`Stage of ${name}`}
            </label>
            <select
              id={`stage-${card.id}`}
              name="stage"
              defaultValue={card.stage}
              className={clsx(selectClass, "min-h-11 min-w-0 flex-1 py-1 text-sm")}
            >
              <StageOptions current={card.stage} />
            </select>
            <button type="submit" className={buttonClass("secondary", "sm", "min-h-11")}>
              {t`Move`}
            </button>
          </Form>
        )}
      </article>
    </li>
  );
}
