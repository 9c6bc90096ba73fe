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
 * Tells of each table a query of this process writes, as soon as the query
 * has run. PostgreSQL's notifications (migration 0010) reach every instance,
 * but a moment after the commit and through another connection; this makes a
 * change visible at once in the process that made it, so an employer who
 * posts a job finds it straight away, and a session signed out here is
 * refused here from the next request. (Inside a transaction it tells before
 * the commit; the notification at commit empties the caches again.) Raw SQL
 * is not seen: only PostgreSQL's notification tells of it.
 */
export class TablesWrittenPlugin implements KyselyPlugin {
  // The table each write in flight is to, told of once it has run.
  readonly #writes = new WeakMap<QueryId, string>();

  constructor(private readonly onWrite: (table: string) => void) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table !== undefined) this.#writes.set(queryId, table);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.#writes.get(queryId);
    if (table !== undefined) this.onWrite(table);
    return result;
  }
}

function tableName(node: OperationNode | undefined): string | undefined {
  return node !== undefined && TableNode.is(node) ? node.table.identifier.name : undefined;
}

function writtenTable(node: RootOperationNode): string | undefined {
  if (InsertQueryNode.is(node)) return tableName(node.into);
  if (UpdateQueryNode.is(node)) return tableName(node.table);
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]);
  return undefined;
}
