import {
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

/**
 * Calls `onWrite` as soon as a query of this process that writes the jobs
 * table has run. PostgreSQL's notification (migration 0003) reaches every
 * instance, but a moment after the commit and through another connection; this
 * makes a change visible at once in the process that made it, so an employer
 * who posts a job finds it straight away. (Inside a transaction it fires
 * before the commit; the notification at commit clears again.)
 */
export class JobsWrittenPlugin implements KyselyPlugin {
  readonly #writes = new WeakSet<QueryId>();

  constructor(private readonly onWrite: () => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writesJobs(node)) this.#writes.add(queryId);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.onWrite();
    return result;
  }
}

function isJobsTable(node: OperationNode | undefined): boolean {
  return node !== undefined && TableNode.is(node) && node.table.identifier.name === "jobs";
}

function writesJobs(node: RootOperationNode): boolean {
  if (InsertQueryNode.is(node)) return isJobsTable(node.into);
  if (UpdateQueryNode.is(node)) return isJobsTable(node.table);
  if (DeleteQueryNode.is(node)) return node.from.froms.some(isJobsTable);
  return false;
}
