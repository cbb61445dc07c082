/**
 * The pay statements as PDF (docs/product.md#pay-statements): one worker's, or every statement
 * of getStatements' selection in one PDF, in the same order (the page's summary), each from a
 * new page. The statements come from the same read as the page (a closed month: its stored
 * copy), a few queries whatever the number of workers; the PDF is drawn in one pass.
 */
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { renderStatementPdf, renderStatementsPdf } from '../../domain/statementPdf';
import { getStatements, type StatementScope } from '../../repositories/retrib/statements';

type Selection = { month: string; all?: boolean } & StatementScope;

/** The field a selection is made with, named by the 404 when it holds no statement. */
const selectionField = (q: Selection) =>
  q.workerId !== undefined ? 'workerId' : q.teamId !== undefined ? 'teamId' : q.agencyId !== undefined ? 'agencyId' : 'all';

/** GET retrib/statements/getStatementsPdf. */
export async function statementsPdf(db: Executor, q: Selection) {
  const { month, closed, statements } = await getStatements(db, q);
  if (statements.length === 0)
    throw notFoundField(selectionField(q), `No pay statement in ${month} for this selection`);
  const [first] = statements;
  const selection =
    q.workerId !== undefined
      ? { title: first.worker.name, file: first.worker.shortCode }
      : q.teamId !== undefined
        ? { title: `team ${first.worker.team.name}`, file: `team-${q.teamId}` }
        : q.agencyId !== undefined
          ? { title: `agency ${q.agencyId}`, file: `agency-${q.agencyId}` }
          : { title: 'all workers', file: 'all' };
  const pdf = await renderStatementsPdf({
    month,
    closed: closed !== null,
    // A closed month's PDF is dated at its closing, as the single statement's is.
    createdAt: closed ? new Date(closed.closedAt) : undefined,
    selection: selection.title,
    statements,
  });
  return {
    fileName: `pay-statements-${month}-${selection.file}.pdf`,
    contentType: 'application/pdf' as const,
    content: pdf.toString('base64'),
  };
}

/**
 * GET retrib/statements/getStatementPdf: one worker's statement of the month. A closed month's
 * PDF is dated at its closing, so that the same stored statement gives the same bytes.
 */
export async function statementPdf(db: Executor, month: string, workerId: number) {
  const {
    closed,
    statements: [statement],
  } = await getStatements(db, { month, workerId });
  const pdf = await renderStatementPdf({
    month,
    closed: closed !== null,
    createdAt: closed ? new Date(closed.closedAt) : undefined,
    ...statement,
  });
  return {
    fileName: `pay-statement-${month}-${statement.worker.shortCode}.pdf`,
    contentType: 'application/pdf' as const,
    content: pdf.toString('base64'),
  };
}
