export * from './keys';
export * from './getStatements';
export * from './closeMonth';
export * from './reopenMonth';
export * from './getStatementPdf';
export * from './getStatementsPdf';
export * from './getPayrollCsv';
export * from './getWorkersLight';
