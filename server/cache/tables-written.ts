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
 * Calls a table's callback as soon as a query of this process that writes
 * that table has run. PostgreSQL's notifications (migrations 0003 and 0006)
 * reach every instance, but a moment after the commit and through another
 * connection; this makes a change visible at once in the process that made
 * it, so an employer who posts a job finds it straight away, and a session
 * signed out here is refused here from the next request. (Inside a
 * transaction it fires before the commit; the notification at commit clears
 * again.)
 */
export class TablesWrittenPlugin implements KyselyPlugin {
  // The table each write in flight is to, told of once it has run.
  readonly #writes = new WeakMap<QueryId, string>();

  /** `onAnyWrite`, if given, is called after any write, whatever table it is to, as well. */
  constructor(
    private readonly onWrite: Readonly<Record<string, () => void>>,
    private readonly onAnyWrite?: () => void,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table !== undefined) this.#writes.set(queryId, table);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.#writes.get(queryId);
    if (table !== undefined) {
      this.onWrite[table]?.();
      this.onAnyWrite?.();
    }
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
